/**
 * The market's depth and ledger (issue 29): the book's depth by price, editing an order in
 * place (with its refusals, a fill racing it, identical edits at once), `marketValues` and the
 * player's own trades (`tradeHistory`).
 */
import type {
  EditOrderAnswer,
  MarketDepthAnswer,
  MarketOrder,
  MarketValuesAnswer,
  TradeHistoryAnswer,
} from '@idle/contracts';
import {
  MARKET_DEPTH_LEVELS,
  MARKET_HISTORY_PAGE_SIZE,
  NOT_ENOUGH_GOLD_TEXT,
  buyOrderHeld,
  marketSaleTax,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  TEST_START,
  createTestGame,
  expectRefusedUnchanged,
  grantItems,
  itemsOf,
  registerEmptyHanded,
  userIdOf,
  type TestGame,
} from '../../test-support';
import { auditEconomy } from '../economy/economy-audit';
import { notEnoughText } from '../inventory/equipment';
import { UNKNOWN_ITEM_TEXT } from '../inventory/inventory';
import { NOT_MARKETABLE_TEXT } from './book';
import { marketValues } from './history';
import {
  LISTING_GONE_MEANWHILE_TEXT,
  NO_DECIMAL_PRICE_TEXT,
  NO_SUCH_LISTING_TEXT,
  changedMeanwhileText,
} from './orders';

const DAY = 86_400_000;

let t: TestGame;
let seller: string;
let buyer: string;

beforeEach(async () => {
  t = await createTestGame();
  seller = await registerEmptyHanded(t, 'Seller');
  buyer = await registerEmptyHanded(t, 'Buyer');
});
afterEach(async () => {
  await t.close();
});

const post = (mod: string, fields: Record<string, unknown>, as: string) =>
  t.post('market.php', { mod, ...fields }, as);
const get = (mod: string, fields: Record<string, unknown>, as: string) =>
  t.get('market.php', { mod, ...fields }, as);

async function ok<T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}

/** Places an order and answers it (the newest of the player's orders of the item). */
async function place(
  kind: 'placeSellOrder' | 'placeBuyOrder',
  fields: { itemid: string; amount: number; cost: number; costDec?: number; bulk?: number },
  as: string,
): Promise<MarketOrder> {
  const { playerOrders } = await ok<{ playerOrders: MarketOrder[] }>(post(kind, fields, as));
  const newest = playerOrders.reduce((a, b) => (a.id > b.id ? a : b));
  return newest;
}

const orderRows = () => t.game.db.selectFrom('market_orders').selectAll().orderBy('id').execute();
const expectAuditClean = async () =>
  expect((await auditEconomy(t.game.db)).differences).toEqual([]);

