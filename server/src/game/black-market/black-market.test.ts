import { NOT_ENOUGH_GOLD_TEXT, blackMarketCreditPrice } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notEnoughText } from '../inventory/equipment';
import {
  TEST_START,
  createTestGame,
  registerEmptyHanded,
  expectRefusedUnchanged,
  grantItems,
  itemsOf,
  type TestGame,
} from '../../test-support';

let t: TestGame;
let player: string;

beforeEach(async () => {
  t = await createTestGame();
  player = await registerEmptyHanded(t, 'Dealer');
});
afterEach(async () => {
  await t.close();
});

const store = (mod: string, fields: Record<string, unknown>, as: string) =>
  t.post('store.php', { mod, ...fields }, as);
const counters = () => t.game.db.selectFrom('black_market_credits').selectAll().execute();

describe('store.php blackMarket and blackMarketCredits', () => {
  it('sells bound credits at a price rising with each one this month', async () => {
    const first = blackMarketCreditPrice(1);
    const second = blackMarketCreditPrice(2);
    expect([first, second]).toEqual([100_000, 107_765]);
    await grantItems(t.game, 'Dealer', { gold: first + second + 5 });

    const page = await t.get('store.php', { mod: 'blackMarket' }, player);
    expect(page.json()).toEqual({ creditsPurchased: 0, creditsCost: first });

    const bought = await store('blackMarketCredits', {}, player);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toEqual({ purchased: 1, cost: first, nextCost: second });
    const again = await store('blackMarketCredits', {}, player);
    expect(again.json()).toEqual({
      purchased: 2,
      cost: second,
      nextCost: blackMarketCreditPrice(3),
    });
    expect(await itemsOf(t.game, 'Dealer')).toEqual({ gold: 5, bound_credits: 2 });
    const after = await t.get('store.php', { mod: 'blackMarket' }, player);
    expect(after.json()).toEqual({ creditsPurchased: 2, creditsCost: blackMarketCreditPrice(3) });
  });

  it('starts the price again at the start of the next UTC month', async () => {
    await grantItems(t.game, 'Dealer', { gold: 1_000_000 });
    await store('blackMarketCredits', {}, player);
    await store('blackMarketCredits', {}, player);
    expect(await counters()).toMatchObject([{ month_key: '2026-11', credits_bought: 2 }]);

    // To one millisecond before 1 December 2026 UTC: still November's price.
    t.game.clock.advance(Date.UTC(2026, 11, 1) - 1 - TEST_START);
    const late = await t.get('store.php', { mod: 'blackMarket' }, player);
    expect(late.json()).toMatchObject({ creditsPurchased: 2 });
    t.game.clock.advance(1);
    const page = await t.get('store.php', { mod: 'blackMarket' }, player);
    expect(page.json()).toEqual({ creditsPurchased: 0, creditsCost: 100_000 });
    const bought = await store('blackMarketCredits', {}, player);
    expect(bought.json()).toEqual({
      purchased: 1,
      cost: 100_000,
      nextCost: blackMarketCreditPrice(2),
    });
    expect(await counters()).toMatchObject([{ month_key: '2026-12', credits_bought: 1 }]);
    expect(await itemsOf(t.game, 'Dealer')).toEqual({
      gold: 1_000_000 - 100_000 - 107_765 - 100_000,
      bound_credits: 3,
    });
  });

  it('refuses a credit the player cannot pay for, changing nothing', async () => {
    await grantItems(t.game, 'Dealer', { gold: 99_999 });
    await expectRefusedUnchanged(
      t.game,
      () => store('blackMarketCredits', {}, player),
      NOT_ENOUGH_GOLD_TEXT,
    );
    expect(await counters()).toEqual([]);
  });
});

describe('store.php blackMarketCache', () => {
  it('trades resource caches for 10,000 of the chosen resource each', async () => {
    await grantItems(t.game, 'Dealer', { resource_cache: 6 });
    const metal = await store('blackMarketCache', { amount: 2, resource: 1 }, player);
    expect(metal.statusCode, metal.body).toBe(200);
    expect(metal.json()).toEqual({ res: 'metal', numRes: 20_000, numCache: 2 });
    await store('blackMarketCache', { amount: 1, resource: 2 }, player);
    await store('blackMarketCache', { amount: 3, resource: 3 }, player);
    expect(await itemsOf(t.game, 'Dealer')).toEqual({
      metal: 20_000,
      wood: 10_000,
      stone: 30_000,
    });
  });

  it('refuses bad input and too few caches, changing nothing', async () => {
    await grantItems(t.game, 'Dealer', { resource_cache: 2 });
    const refused = (fields: Record<string, unknown>, error: unknown) =>
      expectRefusedUnchanged(t.game, () => store('blackMarketCache', fields, player), error);
    await refused({ amount: 0, resource: 1 }, expect.stringContaining('amount'));
    await refused({ amount: 1_000_000, resource: 1 }, expect.stringContaining('amount'));
    await refused({ amount: 1, resource: 4 }, expect.stringContaining('resource'));
    await refused({ amount: 1 }, expect.stringContaining('resource'));
    await refused({ amount: 3, resource: 1 }, notEnoughText('resource_cache'));
  });
});

describe('store.php black market under concurrency', () => {
  it('charges each of many credits bought at once its own price, and never below zero', async () => {
    const prices = [1, 2, 3, 4, 5].map(blackMarketCreditPrice);
    const affordable = prices.reduce((sum, price) => sum + price, 0);
    // Enough for five credits and part of a sixth; caches for 7 trades of 3 out of 10 tried.
    await grantItems(t.game, 'Dealer', { gold: affordable + 1000, resource_cache: 21 });
    const calls = [];
    for (let i = 0; i < 10; i++) {
      calls.push(store('blackMarketCredits', {}, player));
      calls.push(store('blackMarketCache', { amount: 3, resource: 1 + (i % 3) }, player));
    }
    const responses = await Promise.all(calls);
    const ok = responses.filter((response) => response.statusCode === 200);
    for (const response of responses) {
      if (response.statusCode === 200) continue;
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(ok).toHaveLength(5 + 7);
    const credits = ok
      .map((response) => response.json<{ purchased?: number; cost?: number }>())
      .filter((answer) => answer.purchased !== undefined)
      .sort((a, b) => (a.purchased ?? 0) - (b.purchased ?? 0));
    expect(credits.map((answer) => answer.cost)).toEqual(prices);
    const items = await itemsOf(t.game, 'Dealer');
    expect(items.gold).toBe(1000);
    expect(items.bound_credits).toBe(5);
    expect(items.resource_cache ?? 0).toBe(0);
    expect((items.metal ?? 0) + (items.wood ?? 0) + (items.stone ?? 0)).toBe(7 * 3 * 10_000);
    expect(await counters()).toMatchObject([{ credits_bought: 5 }]);
  });
});
