/**
 * Land and personnel in the game's actions: mob gold and gathered resources raised 1% a land
 * level, dungeoneering tokens raised by the dungeon keeper. SQLite and, with TEST_DATABASE_URL,
 * PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActionHandler, NoTick, Tick } from '../actions/handler';
import { battleHandler } from '../battle/battle.handler';
import { dungeonHandler } from '../battle/dungeon.handler';
import { gatheringHandler } from '../gathering/gathering.handler';
import { loadState } from '../actions/stages/load';
import { type ActionState, isActionState } from '../actions/state';
import { GATHERING } from '../content/crafting';
import { DUNGEONS } from '../content/dungeons';
import type { Random } from '../random';
import { createTestGame, type TestGame, userIdOf } from '../../test-support';
import { present } from './land-support';

const DELAY = 6000;
let t: TestGame;
let cookie: string;
let userId: number;
const always = (value: number): Random => ({ next: () => value });

beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  cookie = await t.register('Holder');
  userId = await userIdOf(t.game, 'Holder');
  await t.game.db
    .updateTable('users')
    .set({ health: 1e9, attack: 1e7, defence: 1e7, accuracy: 1e6 })
    .where('id', '=', userId)
    .execute();
});
afterEach(async () => {
  await t.close();
});

async function setLand(level: number) {
  await t.game.db
    .insertInto('land')
    .values({ user_id: userId, level })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ level }))
    .execute();
}

async function stateOf<Request, Own>(handler: ActionHandler<Request, Own>, request: Request) {
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

function tickOf<Request, Own, Data>(
  handler: ActionHandler<Request, Own, Data>,
  state: ActionState<Own>,
  request: Request,
): Tick<Data> {
  const result: Tick<Data> | NoTick = handler.step({
    game: t.game,
    state,
    request,
    now: t.game.clock.now(),
    delay: DELAY,
  });
  if (result.kind !== 'tick') throw new Error(`stopped: ${JSON.stringify(result.answer)}`);
  return result;
}

describe('land effects in actions', () => {
  it('mob gold rises 1% a land level', async () => {
    await t.post(
      'dev.php',
      { mod: 'setLevel', username: 'Holder', skill: 'battling', level: 200 },
      cookie,
    );
    const entered = await t.post('areas.php', { mod: 'enterArea', area: 8, mob: 24 }, cookie);
    expect(entered.statusCode).toBe(200);
    t.game.random = always(0.5);
    const plain = tickOf(battleHandler, await stateOf(battleHandler, {}), {});
    const gold = present(plain.itemsToAdd?.find((item) => item.id === 'gold')).amount;
    await setLand(16);
    t.game.actionCache.forget(userId);
    const state = await stateOf(battleHandler, {});
    expect(state.own.fighter.landGoldPercent).toBe(16);
    t.game.random = always(0.5);
    const raised = tickOf(battleHandler, state, {});
    const rolled = present(raised.itemsToAdd?.find((item) => item.id === 'gold')).amount;
    // The same roll (about 300 gold) with 16% more, give or take the rounding.
    expect(gold).toBeGreaterThan(100);
    expect(Math.abs(rolled - gold * 1.16)).toBeLessThanOrEqual(2);
  });

  it('gathered resources rise 1% a land level', async () => {
    const handler = gatheringHandler('mining');
    const content = GATHERING.mining;
    await setLand(16);
    const state = await stateOf(handler, {});
    expect(state.own.landPercent).toBe(16);
    t.game.random = always(0.999);
    const tick = tickOf(handler, state, {});
    expect(tick.itemsToAdd).toEqual([
      { id: content.resource, amount: Math.floor(content.baseAmount * 1.16) },
    ]);
  });

  it("the dungeon keeper's percent adds dungeoneering tokens to the chest", async () => {
    const dungeon = present(DUNGEONS[0]);
    await t.post(
      'dev.php',
      { mod: 'setLevel', username: 'Holder', skill: 'dungeoneering', level: 200 },
      cookie,
    );
    await t.game.db
      .insertInto('personnel')
      .values({ user_id: userId, kind: 'dungeon_keeper', level: 150, rarity: 6 })
      .execute();
    await t.game.db
      .insertInto('dungeon_runs')
      .values({
        user_id: userId,
        dungeon_id: dungeon.id,
        current_room: dungeon.rooms.length,
        entered_at: 0,
      })
      .execute();
    const tick = tickOf(dungeonHandler, await stateOf(dungeonHandler, {}), {});
    // 40% at level 150, x1.5 at rarity 6.
    expect(tick.itemsToAdd).toContainEqual({
      id: 'dungeoneering_tokens',
      amount: Math.floor(dungeon.tokens * 1.6),
    });
  });
});