describe('market.php marketDepth', () => {
  it('sums each side by price, best first, and marks a side with more levels', async () => {
    const third = await registerEmptyHanded(t, 'Third');
    await grantItems(t.game, 'Seller', { metal: 1_000 });
    await grantItems(t.game, 'Third', { metal: 1_000 });
    await grantItems(t.game, 'Buyer', { gold: 100_000 });
    await place('placeSellOrder', { itemid: 'metal', amount: 5, cost: 3, costDec: 50 }, seller);
    await place('placeSellOrder', { itemid: 'metal', amount: 7, cost: 2, costDec: 99 }, third);
    await place('placeSellOrder', { itemid: 'metal', amount: 8, cost: 3, costDec: 50 }, third);
    await place('placeBuyOrder', { itemid: 'metal', amount: 4, cost: 1, costDec: 10 }, buyer);
    await place('placeBuyOrder', { itemid: 'metal', amount: 2, cost: 1, costDec: 20 }, buyer);
    await place('placeBuyOrder', { itemid: 'metal', amount: 6, cost: 1, costDec: 10 }, buyer);

    expect(await ok<MarketDepthAnswer>(get('marketDepth', { itemid: 'metal' }, seller))).toEqual({
      itemid: 'metal',
      sell: [
        { priceCents: 299, amount: 7, orders: 1 },
        { priceCents: 350, amount: 13, orders: 2 },
      ],
      buy: [
        { priceCents: 120, amount: 2, orders: 1 },
        { priceCents: 110, amount: 10, orders: 2 },
      ],
      sellMore: false,
      buyMore: false,
    } satisfies MarketDepthAnswer);

    // Beyond MARKET_DEPTH_LEVELS prices, the best ones only; the answer stays small.
    const sellerId = await userIdOf(t.game, 'Seller');
    await t.game.db
      .insertInto('market_orders')
      .values(
        Array.from({ length: 2 * MARKET_DEPTH_LEVELS }, (_, i) => ({
          user_id: sellerId,
          item_id: 'metal',
          type: 1,
          amount: 1,
          cost: 10 + i,
          cost_dec: 0,
          bulk: 0,
          created_at: 0,
        })),
      )
      .execute();
    const deep = await ok<MarketDepthAnswer>(get('marketDepth', { itemid: 'metal' }, buyer));
    expect(deep.sell).toHaveLength(MARKET_DEPTH_LEVELS);
    expect(deep.sell[0]).toEqual({ priceCents: 299, amount: 7, orders: 1 });
    expect(deep.sell.at(-1)?.priceCents).toBe((10 + MARKET_DEPTH_LEVELS - 3) * 100);
    expect(deep.sellMore).toBe(true);
    expect(deep.buyMore).toBe(false);
  });

  it('answers empty sides for an item nobody lists, and refuses what the market does not trade', async () => {
    expect(await ok<MarketDepthAnswer>(get('marketDepth', { itemid: 'wood' }, seller))).toEqual({
      itemid: 'wood',
      sell: [],
      buy: [],
      sellMore: false,
      buyMore: false,
    });
    await expectRefusedUnchanged(
      t.game,
      () => get('marketDepth', { itemid: 'no_such_item' }, seller),
      UNKNOWN_ITEM_TEXT,
    );
    await expectRefusedUnchanged(
      t.game,
      () => get('marketDepth', { itemid: 'gold' }, seller),
      NOT_MARKETABLE_TEXT,
    );
  });
});

const edit = (
  order: Pick<MarketOrder, 'id' | 'itemid'>,
  fields: { was: number; amount: number; cost: number; costDec?: number },
  as: string,
) => post('editOrder', { orderid: order.id, itemid: order.itemid, costDec: 0, ...fields }, as);

