/**
 * The economy counters at every place that creates, destroys or moves value: each call is
 * booked (the counters' change must equal the change of what is held, and the audit must find
 * no difference afterwards) and its counters are compared with what the call did. Then value
 * that appears outside the game's code is named by the audit and by `npm run audit:economy`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  BlackMarketCacheAnswer,
  BlackMarketCreditsAnswer,
  BuyJewelMarketAnswer,
  BuyJewelSlotsAnswer,
  MarketOrder,
  SpendBossTokensAnswer,
  TickAnswer,
} from '@idle/contracts';
import { marketSaleTax, totalBuyCost } from '@idle/game-rules';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { migrations } from '../../db/migrations';
import { createAccount } from '../accounts/accounts';
import { JEWEL_STEPS } from '../content/crafting';
import { STARTER } from '../content/progression';
import { auditEconomy } from './economy-audit';
import {
  createTestGame,
  grantItems,
  itemsOf,
  TEST_START,
  type TestGame,
  runServerTool,
  userIdOf,
} from '../../test-support';
import { type Amounts, change, counterTotals, holdings, sumAmounts } from './economy-support';
import { WORLD_BOSSES } from '../battle/bosses.schedule';

const DELAY = 6000;
let t: TestGame;
let hero: string;

beforeEach(async () => {
  t = await createTestGame({ devTools: true, seed: 11 });
  hero = await t.register('Hero_1');
});
afterEach(async () => {
  await t.close();
});

interface Booked<Answer> {
  answer: Answer;
  created: Amounts;
  destroyed: Amounts;
}

/**
 * Runs `call` (one request answered 200) and answers what the counters say it created and
 * destroyed, after checking that this is exactly how the holdings changed and that the audit
 * balances.
 */
async function booked<Answer>(
  call: () => Promise<{ statusCode: number; body: string; json: () => unknown }>,
): Promise<Booked<Answer>> {
  const db = t.game.db;
  const heldBefore = await holdings(db);
  const countersBefore = await counterTotals(db);
  const response = await call();
  expect(response.statusCode, response.body).toBe(200);
  const heldAfter = await holdings(db);
  const countersAfter = await counterTotals(db);
  const created = change(countersBefore.created, countersAfter.created);
  const destroyed = change(countersBefore.destroyed, countersAfter.destroyed);
  // Held after - held before = created - destroyed, item by item.
  expect(change(heldBefore, heldAfter)).toEqual(change(destroyed, created));
  expect((await auditEconomy(db)).differences).toEqual([]);
  return { answer: response.json() as Answer, created, destroyed };
}

const post =
  (path: string, body: Record<string, unknown>, as = hero) =>
  () =>
    t.post(path, body, as);

/** A tick of the current action, then the clock moves to the next one. */
const tick = <Data>(path: string, body: Record<string, unknown> = {}, as = hero) =>
  booked<TickAnswer<Data>>(async () => {
    const response = await t.post(`actions/${path}`, body, as);
    t.game.clock.advance(DELAY);
    return response;
  });

/** Adds the counters of several bookings. */
function together(bookings: readonly Booked<unknown>[]): { created: Amounts; destroyed: Amounts } {
  const list = (pick: (booking: Booked<unknown>) => Amounts) =>
    bookings.flatMap((booking) =>
      Object.entries(pick(booking)).map(([id, amount]) => ({ id, amount })),
    );
  return {
    created: sumAmounts(list((booking) => booking.created)),
    destroyed: sumAmounts(list((booking) => booking.destroyed)),
  };
}

async function makeStrong(username: string) {
  const userId = await userIdOf(t.game, username);
  t.game.actionCache.forget(userId);
  await t.game.db
    .updateTable('users')
    .set({ health: 100_000, attack: 5000, defence: 5000, accuracy: 20_000 })
    .where('id', '=', userId)
    .execute();
}

