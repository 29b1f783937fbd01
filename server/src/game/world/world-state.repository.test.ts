/** The world_state repository: saved values read back, and a claim that only one of two makes. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test-support';
import { claimWorldState, readWorldState, saveWorldState } from './world-state.repository';

let database: TestDatabase;

beforeEach(async () => {
  database = await openTestDatabase();
});

afterEach(async () => {
  await database.close();
});

describe('world_state', () => {
  it('reads back what was saved, and nothing for an unsaved key', async () => {
    const { db } = database;
    expect(await readWorldState(db, 'bonusTime')).toBeUndefined();
    await saveWorldState(db, 'bonusTime', { endsAt: 1, modifier: 2, nextAt: 3 });
    await saveWorldState(db, 'bonusTime', { endsAt: 4, modifier: 5, nextAt: 6 });
    expect(await readWorldState(db, 'bonusTime')).toEqual({ endsAt: 4, modifier: 5, nextAt: 6 });
  });

  it('claims a change only from the value storage holds (a missing row counts as it)', async () => {
    const { db } = database;
    expect(await claimWorldState(db, 'clanSpawnAt', 0, 100)).toBe(true);
    // A second instance that read the same value comes too late.
    expect(await claimWorldState(db, 'clanSpawnAt', 0, 200)).toBe(false);
    expect(await readWorldState(db, 'clanSpawnAt')).toBe(100);
    expect(await claimWorldState(db, 'clanSpawnAt', 100, 300)).toBe(true);
    expect(await readWorldState(db, 'clanSpawnAt')).toBe(300);
  });
});
