/** Gathering ticks, gathering upgrades and events, and the jewel inventory's calls. */
import type { GatheringResult, LoadGatheringAnswer, TickAnswer } from '@idle/contracts';
import {
  gatheringUpgradeCost,
  gatheringUpgradeLevelCost,
  gatheringUpgradeLevelSingleResourceCost,
  JEWEL_REFUSALS,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOO_EARLY_TEXT } from '../actions/current-action';
import { EVENT_OVER_TEXT } from './gathering.handler';
import { GATHERING } from '../content/crafting';
import { jewelFragments } from '../crafting/jewelcrafting';
import { SEND_JEWEL_TO_SELF_TEXT } from '../inventory/equipment';
import { NOT_ENOUGH_TEXT } from './gathering';
import { UNKNOWN_PLAYER_TEXT } from '../players/players';
import {
  createTestGame,
  expectRefusedUnchanged,
  grantItems,
  itemsOf,
  recordingLiveHub,
  type TestGame,
  userRow,
} from '../../test-support';

const DELAY = 6000;
let t: TestGame;
let cookie: string;
let live: ReturnType<typeof recordingLiveHub>;

beforeEach(async () => {
  live = recordingLiveHub();
  t = await createTestGame({ devTools: true, live: live.hub });
  cookie = await t.register('Miner_1');
});
afterEach(async () => {
  await t.close();
});

async function tick(path: string, body: Record<string, unknown> = {}, who = cookie) {
  const response = await t.post(`actions/${path}`, body, who);
  t.game.clock.advance(DELAY);
  return response.json<TickAnswer<GatheringResult>>();
}

describe('gathering ticks', () => {
  it('start with the first tick, give the resource and exp, and refuse an early tick', async () => {
    const autos = (await userRow(t.game, 'Miner_1'))?.autos ?? 0;
    const first = await t.post('actions/mining.php', {}, cookie);
    const answer = first.json<TickAnswer<GatheringResult>>();
    expect(answer.data).toMatchObject({
      skill: 'mining',
      msg: 'You mined 10 Metal.',
      resource: { id: 'metal', amount: 10 },
      exp: 8,
      bonusActive: false,
      event: null,
    });
    expect(answer.data?.itemCounts.metal).toBe(10);
    expect(answer.autos).toBe(autos - 1);
    expect(answer.misc?.statistics).toMatchObject({
      totalActions: 1,
      totalGatheringActions: 1,
      totalMiningActions: 1,
    });
    const early = await t.post('actions/mining.php', {}, cookie);
    expect(early.json()).toEqual({ error: TOO_EARLY_TEXT, retryIn: DELAY });
    expect((await itemsOf(t.game, 'Miner_1')).metal).toBe(10);
  });

  it('gives only the drops the level allows', async () => {
    const found = new Set<string>();
    for (let i = 0; i < 60; i++) {
      for (const drop of (await tick('mining.php')).drops ?? []) found.add(drop.id);
    }
    expect([...found].filter((id) => id !== 'gathering_shards')).toEqual([]);
    await t.post(
      'dev.php',
      { mod: 'setLevel', username: 'Miner_1', skill: 'mining', level: 100 },
      cookie,
    );
    for (let i = 0; i < 60; i++) {
      for (const drop of (await tick('mining.php')).drops ?? []) found.add(drop.id);
    }
    expect(found).toContain('gem_fragments');
    const allowed = new Set([
      'gathering_shards',
      ...GATHERING.mining.drops.map((drop) => drop.itemId),
    ]);
    expect([...found].every((id) => allowed.has(id))).toBe(true);
  }, 60_000); // 120 ticks: about 7 s on a busy machine; it checks the drops, not speed

  it('raises the resources with the tool level', async () => {
    const user = await userRow(t.game, 'Miner_1');
    await t.game.db
      .updateTable('tools')
      .set({ level: 11 })
      .where('user_id', '=', user?.id ?? 0)
      .where('tool', '=', 'hatchet')
      .execute();
    const answer = await tick('woodcutting.php');
    // Level 11: 45 + 100 x (1.05 - 1) = 50% more.
    expect(answer.data?.resource).toEqual({ id: 'wood', amount: 15 });
  });

  it('adds the resource bonus of equipped jewels', async () => {
    // A rarity-6 Diamond: 4 x 50 / 10 = 20% more; an unequipped one gives nothing.
    await t.post(
      'dev.php',
      { mod: 'grantJewel', username: 'Miner_1', gemType: 4, rarity: 6, equipped: 1 },
      cookie,
    );
    await t.post(
      'dev.php',
      { mod: 'grantJewel', username: 'Miner_1', gemType: 3, rarity: 6 },
      cookie,
    );
    expect((await tick('mining.php')).data?.resource).toEqual({ id: 'metal', amount: 12 });
  });

  it('makes the tool and jewel bonuses 1% stronger per upgrade level above 100', async () => {
    const userId = (await userRow(t.game, 'Miner_1'))?.id ?? 0;
    await t.game.db
      .updateTable('tools')
      .set({ level: 11 })
      .where('user_id', '=', userId)
      .where('tool', '=', 'hatchet')
      .execute();
    await t.post(
      'dev.php',
      { mod: 'grantJewel', username: 'Miner_1', gemType: 4, rarity: 6, equipped: 1 },
      cookie,
    );
    const setUpgradeLevel = async (level: number) => {
      await t.game.db
        .insertInto('gathering_upgrades')
        .values({ user_id: userId, upgrade_id: 0, level })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'upgrade_id']).doUpdateSet({ level }),
        )
        .execute();
      // Any call other than a tick makes the next tick read the player afresh.
      t.game.actionCache.forget(userId);
    };
    // Up to level 100 nothing changes: tool +50%, jewel +20%; tool exp +22%.
    await setUpgradeLevel(100);
    expect((await tick('woodcutting.php')).data).toMatchObject({
      resource: { id: 'wood', amount: 17 },
      exp: Math.floor(8 * 1.22),
    });
    // Level 150: each bonus half again, tool +75% and jewel +30%, tool exp +33%.
    await setUpgradeLevel(150);
    expect((await tick('woodcutting.php')).data).toMatchObject({
      resource: { id: 'wood', amount: Math.floor(10 * 2.05) },
      exp: Math.floor(8 * 1.33),
    });
  });

  it('gives the event bonus while taking part, and starts the default action when it is over', async () => {
    const event = (
      await t.post('dev.php', { mod: 'startEvent', type: 'quarrying', rarity: 3 }, cookie)
    ).json<{ id: number; bonusPercent: number; timeRemaining: number }>();
    expect(event).toMatchObject({ bonusPercent: 30, timeRemaining: 900 });
    expect((await t.get('_load_initial_data.php', {}, cookie)).json()).toMatchObject({
      event: { id: event.id, type: 'quarrying' },
    });
    const joined = await tick('quarrying.php', { event: event.id });
    expect(joined.data?.event?.id).toBe(event.id);
    expect(joined.data?.resource).toEqual({ id: 'stone', amount: 13 });
    const wrong = await tick('mining.php', { event: event.id });
    expect(wrong.startDefaultAction).toEqual({ msg: EVENT_OVER_TEXT });
    expect(wrong.data).toBeUndefined();
  });
});

