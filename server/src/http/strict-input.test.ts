/**
 * Numbers are read only as decimal digits (form fields, query strings) or JSON numbers (JSON
 * fields): anything looser is refused with a clear 400 and changes nothing. And the calls are
 * registered from the endpoint table: dispatch by `mod`, the table's method and session rule.
 */
import { ENDPOINTS, listEndpoints, type Endpoint } from '@idle/contracts';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkRegisteredEndpoints,
  registerTable,
  registerTicks,
  type TableHandlers,
} from './endpoints';
import { UNKNOWN_REQUEST_TEXT } from './endpoints';
import { PREFERENCES_CALLS_PER_MINUTE } from '../routes/preferences';
import { HANDLERS } from '../routes/index';
import { tickRoutes } from '../routes/ticks';
import {
  createTestGame,
  expectRefusedUnchanged,
  grantItems,
  itemsOf,
  userRow,
  type TestGame,
} from '../test-support';

let t: TestGame;
let cookie: string;
beforeEach(async () => {
  t = await createTestGame();
  cookie = await t.register('Hero_1');
});
afterEach(async () => {
  await t.close();
});

/** Values `Number()` or `z.coerce.number()` would have read as a number. */
const LOOSE_FORM_NUMBERS = ['0x10', '0b1', '+1', ' 1 ', '', '1e1', '0o7', 'Infinity'];

