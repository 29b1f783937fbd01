/** The SQL of `labyrinth_runs`: each player's run of a day and its chest. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { LabyrinthRunsTable } from '../../db/schema';

/** Makes the player's run of the day (first room, no turns used) unless it exists. */
export async function insertRunOnce(db: Db, userId: number, day: string): Promise<void> {
  await db
    .insertInto('labyrinth_runs')
    .values({ user_id: userId, day })
    .onConflict((conflict) => conflict.columns(['user_id', 'day']).doNothing())
    .execute();
}

/** The player's run of a day that has one. */
export function getRun(
  db: Db,
  userId: number,
  day: string,
): Promise<Selectable<LabyrinthRunsTable>> {
  return db
    .selectFrom('labyrinth_runs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
}

/** The newest run whose chest waits to be opened. */
export function findUnopenedRun(db: Db, userId: number) {
  return db
    .selectFrom('labyrinth_runs')
    .select(['day', 'rewards'])
    .where('user_id', '=', userId)
    .where('rewards', 'is not', null)
    .where('reward_obtained', '=', 0)
    .orderBy('day', 'desc')
    .executeTakeFirst();
}

/** Marks the day's chest obtained only while it is not; whether it did. */
export async function markChestObtained(db: Db, userId: number, day: string): Promise<boolean> {
  const opened = await db
    .updateTable('labyrinth_runs')
    .set({ reward_obtained: 1 })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('reward_obtained', '=', 0)
    .executeTakeFirst();
  return opened.numUpdatedRows === 1n;
}

/** Sets the run's progress (test set-up: whatever is given). */
export async function setRunProgress(
  db: Db,
  userId: number,
  day: string,
  progress: { turns?: number; current_room?: number; room_attempts?: number },
): Promise<void> {
  await db
    .updateTable('labyrinth_runs')
    .set(progress)
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .execute();
}

/**
 * Saves a tick's progress only on the run the tick read (same turns used, no chest yet); whether
 * it did. For the labyrinth tick (actions/handlers/labyrinth.ts).
 */
export async function saveRunIfUnchanged(
  db: Db,
  userId: number,
  day: string,
  turnsBefore: number,
  run: { current_room: number; turns: number; room_attempts: number; rewards: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('labyrinth_runs')
    .set(run)
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('turns', '=', turnsBefore)
    .where('rewards', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