async function grantJewel(username: string, gemType: number): Promise<number> {
  const response = await t.post('dev.php', { mod: 'grantJewel', username, gemType }, hero);
  expect(response.statusCode, response.body).toBe(200);
  const rows = await t.game.db
    .selectFrom('jewels')
    .select('id')
    .where('user_id', '=', await userIdOf(t.game, username))
    .orderBy('id', 'desc')
    .execute();
  const newest = rows[0];
  if (!newest) throw new Error('no jewel granted');
  return newest.id;
}

describe('economy counters: what comes into the game', () => {
  it("counts a new player's starter items as created", async () => {
    const registered = await booked(() =>
      t.post('account.php', { mod: 'register', username: 'Fresh_1', password: 'long password 1' }),
    );
    expect(registered.created).toEqual(STARTER.items);
    expect(registered.destroyed).toEqual({});
  });

  it('counts what a gathering tick gives', async () => {
    const mined = await tick('mining.php');
    expect(mined.created).toEqual({ metal: 10 });
    expect(mined.destroyed).toEqual({});
  });

  it("counts a battle tick's gold and loot", async () => {
    await makeStrong('Hero_1');
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, hero);
    const fights = [];
    for (let i = 0; i < 5; i++) fights.push(await tick('battle.php'));
    const { created, destroyed } = together(fights);
    expect(created.gold).toBeGreaterThan(0);
    expect(destroyed).toEqual({});
  });

  it('counts what crafting ticks spend and make: runes, gems, potions, jewels', async () => {
    await grantItems(t.game, 'Hero_1', { stone: 400, gem_fragments: 2000, gem_sapphire: 1 });
    const runes: Booked<TickAnswer>[] = [];
    for (let i = 0; i < 30 && !runes.some((step) => step.created.rune_stone); i++) {
      const step = await tick<unknown>('runecrafting.php', { itemid: 'rune_stone' });
      expect(step.created).toEqual(sumAmounts(step.answer.itemsToAdd ?? []));
      expect(step.destroyed).toEqual(sumAmounts(step.answer.itemsToRemove ?? []));
      runes.push(step);
    }
    // Beside what they craft, crafting ticks may find artisan shards (counted as created too).
    expect(together(runes).created.rune_stone).toBe(1);
    expect(together(runes).destroyed.stone).toBeGreaterThan(0);

    const gem = await tick<unknown>('creategem.php', { gemType: 1, amount: 1 });
    expect(gem.created).toEqual(sumAmounts(gem.answer.itemsToAdd ?? []));
    expect(gem.created.gem_sapphire).toBe(1);
    expect(Object.keys(gem.destroyed)).toEqual(['gem_fragments']);

    await grantItems(t.game, 'Hero_1', { rat_tail: 3, wood: 10 });
    const potion = await tick<unknown>('alchemy.php', { itemid: 'potion_of_wrath', amount: 1 });
    expect(potion.created.potion_of_wrath).toBe(1);
    expect(potion.created).toEqual(sumAmounts(potion.answer.itemsToAdd ?? []));
    expect(potion.destroyed).toEqual({ rat_tail: 3, wood: 10 });

    const steps = [];
    for (let step = 0; step < JEWEL_STEPS; step++) {
      steps.push(await tick('jewelcrafting.php', { gemType: 1, stopAfterCraft: 0, floor: 0 }));
    }
    const found = sumAmounts(steps.flatMap((step) => step.answer.drops ?? []));
    expect(together(steps)).toEqual({
      created: { 'jewel:1': 1, ...found },
      destroyed: { gem_sapphire: 1 },
    });
  });

  it("counts the dungeon key spent at the door and by a tick, and the chest's rewards", async () => {
    await makeStrong('Hero_1');
    await grantItems(t.game, 'Hero_1', { cellar_key: 2 });
    const entered = await booked(post('areas.php', { mod: 'enterDungeon', id: 1 }));
    expect(entered).toMatchObject({ created: {}, destroyed: { cellar_key: 1 } });
    const ticks: Booked<TickAnswer>[] = [];
    // The chest ends the run; the next tick starts the next run with the second key.
    for (let i = 0; i < 200 && !ticks.some((step) => step.destroyed.cellar_key); i++) {
      ticks.push(await tick('dungeon.php'));
    }
    const { created, destroyed } = together(ticks);
    expect(destroyed).toEqual({ cellar_key: 1 });
    expect(created.dungeoneering_tokens).toBeGreaterThan(0);
  });

  it("counts a world boss's rewards as created", async () => {
    await makeStrong('Hero_1');
    const boss = await t.game.world.get(WORLD_BOSSES).spawn();
    await t.post('actions/bossbattle.php', { id: boss.id }, hero);
    t.game.clock.advance(DELAY);
    await t.post('dev.php', { mod: 'setBossHp', id: boss.id, hp: 1 }, hero);
    const kill = await tick<{ killed?: boolean }>('bossbattle.php', { id: boss.id });
    expect(kill.answer.data?.killed).toBe(true);
    expect(kill.created.boss_tokens).toBeGreaterThan(0);
    expect(kill.destroyed).toEqual({});
  });
});

