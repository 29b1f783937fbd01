/** Shared set-up of the land tests: a player, its calls, and the land tables for "nothing changed". */
import { expect } from 'vitest';
import { auditEconomy } from '../economy/economy-audit';
import { gameTables, type TestGame } from '../../test-support';

export const PLAYER = 'Lander';

export const landGet = (t: TestGame, cookie: string, mod: string) =>
  t.get('land.php', { mod }, cookie);
export const landPost = (
  t: TestGame,
  cookie: string,
  mod: string,
  body: Record<string, unknown> = {},
) => t.post('land.php', { mod, ...body }, cookie);

/** Every row of the land tables and the game tables. */
export async function landTables(t: TestGame) {
  const db = t.game.db;
  return {
    game: await gameTables(t.game),
    land: await db.selectFrom('land').selectAll().orderBy('user_id').execute(),
    raids: await db.selectFrom('raids').selectAll().orderBy('user_id').execute(),
    scouted: await db
      .selectFrom('scouted_raids')
      .selectAll()
      .orderBy('user_id')
      .orderBy('raid_id')
      .execute(),
    personnel: await db
      .selectFrom('personnel')
      .selectAll()
      .orderBy('user_id')
      .orderBy('kind')
      .execute(),
    portals: await db
      .selectFrom('portals')
      .selectAll()
      .orderBy('user_id')
      .orderBy('portal_id')
      .execute(),
    counters: await db
      .selectFrom('economy_counters')
      .selectAll()
      .orderBy('user_id')
      .orderBy('item_id')
      .execute(),
  };
}

/** A land call that must be refused with `error`, every table as before. */
export async function expectLandRefused(
  t: TestGame,
  call: () => Promise<{ statusCode: number; json: () => unknown }>,
  error: string,
): Promise<void> {
  const before = await landTables(t);
  const response = await call();
  expect(response.json()).toEqual({ error });
  expect(response.statusCode).toBe(400);
  expect(await landTables(t)).toEqual(before);
}

export async function expectEconomyClean(t: TestGame): Promise<void> {
  expect((await auditEconomy(t.game.db)).differences).toEqual([]);
}

/** The value, failing the test when it is missing. */
export function present<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
}
