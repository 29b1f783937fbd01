import { MARKET_LAST_TRADES_SHOWN, buyOrderFillGold, marketSaleTax } from '@idle/game-rules';
import type { MarketOrder, PriceHistoryAnswer } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notEnoughText } from '../inventory/equipment';
import { UNKNOWN_ITEM_TEXT } from '../inventory/inventory';
import { NOT_MARKETABLE_TEXT } from './book';
import {
  TEST_START,
  createTestGame,
  expectRefusedUnchanged,
  grantItems,
  registerEmptyHanded,
  userIdOf,
  type TestGame,
} from '../../test-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestGame;
let seller: string;
let buyer: string;

beforeEach(async () => {
  t = await createTestGame();
  seller = await registerEmptyHanded(t, 'Seller');
  buyer = await registerEmptyHanded(t, 'Buyer');
  await grantItems(t.game, 'Seller', { metal: 1_000, weapon_component: 100 });
  await grantItems(t.game, 'Buyer', { gold: 100_000 });
});
afterEach(async () => {
  await t.close();
});

const history = (itemid: string) => t.get('market.php', { mod: 'priceHistory', itemid }, buyer);

async function call(mod: string, fields: Record<string, unknown>, as: string) {
  const response = await t.post('market.php', { mod, ...fields }, as);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The newest order of the player's answer. */
async function place(
  kind: 'placeSellOrder' | 'placeBuyOrder',
  fields: { itemid: string; amount: number; cost: number; costDec?: number },
  as: string,
): Promise<number> {
  const response = await call(kind, fields, as);
  const { playerOrders } = response.json<{ playerOrders: MarketOrder[] }>();
  return Math.max(...playerOrders.map((order) => order.id));
}

/** Buyer takes `amount` metal from a new sell order of Seller's at cost.costDec. */
async function buyMetal(amount: number, cost: number, costDec: number): Promise<void> {
  const id = await place('placeSellOrder', { itemid: 'metal', amount, cost, costDec }, seller);
  await call('buy', { id, amount }, buyer);
}

const tradeRows = () => t.game.db.selectFrom('market_trades').selectAll().orderBy('id').execute();

describe('market.php priceHistory', () => {
  it('answers no trades for an item nobody traded', async () => {
    const response = await history('metal');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lastTrades: [],
      volume24h: 0,
      average1dCents: null,
      average7dCents: null,
      average30dCents: null,
      days: [],
    } satisfies PriceHistoryAnswer);
  });

  it('records each fill in its transaction, with both players and the order price', async () => {
    const buyOrder = await place(
      'placeBuyOrder',
      { itemid: 'metal', amount: 10, cost: 1, costDec: 5 },
      buyer,
    );
    await call('sell', { id: buyOrder, amount: 4 }, seller);
    await buyMetal(3, 2, 50);
    const sellerId = await userIdOf(t.game, 'Seller');
    const buyerId = await userIdOf(t.game, 'Buyer');
    expect(await tradeRows()).toMatchObject([
      {
        item_id: 'metal',
        amount: 4,
        price_cents: 105,
        traded_at: TEST_START,
        buyer_id: buyerId,
        seller_id: sellerId,
        // What the buy order's held gold paid for 4 of its 10, and the seller's tax on it.
        gold: buyOrderFillGold({ price: 1, priceDecimal: 5, resource: true }, 10, 4),
        tax: marketSaleTax(buyOrderFillGold({ price: 1, priceDecimal: 5, resource: true }, 10, 4)),
      },
      {
        item_id: 'metal',
        amount: 3,
        price_cents: 250,
        traded_at: TEST_START,
        buyer_id: buyerId,
        seller_id: sellerId,
        // 7.50 rounded up; 5% of 8 rounds down to nothing.
        gold: 8,
        tax: 0,
      },
    ]);

    // A fill refused after its trade was written leaves no trade: one transaction.
    await grantItems(t.game, 'Buyer', { weapon_component: 1 });
    const componentOrder = await place(
      'placeBuyOrder',
      { itemid: 'weapon_component', amount: 200, cost: 3 },
      buyer,
    );
    const before = await tradeRows();
    await expectRefusedUnchanged(
      t.game,
      () => t.post('market.php', { mod: 'sell', id: componentOrder, amount: 101 }, seller),
      notEnoughText('weapon_component'),
    );
    expect(await tradeRows()).toEqual(before);
  });

  it('answers the last trades, the 24-hour volume, the 1-, 7- and 30-day averages and the days', async () => {
    // Nov 21 12:00: 10 at 2.50.
    await buyMetal(10, 2, 50);
    // Nov 23 12:00: 4 sold into a buy order at 1.05.
    t.game.clock.advance(2 * DAY);
    const buyOrder = await place(
      'placeBuyOrder',
      { itemid: 'metal', amount: 4, cost: 1, costDec: 5 },
      buyer,
    );
    await call('sell', { id: buyOrder, amount: 4 }, seller);
    // Nov 29 12:00: 6 at 3.00.
    t.game.clock.advance(6 * DAY);
    await buyMetal(6, 3, 0);
    // Nov 30 08:00 and 09:00: 2 at 2.50, 3 at 2.00.
    t.game.clock.advance(20 * HOUR);
    await buyMetal(2, 2, 50);
    t.game.clock.advance(HOUR);
    await buyMetal(3, 2, 0);
    // Another item's trades stay out of metal's figures.
    const components = await place(
      'placeSellOrder',
      { itemid: 'weapon_component', amount: 5, cost: 40 },
      seller,
    );
    await call('buy', { id: components, amount: 5 }, buyer);
    // Read on Nov 30 at 13:00.
    t.game.clock.advance(4 * HOUR);

    const nov = (day: number, hour = 0) => Date.UTC(2026, 10, day, hour);
    const response = await history('metal');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lastTrades: [
        { at: nov(30, 9), amount: 3, priceCents: 200 },
        { at: nov(30, 8), amount: 2, priceCents: 250 },
        { at: nov(29, 12), amount: 6, priceCents: 300 },
        { at: nov(23, 12), amount: 4, priceCents: 105 },
        { at: nov(21, 12), amount: 10, priceCents: 250 },
      ],
      // Since Nov 29 13:00: the two trades of Nov 30.
      volume24h: 5,
      // Since Nov 29 13:00: (2 * 250 + 3 * 200) / 5.
      average1dCents: 220,
      // Since Nov 23 13:00: (6 * 300 + 2 * 250 + 3 * 200) / 11 = 263.6.
      average7dCents: 264,
      // Since Oct 31 13:00, all 25: (10 * 250 + 4 * 105 + 6 * 300 + 2 * 250 + 3 * 200) / 25 = 232.8.
      average30dCents: 233,
      days: [
        { day: nov(21), volume: 10, averageCents: 250 },
        { day: nov(23), volume: 4, averageCents: 105 },
        { day: nov(29), volume: 6, averageCents: 300 },
        // (2 * 250 + 3 * 200) / 5.
        { day: nov(30), volume: 5, averageCents: 220 },
      ],
    } satisfies PriceHistoryAnswer);

    const component = (await history('weapon_component')).json<PriceHistoryAnswer>();
    expect(component).toMatchObject({
      lastTrades: [{ at: nov(30, 9), amount: 5, priceCents: 4000 }],
      volume24h: 5,
      average7dCents: 4000,
      days: [{ day: nov(30), volume: 5, averageCents: 4000 }],
    });

    // Dec 21: the chart's 30 days start on Nov 22; no trade in the last 24 hours or 7 days.
    t.game.clock.advance(Date.UTC(2026, 11, 21, 1) - t.game.clock.now());
    const later = (await history('metal')).json<PriceHistoryAnswer>();
    expect(later.lastTrades).toHaveLength(5);
    expect(later.volume24h).toBe(0);
    expect(later.average1dCents).toBeNull();
    expect(later.average7dCents).toBeNull();
    // Since Nov 21 02:00: still every trade.
    expect(later.average30dCents).toBe(233);
    expect(later.days.map((day) => day.day)).toEqual([nov(23), nov(29), nov(30)]);
  });

  it('lists only the newest trades, newest first', async () => {
    const id = await place(
      'placeSellOrder',
      { itemid: 'weapon_component', amount: 40, cost: 7 },
      seller,
    );
    for (let amount = 1; amount <= MARKET_LAST_TRADES_SHOWN + 2; amount++) {
      t.game.clock.advance(60_000);
      await call('buy', { id, amount: amount % 2 === 0 ? 2 : 1 }, buyer);
    }
    const { lastTrades, volume24h } = (
      await history('weapon_component')
    ).json<PriceHistoryAnswer>();
    expect(MARKET_LAST_TRADES_SHOWN).toBe(20);
    expect(lastTrades).toHaveLength(20);
    expect(lastTrades[0]?.at).toBe(TEST_START + 22 * 60_000);
    expect(lastTrades.at(-1)?.at).toBe(TEST_START + 3 * 60_000);
    expect(lastTrades.every((trade, i) => i === 0 || trade.at < (lastTrades[i - 1]?.at ?? 0))).toBe(
      true,
    );
    // 11 trades of 2 and 11 of 1, all in the last 24 hours.
    expect(volume24h).toBe(33);
  });

  it('refuses unknown items, items the market does not trade and gold, changing nothing', async () => {
    await expectRefusedUnchanged(t.game, () => history('no_such_item'), UNKNOWN_ITEM_TEXT);
    await expectRefusedUnchanged(t.game, () => history('boss_tokens'), NOT_MARKETABLE_TEXT);
    await expectRefusedUnchanged(t.game, () => history('gold'), NOT_MARKETABLE_TEXT);
    await expectRefusedUnchanged(t.game, () => history('Metal!'), 'That item does not exist.');
  });
});