describe('economy counters: stores, upgrades and what players destroy', () => {
  it('counts the token store: tokens destroyed, the item created, a jewel slot bought', async () => {
    await grantItems(t.game, 'Hero_1', { boss_tokens: 1000, dungeoneering_tokens: 100_000 });
    const item = await booked<SpendBossTokensAnswer>(
      post('store.php', { mod: 'spendBossTokens', id: 3 }),
    );
    expect(item.created).toEqual(sumAmounts(item.answer.itemsToAdd));
    expect(item.destroyed).toEqual(sumAmounts(item.answer.itemsToRemove));
    expect(item.destroyed.boss_tokens).toBeGreaterThan(0);
    const slot = await booked<BuyJewelSlotsAnswer>(
      post('store.php', { mod: 'buyJewelSlots', jewelType: 4 }),
    );
    expect(slot.created).toEqual({});
    expect(slot.destroyed).toEqual(sumAmounts(slot.answer.itemsToRemove));
    expect(slot.destroyed.dungeoneering_tokens).toBeGreaterThan(0);
  });

  it("counts the black market: a credit's gold destroyed, caches traded for a resource", async () => {
    await grantItems(t.game, 'Hero_1', { gold: 500_000, resource_cache: 3 });
    const credit = await booked<BlackMarketCreditsAnswer>(
      post('store.php', { mod: 'blackMarketCredits' }),
    );
    expect(credit.created).toEqual({ bound_credits: 1 });
    expect(credit.destroyed).toEqual({ gold: credit.answer.cost });
    const cache = await booked<BlackMarketCacheAnswer>(
      post('store.php', { mod: 'blackMarketCache', amount: 2, resource: 3 }),
    );
    expect(cache.created).toEqual({ [cache.answer.res]: cache.answer.numRes });
    expect(cache.destroyed).toEqual({ resource_cache: 2 });
  });

  it('counts deconstructed items and destroyed jewels', async () => {
    await grantItems(t.game, 'Hero_1', { rat_tail: 10 });
    const trophies = await booked(
      post('items.php', {
        mod: 'destroyItems',
        type: 'trophy',
        data: [{ id: 'rat_tail', amount: 4 }],
      }),
    );
    expect(trophies).toMatchObject({ created: { gold: 8 }, destroyed: { rat_tail: 4 } });

    const granted = await booked(() =>
      t.post('dev.php', { mod: 'grantJewel', username: 'Hero_1', gemType: 2 }, hero),
    );
    expect(granted.created).toEqual({ 'jewel:2': 1 });
    const jewels = await t.game.db.selectFrom('jewels').select('id').execute();
    const destroyed = await booked<{ fragments: number }>(
      post('equipment.php', { mod: 'destroyJewel', id: jewels[0]?.id }),
    );
    expect(destroyed.created).toEqual({ gem_fragments: destroyed.answer.fragments });
    expect(destroyed.destroyed).toEqual({ 'jewel:2': 1 });
  });

  it('counts nothing when a rune moves onto the belt and back', async () => {
    await grantItems(t.game, 'Hero_1', { rune_fire: 1 });
    const on = await booked<{ rune: { id: number } }>(
      post('items.php', { mod: 'equipRune', id: 'rune_fire' }),
    );
    expect(on).toMatchObject({ created: {}, destroyed: {} });
    expect((await itemsOf(t.game, 'Hero_1')).rune_fire).toBeUndefined();
    const off = await booked(post('items.php', { mod: 'unequipRune', id: on.answer.rune.id }));
    expect(off).toMatchObject({ created: {}, destroyed: {} });
  });

  it('counts potions, heroic items and upgrade stones used', async () => {
    await grantItems(t.game, 'Hero_1', {
      potion_of_wrath: 2,
      heroic_potion: 1,
      heroic_shard: 10_000,
      health_upgrade_stone: 10_000,
    });
    const potion = await booked(
      post('items.php', { mod: 'useItem', id: 'potion_of_wrath', amount: 2 }),
    );
    expect(potion).toMatchObject({ created: {}, destroyed: { potion_of_wrath: 2 } });
    const heroic = await booked(post('misc.php', { mod: 'useHeroicPotion' }));
    expect(heroic).toMatchObject({ created: {}, destroyed: { heroic_potion: 1 } });
    const shards = await booked(post('misc.php', { mod: 'useHeroicShards' }));
    expect(shards.created).toEqual({});
    expect(Object.keys(shards.destroyed)).toEqual(['heroic_shard']);
    const stones = await booked(post('misc.php', { mod: 'useUpgradeStones', type: 'health' }));
    expect(stones.created).toEqual({});
    expect(Object.keys(stones.destroyed)).toEqual(['health_upgrade_stone']);
  });

  it('counts what tool, equipment, upgradeable item and gathering upgrades cost', async () => {
    await grantItems(t.game, 'Hero_1', {
      tool_component: 5,
      armor_component: 50,
      leather_strap: 5,
      metal: 100_000,
      wood: 100_000,
      stone: 100_000,
      gathering_shards: 1000,
    });
    const upgrades: [string, Record<string, unknown>][] = [
      ['items.php', { mod: 'upgradeTool', id: 'pickaxe' }],
      ['equipment.php', { mod: 'upgradeType', id: 3 }],
      ['items.php', { mod: 'upgradeUpgradeableItem', id: 'rune_belt', level: 1 }],
      ['misc.php', { mod: 'upgradeGatheringUpgradeLevel', c: 1 }],
      ['misc.php', { mod: 'upgradeGatheringUpgrade', id: 3 }],
      ['misc.php', { mod: 'upgradeGatheringUpgrade', id: 3 }],
    ];
    for (const [path, body] of upgrades) {
      const upgrade = await booked<{ itemsToRemove: { id: string; amount: number }[] }>(
        post(path, body),
      );
      expect(upgrade.created).toEqual({});
      expect(upgrade.destroyed).toEqual(sumAmounts(upgrade.answer.itemsToRemove));
    }
    const goldBefore = (await itemsOf(t.game, 'Hero_1')).gold ?? 0;
    const level = await booked<{ gold: number }>(
      post('equipment.php', { mod: 'upgradeLevel', id: 1 }),
    );
    expect(level).toMatchObject({
      created: {},
      destroyed: { gold: goldBefore - level.answer.gold },
    });
  });

  it("counts a username change's credits as destroyed", async () => {
    await grantItems(t.game, 'Hero_1', { credits: 60 });
    const renamed = await booked(
      post('preferences.php', {
        mod: 'changeUsername',
        newUsername: 'Hero_Renamed',
        password: 'correct horse battery',
      }),
    );
    expect(renamed).toMatchObject({ created: {}, destroyed: { credits: 50 } });
  });
});

