/**
 * The operator console's routes (owner mfe-admin) for accounts of status 50 and up only: a
 * player who opens one (a shared link, a typed address) reads the console's refusal, and nothing
 * of the console's remote is fetched.
 */
import { ADMIN_REFUSAL_TEXT } from '@idle/contracts';
import { MODERATOR_STATUS } from '@idle/game-rules';
import { $player } from '@idle/state';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';

/** The remote only moderators and operators load. */
export const STAFF_REMOTE = 'mfe-admin';

/** Whether an account of `accountStatus` may open the console. */
export function isStaff(accountStatus: number | undefined): boolean {
  return accountStatus !== undefined && accountStatus >= MODERATOR_STATUS;
}

export function StaffOnlyRoute({ title, children }: { title: string; children: ReactNode }) {
  const player = useStore($player);
  if (isStaff(player?.accountStatus)) return children;
  return (
    <section aria-labelledby="staff-only-title">
      <h2 id="staff-only-title">{title}</h2>
      <p>{ADMIN_REFUSAL_TEXT}</p>
    </section>
  );
}
