/**
 * The action pipeline as a whole: one tick per delay per player whichever endpoints the ticks
 * come to, the stored timer guard and the start-up check of the action registry.
 */
import { ACTION_ENDPOINTS } from '@idle/contracts';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOO_EARLY_TEXT } from './current-action';
import { ACTION_REGISTRY, type ActionRegistry, checkedTickEndpoints } from '../action-registry';
import { tickRoutes } from '../../routes/ticks';
import {
  createTestGame,
  expectRefusedUnchanged,
  grantItems,
  type TestGame,
  userRow,
} from '../../test-support';

const DELAY = 6000;
let t: TestGame;
let cookie: string;

beforeEach(async () => {
  t = await createTestGame();
  cookie = await t.register('Hero_1');
});
afterEach(async () => {
  await t.close();
});

async function totalActions(): Promise<number> {
  const row = await t.game.db
    .selectFrom('statistics')
    .select('value')
    .where('stat', '=', 'totalActions')
    .executeTakeFirst();
  return row?.value ?? 0;
}

describe('one tick per delay per player', () => {
  it('lets exactly one of several actions ticked at once through, spending one Auto', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    await grantItems(t.game, 'Hero_1', { stone: 400 });
    const ticks: [string, Record<string, unknown>][] = [
      ['actions/battle.php', {}],
      ['actions/mining.php', {}],
      ['actions/woodcutting.php', {}],
      ['actions/runecrafting.php', { itemid: 'rune_stone' }],
    ];
    for (let round = 1; round <= 3; round += 1) {
      const answers = await Promise.all(ticks.map(([path, body]) => t.post(path, body, cookie)));
      const through = answers.filter((answer) => answer.statusCode === 200);
      expect(through).toHaveLength(1);
      expect(through[0]?.json()).toHaveProperty('data');
      for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ error: TOO_EARLY_TEXT, retryIn: DELAY });
      }
      expect((await userRow(t.game, 'Hero_1'))?.autos).toBe(150 - round);
      expect(await totalActions()).toBe(round);
      // Again before the delay has passed: every endpoint refuses.
      t.game.clock.advance(DELAY - 1000);
      const early = await Promise.all(ticks.map(([path, body]) => t.post(path, body, cookie)));
      expect(early.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
      t.game.clock.advance(1000);
    }
  });

  it('starts another action only through the timer: switching never skips the wait', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    expect((await t.post('actions/battle.php', {}, cookie)).statusCode).toBe(200);
    await expectRefusedUnchanged(
      t.game,
      () => t.post('actions/mining.php', {}, cookie),
      TOO_EARLY_TEXT,
      { retryIn: DELAY },
    );
    const state = await t.game.db.selectFrom('action_state').selectAll().executeTakeFirstOrThrow();
    expect(state.action).toBe('battling');
  });

  it('refuses a tick the stored timer says is early, as another server instance left it', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    expect((await t.post('actions/battle.php', {}, cookie)).statusCode).toBe(200);
    t.game.clock.advance(DELAY);
    // Another instance ticked meanwhile: its timer is stored, this instance's memory is older.
    await t.game.db
      .updateTable('action_state')
      .set({ next_tick_at: t.game.clock.now() + DELAY })
      .execute();
    await expectRefusedUnchanged(
      t.game,
      () => t.post('actions/battle.php', {}, cookie),
      TOO_EARLY_TEXT,
      { retryIn: DELAY },
    );
    t.game.clock.advance(DELAY);
    expect((await t.post('actions/battle.php', {}, cookie)).statusCode).toBe(200);
  });
});

describe('the action registry', () => {
  it('has a handler for every action endpoint of the contracts', () => {
    expect(checkedTickEndpoints(ACTION_REGISTRY).map((endpoint) => endpoint.action)).toEqual(
      Object.keys(ACTION_ENDPOINTS),
    );
  });

  it('fails the start when an action endpoint has no handler', () => {
    const withoutAlchemy: ActionRegistry = Object.fromEntries(
      Object.entries(ACTION_REGISTRY).filter(([action]) => action !== 'alchemy'),
    );
    expect(() => checkedTickEndpoints(withoutAlchemy)).toThrow(
      'No tick handler for alchemy (actions/alchemy.php)',
    );
    expect(() => {
      tickRoutes(Fastify(), t.game, withoutAlchemy);
    }).toThrow('alchemy (actions/alchemy.php)');
    // A handler registered under another action's name is no handler for it.
    expect(() =>
      checkedTickEndpoints({ ...ACTION_REGISTRY, mining: ACTION_REGISTRY.woodcutting }),
    ).toThrow('No tick handler for mining (actions/mining.php)');
  });
});
