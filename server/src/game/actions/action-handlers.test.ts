/**
 * Each action handler's own step, on a state loaded as the pipeline loads it, with the test
 * support's seeded chance (or fixed rolls where an outcome must be forced). The pipeline's own
 * part (timer, Autos, statistics, writes) is tested through the endpoints elsewhere.
 */
import type { TickAnswer } from '@idle/contracts';
import {
  GEM_FRAGMENT_COSTS,
  GEM_FRAGMENTS_ITEM,
  GEM_LEVEL_REQUIREMENTS,
  gemItemId,
  SPECIAL_BATTLES_PER_DAY,
  EXP_TABLE,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActionHandler, NoTick, Tick } from './handler';
import { alchemyHandler } from '../crafting/alchemy.handler';
import { battleHandler } from '../battle/battle.handler';
import { bossBattleHandler } from '../battle/boss-battle.handler';
import { dungeonHandler } from '../battle/dungeon.handler';
import { EVENT_OVER_TEXT, gatheringHandler } from '../gathering/gathering.handler';
import { gemCreationHandler } from '../crafting/gem-creation.handler';
import { jewelcraftingHandler } from '../crafting/jewelcrafting.handler';
import { runecraftingHandler } from '../crafting/runecrafting.handler';
import { specialBattleHandler } from '../battle/special-battle.handler';
import { handlerAnswer } from './stages/answer';
import { loadState } from './stages/load';
import { type ActionState, isActionState } from './state';
import { AREAS } from '../content/areas';
import {
  GATHERING,
  GATHERING_BASE_EXP,
  JEWEL_STEPS,
  POTION_RECIPES,
  RUNE_RECIPES,
} from '../content/crafting';
import { DUNGEONS } from '../content/dungeons';
import { POTIONS_BREWED_TEXT, potionLevelText } from '../crafting/alchemy';
import { GEMS_CREATED_TEXT } from '../crafting/gem-creation';
import { UNKNOWN_RUNE_TEXT } from '../crafting/runecrafting';
import type { Random } from '../random';
import { NO_SPECIAL_BATTLES_TEXT } from '../battle/special-areas';
import { createTestGame, type TestGame, userRow } from '../../test-support';
import { WORLD_BOSSES } from '../battle/bosses.schedule';

const DELAY = 6000;
let t: TestGame;
let cookie: string;
let userId: number;

beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  cookie = await t.register('Hero_1');
  userId = (await userRow(t.game, 'Hero_1'))?.id ?? 0;
});
afterEach(async () => {
  await t.close();
});

/** Chance that answers the same roll every time. */
const always = (value: number): Random => ({ next: () => value });

async function makeStrong() {
  await t.game.db
    .updateTable('users')
    .set({ health: 1e9, attack: 1e7, defence: 1e7, accuracy: 1e6 })
    .where('id', '=', userId)
    .execute();
}

/** The state the pipeline would load for this request. */
async function stateOf<Request, Own>(
  handler: ActionHandler<Request, Own>,
  request: Request,
): Promise<ActionState<Own>> {
  const loaded = await loadState(
    t.game,
    handler,
    userId,
    request,
    handler.requestKey(request),
    t.game.clock.now(),
  );
  if (!isActionState(loaded)) throw new Error(`no state: ${JSON.stringify(loaded)}`);
  return loaded as ActionState<Own>;
}

/** One step; what the pipeline would keep of a tick afterwards (its params) is kept. */
function step<Request, Own, Data, Writes, Written>(
  handler: ActionHandler<Request, Own, Data, Writes, Written>,
  state: ActionState<Own>,
  request: Request,
): Tick<Data, Writes> | NoTick {
  const result = handler.step({
    game: t.game,
    state,
    request,
    now: t.game.clock.now(),
    delay: DELAY,
  });
  if (result.kind === 'tick') {
    if (result.params) state.params = result.params;
    state.starting = false;
  }
  return result;
}

function tickOf<Data, Writes>(result: Tick<Data, Writes> | NoTick): Tick<Data, Writes> {
  if (result.kind !== 'tick') throw new Error(`stopped: ${JSON.stringify(result.answer)}`);
  return result;
}

const base: TickAnswer = { delay: DELAY, autos: 149, player: { autos: 149 }, misc: {} };

/** The tick's answer on `base`, as the pipeline answers it when no write ran. */
function answerOf<Request, Own, Data, Writes, Written>(
  handler: ActionHandler<Request, Own, Data, Writes, Written>,
  state: ActionState<Own>,
  tick: Tick<Data, Writes>,
): Promise<TickAnswer<Data>> {
  return handlerAnswer(
    handler,
    { game: t.game, state, now: t.game.clock.now() },
    tick,
    base,
    undefined,
  );
}