describe('market.php editOrder', () => {
  it('holds more items for a larger sell order and gives back for a smaller one', async () => {
    await grantItems(t.game, 'Seller', { metal: 100 });
    const order = await place('placeSellOrder', { itemid: 'metal', amount: 10, cost: 3 }, seller);

    const larger = await ok<EditOrderAnswer>(
      edit(order, { was: 10, amount: 25, cost: 2, costDec: 75 }, seller),
    );
    expect(larger.order).toMatchObject({ id: order.id, amount: 25, cost: 2, costDec: 75 });
    expect(larger.itemsToRemove).toEqual([{ id: 'metal', amount: 15 }]);
    expect(larger.itemsToAdd).toEqual([]);
    expect('sellOrders' in larger && larger.sellOrders.map((o) => o.amount)).toEqual([25]);
    expect(larger.playerOrders).toEqual([larger.order]);
    expect(await itemsOf(t.game, 'Seller')).toEqual({ metal: 75 });

    const smaller = await ok<EditOrderAnswer>(edit(order, { was: 25, amount: 4, cost: 2 }, seller));
    expect(smaller.itemsToAdd).toEqual([{ id: 'metal', amount: 21 }]);
    expect(await itemsOf(t.game, 'Seller')).toEqual({ metal: 96 });
    expect(await orderRows()).toMatchObject([{ id: order.id, amount: 4, cost: 2, cost_dec: 0 }]);
    await expectAuditClean();
  });

  it('holds the gold a buy order needs at its new price and amount, resources rounded up', async () => {
    await grantItems(t.game, 'Buyer', { gold: 1_000 });
    const order = await place(
      'placeBuyOrder',
      { itemid: 'metal', amount: 10, cost: 1, costDec: 5 },
      buyer,
    );
    const heldBefore = buyOrderHeld({ price: 1, priceDecimal: 5, resource: true }, 10);
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 1_000 - heldBefore });

    const dearer = await ok<EditOrderAnswer>(
      edit(order, { was: 10, amount: 30, cost: 2, costDec: 33 }, buyer),
    );
    const heldAfter = buyOrderHeld({ price: 2, priceDecimal: 33, resource: true }, 30);
    expect(dearer.itemsToRemove).toEqual([{ id: 'gold', amount: heldAfter - heldBefore }]);
    expect('buyOrders' in dearer && dearer.buyOrders[0]).toMatchObject({ amount: 30, cost: 2 });
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 1_000 - heldAfter });

    const cheaper = await ok<EditOrderAnswer>(edit(order, { was: 30, amount: 30, cost: 1 }, buyer));
    expect(cheaper.itemsToAdd).toEqual([{ id: 'gold', amount: heldAfter - 30 }]);
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 970 });
    await expectAuditClean();
  });

  it('lets a new price cross the other side without filling anything, as a new order does', async () => {
    await grantItems(t.game, 'Seller', { weapon_component: 10 });
    await grantItems(t.game, 'Buyer', { gold: 1_000 });
    await place('placeBuyOrder', { itemid: 'weapon_component', amount: 5, cost: 40 }, buyer);
    const order = await place(
      'placeSellOrder',
      { itemid: 'weapon_component', amount: 5, cost: 60 },
      seller,
    );
    await ok(edit(order, { was: 5, amount: 5, cost: 30 }, seller));
    expect((await orderRows()).map((row) => [row.type, row.amount, row.cost])).toEqual([
      [2, 5, 40],
      [1, 5, 30],
    ]);
    expect(await t.game.db.selectFrom('market_trades').selectAll().execute()).toEqual([]);
  });

  it('refuses, changing nothing: not theirs, gone, changed meanwhile, bad figures, not enough to hold', async () => {
    await grantItems(t.game, 'Seller', { metal: 20, weapon_component: 5 });
    await grantItems(t.game, 'Buyer', { gold: 200 });
    const sell = await place('placeSellOrder', { itemid: 'metal', amount: 10, cost: 3 }, seller);
    const component = await place(
      'placeSellOrder',
      { itemid: 'weapon_component', amount: 5, cost: 3 },
      seller,
    );
    const bid = await place('placeBuyOrder', { itemid: 'metal', amount: 10, cost: 10 }, buyer);
    const refused = (call: () => ReturnType<typeof post>, error: string) =>
      expectRefusedUnchanged(t.game, call, error);

    // Another player's order, or the order named with another item.
    await refused(() => edit(sell, { was: 10, amount: 5, cost: 3 }, buyer), NO_SUCH_LISTING_TEXT);
    await refused(
      () => edit({ ...sell, itemid: 'wood' }, { was: 10, amount: 5, cost: 3 }, seller),
      NO_SUCH_LISTING_TEXT,
    );
    // The amount the player saw is not the order's any more.
    await refused(
      () => edit(sell, { was: 12, amount: 5, cost: 3 }, seller),
      changedMeanwhileText(10),
    );
    // Not enough left to hold more.
    await refused(
      () => edit(sell, { was: 10, amount: 21, cost: 3 }, seller),
      notEnoughText('metal'),
    );
    await refused(() => edit(bid, { was: 10, amount: 10, cost: 31 }, buyer), NOT_ENOUGH_GOLD_TEXT);
    // Bad figures: zod's sentences, and hundredths on an item that is not a resource.
    await refused(
      () => edit(sell, { was: 10, amount: 0, cost: 3 }, seller),
      'The amount must be at least 1.',
    );
    await refused(
      () => edit(sell, { was: 10, amount: 5, cost: 0 }, seller),
      'The cost must be at least 1.',
    );
    await refused(
      () => edit(sell, { was: 10, amount: 5, cost: 3, costDec: 100 }, seller),
      "The price's cents can be at most 99.",
    );
    await refused(
      () => edit(component, { was: 5, amount: 5, cost: 3, costDec: 50 }, seller),
      NO_DECIMAL_PRICE_TEXT,
    );
    await refused(
      () => edit(sell, { was: 'ten', amount: 5, cost: 3 } as never, seller),
      'The listed amount must be a number.',
    );

    // Gone: filled whole meanwhile.
    await ok(post('buy', { id: sell.id, amount: 10 }, buyer));
    await refused(
      () => edit(sell, { was: 10, amount: 5, cost: 3 }, seller),
      LISTING_GONE_MEANWHILE_TEXT,
    );
  });

  it('under fills racing it, conserves every coin and item (audit clean)', async () => {
    const rival = await registerEmptyHanded(t, 'Rival');
    await grantItems(t.game, 'Seller', { metal: 5_000, gold: 1_000 });
    await grantItems(t.game, 'Buyer', { gold: 50_000 });
    await grantItems(t.game, 'Rival', { gold: 50_000, metal: 5_000 });
    const names = ['Seller', 'Buyer', 'Rival'];
    const totals = async () => {
      const held = await Promise.all(names.map((name) => itemsOf(t.game, name)));
      const orders = await orderRows();
      const metal =
        held.reduce((sum, items) => sum + (items.metal ?? 0), 0) +
        orders.filter((row) => row.type === 1).reduce((sum, row) => sum + row.amount, 0);
      const tax = await t.game.db.selectFrom('market_trades').select(['tax']).execute();
      const gold =
        held.reduce((sum, items) => sum + (items.gold ?? 0), 0) +
        orders
          .filter((row) => row.type === 2)
          .reduce(
            (sum, row) =>
              sum +
              buyOrderHeld(
                { price: row.cost, priceDecimal: row.cost_dec, resource: true },
                row.amount,
              ),
            0,
          ) +
        tax.reduce((sum, row) => sum + row.tax, 0);
      return { metal, gold };
    };
    const start = await totals();
    const sell = await place(
      'placeSellOrder',
      { itemid: 'metal', amount: 100, cost: 2, costDec: 50 },
      seller,
    );
    const bid = await place(
      'placeBuyOrder',
      { itemid: 'metal', amount: 100, cost: 1, costDec: 75 },
      buyer,
    );
    let outcomes = { edited: 0, refused: 0 };
    for (let round = 0; round < 12; round++) {
      const rows = await orderRows();
      const sellNow = rows.find((row) => row.id === sell.id);
      const bidNow = rows.find((row) => row.id === bid.id);
      const calls = [
        ...(sellNow
          ? [
              () =>
                edit(
                  sell,
                  { was: sellNow.amount, amount: sellNow.amount + 7, cost: 2, costDec: round },
                  seller,
                ),
              () => post('buy', { id: sell.id, amount: 3 }, buyer),
              () => post('buy', { id: sell.id, amount: 2 }, rival),
            ]
          : []),
        ...(bidNow
          ? [
              () =>
                edit(
                  bid,
                  { was: bidNow.amount, amount: bidNow.amount + 5, cost: 1, costDec: 90 - round },
                  buyer,
                ),
              () => post('sell', { id: bid.id, amount: 4 }, rival),
              () => post('sell', { id: bid.id, amount: 1 }, seller),
            ]
          : []),
      ];
      // Every other round the fills are asked first: the edits then find the orders changed.
      const answers = await Promise.all(
        (round % 2 === 0 ? calls : calls.reverse()).map((c) => c()),
      );
      for (const answer of answers) {
        const body = answer.json<{ error?: string }>();
        if (answer.statusCode === 200) {
          if ('order' in body) outcomes = { ...outcomes, edited: outcomes.edited + 1 };
        } else {
          expect(answer.statusCode, answer.body).toBe(400);
          expect(body.error).toMatch(/changed meanwhile|no longer available|only has/);
          outcomes = { ...outcomes, refused: outcomes.refused + 1 };
        }
      }
    }
    expect(outcomes.edited).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(await totals()).toEqual(start);
    await expectAuditClean();
  });

  it('many identical edits at once leave one consistent order', async () => {
    await grantItems(t.game, 'Seller', { metal: 100 });
    await grantItems(t.game, 'Buyer', { gold: 10_000 });
    const sell = await place('placeSellOrder', { itemid: 'metal', amount: 10, cost: 3 }, seller);
    const bid = await place('placeBuyOrder', { itemid: 'metal', amount: 10, cost: 3 }, buyer);
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => edit(sell, { was: 10, amount: 30, cost: 4 }, seller)),
      ...Array.from({ length: 12 }, () => edit(bid, { was: 10, amount: 20, cost: 5 }, buyer)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect((await orderRows()).map((row) => [row.id, row.amount, row.cost])).toEqual([
      [sell.id, 30, 4],
      [bid.id, 20, 5],
    ]);
    // Held once: 20 more metal, and 100 gold where 30 were.
    expect(await itemsOf(t.game, 'Seller')).toEqual({ metal: 70 });
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 9_900 });
    await expectAuditClean();
  });
});