describe('economy counters: trading between players', () => {
  let other: string;
  beforeEach(async () => {
    other = await t.register('Trader_2');
    await grantItems(t.game, 'Hero_1', { metal: 100 });
    await grantItems(t.game, 'Trader_2', { gold: 10_000 });
  });

  const market = (mod: string, fields: Record<string, unknown>, as: string) =>
    post('market.php', { mod, ...fields }, as);

  it('counts only the tax when orders are placed, filled and cancelled', async () => {
    const placed = await booked<{ playerOrders: MarketOrder[] }>(
      market('placeSellOrder', { itemid: 'metal', amount: 10, cost: 30, costDec: 50 }, hero),
    );
    expect(placed).toMatchObject({ created: {}, destroyed: {} });
    const sellOrder = placed.answer.playerOrders[0]?.id;

    const bought = await booked<{ tax: number }>(
      market('buy', { id: sellOrder, amount: 4 }, other),
    );
    const cost = totalBuyCost({ price: 30, priceDecimal: 50, resource: true, amount: 4 });
    expect(marketSaleTax(cost)).toBeGreaterThan(0);
    expect(bought.answer.tax).toBe(marketSaleTax(cost));
    expect(bought).toMatchObject({ created: {}, destroyed: { gold: marketSaleTax(cost) } });

    const wanted = await booked<{ playerOrders: MarketOrder[] }>(
      market('placeBuyOrder', { itemid: 'weapon_component', amount: 5, cost: 300 }, other),
    );
    expect(wanted).toMatchObject({ created: {}, destroyed: {} });
    const buyOrder = wanted.answer.playerOrders[0]?.id;
    await grantItems(t.game, 'Hero_1', { weapon_component: 3 });
    const sold = await booked<{ tax: number }>(market('sell', { id: buyOrder, amount: 2 }, hero));
    expect(sold.answer.tax).toBe(marketSaleTax(600));
    expect(sold).toMatchObject({ created: {}, destroyed: { gold: marketSaleTax(600) } });

    for (const [orderid, itemid, as] of [
      [sellOrder, 'metal', hero],
      [buyOrder, 'weapon_component', other],
    ] as const) {
      const cancelled = await booked(market('cancelOrder', { orderid, itemid }, as));
      expect(cancelled).toMatchObject({ created: {}, destroyed: {} });
    }
    expect(await t.game.db.selectFrom('market_orders').selectAll().execute()).toEqual([]);
  });

  it('counts nothing for items and jewels sent, and the tax of a jewel sold', async () => {
    const sent = await booked(
      post('items.php', { mod: 'sendItems', username: 'Trader_2', itemid: 'metal', amount: 7 }),
    );
    expect(sent).toMatchObject({ created: {}, destroyed: {} });
    const gold = await booked(
      post('items.php', { mod: 'sendItems', username: 'Hero_1', itemid: 'gold', amount: 9 }, other),
    );
    expect(gold).toMatchObject({ created: {}, destroyed: {} });

    const gift = await grantJewel('Hero_1', 3);
    const given = await booked(
      post('equipment.php', { mod: 'sendJewel', jid: gift, username: 'Trader_2' }),
    );
    expect(given).toMatchObject({ created: {}, destroyed: {} });

    const listed = await grantJewel('Hero_1', 4);
    const listing = await booked(
      post('equipment.php', { mod: 'sellJewelMarket', id: listed, cost: 1000 }),
    );
    expect(listing).toMatchObject({ created: {}, destroyed: {} });
    const bought = await booked<BuyJewelMarketAnswer>(
      post('equipment.php', { mod: 'buyJewelMarket', id: listed }, other),
    );
    expect(bought.answer.tax).toBe(marketSaleTax(1000));
    expect(bought).toMatchObject({ created: {}, destroyed: { gold: marketSaleTax(1000) } });
  });
});