describe('gathering upgrades', () => {
  it('load the loot tables, the level and the upgrades', async () => {
    const loaded = (
      await t.get('misc.php', { mod: 'loadGathering' }, cookie)
    ).json<LoadGatheringAnswer>();
    expect(loaded.upgradeLevel).toBe(0);
    expect(loaded.upgrades).toEqual({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 });
    expect(
      loaded.skills.woodcutting.drops.map((drop) => [drop.itemId, drop.levelRequired]),
    ).toContainEqual(['birds_nest', 60]);
  });

  it('buy the upgrade level in bulk or with one resource, refusing a shortfall unchanged', async () => {
    const cost = gatheringUpgradeLevelCost(1);
    await grantItems(t.game, 'Miner_1', { metal: cost, wood: cost, stone: cost - 1 });
    await expectRefusedUnchanged(
      t.game,
      () => t.post('misc.php', { mod: 'upgradeGatheringUpgradeLevel', c: 1 }, cookie),
      NOT_ENOUGH_TEXT('stone'),
    );
    await grantItems(t.game, 'Miner_1', { stone: 1 });
    expect(
      (await t.post('misc.php', { mod: 'upgradeGatheringUpgradeLevel', c: 1 }, cookie)).json(),
    ).toEqual({
      upgradeLevel: 1,
      itemsToRemove: ['metal', 'wood', 'stone'].map((id) => ({ id, amount: cost })),
    });
    const single = gatheringUpgradeLevelSingleResourceCost(2);
    await grantItems(t.game, 'Miner_1', { wood: single });
    expect(
      (await t.post('misc.php', { mod: 'upgradeGatheringUpgradeLevel', c: 12 }, cookie)).json(),
    ).toEqual({
      upgradeLevel: 2,
      itemsToRemove: [{ id: 'wood', amount: single }],
    });
    await expectRefusedUnchanged(
      t.game,
      () => t.post('misc.php', { mod: 'upgradeGatheringUpgradeLevel', c: 7 }, cookie),
      'That upgrade does not exist.',
    );
  });

  it('buy upgrade points with gathering shards at their rising cost', async () => {
    expect(
      (await t.post('misc.php', { mod: 'upgradeGatheringUpgrade', id: 3 }, cookie)).json(),
    ).toEqual({
      id: 3,
      level: 1,
      itemsToRemove: [],
    });
    await expectRefusedUnchanged(
      t.game,
      () => t.post('misc.php', { mod: 'upgradeGatheringUpgrade', id: 3 }, cookie),
      NOT_ENOUGH_TEXT('gathering_shards'),
    );
    await grantItems(t.game, 'Miner_1', { gathering_shards: gatheringUpgradeCost(1) });
    expect(
      (await t.post('misc.php', { mod: 'upgradeGatheringUpgrade', id: 3 }, cookie)).json(),
    ).toMatchObject({
      level: 2,
    });
    // Resource Rush now adds 2.4 resources an action.
    expect((await tick('mining.php')).data?.resource.amount).toBe(12);
  });
});

