/**
 * The labyrinth: the day's layout (the same for everyone, new after 00:00 UTC), the labyrinth
 * tick (chance, exp and pity from game-rules, the turns limit, labEnd), the reward chest (its
 * count, the initial data, opening it once however many opens race) and the artisan shrine's
 * cost, on either database.
 */
import type {
  InitialData,
  ItemAmount,
  LabyrinthResult,
  LoadLabyrinthAnswer,
  TickAnswer,
  UpgradeArtisanTotemAnswer,
} from '@idle/contracts';
import { SKILL_IDS } from '@idle/contracts';
import {
  ARTISAN_SHARD_ITEM,
  artisanShrineUpgradeCost,
  LABYRINTH_BASE_DIFFICULTY,
  LABYRINTH_MAX_TURNS,
  labyrinthAttemptExp,
  labyrinthChestItemCount,
  labyrinthDayLayout,
  labyrinthPityAttempts,
  labyrinthSuccessChancePercent,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_ROOMS_PASSED_TEXT,
  FAILURE_TEXT,
  NEW_LABYRINTH_TEXT,
  NO_TURNS_TEXT,
  PITY_TEXT,
  RUN_ENDED_TEXT,
  SUCCESS_TEXT,
} from './labyrinth.handler';
import { auditEconomy } from '../economy/economy-audit';
import { LABYRINTH_CHEST_TABLE } from './chest';
import { NO_CHEST_TEXT, NOT_ENOUGH_SHARDS_TEXT } from './labyrinth';
import {
  createTestGame,
  gameTables,
  grantItems,
  itemsOf,
  TEST_START,
  type TestGame,
  userIdOf,
} from '../../test-support';
import { counterTotals } from '../economy/economy-support';

const DELAY = 6000;
const NAME = 'Explorer_1';
const TODAY = '2026-11-21';
let t: TestGame;
let cookie: string;

beforeEach(async () => {
  t = await createTestGame({ devTools: true, seed: 5 });
  cookie = await t.register(NAME);
  await dev({ mod: 'setAutos', username: NAME, autos: 5000 });
});
afterEach(async () => {
  await t.close();
});

async function dev(body: Record<string, unknown>): Promise<void> {
  const response = await t.post('dev.php', body);
  expect(response.statusCode, response.body).toBe(200);
}