describe('economy audit', () => {
  it('starts balanced on a database that played before the counters (migration 0009)', async () => {
    const other = await t.register('Trader_2');
    await grantItems(t.game, 'Hero_1', { metal: 500, rune_fire: 1 });
    await grantItems(t.game, 'Trader_2', { gold: 50_000 });
    await t.post('items.php', { mod: 'equipRune', id: 'rune_fire' }, hero);
    const listed = await grantJewel('Hero_1', 2);
    await grantJewel('Trader_2', 4);
    await t.post('equipment.php', { mod: 'sellJewelMarket', id: listed, cost: 700 }, hero);
    const orders: [string, Record<string, unknown>, string][] = [
      ['placeSellOrder', { itemid: 'metal', amount: 40, cost: 2, costDec: 37 }, hero],
      ['placeBuyOrder', { itemid: 'wood', amount: 33, cost: 1, costDec: 99 }, other],
      ['placeBuyOrder', { itemid: 'weapon_component', amount: 7, cost: 120 }, other],
    ];
    for (const [mod, fields, as] of orders) {
      const response = await t.post('market.php', { mod, ...fields }, as);
      expect(response.statusCode, response.body).toBe(200);
    }
    // A resource buy order filled in part holds the rounded-up cost of what it still wants.
    await grantItems(t.game, 'Hero_1', { wood: 10 });
    const woodOrder = await t.game.db
      .selectFrom('market_orders')
      .select('id')
      .where('item_id', '=', 'wood')
      .executeTakeFirstOrThrow();
    const sold = await t.post('market.php', { mod: 'sell', id: woodOrder.id, amount: 5 }, hero);
    expect(sold.statusCode, sold.body).toBe(200);
    const held = await holdings(t.game.db);
    expect(held['jewel:2']).toBe(1);

    // The counters as if the game had never kept them, then the migration that starts them.
    await t.game.db.schema.dropTable('economy_counters').execute();
    await migrations['0009_economy_counters']?.up(t.game.db);
    expect((await counterTotals(t.game.db)).created).toEqual(held);
    expect((await auditEconomy(t.game.db)).differences).toEqual([]);
  });

  it('names an item and a jewel that appeared outside the game', async () => {
    const userId = await userIdOf(t.game, 'Hero_1');
    const gold = (await itemsOf(t.game, 'Hero_1')).gold ?? 0;
    const clean = await auditEconomy(t.game.db);
    expect(clean.differences).toEqual([]);
    expect(clean.items).toBeGreaterThan(0);

    await t.game.db
      .updateTable('items')
      .set({ amount: sql`amount + 1` })
      .where('user_id', '=', userId)
      .where('item_id', '=', 'gold')
      .execute();
    await t.game.db
      .insertInto('items')
      .values({ user_id: userId, item_id: 'wolf_pelt', amount: 1 })
      .execute();
    await t.game.db
      .insertInto('jewels')
      .values({
        user_id: userId,
        type: 1,
        gem_type: 3,
        rarity: 1,
        health: 1,
        attack: 0,
        defence: 0,
        accuracy: 0,
        dodge: 0,
        market_price: null,
        crafted_by_user_id: userId,
        crafted_by_name: 'Hero_1',
        created_at: 0,
      })
      .execute();
    expect((await auditEconomy(t.game.db)).differences).toEqual([
      { itemId: 'gold', held: gold + 1, created: gold, destroyed: 0 },
      { itemId: 'jewel:3', held: 1, created: 0, destroyed: 0 },
      { itemId: 'wolf_pelt', held: 1, created: 0, destroyed: 0 },
    ]);
  });

  it('npm run audit:economy: exit 0 and the balance line, then exit 1 naming the item', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'economy-audit-'));
    try {
      const db = await openDatabase(dataDir);
      const userId = await createAccount(db, {
        username: 'Auditor_1',
        passwordHash: 'not a hash',
        email: null,
        now: TEST_START,
        nextCaptchaAt: TEST_START,
      });
      await db.destroy();
      const balanced = await runServerTool('audit-economy.ts', [], { DATA_DIR: dataDir });
      expect(balanced.stderr).toBe('');
      expect(balanced.code).toBe(0);
      expect(balanced.stdout).toMatch(/^Economy audit: all \d+ items balance/);

      const tampered = await openDatabase(dataDir);
      await tampered
        .insertInto('items')
        .values({ user_id: userId, item_id: 'wolf_pelt', amount: 1 })
        .execute();
      await tampered.destroy();
      const unbalanced = await runServerTool('audit-economy.ts', [], { DATA_DIR: dataDir });
      expect(unbalanced.code).toBe(1);
      expect(unbalanced.stderr).toContain('wolf_pelt does not balance');
      expect(unbalanced.stderr).toContain('1 unaccounted for');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