describe('battling', () => {
  const mob = AREAS[0]?.mobs[0];
  if (!mob) throw new Error('no mob');

  it('fights the chosen mob: a win gives its gold, experience and a kill', async () => {
    await makeStrong();
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: mob.id }, cookie);
    const state = await stateOf(battleHandler, {});
    const expBefore = state.own.fighter.battlingExp;
    const tick = tickOf(step(battleHandler, state, {}));
    const answer = await answerOf(battleHandler, state, tick);
    const result = answer.data;
    if (!result) throw new Error('no result');
    expect(result.winner).toBe(1);
    expect(result.gold).toBeGreaterThanOrEqual(mob.gold[0]);
    expect(result.gold).toBeLessThanOrEqual(mob.gold[1]);
    expect(tick.increments).toEqual([['totalMobsKilled', 1]]);
    expect(tick.skills).toEqual([['battling', result.exp]]);
    expect(tick.itemsToAdd?.[0]).toEqual({ id: 'gold', amount: result.gold });
    expect(tick.tracker).toEqual({ wins: 1, losses: 0, gold: result.gold });
    expect(state.own.fighter.battlingExp).toBe(expBefore + result.exp);
  });

  it('loses against the strongest mob: a death and nothing gained', async () => {
    const area = AREAS.filter((candidate) => candidate.type === 1 && candidate.id !== 14).at(-1);
    const strongest = area?.mobs.at(-1);
    if (!area || !strongest) throw new Error('no mob');
    await t.post('areas.php', { mod: 'enterArea', area: area.id, mob: strongest.id }, cookie);
    const state = await stateOf(battleHandler, {});
    const tick = tickOf(step(battleHandler, state, {}));
    expect(tick.increments).toEqual([['totalDeaths', 1]]);
    expect(tick.itemsToAdd).toEqual([]);
    expect(tick.tracker).toEqual({ wins: 0, losses: 1, gold: 0 });
    expect((await answerOf(battleHandler, state, tick)).data?.winner).toBe(2);
  });
});

describe('special battling', () => {
  it('spends a battle per win, and stops for the default action when none is left', async () => {
    await makeStrong();
    const area = AREAS.find((candidate) => candidate.type === 2);
    const mob = area?.mobs[0];
    if (!area || !mob) throw new Error('no special mob');
    await t.post('areas.php', { mod: 'enterArea', area: area.id, mob: mob.id }, cookie);
    const state = await stateOf(specialBattleHandler, {});
    expect(state.own.special.remaining).toBe(SPECIAL_BATTLES_PER_DAY);
    state.own.special.remaining = 1;
    const last = tickOf(step(specialBattleHandler, state, {}));
    expect(state.own.special.remaining).toBe(0);
    expect(await answerOf(specialBattleHandler, state, last)).toMatchObject({
      data: { specialBattlesRemaining: 0 },
      stopAction: { msg: NO_SPECIAL_BATTLES_TEXT, startDefaultAction: true },
    });
    const none = step(specialBattleHandler, state, {});
    expect(none).toEqual({
      kind: 'stop',
      answer: {
        delay: DELAY,
        autos: 150,
        stopAction: { msg: NO_SPECIAL_BATTLES_TEXT, startDefaultAction: true },
      },
    });
  });
});

describe('dungeons', () => {
  it('starts with its first tick and, won in the last room, opens the chest', async () => {
    const dungeon = DUNGEONS[0];
    if (!dungeon) throw new Error('no dungeon');
    await makeStrong();
    // At level 200 every won room is passed.
    await t.post(
      'dev.php',
      { mod: 'setLevel', username: 'Hero_1', skill: 'dungeoneering', level: 200 },
      cookie,
    );
    await t.game.db
      .insertInto('dungeon_runs')
      .values({
        user_id: userId,
        dungeon_id: dungeon.id,
        current_room: dungeon.rooms.length,
        entered_at: 0,
      })
      .execute();
    const state = await stateOf(dungeonHandler, {});
    expect(state.starting).toBe(true);
    const tick = tickOf(step(dungeonHandler, state, {}));
    expect(tick.increments).toEqual([
      ['totalMobsKilled', 1],
      ['totalDungeonsCompleted', 1],
    ]);
    expect(tick.itemsToAdd).toContainEqual({ id: 'dungeoneering_tokens', amount: dungeon.tokens });
    expect(tick.skills).toContainEqual(['dungeoneering', dungeon.exp]);
    const answer = await answerOf(dungeonHandler, state, tick);
    expect(answer.data?.dungeon).toMatchObject({ completed: true, progress: true });
  });
});

