import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNKNOWN_PLAYER_TEXT } from '../players/players';
import { UNKNOWN_MASTERY_TEXT } from '../../routes/training';
import { createTestGame, type TestGame, userRow } from '../../test-support';

let t: TestGame;
let cookie: string;
beforeEach(async () => {
  t = await createTestGame();
  cookie = await t.register('Hero_1');
});
afterEach(async () => {
  await t.close();
});

describe('_load_initial_data.php', () => {
  it('answers every field the shell needs', async () => {
    const data = (await t.get('_load_initial_data.php', {}, cookie)).json<
      Record<string, unknown>
    >();
    for (const field of [
      'itemData',
      'itemIds',
      'itemTypes',
      'upgradeableItemData',
      'equipmentData',
      'areaData',
      'player',
      'clan',
      'items',
      'skills',
      'masteries',
      'active',
      'misc',
      'tools',
      'equipment',
      'upgradeableItems',
      'runes',
      'clientData',
      'chat',
    ]) {
      expect(data, field).toHaveProperty(field);
    }
    expect(data).toMatchObject({
      player: {
        username: 'Hero_1',
        age: 0,
        nobilityRank: 1,
        autos: 150,
        maxAutos: 150,
        eqAttack: 4,
        eqDefence: 24,
      },
      skills: { battling: { level: 1, exp: 0, expStart: 0, expToLevel: 100 } },
      tools: { pickaxe: 1, hatchet: 1, hammer: 1 },
      equipment: { '1': { level: 1, type: 1, rarity: 1 } },
      active: { attribute: 0, mastery: 0, action: null, mob: null },
      clientData: { playersOnline: 1, newAnnouncements: 0 },
      clan: null,
    });
    expect(Object.keys(data.areaData as object)).toHaveLength(11);
  });
});

describe('misc.php', () => {
  it('changes the active attribute and mastery, answering true', async () => {
    expect(
      (await t.get('misc.php', { mod: 'changeActiveAttribute', id: '5' }, cookie)).json(),
    ).toBe(true);
    expect((await t.get('misc.php', { mod: 'changeActiveMastery', id: '3' }, cookie)).json()).toBe(
      true,
    );
    expect(await userRow(t.game, 'Hero_1')).toMatchObject({
      active_attribute: 5,
      active_mastery: 3,
    });
    expect(
      (await t.get('misc.php', { mod: 'changeActiveAttribute', id: '0' }, cookie)).json(),
    ).toBe(true);
    expect((await userRow(t.game, 'Hero_1'))?.active_attribute).toBe(0);
  });

  it.each([
    ['changeActiveAttribute', '6', 'The choice can be at most 5.'],
    ['changeActiveAttribute', 'x', 'The choice must be a number.'],
    ['changeActiveAttribute', '1.5', 'The choice must be a whole number.'],
    ['changeActiveMastery', '99', UNKNOWN_MASTERY_TEXT],
  ])('refuses %s id=%s and changes nothing', async (mod, id, error) => {
    await t.get('misc.php', { mod: 'changeActiveAttribute', id: '2' }, cookie);
    const response = await t.get('misc.php', { mod, id }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await userRow(t.game, 'Hero_1')).toMatchObject({
      active_attribute: 2,
      active_mastery: 0,
    });
  });

  it('lists players online with their rank and status, and finds user ids by name', async () => {
    await t.register('Mod_2');
    await t.game.db
      .updateTable('users')
      .set({ account_status: 50, nobility_rank: 4 })
      .where('username', '=', 'Mod_2')
      .execute();
    const online = (await t.get('misc.php', { mod: 'playersOnline' }, cookie)).json<unknown>();
    expect(online).toEqual([
      { userid: 1, username: 'Hero_1', accountStatus: 0, nobilityRank: 1 },
      { userid: 2, username: 'Mod_2', accountStatus: 50, nobilityRank: 4 },
    ]);
    expect((await t.post('misc.php', { mod: 'getUserid', username: 'mod_2' }, cookie)).json()).toBe(
      2,
    );
    expect(
      (await t.post('misc.php', { mod: 'getUserid', username: 'ghost' }, cookie)).json(),
    ).toEqual({
      error: UNKNOWN_PLAYER_TEXT,
    });
  });

  it('drops players from the online list after five quiet minutes, and ping keeps them there', async () => {
    t.game.clock.advance(5 * 60_000 + 1);
    expect((await t.get('misc.php', { mod: 'playersOnline' }, cookie)).json()).toEqual([]);
    expect((await t.get('misc.php', { mod: 'ping' }, cookie)).json()).toBe(true);
    expect((await t.get('misc.php', { mod: 'playersOnline' }, cookie)).json()).toHaveLength(1);
  });

  it('never answers a 500 to malformed requests', async () => {
    const responses = [
      await t.get('misc.php', {}, cookie),
      await t.get('misc.php', { mod: '' }, cookie),
      await t.post('misc.php', { mod: 'getUserid' }, cookie),
      await t.post('misc.php', { mod: 'getUserid', username: 'x'.repeat(5000) }, cookie),
      await t.app.inject({
        method: 'POST',
        url: '/php/misc.php',
        payload: '{bad json',
        headers: { 'content-type': 'application/json', cookie },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/php/misc.php',
        payload: 'x'.repeat(70_000),
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/php/misc.php',
        payload: 'abc',
        headers: { 'content-type': 'text/plain', cookie },
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toHaveProperty('error');
    }
  });
});

describe('dev.php', () => {
  it('does not exist without GAME_DEV_TOOLS', async () => {
    const response = await t.post('dev.php', { mod: 'setAutos', username: 'Hero_1', autos: 5 });
    expect(response.statusCode).toBe(404);
    expect((await userRow(t.game, 'Hero_1'))?.autos).toBe(150);
  });

  it('grants items, sets Autos and levels and moves the clock when enabled', async () => {
    const dev = await createTestGame({ devTools: true });
    const devCookie = await dev.register('Tester');
    expect(
      (
        await dev.post('dev.php', {
          mod: 'grantItems',
          username: 'tester',
          items: [{ id: 'cellar_key', amount: 2 }],
        })
      ).json(),
    ).toBe(true);
    expect(
      (await dev.post('dev.php', { mod: 'setAutos', username: 'tester', autos: 3 })).json(),
    ).toBe(true);
    expect(
      (
        await dev.post('dev.php', {
          mod: 'setLevel',
          username: 'tester',
          skill: 'battling',
          level: 10,
        })
      ).json(),
    ).toBe(true);
    const before = dev.game.clock.now();
    expect((await dev.post('dev.php', { mod: 'advanceClock', ms: 1000 })).json()).toBe(
      before + 1000,
    );
    const data = (await dev.get('_load_initial_data.php', {}, devCookie)).json<
      Record<string, Record<string, unknown>>
    >();
    expect(data.items).toMatchObject({ cellar_key: 2 });
    expect(data.player).toMatchObject({ autos: 3 });
    expect(data.skills).toMatchObject({ battling: { level: 10 } });
    const bad = await dev.post('dev.php', {
      mod: 'grantItems',
      username: 'tester',
      items: '[{"id":"gold","amount":-1}]',
    });
    expect(bad.statusCode).toBe(400);
    await dev.close();
  });
});
