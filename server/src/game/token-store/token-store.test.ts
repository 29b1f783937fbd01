import {
  BOSS_TOKEN_STORE_ITEMS,
  JEWEL_REFUSALS,
  JEWEL_SLOTS_MAX,
  TOKEN_STORE_TEXTS,
  jewelSlotCost,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_SUCH_STORE_ITEM_TEXT } from './token-store';
import {
  createTestGame,
  registerEmptyHanded,
  userIdOf,
  expectRefusedUnchanged,
  grantItems,
  itemsOf,
  type TestGame,
} from '../../test-support';

let t: TestGame;
let player: string;

beforeEach(async () => {
  t = await createTestGame();
  player = await registerEmptyHanded(t, 'Collector');
});
afterEach(async () => {
  await t.close();
});

const store = (mod: string, fields: Record<string, unknown>) =>
  t.post('store.php', { mod, ...fields }, player);
const slotRows = () =>
  t.game.db.selectFrom('jewel_slots').select(['gem_type', 'slots']).orderBy('gem_type').execute();

describe('store.php tokenStore', () => {
  it('lists the boss-token items and each gem type with its slots and next price', async () => {
    await grantItems(t.game, 'Collector', { dungeoneering_tokens: 1000 });
    await store('buyJewelSlots', { jewelType: 3 });
    const response = await t.get('store.php', { mod: 'tokenStore' }, player);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      bossTokensItems: BOSS_TOKEN_STORE_ITEMS.map(({ id, itemId, cost }) => ({
        id,
        itemid: itemId,
        cost,
      })),
      jewelSlots: { 1: 1, 2: 1, 3: 2, 4: 1 },
      maxJewelSlots: JEWEL_SLOTS_MAX,
      jewelSlotsCost: { 1: 1000, 2: 1000, 3: 5000, 4: 1000 },
    });
  });
});

describe('store.php spendBossTokens', () => {
  it('gives one of the item for its price in boss tokens', async () => {
    await grantItems(t.game, 'Collector', { boss_tokens: 2600 });
    const strap = await store('spendBossTokens', { id: 1 });
    expect(strap.statusCode, strap.body).toBe(200);
    expect(strap.json()).toEqual({
      itemsToAdd: [{ id: 'leather_strap', amount: 1 }],
      itemsToRemove: [{ id: 'boss_tokens', amount: 2000 }],
    });
    await store('spendBossTokens', { id: 2 });
    expect(await itemsOf(t.game, 'Collector')).toEqual({
      boss_tokens: 100,
      leather_strap: 1,
      heroic_shard: 1,
    });
  });

  it('refuses an unknown entry, bad input and too few tokens, changing nothing', async () => {
    await grantItems(t.game, 'Collector', { boss_tokens: 1999 });
    const refused = (fields: Record<string, unknown>, error: unknown) =>
      expectRefusedUnchanged(t.game, () => store('spendBossTokens', fields), error);
    await refused({ id: 99 }, NO_SUCH_STORE_ITEM_TEXT);
    await refused({ id: 'strap' }, 'The choice must be a number.');
    await refused({}, 'The choice must be a number.');
    await refused({ id: 1 }, TOKEN_STORE_TEXTS.notEnoughBossTokens);
  });
});