describe('market.php marketValues', () => {
  it('answers the 7-day average of every traded item at once', async () => {
    await grantItems(t.game, 'Seller', { metal: 1_000, weapon_component: 100 });
    await grantItems(t.game, 'Buyer', { gold: 100_000 });
    const trade = async (itemid: string, amount: number, cost: number, costDec = 0) => {
      const order = await place('placeSellOrder', { itemid, amount, cost, costDec }, seller);
      await ok(post('buy', { id: order.id, amount }, buyer));
    };
    // Eight days ago: out of the window.
    await trade('metal', 50, 9);
    t.game.clock.advance(8 * DAY);
    await trade('metal', 10, 2, 50);
    await trade('metal', 30, 2);
    await trade('weapon_component', 4, 40);

    const expected: MarketValuesAnswer = {
      days: 7,
      values: [
        // (10 * 250 + 30 * 200) / 40 = 212.5.
        { itemid: 'metal', averageCents: 213, volume: 40 },
        { itemid: 'weapon_component', averageCents: 4_000, volume: 4 },
      ],
    };
    expect(await marketValues(t.game)).toEqual(expected);
    expect(await ok<MarketValuesAnswer>(get('marketValues', {}, buyer))).toEqual(expected);

    t.game.clock.advance(7 * DAY);
    expect(await marketValues(t.game)).toEqual({ days: 7, values: [] });
  });
});

