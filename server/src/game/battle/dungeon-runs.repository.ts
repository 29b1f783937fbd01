/** The `dungeon_runs` table: a player's dungeon run in progress (at most one). */
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepare, prepareRows } from '../../db/prepared';
import type { DungeonRunsTable } from '../../db/schema';

export function dungeonRunOf(
  db: Db,
  userId: number,
): Promise<Selectable<DungeonRunsTable> | undefined> {
  return db.selectFrom('dungeon_runs').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function hasDungeonRun(db: Db, userId: number): Promise<boolean> {
  const run = await db
    .selectFrom('dungeon_runs')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return run !== undefined;
}

/** Starts a run at room 1. */
export async function insertDungeonRun(
  db: Db,
  userId: number,
  dungeonId: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('dungeon_runs')
    .values({ user_id: userId, dungeon_id: dungeonId, current_room: 1, entered_at: now })
    .execute();
}

/** Ends the player's run; answers whether there was one. */
export async function deleteDungeonRun(db: Db, userId: number): Promise<boolean> {
  const left = await db.deleteFrom('dungeon_runs').where('user_id', '=', userId).executeTakeFirst();
  return Number(left.numDeletedRows) !== 0;
}

/** Sets the run's stop-after-completing choice; answers whether there was a run. */
export async function setDungeonRunStopAfter(
  db: Db,
  userId: number,
  value: 0 | 1,
): Promise<boolean> {
  const changed = await db
    .updateTable('dungeon_runs')
    .set({ stop_after: value })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) !== 0;
}

/** The dungeon tick's compiled statements on runs (db/prepared.ts). */
export const dungeonRunStatements = compiledPerDatabase((db: Db) => ({
  /** (player, room) rows: each player's run moves to that room. */
  moveRooms: prepareRows(
    db,
    2,
    (rows) =>
      sql`with moves (user_id, room) as (values ${rows})
          update dungeon_runs set current_room = cast(moves.room as integer) from moves
          where dungeon_runs.user_id = cast(moves.user_id as integer)`,
  ),
  leave: prepare(
    db,
    (p: { userId: number }) => sql`delete from dungeon_runs where user_id = ${p.userId}`,
    { userId: -1 },
  ),
}));
