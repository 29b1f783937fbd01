/** The SQL of `chat_mutes`: who is muted until when (read with the author in commands.ts). */
import type { Db } from '../db/database';

/** Lifts the player's mute while it runs; whether there was one. */
export async function deleteRunningMute(db: Db, userId: number, now: number): Promise<boolean> {
  const lifted = await db
    .deleteFrom('chat_mutes')
    .where('user_id', '=', userId)
    .where('until', '>', now)
    .executeTakeFirst();
  return Number(lifted.numDeletedRows) !== 0;
}

/** Mutes the player until `until`, replacing a mute they had; `reason` from the console only. */
export async function saveMute(
  db: Db,
  userId: number,
  until: number,
  mutedBy: number,
  reason: string | null,
): Promise<void> {
  await db
    .insertInto('chat_mutes')
    .values({ user_id: userId, until, muted_by: mutedBy, reason })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ until, muted_by: mutedBy, reason }),
    )
    .execute();
}

/** The running mutes of these players. */
export function runningMutesOf(
  db: Db,
  userIds: readonly number[],
  now: number,
): Promise<{ user_id: number; until: number; muted_by: number | null; reason: string | null }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('chat_mutes')
    .select(['user_id', 'until', 'muted_by', 'reason'])
    .where('user_id', 'in', userIds)
    .where('until', '>', now)
    .execute();
}