describe('form numbers', () => {
  const POTIONS = 20;
  beforeEach(async () => {
    await grantItems(t.game, 'Hero_1', { potion_of_insight: POTIONS });
  });

  it.each(LOOSE_FORM_NUMBERS)(
    'items.php useItem refuses amount=%j and the player keeps every potion',
    async (amount) => {
      await expectRefusedUnchanged(
        t.game,
        () => t.post('items.php', { mod: 'useItem', id: 'potion_of_insight', amount }, cookie),
        'The amount must be a number.',
      );
      expect((await itemsOf(t.game, 'Hero_1')).potion_of_insight).toBe(POTIONS);
    },
  );

  it('drinks the same potions when the amount is written in decimal digits', async () => {
    const response = await t.post(
      'items.php',
      { mod: 'useItem', id: 'potion_of_insight', amount: '16' },
      cookie,
    );
    expect(response.json()).toMatchObject({ used: 16 });
    expect((await itemsOf(t.game, 'Hero_1')).potion_of_insight).toBe(POTIONS - 16);
  });

  it.each(['0x1', '0b1', '+1', ' 1 ', ''])(
    'areas.php enterArea refuses area=%j and starts nothing',
    async (area) => {
      await expectRefusedUnchanged(
        t.game,
        () => t.post('areas.php', { mod: 'enterArea', area, mob: 1 }, cookie),
        'The area must be a number.',
      );
    },
  );

  it('refuses a loose number in a query string too (misc.php changeActiveAttribute)', async () => {
    const before = await userRow(t.game, 'Hero_1');
    const response = await t.get('misc.php', { mod: 'changeActiveAttribute', id: '0x1' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The choice must be a number.' });
    expect(await userRow(t.game, 'Hero_1')).toEqual(before);
  });
});

describe('JSON numbers', () => {
  beforeEach(async () => {
    await grantItems(t.game, 'Hero_1', { rat_tail: 10 });
  });

  it.each([[[1]], [true], [null], ['0x10'], [{}]])(
    'items.php destroyItems refuses amount %j and keeps every item',
    async (amount) => {
      await expectRefusedUnchanged(
        t.game,
        () =>
          t.post(
            'items.php',
            { mod: 'destroyItems', type: 'trophy', data: [{ id: 'rat_tail', amount }] },
            cookie,
          ),
        'The amount must be a number.',
      );
      expect((await itemsOf(t.game, 'Hero_1')).rat_tail).toBe(10);
    },
  );

  it('takes a JSON number', async () => {
    const response = await t.post(
      'items.php',
      { mod: 'destroyItems', type: 'trophy', data: [{ id: 'rat_tail', amount: 4 }] },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect((await itemsOf(t.game, 'Hero_1')).rat_tail).toBe(6);
  });
});

function call(endpoint: Endpoint, session?: string) {
  const fields = endpoint.mod === null ? {} : { mod: endpoint.mod };
  return endpoint.method === 'GET'
    ? t.get(endpoint.file, fields, session)
    : t.post(endpoint.file, fields, session);
}

describe('registration from the endpoint table', () => {
  it('refuses an unknown mod with a sentence', async () => {
    const response = await t.get('misc.php', { mod: 'teleport' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: UNKNOWN_REQUEST_TEXT,
    });
  });

  it('refuses a missing mod', async () => {
    const response = await t.post('items.php', { id: 'potion_of_insight', amount: 1 }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: UNKNOWN_REQUEST_TEXT,
    });
  });

  it('refuses a GET to a mod the table declares for POST, and changes nothing', async () => {
    expect(ENDPOINTS.players.getUserid.method).toBe('POST');
    await expectRefusedUnchanged(
      t.game,
      () => t.get('misc.php', { mod: 'getUserid', username: 'Hero_1' }, cookie),
      UNKNOWN_REQUEST_TEXT,
    );
    const posted = await t.post('misc.php', { mod: 'getUserid', username: 'Hero_1' }, cookie);
    expect(posted.json()).toBe((await userRow(t.game, 'Hero_1'))?.id);
  });

  it('answers a public call without a session, as JSON', async () => {
    const response = await t.get('loadhtml.php', { mod: 'rules' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(typeof response.json()).toBe('string');
  });

  it('answers every call of the table: logout without a session unless it is public', async () => {
    for (const { group, name, endpoint } of listEndpoints()) {
      const response = await call(endpoint);
      const where = `${group}.${name}`;
      if (endpoint.public) {
        expect(response.statusCode, where).not.toBe(401);
        expect(response.statusCode, where).not.toBe(404);
      } else {
        expect(response.statusCode, where).toBe(401);
        expect(response.json(), where).toEqual({ fatalError: 'logout' });
      }
    }
  });

  it('makes the action cache read afresh on every call that is not a tick', async () => {
    const user = await userRow(t.game, 'Hero_1');
    const forget = vi.spyOn(t.game.actionCache, 'forget');
    await t.get('misc.php', { mod: 'ping' }, cookie);
    await t.post('misc.php', { mod: 'getLog', page: 1 }, cookie);
    expect(forget.mock.calls).toEqual([[user?.id], [user?.id]]);
  });

  it("keeps preferences.php's own rate limit", async () => {
    const statuses = [];
    for (let i = 0; i <= PREFERENCES_CALLS_PER_MINUTE; i++) {
      statuses.push((await t.get('preferences.php', { mod: 'getPreferences' }, cookie)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the start-up check', () => {
  it('fails when a call of the table has no handler, registering nothing', async () => {
    const app = Fastify();
    const misc = Object.fromEntries(
      Object.entries(HANDLERS.misc).filter(([name]) => name !== 'ping'),
    );
    const handlers = { ...HANDLERS, misc } as unknown as TableHandlers;
    expect(() => registerTable(app, t.game, handlers)).toThrow(
      'misc.php mod ping (misc.ping) has no handler',
    );
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/php/misc.php' })).toBe(false);
    await app.close();
  });

  it('fails when a handler answers no call of the table', () => {
    const misc = { ...HANDLERS.misc, teleport: () => Promise.resolve(true) };
    const handlers = { ...HANDLERS, misc } as unknown as TableHandlers;
    expect(() => registerTable(Fastify(), t.game, handlers)).toThrow(
      'handler misc.teleport answers no call of the endpoint table',
    );
  });

  it('fails when a call of the table is left unregistered, and passes once the ticks are in', () => {
    const app = Fastify();
    registerTable(app, t.game, HANDLERS);
    expect(() => checkRegisteredEndpoints(app)).toThrow(
      'actions/battle.php (actions.battling), actions/specialbattle.php (actions.specialBattling)',
    );
    tickRoutes(app, t.game);
    expect(() => checkRegisteredEndpoints(app)).not.toThrow();
  });

  it('fails when a tick of the table has no handler, or a call is registered twice', () => {
    const app = Fastify();
    expect(() => registerTicks(app, t.game, {})).toThrow(
      'actions/battle.php (actions.battling) has no handler',
    );
    registerTable(app, t.game, HANDLERS);
    expect(() => registerTable(app, t.game, HANDLERS)).toThrow(
      'misc.php mod ping is registered twice',
    );
  });
});
