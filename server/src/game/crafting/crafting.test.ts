/**
 * Crafting: runecrafting, jewelcrafting, gem creation and alchemy ticks, and the crafting
 * screens' misc.php calls (loadCrafting, runecraftingFlags).
 */
import type {
  AlchemyResult,
  GemCreationResult,
  JewelcraftingResult,
  LoadCraftingAnswer,
  RunecraftingResult,
  TickAnswer,
} from '@idle/contracts';
import { GEM_FRAGMENT_COSTS, jewelRarity, runeAttemptChance } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_AUTOS_TEXT, TOO_EARLY_TEXT } from '../actions/current-action';
import { rollCraftingDrops } from './crafting-tick';
import {
  CRAFTING_DROP,
  ESSENCE_ITEM,
  JEWEL_STEPS,
  POTION_RECIPES,
  RUNE_RECIPES,
} from '../content/crafting';
import { auditEconomy } from '../economy/economy-audit';
import {
  POTIONS_BREWED_TEXT,
  potionItemsText,
  potionLevelText,
  UNKNOWN_POTION_TEXT,
} from './alchemy';
import { GEMS_CREATED_TEXT, gemFragmentsText, gemLevelText } from './gem-creation';
import {
  JEWEL_CRAFTED_STOP_TEXT,
  jewelFragments,
  jewelLevelText,
  noGemText,
} from './jewelcrafting';
import {
  runeCraftedStopText,
  runeFailedStopText,
  runeItemsText,
  runeLevelText,
  UNKNOWN_RUNE_TEXT,
} from './runecrafting';
import type { Random } from '../random';
import {
  createTestGame,
  expectRefusedUnchanged,
  gameTables,
  grantItems,
  itemsOf,
  type TestGame,
  userRow,
} from '../../test-support';
import { ACTION_BONUS } from '../world/action-bonus.schedule';

const DELAY = 6000;
const NAME = 'Crafter_1';
let t: TestGame;
let cookie: string;

beforeEach(async () => {
  t = await createTestGame({ devTools: true, seed: 11 });
  cookie = await t.register(NAME);
});
afterEach(async () => {
  await t.close();
});

const tick = <Data>(path: string, body: Record<string, unknown>) =>
  t.post(path, body, cookie).then((response) => {
    expect(response.statusCode).toBe(200);
    return response.json<TickAnswer<Data>>();
  });
const rune = (itemid: string) => tick<RunecraftingResult>('actions/runecrafting.php', { itemid });
const jewel = (gemType: number, stopAfterCraft = 0, floor = 0) =>
  tick<JewelcraftingResult>('actions/jewelcrafting.php', { gemType, stopAfterCraft, floor });
const createGem = (gemType: number, amount: number) =>
  tick<GemCreationResult>('actions/creategem.php', { gemType, amount });
const brew = (itemid: string, amount: number) =>
  tick<AlchemyResult>('actions/alchemy.php', { itemid, amount });
const wait = () => t.game.clock.advance(DELAY);
const setLevel = (skill: string, level: number) =>
  t.post('dev.php', { mod: 'setLevel', username: NAME, skill, level });
const loadCrafting = async () =>
  (await t.get('misc.php', { mod: 'loadCrafting' }, cookie)).json<LoadCraftingAnswer>();

async function skillExp(skill: string): Promise<number> {
  const row = await t.game.db
    .selectFrom('skills')
    .select('exp')
    .where('skill', '=', skill)
    .executeTakeFirst();
  return row?.exp ?? 0;
}

/** Every table a crafting tick may change. */
async function craftingTables() {
  const db = t.game.db;
  return {
    ...(await gameTables(t.game)),
    skills: await db.selectFrom('skills').selectAll().orderBy('skill').execute(),
    statistics: await db.selectFrom('statistics').selectAll().orderBy('stat').execute(),
    runeProgress: await db.selectFrom('rune_progress').selectAll().execute(),
    jewelProgress: await db.selectFrom('jewel_progress').selectAll().execute(),
  };
}

/** A tick refused in the game: the action stops with a hard exit and nothing changes. */
async function expectStoppedUnchanged(
  call: () => Promise<TickAnswer>,
  msg: string,
  autos = 150,
): Promise<void> {
  const before = await craftingTables();
  expect(await call()).toEqual({ delay: DELAY, autos, stopAction: { msg, hardExit: true } });
  expect(await craftingTables()).toEqual(before);
}

