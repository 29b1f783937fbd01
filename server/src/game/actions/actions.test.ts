import { AUTOS_REFRESH_COOLDOWN_MS } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_FAILED_TEXT, CAPTCHA_USED_TEXT } from '../autos/autos';
import { NO_AUTOS_TEXT, TOO_EARLY_TEXT } from './current-action';
import { NOT_BATTLING_TEXT, UNKNOWN_MOB_TEXT } from '../battle/mobs';
import { createTestGame, solvedCaptchaPayload, type TestGame, userRow } from '../../test-support';

let t: TestGame;
let cookie: string;
beforeEach(async () => {
  t = await createTestGame();
  cookie = await t.register('Hero_1');
});
afterEach(async () => {
  await t.close();
});

const setAutos = (autos: number) => t.game.db.updateTable('users').set({ autos }).execute();
const itemsOf = async () =>
  Object.fromEntries(
    (await t.game.db.selectFrom('items').select(['item_id', 'amount']).execute()).map((row) => [
      row.item_id,
      row.amount,
    ]),
  );

/** Asks for a challenge, solves it and sends the solution, which the server accepts. */
async function solveCaptcha(): Promise<string> {
  const challenge = (await t.get('misc.php', { mod: 'captchaChallenge' }, cookie)).json<unknown>();
  const payload = await solvedCaptchaPayload(challenge);
  expect((await t.post('misc.php', { mod: 'captcha', r: payload }, cookie)).json()).toBe('success');
  return payload;
}

describe('actions/refresh.php', () => {
  it('refills to the maximum, then answers "-" until the cool-down has passed', async () => {
    await setAutos(40);
    expect((await t.get('actions/refresh.php', {}, cookie)).json()).toEqual({ autos: 150 });
    await setAutos(40);
    t.game.clock.advance(AUTOS_REFRESH_COOLDOWN_MS - 1);
    expect((await t.get('actions/refresh.php', {}, cookie)).json()).toBe('-');
    expect((await userRow(t.game, 'Hero_1'))?.autos).toBe(40);
    t.game.clock.advance(1);
    expect((await t.get('actions/refresh.php', {}, cookie)).json()).toEqual({ autos: 150 });
  });

  it('asks for a captcha when the Autos are exhausted, and a solved captcha refills them once', async () => {
    await setAutos(0);
    expect((await t.get('actions/refresh.php', {}, cookie)).json()).toEqual({
      autos: 0,
      captcha: true,
    });
    const payload = await solveCaptcha();
    expect((await userRow(t.game, 'Hero_1'))?.autos).toBe(150);
    // The same solution again is refused and refills nothing.
    await setAutos(0);
    await t.game.db.updateTable('users').set({ captcha_required: 1 }).execute();
    const replay = await t.post('misc.php', { mod: 'captcha', r: payload }, cookie);
    expect(replay.json()).toEqual({ error: CAPTCHA_USED_TEXT });
    expect((await userRow(t.game, 'Hero_1'))?.autos).toBe(0);
  });

  it('after a solved captcha the refresh answers the refilled count, a maximum raised since start-up included', async () => {
    await setAutos(0);
    await t.get('actions/refresh.php', {}, cookie);
    // The maximum rose after the start-up data was read (a purchase, land or totem).
    await t.game.db.updateTable('users').set({ max_autos: 190 }).execute();
    await solveCaptcha();
    expect((await t.get('actions/refresh.php', {}, cookie)).json()).toEqual({ autos: 190 });
    // The refresh after it starts the cool-down as usual.
    expect((await t.get('actions/refresh.php', {}, cookie)).json()).toBe('-');
  });

  it('after a solved captcha the refresh answers the refilled count, even within the cool-down of an earlier refill', async () => {
    await setAutos(40);
    expect((await t.get('actions/refresh.php', {}, cookie)).json()).toEqual({ autos: 150 });
    await setAutos(0);
    expect((await t.get('actions/refresh.php', {}, cookie)).json()).toEqual({
      autos: 0,
      captcha: true,
    });
    await solveCaptcha();
    expect((await t.get('actions/refresh.php', {}, cookie)).json()).toEqual({ autos: 150 });
    expect((await t.get('actions/refresh.php', {}, cookie)).json()).toBe('-');
  });

  it('asks for a captcha at its random interval even with Autos left, and holds ticks until solved', async () => {
    const user = await userRow(t.game, 'Hero_1');
    t.game.clock.advance((user?.next_captcha_at ?? 0) - t.game.clock.now());
    expect((await t.get('actions/refresh.php', {}, cookie)).json()).toEqual({
      autos: 0,
      captcha: true,
    });
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    expect((await t.post('actions/battle.php', {}, cookie)).json()).toEqual({
      delay: 6000,
      autos: 0,
      stopAction: { msg: NO_AUTOS_TEXT },
    });
  });

  it('refuses a wrong captcha solution and changes nothing', async () => {
    await setAutos(0);
    await t.get('actions/refresh.php', {}, cookie);
    const response = await t.post(
      'misc.php',
      { mod: 'captcha', r: 'bm90IGEgc29sdXRpb24=' },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CAPTCHA_FAILED_TEXT });
    expect((await userRow(t.game, 'Hero_1'))?.captcha_required).toBe(1);
  });
});