describe('store.php buyJewelSlots', () => {
  it('sells each further slot of a gem type dearer, up to the maximum', async () => {
    const costs = [1, 2, 3, 4, 5].map(jewelSlotCost);
    const total = costs.reduce((sum, cost) => sum + cost, 0);
    await grantItems(t.game, 'Collector', { dungeoneering_tokens: total + 7 });
    for (const [index, cost] of costs.entries()) {
      const response = await store('buyJewelSlots', { jewelType: 1 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        jewelSlots: index + 2,
        nextSlotCost: costs[index + 1] ?? null,
        itemsToRemove: [{ id: 'dungeoneering_tokens', amount: cost }],
      });
    }
    expect(await slotRows()).toEqual([{ gem_type: 1, slots: JEWEL_SLOTS_MAX }]);
    expect(await itemsOf(t.game, 'Collector')).toEqual({ dungeoneering_tokens: 7 });
    // The page's initial data tells the jewel inventory the slots owned of every gem type.
    const initial = await t.get('_load_initial_data.php', {}, player);
    expect(initial.json<{ jewelSlots: unknown }>().jewelSlots).toEqual({
      1: JEWEL_SLOTS_MAX,
      2: 1,
      3: 1,
      4: 1,
    });
    await grantItems(t.game, 'Collector', { dungeoneering_tokens: 10_000_000 });
    await expectRefusedUnchanged(
      t.game,
      () => store('buyJewelSlots', { jewelType: 1 }),
      TOKEN_STORE_TEXTS.maxJewelSlots,
    );
    expect(await slotRows()).toEqual([{ gem_type: 1, slots: JEWEL_SLOTS_MAX }]);
  });

  it('refuses bad input and too few tokens, changing nothing', async () => {
    await grantItems(t.game, 'Collector', { dungeoneering_tokens: 999 });
    const refused = (fields: Record<string, unknown>, error: unknown) =>
      expectRefusedUnchanged(t.game, () => store('buyJewelSlots', fields), error);
    await refused({ jewelType: 0 }, 'The jewel type must be at least 1.');
    await refused({ jewelType: 5 }, 'The jewel type can be at most 4.');
    await refused({ jewelType: 2 }, TOKEN_STORE_TEXTS.notEnoughDungeoneeringTokens);
    expect(await slotRows()).toEqual([]);
  });

  it('lets a second jewel of a gem type be equipped once a slot is bought', async () => {
    const userId = await userIdOf(t.game, 'Collector');
    const jewel = async (gemType: number) => {
      const row = await t.game.db
        .insertInto('jewels')
        .values({
          user_id: userId,
          type: 1,
          gem_type: gemType,
          rarity: 2,
          health: 0,
          attack: 5,
          defence: 0,
          accuracy: 0,
          dodge: 0,
          market_price: null,
          crafted_by_user_id: userId,
          crafted_by_name: 'Collector',
          created_at: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const equip = (id: number) => t.post('equipment.php', { mod: 'equipJewel', id }, player);
    const equippedIds = async () =>
      (
        await t.game.db
          .selectFrom('jewels')
          .select('id')
          .where('equipped', '=', 1)
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
    const [first, second, third] = [await jewel(2), await jewel(2), await jewel(2)];

    // One slot: the second jewel replaces the first.
    expect((await equip(first)).json()).toMatchObject({ replaced: null });
    expect((await equip(second)).json()).toMatchObject({ replaced: first });
    expect(await equippedIds()).toEqual([second]);

    await grantItems(t.game, 'Collector', { dungeoneering_tokens: jewelSlotCost(1) });
    expect((await store('buyJewelSlots', { jewelType: 2 })).statusCode).toBe(200);
    const both = await equip(first);
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ replaced: null });
    expect(await equippedIds()).toEqual([first, second]);
    // Both slots taken: a third replaces the oldest equipped one; one already on stays refused.
    expect((await equip(third)).json()).toMatchObject({ replaced: first });
    expect(await equippedIds()).toEqual([second, third]);
    await expectRefusedUnchanged(t.game, () => equip(third), JEWEL_REFUSALS.alreadyEquipped);
  });
});

describe('store.php token store under concurrency', () => {
  it('never sells more than the tokens pay for when many purchases come at once', async () => {
    // Boss tokens for 7 upgrade stones; dungeoneering tokens for slots 2 and 3 of one gem type.
    await grantItems(t.game, 'Collector', {
      boss_tokens: 7 * 250 + 100,
      dungeoneering_tokens: jewelSlotCost(1) + jewelSlotCost(2) + 10,
    });
    const calls = [];
    for (let i = 0; i < 12; i++) {
      calls.push(store('spendBossTokens', { id: 3 }));
      calls.push(store('buyJewelSlots', { jewelType: 4 }));
    }
    const responses = await Promise.all(calls);
    for (const response of responses) {
      if (response.statusCode === 200) continue;
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) as string });
    }
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(7 + 2);
    expect(await itemsOf(t.game, 'Collector')).toEqual({
      boss_tokens: 100,
      health_upgrade_stone: 7,
      dungeoneering_tokens: 10,
    });
    expect(await slotRows()).toEqual([{ gem_type: 4, slots: 3 }]);
  });
});