/** Chance that answers the given rolls in turn (the last one again once they run out). */
function rolls(...values: number[]): Random {
  let index = 0;
  return {
    next: () => {
      const value = values[Math.min(index, values.length - 1)] ?? 0;
      index += 1;
      return value;
    },
  };
}

/** A crafting tick's last draw, for its drops: this one finds nothing. */
const NO_DROP = 0.999;

/** Chance that answers the given rolls in turn, over and over. */
function cycle(...values: number[]): Random {
  let index = 0;
  return {
    next: () => {
      const value = values[index % values.length] ?? 0;
      index += 1;
      return value;
    },
  };
}

/** Keeps every roll the seeded chance makes, to check the outcomes against. */
function recording(random: Random): { random: Random; seen: number[] } {
  const seen: number[] = [];
  return {
    seen,
    random: {
      next: () => {
        const value = random.next();
        seen.push(value);
        return value;
      },
    },
  };
}

describe('misc.php loadCrafting and runecraftingFlags', () => {
  it('answers the recipes, no rune in progress and both flags off', async () => {
    expect(await loadCrafting()).toEqual({
      runes: RUNE_RECIPES,
      potions: POTION_RECIPES,
      essenceItem: ESSENCE_ITEM,
      runeInProgress: null,
      runeFlags: { stopAfterCraft: false, stopAfterFail: false },
    });
  });

  it('sets both flags, and refuses a value other than 0 or 1', async () => {
    const set = (fields: Record<string, unknown>) =>
      t.post('misc.php', { mod: 'runecraftingFlags', ...fields }, cookie);
    expect((await set({ stopAfterCraft: 1, stopAfterFail: 0 })).json()).toBe(true);
    expect((await loadCrafting()).runeFlags).toEqual({
      stopAfterCraft: true,
      stopAfterFail: false,
    });
    expect((await set({ stopAfterCraft: 0, stopAfterFail: 1 })).json()).toBe(true);
    expect((await loadCrafting()).runeFlags).toEqual({
      stopAfterCraft: false,
      stopAfterFail: true,
    });
    await expectRefusedUnchanged(
      t.game,
      () => set({ stopAfterCraft: 2, stopAfterFail: 0 }),
      'The "stop after crafting" setting can be at most 1.',
    );
  });
});