describe('boss battles', () => {
  it('charges first (no action), then every fight counts its damage to the boss', async () => {
    await makeStrong();
    const boss = await t.game.world.get(WORLD_BOSSES).spawn();
    const state = await stateOf(bossBattleHandler, { id: boss.id });
    const charge = tickOf(step(bossBattleHandler, state, { id: boss.id }));
    expect(charge.isAction).toBe(false);
    expect(await answerOf(bossBattleHandler, state, charge)).toEqual({
      delay: DELAY,
      autos: 150,
      data: { wait: 1, boss },
    });
    const fight = tickOf(step(bossBattleHandler, state, { id: boss.id }));
    const damage = fight.increments?.find(([key]) => key === 'totalBossDamage')?.[1] ?? 0;
    expect(damage).toBeGreaterThan(0);
    expect(damage).toBeLessThanOrEqual(boss.hpRemaining);
    expect(fight.increments).not.toContainEqual(['totalMobsKilled', 1]);
    expect(fight.skills?.[0]?.[1]).toBeGreaterThan(0);
  });
});

describe.each(['mining', 'woodcutting', 'quarrying'] as const)('%s', (skill) => {
  const content = GATHERING[skill];

  it('yields the resource and experience of level 1, and a shard by its chance', async () => {
    const handler = gatheringHandler(skill);
    const state = await stateOf(handler, {});
    expect(state.starting).toBe(true);
    // Rolls of 0.999: no drop and no shard.
    t.game.random = always(0.999);
    const tick = tickOf(step(handler, state, {}));
    expect(tick.itemsToAdd).toEqual([{ id: content.resource, amount: content.baseAmount }]);
    expect(tick.skills).toEqual([[skill, GATHERING_BASE_EXP]]);
    expect(tick.increments).toContainEqual(['totalGatheringActions', 1]);
    expect(state.own.skillExp).toBe(GATHERING_BASE_EXP);
    // Rolls of 0: every drop of level 1 and a gathering shard.
    t.game.random = always(0);
    const lucky = tickOf(step(handler, state, {}));
    const level1 = content.drops.filter((drop) => drop.levelRequired <= 1);
    expect(lucky.itemsToAdd?.map((item) => item.id)).toEqual([
      content.resource,
      ...level1.map((drop) => drop.itemId),
      'gathering_shards',
    ]);
  });

  it('stops for the default action when the event taken part in is over', async () => {
    const handler = gatheringHandler(skill);
    const state = await stateOf(handler, { event: 99 });
    expect(step(handler, state, { event: 99 })).toEqual({
      kind: 'stop',
      forget: true,
      answer: { delay: DELAY, autos: 150, startDefaultAction: { msg: EVENT_OVER_TEXT } },
    });
  });
});

describe('runecrafting', () => {
  const recipe = RUNE_RECIPES.rune_stone;
  if (!recipe) throw new Error('no stone rune');

  it('pays the items when a rune is begun, and finishes it after its attempts', async () => {
    const request = { itemid: 'rune_stone' };
    const state = await stateOf(runecraftingHandler, request);
    t.game.random = always(0);
    const ticks = Array.from({ length: recipe.attemptsRequired }, () =>
      tickOf(step(runecraftingHandler, state, request)),
    );
    expect(ticks.map((tick) => tick.spend?.items)).toEqual([
      recipe.itemsRequired.map(([id, amount]) => ({ id, amount })),
      ...Array.from({ length: recipe.attemptsRequired - 1 }, () => []),
    ]);
    expect(ticks.map((tick) => tick.start === true)).toEqual([
      true,
      ...Array.from({ length: recipe.attemptsRequired - 1 }, () => false),
    ]);
    // Every draw 0: each attempt succeeds, and finds the crafting drop's least (one shard).
    expect(ticks.at(-1)?.itemsToAdd).toEqual([
      { id: 'rune_stone', amount: 1 },
      { id: 'artisan_shard', amount: 1 },
    ]);
    expect(ticks.at(-1)?.increments).toEqual([['totalRunesCrafted', 1]]);
    expect(state.own.inProgress).toBeNull();
    // A failed attempt (roll 0.999) sends the next rune's progress back to 0.
    t.game.random = always(0.999);
    const failed = await answerOf(
      runecraftingHandler,
      state,
      tickOf(step(runecraftingHandler, state, request)),
    );
    expect(failed.data).toMatchObject({ success: false, progress: 0 });
  });

  it('refuses an unknown rune with a hard exit', async () => {
    const state = await stateOf(runecraftingHandler, { itemid: 'gold' });
    expect(step(runecraftingHandler, state, { itemid: 'gold' })).toEqual({
      kind: 'stop',
      answer: { delay: DELAY, autos: 150, stopAction: { msg: UNKNOWN_RUNE_TEXT, hardExit: true } },
    });
  });
});

