/**
 * A handler's step returns data: for every registered action, a step on a loaded state gives a
 * tick (or a stop) with no function anywhere in it (structured-cloneable), and two steps on the
 * same state and request with the same seeded chance give equal ticks.
 */
import type { ActionType } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestGame, type TestGame, userRow } from '../../test-support';
import { ACTION_REGISTRY } from '../action-registry';
import { battleHandler } from '../battle/battle.handler';
import { bossBattleHandler } from '../battle/boss-battle.handler';
import { WORLD_BOSSES } from '../battle/bosses.schedule';
import { dungeonHandler } from '../battle/dungeon.handler';
import { specialBattleHandler } from '../battle/special-battle.handler';
import { clanBossBattleHandler } from '../clan/clan-boss-battle.handler';
import { clanMobBattleHandler } from '../clan/clan-mob-battle.handler';
import { setUpClan } from '../clan/clan-support';
import { AREAS } from '../content/areas';
import { CLAN_MOBS } from '../content/clan-battlegrounds';
import { POTION_RECIPES, RUNE_RECIPES } from '../content/crafting';
import { DUNGEONS } from '../content/dungeons';
import { alchemyHandler } from '../crafting/alchemy.handler';
import { gemCreationHandler } from '../crafting/gem-creation.handler';
import { jewelcraftingHandler } from '../crafting/jewelcrafting.handler';
import { runecraftingHandler } from '../crafting/runecrafting.handler';
import { gatheringHandler } from '../gathering/gathering.handler';
import { labyrinthHandler } from '../labyrinth/labyrinth.handler';
import { seededRandom } from '../random';
import type { ActionHandler } from './handler';
import { loadState } from './stages/load';
import { isActionState } from './state';

let t: TestGame;
let cookie: string;
let userId: number;

beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  const clan = await setUpClan(t, 'Iron Wolves', 'Leader', { Hero: 1 });
  cookie = clan.cookies.Hero ?? '';
  userId = (await userRow(t.game, 'Hero'))?.id ?? 0;
  await t.game.db
    .updateTable('users')
    .set({ health: 1e9, attack: 1e7, defence: 1e7, accuracy: 1e6 })
    .where('id', '=', userId)
    .execute();
});
afterEach(async () => {
  await t.close();
});

const enterArea = (type: number) => async () => {
  const area = AREAS.find((candidate) => candidate.type === type);
  await t.post('areas.php', { mod: 'enterArea', area: area?.id, mob: area?.mobs[0]?.id }, cookie);
  return {};
};

interface Fixture {
  // Any handler: the test passes it the fixture's request as is.
  handler: ActionHandler<never>;
  /** Readies the player for the action and answers the tick's request. */
  setUp(): Promise<Record<string, unknown>>;
}

const fixture = (
  handler: Fixture['handler'],
  setUp: Fixture['setUp'] = () => Promise.resolve({}),
): Fixture => ({ handler, setUp });

const FIXTURES: Record<ActionType, Fixture> = {
  battling: fixture(battleHandler, enterArea(1)),
  specialBattling: fixture(specialBattleHandler, enterArea(2)),
  dungeoneering: fixture(dungeonHandler, async () => {
    await t.game.db
      .insertInto('dungeon_runs')
      .values({
        user_id: userId,
        dungeon_id: DUNGEONS[0]?.id ?? 1,
        current_room: 1,
        stop_after: 0,
        entered_at: 0,
      })
      .execute();
    return {};
  }),
  bossBattle: fixture(bossBattleHandler, async () => {
    const boss = await t.game.world.get(WORLD_BOSSES).spawn();
    return { id: boss.id };
  }),
  mining: fixture(gatheringHandler('mining')),
  woodcutting: fixture(gatheringHandler('woodcutting')),
  quarrying: fixture(gatheringHandler('quarrying')),
  runecrafting: fixture(runecraftingHandler, () =>
    Promise.resolve({ itemid: Object.keys(RUNE_RECIPES)[0] }),
  ),
  jewelcrafting: fixture(jewelcraftingHandler, () =>
    Promise.resolve({ gemType: 1, stopAfterCraft: 0, floor: 4 }),
  ),
  jewelcrafting_create_gem: fixture(gemCreationHandler, () =>
    Promise.resolve({ gemType: 1, amount: 2 }),
  ),
  alchemy: fixture(alchemyHandler, () =>
    Promise.resolve({ itemid: Object.keys(POTION_RECIPES)[0], amount: 1 }),
  ),
  clanMobBattle: fixture(clanMobBattleHandler, async () => {
    const mobId = CLAN_MOBS[0]?.id ?? 1;
    await t.post('dev.php', { mod: 'spawnClanMob', username: 'Hero', mobId });
    return { id: mobId };
  }),
  clanBossBattle: fixture(clanBossBattleHandler, async () => {
    await t.post('dev.php', { mod: 'spawnClanBoss', username: 'Hero' });
    return {};
  }),
  labyrinth: fixture(labyrinthHandler),
};

/** Two fresh loads of the state, stepped alike with the same seeded chance. */
async function twoSteps(handler: Fixture['handler'], request: Record<string, unknown>) {
  const now = t.game.clock.now();
  const steps = [];
  for (let run = 0; run < 2; run++) {
    const typed = request as never;
    const loaded = await loadState(t.game, handler, userId, typed, handler.requestKey(typed), now);
    if (!isActionState(loaded)) throw new Error(`no state: ${JSON.stringify(loaded)}`);
    t.game.random = seededRandom(25);
    steps.push(handler.step({ game: t.game, state: loaded, request: typed, now, delay: 6000 }));
  }
  return steps;
}

/** The paths of the functions anywhere in a value. */
function functionsIn(value: unknown, path = 'tick'): string[] {
  if (typeof value === 'function') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => functionsIn(inner, `${path}.${key}`));
}

describe('a step returns data', () => {
  it('has a fixture for every registered action', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(Object.keys(ACTION_REGISTRY).sort());
    for (const [action, { handler }] of Object.entries(FIXTURES))
      expect(handler.action).toBe(action);
  });

  it.each(Object.keys(FIXTURES) as ActionType[])(
    '%s: a tick with no function, equal for the same state and chance',
    async (action) => {
      const { handler } = FIXTURES[action];
      const request = await FIXTURES[action].setUp();
      const [first, second] = await twoSteps(handler, request);
      expect(first?.kind).toBe('tick');
      expect(functionsIn(first)).toEqual([]);
      expect(structuredClone(first)).toEqual(first);
      expect(second).toEqual(first);
    },
  );
});