describe('actions/runecrafting.php', () => {
  it('refuses a rune without its items, below its level or unknown, and changes nothing', async () => {
    await expectStoppedUnchanged(() => rune('rune_stone'), runeItemsText('rune_stone'));
    await grantItems(t.game, NAME, { wood: 500, tree_sap: 5 });
    await expectStoppedUnchanged(() => rune('rune_life'), runeLevelText('rune_life', 20));
    await expectStoppedUnchanged(() => rune('gold'), UNKNOWN_RUNE_TEXT);
    await expectRefusedUnchanged(
      t.game,
      () => t.post('actions/runecrafting.php', { itemid: 'Not An Id!' }, cookie),
      'That item does not exist.',
    );
  });

  it('finishes a rune after attemptsRequired successes, paying its items once', async () => {
    t.game.random = cycle(0, NO_DROP);
    await grantItems(t.game, NAME, { stone: 100 });
    const recipe = RUNE_RECIPES.rune_stone;
    if (!recipe) throw new Error('no stone rune');
    const answers: TickAnswer<RunecraftingResult>[] = [];
    for (let attempt = 1; attempt <= recipe.attemptsRequired; attempt += 1) {
      answers.push(await rune('rune_stone'));
      wait();
    }
    expect(answers.map((answer) => answer.data?.progress)).toEqual([1, 2, 3]);
    expect(answers.map((answer) => answer.data?.finished)).toEqual([false, false, true]);
    expect(answers[0]).toMatchObject({
      delay: DELAY,
      autos: 149,
      data: { itemid: 'rune_stone', success: true, attemptsRequired: 3, exp: 11, chance: 70 },
      skill: { id: 'runecrafting', level: 1, exp: 11 },
      itemsToRemove: [{ id: 'stone', amount: 40 }],
      itemsToAdd: [],
      misc: { statistics: { totalActions: 1, totalActionsDaily: 1, totalRunesCrafted: 0 } },
    });
    expect(answers[1]?.itemsToRemove).toEqual([]);
    expect(answers[2]).toMatchObject({
      autos: 147,
      itemsToAdd: [{ id: 'rune_stone', amount: 1 }],
      misc: { statistics: { totalActions: 3, totalRunesCrafted: 1 } },
    });
    expect(answers[2]?.stopAction).toBeUndefined();
    expect(await itemsOf(t.game, NAME)).toMatchObject({ stone: 60, rune_stone: 1 });
    expect(await skillExp('runecrafting')).toBe(33);
    expect((await loadCrafting()).runeInProgress).toBeNull();
    expect((await userRow(t.game, NAME))?.autos).toBe(147);
    // The next rune is a new one: paid again.
    expect((await rune('rune_stone')).itemsToRemove).toEqual([{ id: 'stone', amount: 40 }]);
    expect(await itemsOf(t.game, NAME)).toMatchObject({ stone: 20 });
  });

  it('sends progress back to 0 on a failure; the rune stays in progress, unpaid again', async () => {
    t.game.random = rolls(0, NO_DROP, 0, NO_DROP, 0.999, NO_DROP, 0, NO_DROP);
    await grantItems(t.game, NAME, { stone: 40 });
    const progress: (number | undefined)[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      progress.push((await rune('rune_stone')).data?.progress);
      wait();
    }
    expect(progress).toEqual([1, 2, 0]);
    expect(await loadCrafting()).toMatchObject({
      runeInProgress: { itemid: 'rune_stone', progress: 0 },
    });
    // A failure gives a fifth of a success's experience: 11 + 11 + 2.
    expect(await skillExp('runecrafting')).toBe(24);
    const after = await rune('rune_stone');
    expect(after).toMatchObject({ data: { success: true, progress: 1 }, itemsToRemove: [] });
    expect(await itemsOf(t.game, NAME)).not.toHaveProperty('stone');
  });

  it('follows the attempt chance of the level with seeded chance', async () => {
    await setLevel('runecrafting', 10);
    const recorded = recording(t.game.random);
    t.game.random = recorded.random;
    await grantItems(t.game, NAME, { stone: 4000 });
    const recipe = RUNE_RECIPES.rune_stone;
    if (!recipe) throw new Error('no stone rune');
    let level = 10;
    let expected = 0;
    let begun = 0;
    let finished = 0;
    let failures = 0;
    let lastFinished = false;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      // The attempt's chance is that of the level before its experience.
      const chance = runeAttemptChance(recipe, level) ?? 0;
      const answer = await rune('rune_stone');
      wait();
      level = answer.skill?.level ?? level;
      // Two draws a tick: the attempt's, then the drops'.
      const success = (recorded.seen[2 * attempt] ?? 1) * 100 < chance;
      if (expected === 0 && (answer.itemsToRemove?.length ?? 0) > 0) begun += 1;
      expected = success ? expected + 1 : 0;
      if (!success) failures += 1;
      expect(answer.data).toMatchObject({ success, chance });
      lastFinished = expected === recipe.attemptsRequired;
      if (expected === recipe.attemptsRequired) {
        expect(answer.data).toMatchObject({ finished: true, progress: expected });
        finished += 1;
        expected = 0;
      } else {
        expect(answer.data).toMatchObject({ finished: false, progress: expected });
      }
    }
    // Both outcomes happened, so the check above means something.
    expect(failures).toBeGreaterThan(0);
    expect(finished).toBeGreaterThan(0);
    // Paid once per rune begun: every finished one, and the one still in progress if any.
    expect(begun).toBe(finished + (lastFinished ? 0 : 1));
    expect(await itemsOf(t.game, NAME)).toMatchObject({
      stone: 4000 - 40 * begun,
      rune_stone: finished,
    });
  });

  it('gives up a rune in progress when another is begun, paying for the new one', async () => {
    t.game.random = rolls(0);
    await grantItems(t.game, NAME, { stone: 40, metal: 30, wood: 30 });
    await rune('rune_stone');
    wait();
    const other = await rune('rune_fire');
    expect(other.itemsToRemove).toEqual([
      { id: 'metal', amount: 30 },
      { id: 'wood', amount: 30 },
    ]);
    expect(other.data?.progress).toBe(1);
    expect((await loadCrafting()).runeInProgress).toEqual({ itemid: 'rune_fire', progress: 1 });
  });

  it('stops after a crafted rune or a failed attempt when the flags ask', async () => {
    t.game.random = rolls(0, NO_DROP, 0, NO_DROP, 0, NO_DROP, 0.999, NO_DROP);
    await grantItems(t.game, NAME, { stone: 80 });
    await t.post(
      'misc.php',
      { mod: 'runecraftingFlags', stopAfterCraft: 1, stopAfterFail: 0 },
      cookie,
    );
    await rune('rune_stone');
    wait();
    expect((await rune('rune_stone')).stopAction).toBeUndefined();
    wait();
    const crafted = await rune('rune_stone');
    expect(crafted).toMatchObject({
      data: { finished: true },
      stopAction: { msg: runeCraftedStopText('rune_stone') },
    });
    expect(crafted.stopAction?.msg).toBe('You crafted a Stone Rune and stopped, as you asked.');
    await t.post(
      'misc.php',
      { mod: 'runecraftingFlags', stopAfterCraft: 0, stopAfterFail: 1 },
      cookie,
    );
    wait();
    const failed = await rune('rune_stone');
    expect(failed).toMatchObject({
      data: { success: false, progress: 0 },
      stopAction: { msg: runeFailedStopText('rune_stone') },
    });
  });

  it('refuses a tick before the timer, also right after another action', async () => {
    await grantItems(t.game, NAME, { stone: 400 });
    await rune('rune_stone');
    await expectRefusedUnchanged(
      t.game,
      () => t.post('actions/runecrafting.php', { itemid: 'rune_stone' }, cookie),
      TOO_EARLY_TEXT,
      { retryIn: DELAY },
    );
    t.game.clock.advance(DELAY - 1000);
    await expectRefusedUnchanged(
      t.game,
      () => t.post('actions/runecrafting.php', { itemid: 'rune_stone' }, cookie),
      TOO_EARLY_TEXT,
      { retryIn: 1000 },
    );

    // Battling first: its timer still holds when runecrafting begins.
    wait();
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    expect((await t.post('actions/battle.php', {}, cookie)).statusCode).toBe(200);
    await expectRefusedUnchanged(
      t.game,
      () => t.post('actions/runecrafting.php', { itemid: 'rune_stone' }, cookie),
      TOO_EARLY_TEXT,
      { retryIn: DELAY },
    );
    wait();
    expect((await rune('rune_stone')).data?.itemid).toBe('rune_stone');
    const state = await t.game.db.selectFrom('action_state').selectAll().executeTakeFirst();
    expect(state).toMatchObject({
      action: 'runecrafting',
      next_tick_at: t.game.clock.now() + DELAY,
    });
  });

  it('stops at 0 Autos without crafting', async () => {
    await grantItems(t.game, NAME, { stone: 40 });
    await t.game.db.updateTable('users').set({ autos: 0 }).execute();
    const before = await craftingTables();
    expect(await rune('rune_stone')).toEqual({
      delay: DELAY,
      autos: 0,
      stopAction: { msg: NO_AUTOS_TEXT },
    });
    expect(await craftingTables()).toEqual(before);
  });

  it('is 0.5 s faster with +25% exp while the crafting action bonus is active', async () => {
    t.game.random = rolls(0);
    await grantItems(t.game, NAME, { stone: 40 });
    await t.post('dev.php', { mod: 'setActionBonus', kind: 'crafting', current: 1, required: 1 });
    const answer = await rune('rune_stone');
    expect(answer).toMatchObject({ delay: DELAY - 500, data: { exp: Math.floor(11 * 1.25) } });
    const state = await t.game.db.selectFrom('action_state').selectAll().executeTakeFirst();
    expect(state?.next_tick_at).toBe(t.game.clock.now() + DELAY - 500);
    t.game.clock.advance(DELAY - 500);
    expect((await rune('rune_stone')).data?.progress).toBe(2);
  });

  it('counts crafting ticks towards the crafting action bonus', async () => {
    await grantItems(t.game, NAME, { stone: 40 });
    await t.post('dev.php', { mod: 'setActionBonus', kind: 'crafting', current: 0, required: 5 });
    await rune('rune_stone');
    expect(t.game.world.view(ACTION_BONUS)).toEqual({ kind: 'crafting', current: 1, required: 5 });
  });
});