const loadLabyrinth = async (player = cookie) => {
  const response = await t.get('misc.php', { mod: 'loadLabyrinth' }, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoadLabyrinthAnswer>();
};
const tick = async () => {
  const response = await t.post('actions/labyrinth.php', {}, cookie);
  expect(response.statusCode, response.body).toBe(200);
  t.game.clock.advance(DELAY);
  return response.json<TickAnswer<LabyrinthResult>>();
};
const openChest = () => t.get('misc.php', { mod: 'getLabyrinthRewards' }, cookie);
const upgradeTotem = () => t.post('misc.php', { mod: 'upgradeArtisanTotem' }, cookie);
const chestPanel = async () =>
  (await t.get('_load_initial_data.php', {}, cookie)).json<InitialData>().labyrinthRewards;
const setRun = (fields: { turns?: number; room?: number; attempts?: number }) =>
  dev({ mod: 'setLabyrinthRun', username: NAME, ...fields });
const setLevel = (skillNumber: number, level: number) =>
  dev({ mod: 'setLevel', username: NAME, skill: SKILL_IDS[skillNumber - 1], level });

/** Every table a labyrinth call may change, for asserting that nothing changed. */
async function snapshot() {
  const db = t.game.db;
  return {
    ...(await gameTables(t.game)),
    runs: await db.selectFrom('labyrinth_runs').selectAll().orderBy('user_id').execute(),
    layouts: await db.selectFrom('labyrinth_layouts').selectAll().orderBy('day').execute(),
    progress: await db.selectFrom('player_progress').selectAll().orderBy('user_id').execute(),
    counters: await counterTotals(db),
  };
}

async function expectAuditClean(): Promise<void> {
  expect((await auditEconomy(t.game.db)).differences).toEqual([]);
}

async function skillExp(skillNumber: number): Promise<number> {
  const row = await t.game.db
    .selectFrom('skills')
    .select('exp')
    .where('user_id', '=', await userIdOf(t.game, NAME))
    .where('skill', '=', SKILL_IDS[skillNumber - 1] as string)
    .executeTakeFirstOrThrow();
  return row.exp;
}

/**
 * A chest of `draws` draws from the chest table as the player reads it: each item once, with a
 * total its draws can make, and the draws no more than asked.
 */
function expectChestOf(draws: number, chest: ItemAmount[]): void {
  expect(new Set(chest.map((item) => item.id)).size).toBe(chest.length);
  expect(chest.length).toBeGreaterThan(0);
  expect(chest.length).toBeLessThanOrEqual(Math.min(draws, LABYRINTH_CHEST_TABLE.length));
  for (const item of chest) {
    const entry = LABYRINTH_CHEST_TABLE.find((candidate) => candidate.id === item.id);
    expect(entry).toBeDefined();
    expect(item.amount).toBeGreaterThanOrEqual(entry?.min ?? 0);
    expect(item.amount).toBeLessThanOrEqual((entry?.max ?? 0) * draws);
  }
}

/** Ends today's run by its turns: from the given room, the last turn's attempt. */
async function endRunInRoom(room: number): Promise<TickAnswer<LabyrinthResult>> {
  await setRun({ turns: LABYRINTH_MAX_TURNS - 1, room });
  const last = await tick();
  expect(last.labEnd).toBe(true);
  return last;
}

describe('the day’s layout', () => {
  it('is the same for two players, stored once, and the run starts at room 1 with no turns', async () => {
    const other = await t.register('Explorer_2');
    const mine = await loadLabyrinth();
    const theirs = await loadLabyrinth(other);
    expect(mine.data.layout).toEqual(labyrinthDayLayout(TODAY));
    expect(theirs.data.layout).toEqual(mine.data.layout);
    expect(mine).toMatchObject({
      currentRoom: 1,
      turns: 0,
      maxTurns: 100,
      rewardObtained: false,
      totemLevel: 0,
      data: { roomsCompleted: 0 },
    });
    const layouts = await t.game.db.selectFrom('labyrinth_layouts').selectAll().execute();
    expect(layouts).toEqual([{ day: TODAY, layout: JSON.stringify(mine.data.layout) }]);
  });

  it('is the stored one: an instance with another layout stored reads that one', async () => {
    const stored = labyrinthDayLayout('2020-01-01');
    await t.game.db
      .insertInto('labyrinth_layouts')
      .values({ day: TODAY, layout: JSON.stringify(stored) })
      .execute();
    expect((await loadLabyrinth()).data.layout).toEqual(stored);
  });

  it('changes at 00:00 UTC, with a new run', async () => {
    const first = await loadLabyrinth();
    t.game.clock.advance(Date.UTC(2026, 10, 22) - t.game.clock.now() - DELAY - 1000);
    await tick();
    // One second before 00:00: still the first day's layout and run.
    expect(await loadLabyrinth()).toMatchObject({ turns: 1, data: { layout: first.data.layout } });
    t.game.clock.advance(1000);
    const next = await loadLabyrinth();
    expect(next.data.layout).toEqual(labyrinthDayLayout('2026-11-22'));
    expect(next.data.layout).not.toEqual(first.data.layout);
    expect(next).toMatchObject({ currentRoom: 1, turns: 0 });
    // The page's call read the new day afresh: the next tick is the new run's first.
    expect((await tick()).data?.turns).toBe(1);
  });

  it('stops a running action at 00:00, changing nothing', async () => {
    t.game.clock.advance(Date.UTC(2026, 10, 22) - t.game.clock.now() - DELAY);
    await tick();
    const before = await snapshot();
    const stopped = await tick();
    expect(stopped.stopAction).toEqual({ msg: NEW_LABYRINTH_TEXT, hardExit: true });
    expect(await snapshot()).toEqual(before);
  });
});

describe('the labyrinth tick', () => {
  it('attempts the current room with the game-rules chance, spends an Auto and a turn, gives the skill its exp', async () => {
    const [skill, difficulty] = labyrinthDayLayout(TODAY)[0] ?? [1, 1];
    await setLevel(skill, 50);
    const expBefore = await skillExp(skill);
    const answer = await tick();
    const chance = labyrinthSuccessChancePercent(50, difficulty);
    const exp = labyrinthAttemptExp(50, difficulty);
    expect(answer.autos).toBe(4999);
    expect(answer.data).toMatchObject({
      currentRoom: 1,
      roomNumber: difficulty,
      successChance: chance,
      successDifficulty: LABYRINTH_BASE_DIFFICULTY[difficulty],
      currentAttempts: 1,
      maxAttempts: labyrinthPityAttempts(chance),
      turns: 1,
      maxTurns: 100,
      exp,
    });
    expect(answer.data?.text1).toMatch(/^You attempt the \w+ room \(★+☆*\)\.\.\.$/);
    expect(answer.data?.text2).toBe(answer.data?.success ? SUCCESS_TEXT : FAILURE_TEXT);
    expect(answer.skill?.id).toBe(SKILL_IDS[skill - 1]);
    expect(await skillExp(skill)).toBe(expBefore + exp);
    const load = await loadLabyrinth();
    expect(load.turns).toBe(1);
    expect(load.currentRoom).toBe(answer.data?.success ? 2 : 1);
  });

  it('passes a 1% room by pity within twice its expected attempts, counting attempts across turns', async () => {
    const [skill, difficulty] = labyrinthDayLayout(TODAY)[0] ?? [1, 1];
    // Level = base / 100 gives exactly 1%.
    const level = LABYRINTH_BASE_DIFFICULTY[difficulty] / 100;
    await setLevel(skill, level);
    expect(labyrinthSuccessChancePercent(level, difficulty)).toBe(1);
    let passedAt = 0;
    let last: TickAnswer<LabyrinthResult> | null = null;
    for (let attempt = 1; attempt <= 200 && passedAt === 0; attempt++) {
      // A new day's turns without a new day: the attempts in the room stay.
      if (attempt % 90 === 0) await setRun({ turns: 0 });
      last = await tick();
      expect(last.data?.currentAttempts).toBe(attempt);
      // The attempts' exp may raise the level, and the chance with it.
      expect(last.data?.maxAttempts).toBeLessThanOrEqual(200);
      if (attempt === 1) expect(last.data?.maxAttempts).toBe(200);
      if (last.data?.success) passedAt = attempt;
    }
    expect(passedAt).toBeGreaterThan(0);
    expect(passedAt).toBeLessThanOrEqual(200);
    expect([SUCCESS_TEXT, PITY_TEXT]).toContain(last?.data?.text2);
    expect((await loadLabyrinth()).currentRoom).toBe(2);
  });

  it('passes by pity at the pity attempt, whatever the roll', async () => {
    const [skill, difficulty] = labyrinthDayLayout(TODAY)[0] ?? [1, 1];
    const level = LABYRINTH_BASE_DIFFICULTY[difficulty] / 100;
    await setLevel(skill, level);
    await setRun({ attempts: 199 });
    const answer = await tick();
    expect(answer.data).toMatchObject({ success: true, currentAttempts: 200, maxAttempts: 200 });
    // A 1% roll may still pass on its own; otherwise the pity's text says why.
    expect([SUCCESS_TEXT, PITY_TEXT]).toContain(answer.data?.text2);
    expect((await loadLabyrinth()).currentRoom).toBe(2);
  });

  it('ends the run at 100 turns with labEnd, then refuses further attempts changing nothing', async () => {
    await setRun({ turns: 99, room: 3 });
    const last = await tick();
    expect(last.data?.turns).toBe(100);
    expect(last.labEnd).toBe(true);
    expect(last.stopAction).toEqual({ msg: RUN_ENDED_TEXT, finished: true });
    const before = await snapshot();
    const refused = await tick();
    expect(refused.stopAction).toEqual({ msg: NO_TURNS_TEXT, hardExit: true });
    expect(refused.data).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('ends the run when the last room is passed, with the fullest chest', async () => {
    await setRun({ room: 35, attempts: 1e6 });
    const last = await tick();
    expect(last.data).toMatchObject({ currentRoom: 35, success: true });
    expect(last.labEnd).toBe(true);
    expect(last.stopAction).toEqual({ msg: ALL_ROOMS_PASSED_TEXT, finished: true });
    expect((await loadLabyrinth()).currentRoom).toBe(36);
    expectChestOf(labyrinthChestItemCount(35), (await openChest()).json<ItemAmount[]>());
    const before = await snapshot();
    const refused = await tick();
    expect(refused.stopAction).toEqual({ msg: ALL_ROOMS_PASSED_TEXT, hardExit: true });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a tick without a session, changing nothing', async () => {
    const before = await snapshot();
    const response = await t.post('actions/labyrinth.php', {});
    expect(response.statusCode).not.toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the reward chest', () => {
  it('holds one item plus one per room passed after the fifth, from the chest table', async () => {
    for (const [room, ticks] of [
      [1, 0],
      [6, 1],
      [12, 2],
    ] as const) {
      // Runs of other days, each ended in its room (the chest is per day).
      if (ticks > 0) t.game.clock.advance(24 * 3600 * 1000);
      const last = await endRunInRoom(room);
      const passed = room - 1 + (last.data?.success ? 1 : 0);
      expectChestOf(labyrinthChestItemCount(passed), (await openChest()).json<ItemAmount[]>());
    }
  });

  it('lists each item once with its total, a chest stored per draw too', async () => {
    await endRunInRoom(30);
    // A chest stored before chests were totalled: one line per draw.
    await t.game.db
      .updateTable('labyrinth_runs')
      .set({
        rewards: JSON.stringify([
          { id: 'artisan_shard', amount: 100 },
          { id: 'gem_fragments', amount: 20 },
          { id: 'artisan_shard', amount: 150 },
        ]),
      })
      .where('user_id', '=', await userIdOf(t.game, NAME))
      .execute();
    const before = await itemsOf(t.game, NAME);
    expect((await openChest()).json<ItemAmount[]>()).toEqual([
      { id: 'artisan_shard', amount: 250 },
      { id: 'gem_fragments', amount: 20 },
    ]);
    expect(await itemsOf(t.game, NAME)).toEqual({
      ...before,
      artisan_shard: (before.artisan_shard ?? 0) + 250,
      gem_fragments: (before.gem_fragments ?? 0) + 20,
    });
  });

  it('waits in the initial data as [] until opened, gives its items once, counted as created', async () => {
    expect(await chestPanel()).toBeNull();
    await endRunInRoom(10);
    expect(await chestPanel()).toEqual([]);
    expect((await loadLabyrinth()).rewardObtained).toBe(false);
    const itemsBefore = await itemsOf(t.game, NAME);
    const createdBefore = (await counterTotals(t.game.db)).created;
    const response = await openChest();
    expect(response.statusCode).toBe(200);
    const chest = response.json<ItemAmount[]>();
    expect(chest.length).toBeGreaterThan(0);
    const expected = { ...itemsBefore };
    const created = { ...createdBefore };
    for (const { id, amount } of chest) {
      expected[id] = (expected[id] ?? 0) + amount;
      created[id] = (created[id] ?? 0) + amount;
    }
    expect(await itemsOf(t.game, NAME)).toEqual(expected);
    expect((await counterTotals(t.game.db)).created).toEqual(created);
    await expectAuditClean();
    expect(await chestPanel()).toBeNull();
    expect((await loadLabyrinth()).rewardObtained).toBe(true);

    const before = await snapshot();
    const again = await openChest();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: NO_CHEST_TEXT });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to open a chest before the run ends, changing nothing', async () => {
    await tick();
    const before = await snapshot();
    const response = await openChest();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: NO_CHEST_TEXT });
    expect(await snapshot()).toEqual(before);
  });

  it('opens once when 20 opens race', async () => {
    await endRunInRoom(20);
    const itemsBefore = await itemsOf(t.game, NAME);
    const responses = await Promise.all(Array.from({ length: 20 }, () => openChest()));
    const opened = responses.filter((response) => response.statusCode === 200);
    expect(opened).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: NO_CHEST_TEXT });
    }
    const chest = opened[0]?.json<ItemAmount[]>() ?? [];
    const gained = Object.entries(await itemsOf(t.game, NAME)).reduce(
      (sum, [id, amount]) => sum + amount - (itemsBefore[id] ?? 0),
      0,
    );
    expect(gained).toBe(chest.reduce((sum, item) => sum + item.amount, 0));
    await expectAuditClean();
  });
});

