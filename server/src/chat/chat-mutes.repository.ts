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

/** Mutes the player until `until`, replacing a mute they had. */
export async function saveMute(
  db: Db,
  userId: number,
  until: number,
  mutedBy: number,
): Promise<void> {
  await db
    .insertInto('chat_mutes')
    .values({ user_id: userId, until, muted_by: mutedBy })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ until, muted_by: mutedBy }))
    .execute();
}