describe('actions/jewelcrafting.php', () => {
  it('refuses without a gem or below the gem level, and changes nothing', async () => {
    await expectStoppedUnchanged(() => jewel(1), noGemText(1));
    expect(noGemText(3)).toBe('You need an Emerald to craft a jewel.');
    await grantItems(t.game, NAME, { gem_ruby: 1 });
    await expectStoppedUnchanged(() => jewel(2), jewelLevelText(2));
  });

  it('makes a jewel after JEWEL_STEPS steps from one gem', async () => {
    await grantItems(t.game, NAME, { gem_sapphire: 2 });
    const steps: JewelcraftingResult[] = [];
    for (let step = 0; step < JEWEL_STEPS; step += 1) {
      const answer = await jewel(1);
      wait();
      if (!answer.data) throw new Error(`no step data: ${JSON.stringify(answer)}`);
      steps.push(answer.data);
      if (step === 0) expect(answer.itemsToRemove).toEqual([{ id: 'gem_sapphire', amount: 1 }]);
      else expect(answer.itemsToRemove).toEqual([]);
    }
    const totals = { health: 0, attack: 0, defence: 0, accuracy: 0, dodge: 0 };
    steps.forEach((step, index) => {
      const hundredths = step.statGained === 'accuracy' || step.statGained === 'dodge' ? 100 : 1;
      expect(step.statGainedAmount).toBe(step.power * 2 * hundredths);
      totals[step.statGained] += step.statGainedAmount;
      expect(step).toMatchObject({ gem: 1, progress: index + 1, progressRequired: JEWEL_STEPS });
    });
    const last = steps.at(-1);
    const perfects = steps.filter((step) => step.power === 3).length;
    expect(last?.perfects).toBe(perfects);
    const total = Object.values(totals).reduce((sum, value) => sum + value, 0);
    expect(last?.jewel).toMatchObject({
      gemType: 1,
      type: 1,
      rarity: jewelRarity(perfects),
      stats: { ...totals, total },
      equipped: false,
      marketPrice: null,
      craftedBy: NAME,
    });
    const rows = await t.game.db.selectFrom('jewels').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: last?.jewel?.id, gem_type: 1, ...totals });
    expect(await itemsOf(t.game, NAME)).toMatchObject({ gem_sapphire: 1 });
    expect(await t.game.db.selectFrom('jewel_progress').selectAll().execute()).toEqual([]);
    expect(await skillExp('jewelcrafting')).toBe(11 * JEWEL_STEPS);
    const stats = await t.game.db
      .selectFrom('statistics')
      .select('value')
      .where('stat', '=', 'totalJewelsCrafted')
      .executeTakeFirst();
    expect(stats?.value).toBe(1);
  });

  it('deconstructs a jewel at or below the floor into fragments, and stops when asked', async () => {
    // Each step: power and stat, then the drops.
    t.game.random = cycle(0, 0, NO_DROP);
    await grantItems(t.game, NAME, { gem_sapphire: 1 });
    let answer: TickAnswer<JewelcraftingResult> | null = null;
    for (let step = 0; step < JEWEL_STEPS; step += 1) {
      answer = await jewel(1, 1, 1);
      wait();
      if (step < JEWEL_STEPS - 1) expect(answer.stopAction).toBeUndefined();
    }
    const fragments = jewelFragments(1, 1);
    expect(fragments).toBe(Math.floor(GEM_FRAGMENT_COSTS[1] * 0.2));
    expect(answer).toMatchObject({
      data: { deconstructed: fragments, jewelData: { health: 2 * JEWEL_STEPS } },
      itemsToAdd: [{ id: 'gem_fragments', amount: fragments }],
      stopAction: { msg: JEWEL_CRAFTED_STOP_TEXT },
    });
    expect(answer?.data?.jewel).toBeUndefined();
    expect(await t.game.db.selectFrom('jewels').selectAll().execute()).toEqual([]);
    expect(await itemsOf(t.game, NAME)).toMatchObject({ gem_fragments: fragments });
  });
  it('gives up a jewel in progress when another gem is chosen, spending the new gem', async () => {
    await setLevel('jewelcrafting', 25);
    await grantItems(t.game, NAME, { gem_sapphire: 1, gem_ruby: 1 });
    await jewel(1);
    wait();
    const ruby = await jewel(2);
    expect(ruby).toMatchObject({
      data: { gem: 2, progress: 1 },
      itemsToRemove: [{ id: 'gem_ruby', amount: 1 }],
    });
    const progress = await t.game.db.selectFrom('jewel_progress').selectAll().execute();
    expect(progress).toMatchObject([{ gem_type: 2, progress: 1 }]);
    expect(await itemsOf(t.game, NAME)).not.toHaveProperty('gem_sapphire');
  });
});

