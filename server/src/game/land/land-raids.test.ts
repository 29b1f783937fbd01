/**
 * Raids: the life cycle with the clock moved, scouted raids by day, claims raced, the live
 * socket's `raid` message. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import type { CurrentRaid, EndRaidAnswer, LoadRaidsAnswer, StartRaidAnswer } from '@idle/contracts';
import {
  NO_RAID_TEXT,
  PLOT_COST,
  raidDropCount,
  RAID_LOOT_PER_MINUTE_PER_LEVEL,
  SCOUTED_RAID_MIN_ID,
  STANDARD_RAIDS,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_PLOT_TEXT } from './effects';
import { seededRandom } from '../random';
import { World } from '../world/world';
import { WORLD_SCHEDULES } from '../world-schedules';
import {
  LAND_TOO_SMALL_TEXT,
  NOT_RETURNED_TEXT,
  RAID_UNDER_WAY_TEXT,
  RETURNED_TEXT,
  STALE_LIST_TEXT,
  UNKNOWN_RAID_TEXT,
} from './raids';
import {
  createTestGame,
  grantItems,
  itemsOf,
  recordingLiveHub,
  registerEmptyHanded,
  userIdOf,
  type TestGame,
} from '../../test-support';
import {
  expectEconomyClean,
  expectLandRefused,
  landGet,
  landPost,
  PLAYER,
  present,
} from './land-support';

const MINUTE = 60_000;
let t: TestGame;
let cookie: string;
let userId: number;
let live: ReturnType<typeof recordingLiveHub>;

beforeEach(async () => {
  live = recordingLiveHub();
  t = await createTestGame({ devTools: true, live: live.hub });
  cookie = await registerEmptyHanded(t, PLAYER);
  userId = await userIdOf(t.game, PLAYER);
  await grantItems(
    t.game,
    PLAYER,
    Object.fromEntries(PLOT_COST.map((line) => [line.itemId, line.amount])),
  );
  expect((await landPost(t, cookie, 'buyPlot')).statusCode).toBe(200);
});
afterEach(async () => {
  await t.close();
});

async function setLevel(level: number) {
  await t.game.db.updateTable('land').set({ level }).where('user_id', '=', userId).execute();
}
const loadRaids = async () => {
  const response = await landGet(t, cookie, 'loadRaids');
  expect(response.statusCode).toBe(200);
  return response.json<LoadRaidsAnswer>();
};
const start = (id: number, index: number) => landPost(t, cookie, 'startRaid', { id, index });
const totalOf = (rewards: { amount: number }[]) =>
  rewards.reduce((sum, line) => sum + line.amount, 0);

describe('loadRaids', () => {
  it('lists the three standard raids with their needs, today one scouted raid per level', async () => {
    await setLevel(4);
    const raids = await loadRaids();
    expect(raids.current).toBeNull();
    expect(raids.standard).toEqual([
      { id: 1, name: 'Storage Container', rarity: 1, duration: 150, levelReqName: 'Camp' },
      { id: 2, name: 'Warehouse', rarity: 1, duration: 480, levelReqName: 'Village' },
      { id: 3, name: 'Large Warehouse', rarity: 1, duration: 1440, levelReqName: 'Small Town' },
    ]);
    expect(raids.scouted.map((raid) => raid.id)).toEqual([101, 102, 103, 104]);
    for (const raid of raids.scouted) {
      expect(raid.duration).toBeGreaterThanOrEqual(90);
      expect(raid.duration).toBeLessThanOrEqual(360);
      expect(raid.rarity).toBeGreaterThanOrEqual(1);
      expect(raid.rarity).toBeLessThanOrEqual(6);
    }
    // The same list all day.
    expect((await loadRaids()).scouted).toEqual(raids.scouted);
  });

  it('refuses without a plot', async () => {
    const other = await registerEmptyHanded(t, 'Landless');
    await expectLandRefused(t, () => landGet(t, other, 'loadRaids'), NO_PLOT_TEXT);
  });

  it('rolls new scouted raids at 00:00 server time (UTC), not before', async () => {
    await setLevel(2);
    const today = (await loadRaids()).scouted;
    const now = t.game.clock.now();
    const midnight = Date.UTC(
      new Date(now).getUTCFullYear(),
      new Date(now).getUTCMonth(),
      new Date(now).getUTCDate() + 1,
    );
    t.game.clock.advance(midnight - now - 1);
    expect((await loadRaids()).scouted).toEqual(today);
    const startedId = present(today[0]).id;
    expect((await start(startedId, 0)).statusCode).toBe(200);
    await landPost(t, cookie, 'cancelRaid');
    t.game.clock.advance(1);
    const tomorrow = (await loadRaids()).scouted;
    expect(tomorrow.map((raid) => raid.id)).toEqual([101, 102]);
    const days = await t.game.db
      .selectFrom('scouted_raids')
      .select('day')
      .distinct()
      .where('user_id', '=', userId)
      .execute();
    expect(days).toEqual([{ day: new Date(midnight).toISOString().slice(0, 10) }]);
  });
});

describe('the raid life cycle', () => {
  it('starts with a timer, counts down, returns with its rewards, and endRaid gives them once', async () => {
    const answer = await start(1, 0);
    expect(answer.statusCode).toBe(200);
    const { raid } = answer.json<StartRaidAnswer>();
    expect(raid).toEqual({
      id: 1,
      name: 'Storage Container',
      rarity: 1,
      duration: 150,
      levelReqName: 'Camp',
      timer: 150 * 60,
      rewards: [],
    });
    const stored = await t.game.db
      .selectFrom('raids')
      .select(['started_at', 'ends_at'])
      .executeTakeFirstOrThrow();
    expect(stored.ends_at - stored.started_at).toBe(150 * MINUTE);

    t.game.clock.advance(60 * MINUTE);
    expect((await loadRaids()).current?.timer).toBe(90 * 60);
    await expectLandRefused(t, () => landPost(t, cookie, 'endRaid'), NOT_RETURNED_TEXT);

    t.game.clock.advance(90 * MINUTE);
    const returned = (await loadRaids()).current as CurrentRaid;
    expect(returned.timer).toBeUndefined();
    // Three common drops of a 150-minute raid at Camp.
    expect(returned.rewards.length).toBeGreaterThan(0);
    const unit = (id: string) =>
      RAID_LOOT_PER_MINUTE_PER_LEVEL[id as keyof typeof RAID_LOOT_PER_MINUTE_PER_LEVEL] * 150;
    expect(returned.rewards.reduce((drops, line) => drops + line.amount / unit(line.id), 0)).toBe(
      raidDropCount(1),
    );

    const ended = await landPost(t, cookie, 'endRaid');
    expect(ended.statusCode).toBe(200);
    expect(ended.json<EndRaidAnswer>().itemsToAdd).toEqual(returned.rewards);
    expect(await itemsOf(t.game, PLAYER)).toEqual(
      Object.fromEntries(returned.rewards.map((line) => [line.id, line.amount])),
    );
    expect((await loadRaids()).current).toBeNull();
    await expectLandRefused(t, () => landPost(t, cookie, 'endRaid'), NO_RAID_TEXT);
    await expectEconomyClean(t);
  });

  it('one raid at a time', async () => {
    await start(1, 0);
    await expectLandRefused(t, () => start(1, 0), RAID_UNDER_WAY_TEXT);
  });

  it('refuses unknown raids, stale indexes and raids the land is too small for', async () => {
    await expectLandRefused(t, () => start(7, 0), UNKNOWN_RAID_TEXT);
    await expectLandRefused(t, () => start(1, 1), STALE_LIST_TEXT);
    await expectLandRefused(t, () => start(2, 1), LAND_TOO_SMALL_TEXT);
    await expectLandRefused(t, () => start(3, 2), LAND_TOO_SMALL_TEXT);
    await expectLandRefused(t, () => start(SCOUTED_RAID_MIN_ID + 1, 1), STALE_LIST_TEXT);
    await expectLandRefused(
      t,
      () => t.post('land.php', { mod: 'startRaid', id: 'x', index: 0 }, cookie),
      'The choice must be a number.',
    );
    await expectLandRefused(t, () => start(1, 101), 'The index can be at most 100.');
    await setLevel(5);
    expect((await start(STANDARD_RAIDS.large_warehouse.id, 2)).statusCode).toBe(200);
  });

  it('a scouted raid leaves the list once started; its index must match', async () => {
    await setLevel(3);
    const { scouted } = await loadRaids();
    await expectLandRefused(t, () => start(102, 0), STALE_LIST_TEXT);
    const started = await start(102, 1);
    expect(started.statusCode).toBe(200);
    expect(started.json<StartRaidAnswer>().raid).toMatchObject({
      id: 102,
      name: present(scouted[1]).name,
      rarity: present(scouted[1]).rarity,
      timer: present(scouted[1]).duration * 60,
    });
    const after = await loadRaids();
    expect(after.scouted.map((raid) => raid.id)).toEqual([101, 103]);
    await landPost(t, cookie, 'cancelRaid');
    await expectLandRefused(t, () => start(102, 1), STALE_LIST_TEXT);
    // The list the player sees now: 103 is second.
    expect((await start(103, 1)).statusCode).toBe(200);
  });

  it('rarity raises the drops: a mythic raid brings 10', async () => {
    await t.game.db
      .insertInto('scouted_raids')
      .values({
        user_id: userId,
        day: new Date(t.game.clock.now()).toISOString().slice(0, 10),
        raid_id: 101,
        name: 'Dragon Nest',
        rarity: 6,
        duration_minutes: 90,
      })
      .execute();
    expect((await start(101, 0)).statusCode).toBe(200);
    t.game.clock.advance(90 * MINUTE);
    const { itemsToAdd } = (await landPost(t, cookie, 'endRaid')).json<EndRaidAnswer>();
    const unit = (id: string) =>
      RAID_LOOT_PER_MINUTE_PER_LEVEL[id as keyof typeof RAID_LOOT_PER_MINUTE_PER_LEVEL] * 90;
    expect(itemsToAdd.reduce((drops, line) => drops + line.amount / unit(line.id), 0)).toBe(10);
  });

  it("the scout's double loot doubles every reward (a sure double at 112.5%)", async () => {
    await t.game.db
      .insertInto('personnel')
      .values({ user_id: userId, kind: 'scout', level: 150, rarity: 6 })
      .execute();
    await start(1, 0);
    t.game.clock.advance(150 * MINUTE);
    const { itemsToAdd } = (await landPost(t, cookie, 'endRaid')).json<EndRaidAnswer>();
    expect(totalOf(itemsToAdd)).toBeGreaterThan(0);
    const unit = (id: string) =>
      RAID_LOOT_PER_MINUTE_PER_LEVEL[id as keyof typeof RAID_LOOT_PER_MINUTE_PER_LEVEL] * 150;
    expect(itemsToAdd.reduce((drops, line) => drops + line.amount / unit(line.id), 0)).toBe(6);
  });

  it('cancelRaid loses a raid under way; refuses without one or once it has returned', async () => {
    await expectLandRefused(t, () => landPost(t, cookie, 'cancelRaid'), NO_RAID_TEXT);
    await start(1, 0);
    const cancelled = await landPost(t, cookie, 'cancelRaid');
    expect(cancelled.statusCode).toBe(200);
    expect((await loadRaids()).current).toBeNull();
    t.game.clock.advance(150 * MINUTE);
    await expectLandRefused(t, () => landPost(t, cookie, 'endRaid'), NO_RAID_TEXT);
    await start(1, 0);
    t.game.clock.advance(150 * MINUTE);
    await expectLandRefused(t, () => landPost(t, cookie, 'cancelRaid'), RETURNED_TEXT);
    expect(await itemsOf(t.game, PLAYER)).toEqual({});
  });

  it('buying a plot resets the raid state', async () => {
    await start(1, 0);
    await loadRaids();
    // The plot is lost (a set-up: no call takes it) and bought again.
    await t.game.db.deleteFrom('land').where('user_id', '=', userId).execute();
    await grantItems(
      t.game,
      PLAYER,
      Object.fromEntries(PLOT_COST.map((line) => [line.itemId, line.amount])),
    );
    expect((await landPost(t, cookie, 'buyPlot')).statusCode).toBe(200);
    expect(await t.game.db.selectFrom('raids').selectAll().execute()).toEqual([]);
    expect((await loadRaids()).current).toBeNull();
  });

  it('endRaid raced 50 times gives the rewards once', async () => {
    await start(1, 0);
    t.game.clock.advance(150 * MINUTE);
    const claims = await Promise.all(
      Array.from({ length: 50 }, () => landPost(t, cookie, 'endRaid')),
    );
    const won = claims.filter((claim) => claim.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of claims.filter((claim) => claim.statusCode !== 200)) {
      expect(lost.statusCode).toBe(400);
      expect(lost.json()).toEqual({ error: NO_RAID_TEXT });
    }
    const rewards = present(won[0]).json<EndRaidAnswer>().itemsToAdd;
    expect(await itemsOf(t.game, PLAYER)).toEqual(
      Object.fromEntries(rewards.map((line) => [line.id, line.amount])),
    );
    await expectEconomyClean(t);
  });

  it('the live socket says once when a raid returns', async () => {
    await start(1, 0);
    await t.game.world.step();
    expect(live.pushed.filter((message) => message.type === 'raid')).toEqual([]);
    t.game.clock.advance(150 * MINUTE);
    await t.game.world.step();
    await t.game.world.step();
    expect(live.pushed.filter((message) => message.type === 'raid')).toEqual([
      {
        userId,
        type: 'raid',
        data: { stage: 'returned', name: 'Storage Container', rarity: 1 },
      },
    ]);
  });

  it('two instances stepping the world tell the player once', async () => {
    const other = recordingLiveHub();
    const otherWorld = new World(
      { db: t.game.db, clock: t.game.clock, random: seededRandom(3), live: other.hub },
      WORLD_SCHEDULES,
    );
    await otherWorld.load();
    await start(1, 0);
    t.game.clock.advance(150 * MINUTE);
    await Promise.all([t.game.world.step(), otherWorld.step()]);
    const told = [...live.pushed, ...other.pushed].filter((message) => message.type === 'raid');
    expect(told).toHaveLength(1);
  });
});
