/** The dungeon-run repository's writes answer whether there was a run to change. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import {
  insertTestPlayer,
  openTestDatabase,
  TEST_START,
  type TestDatabase,
} from '../../test-support';
import {
  deleteDungeonRun,
  dungeonRunOf,
  hasDungeonRun,
  insertDungeonRun,
  setDungeonRunStopAfter,
} from './dungeon-runs.repository';

let database: TestDatabase;
let db: Db;
let userId: number;
beforeEach(async () => {
  database = await openTestDatabase();
  db = database.db;
  userId = await insertTestPlayer(db, 'Delver');
});
afterEach(async () => {
  await database.close();
});

describe('dungeon runs', () => {
  it('answer false without a run', async () => {
    expect(await hasDungeonRun(db, userId)).toBe(false);
    expect(await setDungeonRunStopAfter(db, userId, 1)).toBe(false);
    expect(await deleteDungeonRun(db, userId)).toBe(false);
  });

  it('start at room 1, and answer true while there is a run', async () => {
    await insertDungeonRun(db, userId, 2, TEST_START);
    expect(await hasDungeonRun(db, userId)).toBe(true);
    expect(await setDungeonRunStopAfter(db, userId, 1)).toBe(true);
    expect(await dungeonRunOf(db, userId)).toMatchObject({
      dungeon_id: 2,
      current_room: 1,
      stop_after: 1,
    });
    expect(await deleteDungeonRun(db, userId)).toBe(true);
    expect(await dungeonRunOf(db, userId)).toBeUndefined();
  });
});