describe('actions/creategem.php', () => {
  it('counts down, spending the fragments of one gem a tick, and stops when done', async () => {
    await grantItems(t.game, NAME, { gem_fragments: 200 });
    const first = await createGem(1, 2);
    expect(first).toMatchObject({
      data: { gem: 1, remaining: 1, fragmentsUsed: 75, exp: 5 },
      skill: { id: 'jewelcrafting', exp: 5 },
      itemsToAdd: [{ id: 'gem_sapphire', amount: 1 }],
      itemsToRemove: [{ id: 'gem_fragments', amount: 75 }],
    });
    expect(first.stopAction).toBeUndefined();
    wait();
    expect(await createGem(1, 2)).toMatchObject({
      data: { remaining: 0 },
      stopAction: { msg: GEMS_CREATED_TEXT },
    });
    expect(await itemsOf(t.game, NAME)).toMatchObject({ gem_fragments: 50, gem_sapphire: 2 });
    // Asked again, a new count begins, and the fragments run short.
    wait();
    await expectStoppedUnchanged(() => createGem(1, 2), gemFragmentsText(1), 148);
  });

  it('refuses below the gem level or a bad amount', async () => {
    await grantItems(t.game, NAME, { gem_fragments: 1000 });
    await expectStoppedUnchanged(() => createGem(2, 1), gemLevelText(2));
    for (const [amount, error] of [
      [0, 'The amount must be at least 1.'],
      [10_000, 'The amount can be at most 9,999.'],
      ['two', 'The amount must be a number.'],
    ] as const) {
      await expectRefusedUnchanged(
        t.game,
        () => t.post('actions/creategem.php', { gemType: 1, amount }, cookie),
        error,
      );
    }
  });
});