describe('market.php tradeHistory', () => {
  it("lists only the player's own trades, newest first, with the other player and the totals", async () => {
    const third = await registerEmptyHanded(t, 'Third');
    await grantItems(t.game, 'Seller', { metal: 1_000 });
    await grantItems(t.game, 'Buyer', { gold: 100_000, weapon_component: 10 });
    await grantItems(t.game, 'Third', { gold: 100_000 });
    // Seller sells 10 metal at 2.50 to Buyer: 25 gold, tax 1.
    const metal = await place(
      'placeSellOrder',
      { itemid: 'metal', amount: 10, cost: 2, costDec: 50 },
      seller,
    );
    await ok(post('buy', { id: metal.id, amount: 10 }, buyer));
    // Buyer sells 10 components into Seller's buy order at 300: 3,000 gold, tax 150.
    t.game.clock.advance(60_000);
    await grantItems(t.game, 'Seller', { gold: 3_000 });
    const bid = await place(
      'placeBuyOrder',
      { itemid: 'weapon_component', amount: 10, cost: 300 },
      seller,
    );
    await ok(post('sell', { id: bid.id, amount: 10 }, buyer));
    // Seller sells 5 metal at 7 to Third.
    t.game.clock.advance(60_000);
    const toThird = await place('placeSellOrder', { itemid: 'metal', amount: 5, cost: 7 }, seller);
    await ok(post('buy', { id: toThird.id, amount: 5 }, third));

    const history = await ok<TradeHistoryAnswer>(get('tradeHistory', { page: 1 }, seller));
    expect(history).toEqual({
      trades: [
        {
          id: expect.any(Number) as number,
          at: TEST_START + 120_000,
          side: 'sold',
          itemid: 'metal',
          amount: 5,
          priceCents: 700,
          total: 35,
          tax: marketSaleTax(35),
          counterpart: 'Third',
        },
        {
          id: expect.any(Number) as number,
          at: TEST_START + 60_000,
          side: 'bought',
          itemid: 'weapon_component',
          amount: 10,
          priceCents: 30_000,
          total: 3_000,
          tax: 0,
          counterpart: 'Buyer',
        },
        {
          id: expect.any(Number) as number,
          at: TEST_START,
          side: 'sold',
          itemid: 'metal',
          amount: 10,
          priceCents: 250,
          total: 25,
          tax: 1,
          counterpart: 'Buyer',
        },
      ],
      page: 1,
      pages: 1,
      count: 3,
      totals: { spent: 3_000, earned: 24 + 35 - marketSaleTax(35), taxPaid: 1 + marketSaleTax(35) },
    } satisfies TradeHistoryAnswer);

    // Third sees their one purchase only (not Seller's trades with Buyer); Buyer's sale of
    // components paid its tax.
    const thirds = await ok<TradeHistoryAnswer>(get('tradeHistory', {}, third));
    expect(thirds.trades.map((trade) => [trade.side, trade.counterpart])).toEqual([
      ['bought', 'Seller'],
    ]);
    expect(thirds.totals).toEqual({ spent: 35, earned: 0, taxPaid: 0 });
    const buyers = await ok<TradeHistoryAnswer>(get('tradeHistory', {}, buyer));
    expect(buyers.totals).toEqual({ spent: 25, earned: 2_850, taxPaid: 150 });
  });

  it('pages the trades, newest first, and refuses a bad page changing nothing', async () => {
    await grantItems(t.game, 'Seller', { metal: 1_000 });
    await grantItems(t.game, 'Buyer', { gold: 100_000 });
    const order = await place('placeSellOrder', { itemid: 'metal', amount: 100, cost: 1 }, seller);
    const count = MARKET_HISTORY_PAGE_SIZE + 3;
    for (let i = 1; i <= count; i++) {
      t.game.clock.advance(1_000);
      await ok(post('buy', { id: order.id, amount: 1 }, buyer));
    }
    const first = await ok<TradeHistoryAnswer>(get('tradeHistory', { page: 1 }, buyer));
    const second = await ok<TradeHistoryAnswer>(get('tradeHistory', { page: 2 }, buyer));
    expect([first.pages, first.count, second.page]).toEqual([2, count, 2]);
    expect(first.trades).toHaveLength(MARKET_HISTORY_PAGE_SIZE);
    expect(second.trades).toHaveLength(3);
    const times = [...first.trades, ...second.trades].map((trade) => trade.at);
    expect(times).toEqual(
      Array.from({ length: count }, (_, i) => TEST_START + (count - i) * 1_000),
    );
    expect(first.totals).toEqual(second.totals);
    expect(first.totals.spent).toBe(count);
    const past = await ok<TradeHistoryAnswer>(get('tradeHistory', { page: 3 }, buyer));
    expect(past.trades).toEqual([]);

    await expectRefusedUnchanged(
      t.game,
      () => get('tradeHistory', { page: 0 }, buyer),
      'The page must be at least 1.',
    );
    await expectRefusedUnchanged(
      t.game,
      () => get('tradeHistory', { page: 'x' }, buyer),
      'The page must be a number.',
    );
  });
});