describe('areas.php enterArea', () => {
  it('chooses the mob and answers its name', async () => {
    expect(
      (await t.post('areas.php', { mod: 'enterArea', area: 2, mob: 4 }, cookie)).json(),
    ).toEqual({
      mobName: 'Grey Wolf',
    });
    const initial = (await t.get('_load_initial_data.php', {}, cookie)).json<{ active: unknown }>();
    expect(initial.active).toMatchObject({
      action: 'battling',
      mob: { id: 4, name: 'Grey Wolf', area: 2 },
    });
  });

  it.each([
    [{ area: 1, mob: 4 }, UNKNOWN_MOB_TEXT],
    [{ area: 99, mob: 1 }, UNKNOWN_MOB_TEXT],
    [{ area: 'one', mob: 1 }, 'area must be a number'],
    [{ area: 1 }, 'mob'],
    [{ area: 1, mob: -2 }, 'mob'],
    [{ area: 1, mob: '1'.repeat(400) }, 'mob'],
  ])('refuses %j with a clear error and starts nothing', async (fields, error) => {
    const response = await t.post('areas.php', { mod: 'enterArea', ...fields }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringContaining(error) as string });
    expect(await t.game.db.selectFrom('action_state').selectAll().execute()).toHaveLength(0);
  });
});