describe('jewel inventory', () => {
  async function grantJewel(username: string, extra: Record<string, unknown> = {}) {
    const id = (
      await t.post(
        'dev.php',
        { mod: 'grantJewel', username, gemType: 2, rarity: 3, ...extra },
        cookie,
      )
    ).json<number>();
    return id;
  }

  it('deconstructs an unequipped, unlisted jewel into fragments', async () => {
    const id = await grantJewel('Miner_1');
    expect((await t.post('equipment.php', { mod: 'destroyJewel', id }, cookie)).json()).toEqual({
      id,
      fragments: jewelFragments(2, 3),
      itemsToAdd: [{ id: 'gem_fragments', amount: jewelFragments(2, 3) }],
    });
    expect(await t.game.db.selectFrom('jewels').selectAll().execute()).toEqual([]);
    expect((await itemsOf(t.game, 'Miner_1')).gem_fragments).toBe(jewelFragments(2, 3));
  });

  it('a jewel listed on the market cannot be equipped, sent or deconstructed', async () => {
    await t.register('Friend_1');
    const id = await grantJewel('Miner_1');
    expect(
      (await t.post('equipment.php', { mod: 'sellJewelMarket', id, cost: 5000 }, cookie)).json(),
    ).toEqual({ id, marketPrice: 5000 });
    for (const call of [
      { mod: 'equipJewel', id },
      { mod: 'destroyJewel', id },
      { mod: 'sendJewel', jid: id, username: 'Friend_1' },
    ]) {
      await expectRefusedUnchanged(
        t.game,
        () => t.post('equipment.php', call, cookie),
        JEWEL_REFUSALS.listed,
      );
    }
    expect(
      (await t.post('equipment.php', { mod: 'removeJewelMarket', id }, cookie)).json(),
    ).toEqual({
      id,
      marketPrice: null,
    });
    await expectRefusedUnchanged(
      t.game,
      () => t.post('equipment.php', { mod: 'removeJewelMarket', id }, cookie),
      JEWEL_REFUSALS.notListed,
    );
  });

  it('sends a jewel to another player, never to oneself, a stranger or from someone else', async () => {
    const friend = await t.register('Friend_1');
    const id = await grantJewel('Miner_1');
    await expectRefusedUnchanged(
      t.game,
      () => t.post('equipment.php', { mod: 'sendJewel', jid: id, username: 'miner_1' }, cookie),
      SEND_JEWEL_TO_SELF_TEXT,
    );
    await expectRefusedUnchanged(
      t.game,
      () => t.post('equipment.php', { mod: 'sendJewel', jid: id, username: 'Nobody_9' }, cookie),
      UNKNOWN_PLAYER_TEXT,
    );
    expect(live.pushed).toEqual([]);
    expect(
      (
        await t.post('equipment.php', { mod: 'sendJewel', jid: id, username: 'Friend_1' }, cookie)
      ).json(),
    ).toBe(true);
    const moved = await t.game.db.selectFrom('jewels').selectAll().executeTakeFirst();
    expect(moved?.user_id).toBe((await userRow(t.game, 'Friend_1'))?.id);
    const log = await t.game.db.selectFrom('log').selectAll().where('type', '=', 'jewel').execute();
    expect(log[0]?.data).toBe('Miner_1 sent you a jewel [jewel:2:3].');
    // The friend's screens hear of it at once: the jewel as it now is, and the log's line.
    const friendId = (await userRow(t.game, 'Friend_1'))?.id;
    expect(live.pushed.filter((message) => message.userId === friendId)).toEqual([
      {
        userId: friendId,
        type: 'addJewelToUser',
        data: {
          jewel: expect.objectContaining({
            id,
            gemType: 2,
            rarity: 3,
            equipped: false,
            marketPrice: null,
          }) as unknown,
          msg: 'Miner_1 sent you a jewel [jewel:2:3].',
        },
      },
      {
        userId: friendId,
        type: 'notification',
        data: 'Miner_1 sent you a jewel [jewel:2:3].',
      },
    ]);
    // Now it is the friend's: the sender can no longer touch it.
    await expectRefusedUnchanged(
      t.game,
      () => t.post('equipment.php', { mod: 'destroyJewel', id }, cookie),
      'You do not own that jewel.',
    );
    expect((await t.post('equipment.php', { mod: 'equipJewel', id }, friend)).statusCode).toBe(200);
  });
});