describe('jewelcrafting', () => {
  it('spends one gem for a jewel of JEWEL_STEPS steps', async () => {
    const request = { gemType: 1, stopAfterCraft: 0, floor: 4 };
    const state = await stateOf(jewelcraftingHandler, request);
    // Rolls of 0: every step has power 1, so the jewel is of rarity 1, below the floor.
    t.game.random = always(0);
    const ticks = Array.from({ length: JEWEL_STEPS }, () =>
      tickOf(step(jewelcraftingHandler, state, request)),
    );
    expect(ticks.map((tick) => tick.spend?.items.length)).toEqual([
      1,
      ...Array.from({ length: JEWEL_STEPS - 1 }, () => 0),
    ]);
    expect(ticks[0]?.spend?.items).toEqual([{ id: gemItemId(1), amount: 1 }]);
    expect(state.own.jewel).toBeNull();
    const last = ticks.at(-1);
    expect(last?.increments).toEqual([['totalJewelsCrafted', 1]]);
    expect(last?.itemsToAdd?.[0]?.id).toBe(GEM_FRAGMENTS_ITEM);
  });
});

describe('gem creation', () => {
  it('counts down, spending the fragments of one gem a tick, and stops when done', async () => {
    const request = { gemType: 1, amount: 2 };
    expect(GEM_LEVEL_REQUIREMENTS[1]).toBeLessThanOrEqual(1);
    const state = await stateOf(gemCreationHandler, request);
    const first = tickOf(step(gemCreationHandler, state, request));
    const second = tickOf(step(gemCreationHandler, state, request));
    for (const tick of [first, second]) {
      expect(tick.spend?.items).toEqual([
        { id: GEM_FRAGMENTS_ITEM, amount: GEM_FRAGMENT_COSTS[1] },
      ]);
      expect(tick.itemsToAdd).toEqual([{ id: gemItemId(1), amount: 1 }]);
    }
    expect((await answerOf(gemCreationHandler, state, first)).data?.remaining).toBe(1);
    expect(await answerOf(gemCreationHandler, state, second)).toMatchObject({
      data: { remaining: 0 },
      stopAction: { msg: GEMS_CREATED_TEXT },
    });
    // Asked again once done: a new count.
    const again = tickOf(step(gemCreationHandler, state, request));
    expect(again.start).toBe(true);
    expect((await answerOf(gemCreationHandler, state, again)).data?.remaining).toBe(1);
  });
});

describe('alchemy', () => {
  const recipe = POTION_RECIPES.potion_of_wrath;
  if (!recipe) throw new Error('no potion');
  const request = { itemid: 'potion_of_wrath', amount: 1 };

  it('refuses below the level with a hard exit', async () => {
    const [itemid, higher] =
      Object.entries(POTION_RECIPES).find(([, candidate]) => candidate.levelRequired > 1) ?? [];
    if (!itemid || !higher) throw new Error('no potion above level 1');
    const state = await stateOf(alchemyHandler, { itemid, amount: 1 });
    expect(step(alchemyHandler, state, { itemid, amount: 1 })).toEqual({
      kind: 'stop',
      answer: {
        delay: DELAY,
        autos: 150,
        stopAction: { msg: potionLevelText(itemid, higher.levelRequired), hardExit: true },
      },
    });
  });

  it('brews one potion from its ingredients, with an essence by its chance', async () => {
    const state = await stateOf(alchemyHandler, request);
    state.own.skillExp = EXP_TABLE[recipe.levelRequired] ?? 0;
    t.game.random = always(0);
    const tick = tickOf(step(alchemyHandler, state, request));
    expect(tick.spend?.items).toEqual(recipe.itemsRequired.map(([id, amount]) => ({ id, amount })));
    expect(tick.itemsToAdd).toEqual([
      { id: 'potion_of_wrath', amount: 1 },
      { id: 'alchemical_essence', amount: 1 },
      { id: 'artisan_shard', amount: 1 },
    ]);
    expect(tick.increments).toEqual([['totalPotionsCrafted', 1]]);
    expect(await answerOf(alchemyHandler, state, tick)).toMatchObject({
      data: { remaining: 0, essence: true },
      stopAction: { msg: POTIONS_BREWED_TEXT },
    });
    t.game.random = always(0.999);
    const plain = tickOf(step(alchemyHandler, state, request));
    expect(plain.itemsToAdd).toEqual([{ id: 'potion_of_wrath', amount: 1 }]);
  });
});