describe('the artisan shrine', () => {
  it('costs 12000 + 500 x target level artisan shards, destroyed, and shows its level', async () => {
    const first = artisanShrineUpgradeCost(1);
    const second = artisanShrineUpgradeCost(2);
    expect([first, second]).toEqual([12500, 13000]);
    await grantItems(t.game, NAME, { [ARTISAN_SHARD_ITEM]: first + second + 7 });
    const destroyedBefore = (await counterTotals(t.game.db)).destroyed[ARTISAN_SHARD_ITEM] ?? 0;
    const one = await upgradeTotem();
    expect(one.json<UpgradeArtisanTotemAnswer>()).toEqual({ newLvl: 1, cost: first });
    const two = await upgradeTotem();
    expect(two.json<UpgradeArtisanTotemAnswer>()).toEqual({ newLvl: 2, cost: second });
    expect((await itemsOf(t.game, NAME))[ARTISAN_SHARD_ITEM]).toBe(7);
    expect((await counterTotals(t.game.db)).destroyed[ARTISAN_SHARD_ITEM]).toBe(
      destroyedBefore + first + second,
    );
    expect((await loadLabyrinth()).totemLevel).toBe(2);
    await expectAuditClean();

    const before = await snapshot();
    const refused = await upgradeTotem();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: NOT_ENOUGH_SHARDS_TEXT });
    expect(await snapshot()).toEqual(before);
  });

  it('gives 2% more labyrinth exp a level', async () => {
    await grantItems(t.game, NAME, { [ARTISAN_SHARD_ITEM]: artisanShrineUpgradeCost(1) });
    expect((await upgradeTotem()).statusCode).toBe(200);
    const [skill, difficulty] = labyrinthDayLayout(TODAY)[0] ?? [1, 1];
    await setLevel(skill, 50);
    const answer = await tick();
    expect(answer.data?.exp).toBe(Math.floor(labyrinthAttemptExp(50, difficulty) * 1.02));
  });

  it('refuses two upgrades racing for one level’s shards: one level, paid once', async () => {
    await grantItems(t.game, NAME, { [ARTISAN_SHARD_ITEM]: artisanShrineUpgradeCost(1) + 100 });
    const responses = await Promise.all([upgradeTotem(), upgradeTotem(), upgradeTotem()]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect((await loadLabyrinth()).totemLevel).toBe(1);
    expect((await itemsOf(t.game, NAME))[ARTISAN_SHARD_ITEM]).toBe(100);
    await expectAuditClean();
  });
});

it('the tests start on the layout day they name', () => {
  expect(new Date(TEST_START).toISOString().slice(0, 10)).toBe(TODAY);
});