describe('actions/alchemy.php', () => {
  it('brews potions, counting down, with an essence by its chance', async () => {
    t.game.random = rolls(0, 0.999);
    await grantItems(t.game, NAME, { rat_tail: 9, wood: 30 });
    const first = await brew('potion_of_wrath', 2);
    expect(first).toMatchObject({
      data: { itemid: 'potion_of_wrath', remaining: 1, exp: 11, essence: true },
      skill: { id: 'alchemy', exp: 11 },
      itemsToAdd: [
        { id: 'potion_of_wrath', amount: 1 },
        { id: ESSENCE_ITEM, amount: 1 },
      ],
      itemsToRemove: [
        { id: 'rat_tail', amount: 3 },
        { id: 'wood', amount: 10 },
      ],
      misc: { statistics: { totalPotionsCrafted: 1 } },
    });
    wait();
    const second = await brew('potion_of_wrath', 2);
    expect(second).toMatchObject({
      data: { remaining: 0, essence: false },
      itemsToAdd: [{ id: 'potion_of_wrath', amount: 1 }],
      stopAction: { msg: POTIONS_BREWED_TEXT },
      misc: { statistics: { totalPotionsCrafted: 2, totalActions: 2 } },
    });
    expect(await itemsOf(t.game, NAME)).toMatchObject({
      rat_tail: 3,
      wood: 10,
      potion_of_wrath: 2,
      [ESSENCE_ITEM]: 1,
    });
  });

  it('refuses a bad amount with an error', async () => {
    for (const [amount, error] of [
      [0, 'The amount must be at least 1.'],
      [-1, 'The amount must be at least 1.'],
      [10_000, 'The amount can be at most 9,999.'],
      ['', 'The amount must be a number.'],
    ] as const) {
      await expectRefusedUnchanged(
        t.game,
        () => t.post('actions/alchemy.php', { itemid: 'potion_of_wrath', amount }, cookie),
        error,
      );
    }
  });

  it('stops below the level, without ingredients or for an unknown potion, spending nothing', async () => {
    await grantItems(t.game, NAME, { goblin_ear: 10, wood: 100 });
    await expectStoppedUnchanged(
      () => brew('potion_of_insight', 1),
      potionLevelText('potion_of_insight', 15),
    );
    await expectStoppedUnchanged(
      () => brew('potion_of_wrath', 1),
      potionItemsText('potion_of_wrath'),
    );
    await expectStoppedUnchanged(() => brew('rune_stone', 1), UNKNOWN_POTION_TEXT);
  });
});

