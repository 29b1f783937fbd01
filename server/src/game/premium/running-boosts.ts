/** The boosts a player has running (player_boosts rows whose end is still ahead). */
import type { ActiveBoost, BoostKind } from '@idle/contracts';
import { BOOST_KINDS } from '@idle/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { listBoostsRunning } from './player-boosts.repository';

function isBoostKind(kind: string): kind is BoostKind {
  return (BOOST_KINDS as readonly string[]).includes(kind);
}

/** The player's boosts running at `now`, in the order of BOOST_KINDS. */
export async function loadBoosts(
  db: Db | Transaction<Database>,
  userId: number,
  now: number,
): Promise<ActiveBoost[]> {
  const rows = await listBoostsRunning(db, userId, now);
  const boosts: ActiveBoost[] = [];
  for (const row of rows) {
    if (isBoostKind(row.kind)) {
      boosts.push({ kind: row.kind, percent: row.percent, endsAt: row.ends_at });
    }
  }
  return boosts.sort((a, b) => BOOST_KINDS.indexOf(a.kind) - BOOST_KINDS.indexOf(b.kind));
}