describe('actions/battle.php', () => {
  it('fights the chosen mob, spends one Auto and answers every tick field', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    const response = await t.post('actions/battle.php', {}, cookie);
    const tick = response.json<Record<string, unknown>>();
    expect(tick).toMatchObject({
      delay: 6000,
      autos: 149,
      data: {
        p1: { name: 'Hero_1', level: 1 },
        p2: { name: 'Cellar Rat', level: 1 },
        winner: 1,
        exp: 7,
        attributeGain: 0,
      },
      skill: { id: 'battling', level: 1, exp: 7 },
      player: { autos: 149 },
      tracker: { actions: 1, wins: 1, losses: 0 },
      misc: { statistics: { totalActions: 1, totalMobsKilled: 1, totalActionsDaily: 1 } },
    });
    const data = tick.data as {
      p1: Record<string, number>;
      p2: Record<string, number>;
      gold: number;
    };
    for (const field of [
      'hp',
      'maxHp',
      'hits',
      'totalDamage',
      'criticalHits',
      'missed',
      'dodged',
    ]) {
      expect(typeof data.p1[field]).toBe('number');
      expect(typeof data.p2[field]).toBe('number');
    }
    expect(data.p2.hp).toBe(0);
    expect(data.p1.totalDamage).toBe(data.p2.maxHp);
    expect((await userRow(t.game, 'Hero_1'))?.autos).toBe(149);
    expect((await itemsOf()).gold).toBe(100 + data.gold);
  });

  it('refuses a tick that comes before the delay has passed and changes nothing', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    await t.post('actions/battle.php', {}, cookie);
    const before = { user: await userRow(t.game, 'Hero_1'), items: await itemsOf() };
    t.game.clock.advance(5000);
    const early = await t.post('actions/battle.php', {}, cookie);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ error: TOO_EARLY_TEXT, retryIn: 1000 });
    expect({ user: await userRow(t.game, 'Hero_1'), items: await itemsOf() }).toEqual(before);
    t.game.clock.advance(1000);
    expect((await t.post('actions/battle.php', {}, cookie)).json()).toMatchObject({
      autos: 148,
      tracker: { actions: 2 },
    });
  });

  it('refuses a tick without Autos and stops when nothing is being battled', async () => {
    expect((await t.post('actions/battle.php', {}, cookie)).json()).toEqual({
      delay: 6000,
      autos: 150,
      stopAction: { msg: NOT_BATTLING_TEXT, hardExit: true },
    });
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    await setAutos(0);
    const before = await userRow(t.game, 'Hero_1');
    expect((await t.post('actions/battle.php', {}, cookie)).json()).toEqual({
      delay: 6000,
      autos: 0,
      stopAction: { msg: NO_AUTOS_TEXT },
    });
    expect(await userRow(t.game, 'Hero_1')).toEqual(before);
  });

  it('gains the active attribute on a win and mastery experience on every fight', async () => {
    await t.get('misc.php', { mod: 'changeActiveAttribute', id: '2' }, cookie);
    await t.get('misc.php', { mod: 'changeActiveMastery', id: '1' }, cookie);
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    const tick = (await t.post('actions/battle.php', {}, cookie)).json<Record<string, unknown>>();
    expect(tick).toMatchObject({
      data: { attributeGain: 1 },
      player: { attack: 11 },
      masteryData: { id: 1, level: 0, exp: 1 },
    });
    expect((await userRow(t.game, 'Hero_1'))?.attack).toBe(11);
  });

  it('loses against the strongest mob, gaining nothing but a death', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 8, mob: 24 }, cookie);
    const tick = (await t.post('actions/battle.php', {}, cookie)).json<Record<string, unknown>>();
    expect(tick).toMatchObject({
      data: { winner: 2, exp: 0, gold: 0 },
      drops: [],
      tracker: { wins: 0, losses: 1 },
      misc: { statistics: { totalDeaths: 1 } },
    });
    // Only the statistics the tick changed travel; the client merges them.
    expect(tick.misc).not.toHaveProperty('statistics.totalMobsKilled');
    expect((await itemsOf()).gold).toBe(100);
  });

  it('starts the daily and monthly action counts afresh with a new day and month', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    await t.post('actions/battle.php', {}, cookie);
    t.game.clock.advance(24 * 3600 * 1000);
    const nextDay = (await t.post('actions/battle.php', {}, cookie)).json<
      Record<string, unknown>
    >();
    expect(nextDay).toMatchObject({
      misc: { statistics: { totalActions: 2, totalActionsDaily: 1, totalActionsMonthly: 2 } },
    });
    t.game.clock.advance(10 * 24 * 3600 * 1000); // 2 December: a new month, the session still valid
    const nextMonth = (await t.post('actions/battle.php', {}, cookie)).json<
      Record<string, unknown>
    >();
    expect(nextMonth).toMatchObject({
      misc: { statistics: { totalActions: 3, totalActionsDaily: 1, totalActionsMonthly: 1 } },
    });
    const initial = (await t.get('_load_initial_data.php', {}, cookie)).json<{
      misc: { statistics: Record<string, number> };
    }>();
    expect(initial.misc.statistics).toMatchObject({
      totalActions: 3,
      totalActionsDaily: 1,
      totalActionsMonthly: 1,
    });
  });

  it('reads afresh after any other call of the player: an attribute chosen mid-action is gained', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    expect((await t.post('actions/battle.php', {}, cookie)).json()).toMatchObject({
      data: { winner: 1, attributeGain: 0 },
    });
    expect(
      (await t.get('misc.php', { mod: 'changeActiveAttribute', id: '3' }, cookie)).json(),
    ).toBe(true);
    t.game.clock.advance(6000);
    expect((await t.post('actions/battle.php', {}, cookie)).json()).toMatchObject({
      data: { winner: 1, attributeGain: 1 },
      player: { defence: 6, autos: 148 },
    });
    expect((await userRow(t.game, 'Hero_1'))?.defence).toBe(6);
  });

  it('sees Autos set by dev tools for a player in the middle of an action', async () => {
    const dev = await createTestGame({ devTools: true });
    try {
      const heroCookie = await dev.register('Hero_2');
      await dev.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, heroCookie);
      expect((await dev.post('actions/battle.php', {}, heroCookie)).json()).toMatchObject({
        autos: 149,
      });
      await dev.post('dev.php', { mod: 'setAutos', username: 'Hero_2', autos: 0 });
      dev.game.clock.advance(6000);
      expect((await dev.post('actions/battle.php', {}, heroCookie)).json()).toEqual({
        delay: 6000,
        autos: 0,
        stopAction: { msg: NO_AUTOS_TEXT },
      });
    } finally {
      await dev.close();
    }
  });

  it('counts one of two ticks sent at the same moment and refuses the other as early', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    const [first, second] = await Promise.all([
      t.post('actions/battle.php', {}, cookie),
      t.post('actions/battle.php', {}, cookie),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    expect((await userRow(t.game, 'Hero_1'))?.autos).toBe(149);
    const stats = await t.game.db.selectFrom('statistics').select(['stat', 'value']).execute();
    expect(stats.find((row) => row.stat === 'totalActions')?.value).toBe(1);
  });

  it('never lets a tick still being stored overwrite the action chosen at the same moment', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    await t.post('actions/battle.php', {}, cookie);
    t.game.clock.advance(6000);
    const [tick, chosen] = await Promise.all([
      t.post('actions/battle.php', {}, cookie),
      t.post('areas.php', { mod: 'enterArea', area: 1, mob: 2 }, cookie),
    ]);
    expect(tick.json()).toMatchObject({ tracker: { actions: 2 } });
    expect(chosen.json()).toEqual({ mobName: expect.any(String) as string });
    const state = await t.game.db.selectFrom('action_state').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(state.params)).toEqual({ area: 1, mob: 2 });
    expect(JSON.parse(state.tracker)).toMatchObject({ actions: 0 });
    // The fight itself happened and is kept: two Autos spent.
    expect((await userRow(t.game, 'Hero_1'))?.autos).toBe(148);
  });

  it('stops the action with misc.php stopAction', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    expect((await t.get('misc.php', { mod: 'stopAction' }, cookie)).json()).toBe(true);
    expect((await t.post('actions/battle.php', {}, cookie)).json()).toMatchObject({
      stopAction: { msg: NOT_BATTLING_TEXT },
    });
  });

  it("keeps one player away from another player's action", async () => {
    const other = await t.register('Other_2');
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    expect((await t.post('actions/battle.php', {}, other)).json()).toMatchObject({
      stopAction: { msg: NOT_BATTLING_TEXT },
    });
    expect((await userRow(t.game, 'Hero_1'))?.autos).toBe(150);
  });
});