describe('crafting drops and the crafting bonus', () => {
  const shards = (amount: number) => [{ id: CRAFTING_DROP.itemId, amount }];

  it('finds artisan shards one tick in 10, 1 to 3 from the one draw, more often with the Drops boost', () => {
    expect(CRAFTING_DROP).toEqual({ itemId: 'artisan_shard', frequency: 10, amount: [1, 3] });
    expect(rollCraftingDrops(rolls(0), 0)).toEqual(shards(1));
    expect(rollCraftingDrops(rolls(0.05), 0)).toEqual(shards(2));
    expect(rollCraftingDrops(rolls(0.0999), 0)).toEqual(shards(3));
    expect(rollCraftingDrops(rolls(0.1), 0)).toEqual([]);
    // The Drops boost (+10%): one tick in 10 / 1.1.
    expect(rollCraftingDrops(rolls(0.105), 10)).toEqual(shards(3));
    expect(rollCraftingDrops(rolls(0.111), 10)).toEqual([]);
  });

  it('answers the drops and whether the crafting bonus is active on every crafting action', async () => {
    await setLevel('alchemy', 1);
    await grantItems(t.game, NAME, {
      stone: 40,
      gem_sapphire: 1,
      gem_fragments: 75,
      rat_tail: 3,
      wood: 10,
    });
    await t.post('dev.php', { mod: 'setActionBonus', kind: 'crafting', current: 1, required: 1 });
    const ticks: [string, () => Promise<TickAnswer<{ bonusActive: boolean }>>, number[]][] = [
      // Each: the craft's own draws, then the drops' (0.05: 2 shards).
      ['runecrafting', () => rune('rune_stone'), [0, 0.05]],
      ['jewelcrafting', () => jewel(1), [0, 0, 0.05]],
      ['gem creation', () => createGem(1, 1), [0.05]],
      ['alchemy', () => brew('potion_of_wrath', 1), [0.999, 0.05]],
    ];
    for (const [name, craft, draws] of ticks) {
      t.game.random = rolls(...draws);
      const answer = await craft();
      expect(answer.data?.bonusActive, name).toBe(true);
      expect(answer.drops, name).toEqual(shards(2));
      expect(answer.itemsToAdd, name).toEqual(expect.arrayContaining(shards(2)));
      t.game.clock.advance(DELAY);
    }
    expect((await itemsOf(t.game, NAME))[CRAFTING_DROP.itemId]).toBe(8);
    // Every shard found is counted as created: the economy still balances.
    expect((await auditEconomy(t.game.db)).differences).toEqual([]);
  });

  it("dev.php scriptRandom makes the game's next draws the values given", async () => {
    await grantItems(t.game, NAME, { gem_fragments: 75 });
    await t.post('dev.php', { mod: 'scriptRandom', values: JSON.stringify([0.05]) });
    expect((await createGem(1, 1)).drops).toEqual(shards(2));
    await expectRefusedUnchanged(
      t.game,
      () => t.post('dev.php', { mod: 'scriptRandom', values: JSON.stringify([1]) }),
      expect.any(String) as unknown,
    );
  });

  it('answers no drops and an inactive bonus when neither happened', async () => {
    t.game.random = rolls(NO_DROP);
    await grantItems(t.game, NAME, { gem_fragments: 75 });
    const answer = await createGem(1, 1);
    expect(answer).toMatchObject({
      data: { gem: 1, bonusActive: false },
      drops: [],
      itemsToAdd: [{ id: 'gem_sapphire', amount: 1 }],
    });
    expect(await itemsOf(t.game, NAME)).not.toHaveProperty(CRAFTING_DROP.itemId);
  });
});

describe('crafting texts', () => {
  it('write numbers as the screen does, with the right article and number of the noun', () => {
    expect(gemFragmentsText(4)).toBe('You need 15,000 gem fragments to create a Diamond.');
    expect(gemLevelText(3)).toBe(
      'Your jewelcrafting level is too low to create an Emerald: it needs level 50.',
    );
    expect(jewelLevelText(2)).toBe(
      'Your jewelcrafting level is too low for Ruby jewels: they need level 25.',
    );
    expect(noGemText(3)).toBe('You need an Emerald to craft a jewel.');
    expect(runeCraftedStopText('rune_eye')).toBe(
      'You crafted an Eye Rune and stopped, as you asked.',
    );
    expect(runeLevelText('rune_storm', 1200)).toBe(
      'Your runecrafting level is too low for the Storm Rune: it needs level 1,200.',
    );
    expect(potionLevelText('potion_of_wrath', 1000)).toBe(
      'Your alchemy level is too low for the Potion of Wrath: it needs level 1,000.',
    );
  });
});
