import { MARKET_ORDER_FILLED_MESSAGE_TYPE, type MarketOrder } from '@idle/contracts';
import {
  MARKET_OPEN_ORDERS_MAX,
  MARKET_PRICE_MAX,
  NOT_ENOUGH_GOLD_TEXT,
  buyOrderHeld,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notEnoughText } from '../inventory/equipment';
import { UNKNOWN_ITEM_TEXT } from '../inventory/inventory';
import { NOT_MARKETABLE_TEXT } from './book';
import {
  BOTH_SIDES_TEXT,
  NO_DECIMAL_PRICE_TEXT,
  NO_SUCH_LISTING_TEXT,
  TOO_MANY_LISTINGS_TEXT,
} from './orders';
import {
  BULK_WHOLE_TEXT,
  LISTING_GONE_TEXT,
  NOT_BUYING_TEXT,
  NOT_FOR_SALE_TEXT,
  OWN_LISTING_TEXT,
  boughtText,
  onlyLeftText,
  soldText,
} from './trades';
import {
  createTestGame,
  recordingLiveHub,
  registerEmptyHanded,
  userIdOf,
  expectRefusedUnchanged,
  grantItems,
  itemsOf,
  type TestGame,
} from '../../test-support';
import { auditEconomy } from '../economy/economy-audit';
import { groupCommitBatchSize } from '../../operations/server-metrics';
import { placeSellOrder } from './orders';
import { buyFromOrder } from './trades';

let t: TestGame;
let seller: string;
let buyer: string;
let pushed: { userId: number; type: string; data: unknown }[];

beforeEach(async () => {
  const recorded = recordingLiveHub();
  pushed = recorded.pushed;
  t = await createTestGame({ live: recorded.hub });
  seller = await registerEmptyHanded(t, 'Seller');
  buyer = await registerEmptyHanded(t, 'Buyer');
});
afterEach(async () => {
  await t.close();
});

const market = (mod: string, fields: Record<string, unknown>, as: string) =>
  t.post('market.php', { mod, ...fields }, as);
const loadItems = (itemid: string, as: string) =>
  t.get('market.php', { mod: 'loadItems', itemid }, as);

const expectRefused = (
  call: () => Promise<{ statusCode: number; json: () => unknown }>,
  error: string,
) => expectRefusedUnchanged(t.game, call, error);

async function orderRows() {
  return t.game.db.selectFrom('market_orders').selectAll().orderBy('id').execute();
}

/** Places an order and answers its id (the newest of the player's orders of the item). */
async function place(
  kind: 'placeSellOrder' | 'placeBuyOrder',
  fields: { itemid: string; amount: number; cost: number; costDec?: number; bulk?: number },
  as: string,
): Promise<number> {
  const response = await market(kind, fields, as);
  expect(response.statusCode, response.body).toBe(200);
  const { playerOrders } = response.json<{ playerOrders: MarketOrder[] }>();
  return Math.max(...playerOrders.map((order) => order.id));
}

describe('market.php loadItems', () => {
  it('lists sell orders cheapest first, buy orders dearest first, and the own orders', async () => {
    const third = await registerEmptyHanded(t, 'Third');
    await grantItems(t.game, 'Seller', { metal: 100 });
    await grantItems(t.game, 'Third', { metal: 100, gold: 1000 });
    await grantItems(t.game, 'Buyer', { gold: 1000 });
    await place('placeSellOrder', { itemid: 'metal', amount: 5, cost: 3, costDec: 50 }, seller);
    await place('placeSellOrder', { itemid: 'metal', amount: 7, cost: 2, costDec: 99 }, third);
    await place('placeBuyOrder', { itemid: 'metal', amount: 4, cost: 1, costDec: 10 }, buyer);
    await place('placeBuyOrder', { itemid: 'metal', amount: 2, cost: 1, costDec: 20 }, buyer);

    const response = await loadItems('metal', seller);
    expect(response.statusCode).toBe(200);
    const page = response.json<{
      itemType: string;
      sellOrders: MarketOrder[];
      buyOrders: MarketOrder[];
      playerOrders: MarketOrder[];
    }>();
    expect(page.itemType).toBe('resource');
    expect(page.sellOrders.map((order) => [order.username, order.cost, order.costDec])).toEqual([
      ['Third', 2, 99],
      ['Seller', 3, 50],
    ]);
    expect(page.buyOrders.map((order) => [order.amount, order.cost, order.costDec])).toEqual([
      [2, 1, 20],
      [4, 1, 10],
    ]);
    expect(page.playerOrders).toEqual([
      {
        id: page.sellOrders[1]?.id,
        itemid: 'metal',
        type: 1,
        amount: 5,
        cost: 3,
        costDec: 50,
        bulk: false,
        userid: await userIdOf(t.game, 'Seller'),
        username: 'Seller',
      },
    ]);
  });

  it('answers an item nobody trades with empty lists', async () => {
    const page = (await loadItems('weapon_component', seller)).json<unknown>();
    expect(page).toEqual({
      itemType: 'component',
      sellOrders: [],
      buyOrders: [],
      playerOrders: [],
    });
  });

  it('refuses unknown items, items that cannot be traded and gold', async () => {
    await expectRefused(() => loadItems('no_such_item', seller), UNKNOWN_ITEM_TEXT);
    await expectRefused(() => loadItems('boss_tokens', seller), NOT_MARKETABLE_TEXT);
    await expectRefused(() => loadItems('gold', seller), NOT_MARKETABLE_TEXT);
    await expectRefusedUnchanged(
      t.game,
      () => loadItems('Metal!', seller),
      'That item does not exist.',
    );
  });
});

describe('market.php placeSellOrder', () => {
  it('takes the items at once and lists them', async () => {
    await grantItems(t.game, 'Seller', { weapon_component: 10 });
    const response = await market(
      'placeSellOrder',
      { itemid: 'weapon_component', amount: 4, cost: 250, bulk: 1 },
      seller,
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ sellOrders: MarketOrder[]; playerOrders: MarketOrder[] }>();
    expect(answer.sellOrders).toHaveLength(1);
    expect(answer.sellOrders[0]).toMatchObject({ amount: 4, cost: 250, costDec: 0, bulk: true });
    expect(answer.playerOrders).toEqual(answer.sellOrders);
    expect(await itemsOf(t.game, 'Seller')).toEqual({ weapon_component: 6 });
  });

  it('refuses bad input and what the player does not own, changing nothing', async () => {
    await grantItems(t.game, 'Seller', { weapon_component: 3, metal: 5, boss_tokens: 5 });
    const sell = (fields: Record<string, unknown>) => () =>
      market(
        'placeSellOrder',
        { itemid: 'weapon_component', amount: 1, cost: 1, ...fields },
        seller,
      );
    await expectRefused(sell({ amount: 4 }), notEnoughText('weapon_component'));
    await expectRefused(sell({ itemid: 'boss_tokens' }), NOT_MARKETABLE_TEXT);
    await expectRefused(sell({ itemid: 'gold' }), NOT_MARKETABLE_TEXT);
    await expectRefused(sell({ itemid: 'nothing_here' }), UNKNOWN_ITEM_TEXT);
    await expectRefused(sell({ costDec: 5 }), NO_DECIMAL_PRICE_TEXT);
    await expectRefused(sell({ amount: 0 }), 'The amount must be at least 1.');
    await expectRefused(sell({ cost: 0 }), 'The cost must be at least 1.');
    await expectRefused(
      sell({ cost: MARKET_PRICE_MAX + 1 }),
      'The cost can be at most 999,999,999,999.',
    );
    await expectRefused(
      sell({ itemid: 'metal', costDec: 100 }),
      "The price's cents can be at most 99.",
    );
    await expectRefused(sell({ amount: '1e3' }), 'The amount must be a number.');
    await expectRefused(sell({ bulk: 2 }), 'The bulk setting can be at most 1.');
  });

  it('takes the highest price exactly', async () => {
    await grantItems(t.game, 'Seller', { weapon_component: 1 });
    await place(
      'placeSellOrder',
      { itemid: 'weapon_component', amount: 1, cost: MARKET_PRICE_MAX },
      seller,
    );
    expect((await orderRows())[0]).toMatchObject({ cost: MARKET_PRICE_MAX, amount: 1 });
  });
});

describe('market.php placeBuyOrder', () => {
  it('takes the full cost in gold at once', async () => {
    await grantItems(t.game, 'Buyer', { gold: 1000 });
    const response = await market(
      'placeBuyOrder',
      { itemid: 'weapon_component', amount: 4, cost: 25 },
      buyer,
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ goldRequired: number; buyOrders: MarketOrder[] }>();
    expect(answer.goldRequired).toBe(100);
    expect(answer.buyOrders[0]).toMatchObject({ type: 2, amount: 4, cost: 25, bulk: false });
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 900 });
  });

  it('holds the rounded-up total of a resource order', async () => {
    await grantItems(t.game, 'Buyer', { gold: 10 });
    // 1.05 * 3 = 3.15 gold: 4 held.
    const response = await market(
      'placeBuyOrder',
      { itemid: 'metal', amount: 3, cost: 1, costDec: 5 },
      buyer,
    );
    expect(response.json()).toMatchObject({ goldRequired: 4 });
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 6 });
  });

  it('refuses an order the player cannot pay for, changing nothing', async () => {
    await grantItems(t.game, 'Buyer', { gold: 99 });
    const buy = (fields: Record<string, unknown>) => () =>
      market(
        'placeBuyOrder',
        { itemid: 'weapon_component', amount: 4, cost: 25, ...fields },
        buyer,
      );
    await expectRefused(buy({}), NOT_ENOUGH_GOLD_TEXT);
    // 10 * 9.91 = 99.1: rounded up, 100.
    await expectRefused(
      buy({ itemid: 'metal', amount: 10, cost: 9, costDec: 91 }),
      NOT_ENOUGH_GOLD_TEXT,
    );
    // A total far beyond any number of gold.
    await expectRefused(
      buy({ amount: 999_999_999_999_999, cost: MARKET_PRICE_MAX }),
      NOT_ENOUGH_GOLD_TEXT,
    );
    await expectRefused(buy({ itemid: 'boss_tokens' }), NOT_MARKETABLE_TEXT);
  });

  it('refuses a buy and a sell order of one player for one item at once', async () => {
    await grantItems(t.game, 'Seller', { metal: 10, gold: 100 });
    await place('placeSellOrder', { itemid: 'metal', amount: 5, cost: 2 }, seller);
    await expectRefused(
      () => market('placeBuyOrder', { itemid: 'metal', amount: 1, cost: 1 }, seller),
      BOTH_SIDES_TEXT,
    );
    await grantItems(t.game, 'Buyer', { metal: 10, gold: 100 });
    await place('placeBuyOrder', { itemid: 'metal', amount: 5, cost: 1 }, buyer);
    await expectRefused(
      () => market('placeSellOrder', { itemid: 'metal', amount: 1, cost: 9 }, buyer),
      BOTH_SIDES_TEXT,
    );
    // Another order of the same side, or the other side of another item, is fine.
    await place('placeSellOrder', { itemid: 'metal', amount: 1, cost: 3 }, seller);
    await place('placeBuyOrder', { itemid: 'wood', amount: 1, cost: 3 }, seller);
    expect(await orderRows()).toHaveLength(4);
  });
});

describe('market.php cancelOrder', () => {
  it('gives a sell order its items back and a buy order its gold', async () => {
    await grantItems(t.game, 'Seller', { metal: 10 });
    await grantItems(t.game, 'Buyer', { gold: 50 });
    const sellId = await place('placeSellOrder', { itemid: 'metal', amount: 6, cost: 2 }, seller);
    const buyId = await place(
      'placeBuyOrder',
      { itemid: 'metal', amount: 3, cost: 1, costDec: 5 },
      buyer,
    );
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 46 });

    const cancelSell = await market('cancelOrder', { orderid: sellId, itemid: 'metal' }, seller);
    expect(cancelSell.json()).toEqual({
      sellOrders: [],
      playerOrders: [],
      itemsToAdd: [{ id: 'metal', amount: 6 }],
    });
    expect(await itemsOf(t.game, 'Seller')).toEqual({ metal: 10 });

    const cancelBuy = await market('cancelOrder', { orderid: buyId, itemid: 'metal' }, buyer);
    expect(cancelBuy.json()).toEqual({
      buyOrders: [],
      playerOrders: [],
      itemsToAdd: [{ id: 'gold', amount: 4 }],
    });
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 50 });
    expect(await orderRows()).toEqual([]);
  });

  it("refuses another player's order, a wrong item and an order already gone", async () => {
    await grantItems(t.game, 'Seller', { metal: 10 });
    const id = await place('placeSellOrder', { itemid: 'metal', amount: 6, cost: 2 }, seller);
    await expectRefused(
      () => market('cancelOrder', { orderid: id, itemid: 'metal' }, buyer),
      NO_SUCH_LISTING_TEXT,
    );
    await expectRefused(
      () => market('cancelOrder', { orderid: id, itemid: 'wood' }, seller),
      NO_SUCH_LISTING_TEXT,
    );
    await expectRefused(
      () => market('cancelOrder', { orderid: id + 1, itemid: 'metal' }, seller),
      NO_SUCH_LISTING_TEXT,
    );
    await expectRefused(
      () => market('cancelOrder', { orderid: 'x', itemid: 'metal' }, seller),
      'The choice must be a number.',
    );
  });

  it('returns exactly what is still held after a partial fill', async () => {
    await grantItems(t.game, 'Buyer', { gold: 100 });
    await grantItems(t.game, 'Seller', { metal: 10 });
    const price = { price: 1, priceDecimal: 5, resource: true };
    const id = await place(
      'placeBuyOrder',
      { itemid: 'metal', amount: 7, cost: 1, costDec: 5 },
      buyer,
    );
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 100 - buyOrderHeld(price, 7) });

    const sold = await market('sell', { id, amount: 3 }, seller);
    // Held 8 for 7, 5 for the 4 left: the sale pays 3, less 5% tax (0).
    expect(sold.json()).toEqual({
      goldReceived: 3,
      tax: 0,
      itemid: 'metal',
      amount: 3,
      change: { itemid: 'metal', orderId: id, type: 2, amount: 4, entering: null },
    });

    const cancelled = await market('cancelOrder', { orderid: id, itemid: 'metal' }, buyer);
    expect(cancelled.json()).toMatchObject({ itemsToAdd: [{ id: 'gold', amount: 5 }] });
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 97, metal: 3 });
    expect(await itemsOf(t.game, 'Seller')).toEqual({ gold: 3, metal: 7 });
  });

  it('gives a partly bought sell order back what is left', async () => {
    await grantItems(t.game, 'Seller', { weapon_component: 10 });
    await grantItems(t.game, 'Buyer', { gold: 1000 });
    const id = await place(
      'placeSellOrder',
      { itemid: 'weapon_component', amount: 10, cost: 20 },
      seller,
    );
    await market('buy', { id, amount: 4 }, buyer);
    const cancelled = await market(
      'cancelOrder',
      { orderid: id, itemid: 'weapon_component' },
      seller,
    );
    expect(cancelled.json()).toMatchObject({ itemsToAdd: [{ id: 'weapon_component', amount: 6 }] });
    expect(await itemsOf(t.game, 'Seller')).toEqual({ gold: 76, weapon_component: 6 });
  });
});

describe('market.php buy', () => {
  it('moves the items and the gold, takes 5% tax and tells the seller', async () => {
    await grantItems(t.game, 'Seller', { weapon_component: 10 });
    await grantItems(t.game, 'Buyer', { gold: 1000 });
    const id = await place(
      'placeSellOrder',
      { itemid: 'weapon_component', amount: 10, cost: 25 },
      seller,
    );

    const response = await market('buy', { id, amount: 4 }, buyer);
    const change = { itemid: 'weapon_component', orderId: id, type: 1, amount: 6, entering: null };
    expect(response.json()).toEqual({
      cost: 100,
      tax: 5,
      itemid: 'weapon_component',
      amount: 4,
      change,
    });
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 900, weapon_component: 4 });
    expect(await itemsOf(t.game, 'Seller')).toEqual({ gold: 95 });
    expect(await orderRows()).toMatchObject([{ id, amount: 6 }]);

    const sellerId = await userIdOf(t.game, 'Seller');
    const text = soldText('Buyer', 'weapon_component', 4, 95);
    expect(text).toBe(
      'Buyer bought 4 x [item:weapon_component] from your market listing: you received 95 gold after tax.',
    );
    const log = await t.game.db.selectFrom('log').select(['user_id', 'type', 'data']).execute();
    expect(log).toEqual([{ user_id: sellerId, type: 'item', data: text }]);
    expect(pushed).toEqual([
      { userId: sellerId, type: 'addItemsToUser', data: [{ id: 'gold', amount: 95 }] },
      { userId: sellerId, type: 'notification', data: text },
      {
        userId: sellerId,
        type: MARKET_ORDER_FILLED_MESSAGE_TYPE,
        data: { ...change, filled: 4 },
      },
    ]);

    // The rest bought: the order is gone.
    await market('buy', { id, amount: 6 }, buyer);
    expect(await orderRows()).toEqual([]);
    expect(await itemsOf(t.game, 'Seller')).toEqual({ gold: 95 + 143 });
  });

  it('rounds a resource purchase up', async () => {
    await grantItems(t.game, 'Seller', { metal: 10 });
    await grantItems(t.game, 'Buyer', { gold: 10 });
    const id = await place(
      'placeSellOrder',
      { itemid: 'metal', amount: 10, cost: 1, costDec: 5 },
      seller,
    );
    expect((await market('buy', { id, amount: 3 }, buyer)).json()).toMatchObject({ cost: 4 });
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 6, metal: 3 });
  });

  it('refuses the own order, more than is left, a bulk order taken partly, too little gold', async () => {
    await grantItems(t.game, 'Seller', { weapon_component: 20, gold: 1000 });
    await grantItems(t.game, 'Buyer', { gold: 99 });
    const id = await place(
      'placeSellOrder',
      { itemid: 'weapon_component', amount: 4, cost: 25 },
      seller,
    );
    const bulkId = await place(
      'placeSellOrder',
      { itemid: 'weapon_component', amount: 3, cost: 1, bulk: 1 },
      seller,
    );
    await expectRefused(() => market('buy', { id, amount: 1 }, seller), OWN_LISTING_TEXT);
    await expectRefused(() => market('buy', { id, amount: 5 }, buyer), onlyLeftText(4));
    await expectRefused(() => market('buy', { id, amount: 4 }, buyer), NOT_ENOUGH_GOLD_TEXT);
    await expectRefused(() => market('buy', { id: bulkId, amount: 2 }, buyer), BULK_WHOLE_TEXT);
    await expectRefused(() => market('buy', { id: id + 100, amount: 1 }, buyer), LISTING_GONE_TEXT);
    await expectRefused(
      () => market('buy', { id, amount: 0 }, buyer),
      'The amount must be at least 1.',
    );
    // The bulk order taken whole is fine.
    expect((await market('buy', { id: bulkId, amount: 3 }, buyer)).json()).toMatchObject({
      cost: 3,
    });
  });

  it('refuses to buy from a buy order', async () => {
    await grantItems(t.game, 'Buyer', { gold: 100 });
    await grantItems(t.game, 'Seller', { gold: 100 });
    const id = await place('placeBuyOrder', { itemid: 'metal', amount: 4, cost: 1 }, buyer);
    await expectRefused(() => market('buy', { id, amount: 1 }, seller), NOT_FOR_SALE_TEXT);
  });
});

describe('market.php sell', () => {
  it('moves the items into the buyer inventory and pays from the held gold, less tax', async () => {
    await grantItems(t.game, 'Buyer', { gold: 1000 });
    await grantItems(t.game, 'Seller', { weapon_component: 10 });
    const id = await place(
      'placeBuyOrder',
      { itemid: 'weapon_component', amount: 10, cost: 40 },
      buyer,
    );
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 600 });

    const response = await market('sell', { id, amount: 5 }, seller);
    const change = { itemid: 'weapon_component', orderId: id, type: 2, amount: 5, entering: null };
    expect(response.json()).toEqual({
      goldReceived: 190,
      tax: 10,
      itemid: 'weapon_component',
      amount: 5,
      change,
    });
    expect(await itemsOf(t.game, 'Seller')).toEqual({ gold: 190, weapon_component: 5 });
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 600, weapon_component: 5 });
    expect(await orderRows()).toMatchObject([{ id, amount: 5 }]);

    const buyerId = await userIdOf(t.game, 'Buyer');
    const text = boughtText('Seller', 'weapon_component', 5);
    const log = await t.game.db.selectFrom('log').select(['user_id', 'data']).execute();
    expect(log).toEqual([{ user_id: buyerId, data: text }]);
    expect(pushed).toEqual([
      { userId: buyerId, type: 'addItemsToUser', data: [{ id: 'weapon_component', amount: 5 }] },
      { userId: buyerId, type: 'notification', data: text },
      {
        userId: buyerId,
        type: MARKET_ORDER_FILLED_MESSAGE_TYPE,
        data: { ...change, filled: 5 },
      },
    ]);
  });

  it('refuses the own order, too few items, a bulk order partly, a sell order', async () => {
    await grantItems(t.game, 'Buyer', { gold: 1000, weapon_component: 10 });
    await grantItems(t.game, 'Seller', { weapon_component: 2, metal: 5 });
    const id = await place(
      'placeBuyOrder',
      { itemid: 'weapon_component', amount: 4, cost: 10 },
      buyer,
    );
    const bulkId = await place(
      'placeBuyOrder',
      { itemid: 'weapon_component', amount: 2, cost: 10, bulk: 1 },
      buyer,
    );
    const sellId = await place('placeSellOrder', { itemid: 'metal', amount: 5, cost: 1 }, seller);
    await expectRefused(() => market('sell', { id, amount: 1 }, buyer), OWN_LISTING_TEXT);
    await expectRefused(
      () => market('sell', { id, amount: 3 }, seller),
      notEnoughText('weapon_component'),
    );
    await expectRefused(() => market('sell', { id: bulkId, amount: 1 }, seller), BULK_WHOLE_TEXT);
    await expectRefused(() => market('sell', { id, amount: 5 }, seller), onlyLeftText(4));
    await expectRefused(() => market('sell', { id: sellId, amount: 1 }, buyer), NOT_BUYING_TEXT);
    await expectRefused(
      () => market('sell', { id: 'abc', amount: 1 }, seller),
      'The choice must be a number.',
    );
  });
});

describe('market.php under concurrency', () => {
  it('conserves every coin and item over hundreds of random calls fired at once', async () => {
    const PLAYERS = 8;
    const WAVES = 6;
    const CALLS_PER_WAVE = 50;
    const START: Record<string, number> = { gold: 100_000, metal: 500, weapon_component: 200 };
    const TRADED = ['metal', 'weapon_component'];
    const cookies: string[] = [];
    const userIds: number[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      cookies.push(await registerEmptyHanded(t, `Trader_${i}`));
      await grantItems(t.game, `Trader_${i}`, START);
      userIds.push(await userIdOf(t.game, `Trader_${i}`));
    }
    // Seeded: each wave draws the same calls every run (the databases may take them in any order).
    let seed = 20261124;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * below);
    };
    const pick = <T>(list: readonly T[]): T | undefined => list[random(list.length)];

    interface Placed {
      type: number;
      itemId: string;
      original: number;
      filled: number;
      price: { price: number; priceDecimal: number; resource: boolean };
      returned: number | null;
    }
    const placed = new Map<number, Placed>();
    let taxTotal = 0;
    const outcomes = { placed: 0, filled: 0, cancelled: 0, refused: 0 };

    type Response = { statusCode: number; body: string; json: () => unknown };
    const expectClearRefusal = (response: Response) => {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) as string });
      outcomes.refused++;
    };

    const randomCall = (open: Awaited<ReturnType<typeof orderRows>>) => async () => {
      const player = random(PLAYERS);
      const cookie = cookies[player] ?? '';
      const kind = random(5);
      if (kind <= 1) {
        const itemId = pick(TRADED) ?? 'metal';
        const resource = itemId === 'metal';
        const fields = {
          itemid: itemId,
          amount: 1 + random(20),
          cost: 1 + random(60),
          costDec: resource ? random(100) : 0,
          bulk: random(4) === 0 ? 1 : 0,
        };
        const type = kind === 0 ? 1 : 2;
        const response = await market(
          kind === 0 ? 'placeSellOrder' : 'placeBuyOrder',
          fields,
          cookie,
        );
        if (response.statusCode !== 200) {
          expectClearRefusal(response);
          return;
        }
        const { playerOrders } = response.json<{ playerOrders: MarketOrder[] }>();
        placed.set(Math.max(...playerOrders.map((order) => order.id)), {
          type,
          itemId,
          original: fields.amount,
          filled: 0,
          price: { price: fields.cost, priceDecimal: fields.costDec, resource },
          returned: null,
        });
        outcomes.placed++;
      } else if (kind <= 3) {
        const order = pick(open.filter((row) => row.type === (kind === 2 ? 1 : 2)));
        if (!order) return;
        const amount = order.bulk === 1 ? order.amount : 1 + random(order.amount);
        const response = await market(
          kind === 2 ? 'buy' : 'sell',
          { id: order.id, amount },
          cookie,
        );
        if (response.statusCode !== 200) {
          expectClearRefusal(response);
          return;
        }
        const answer = response.json<{ amount: number; tax: number }>();
        const entry = placed.get(order.id);
        if (!entry) throw new Error(`order ${order.id} was never placed`);
        entry.filled += answer.amount;
        taxTotal += answer.tax;
        outcomes.filled++;
      } else {
        const order = pick(open);
        if (!order) return;
        // Mostly the owner; sometimes another player, who must be refused.
        const owner = cookies[userIds.indexOf(order.user_id)] ?? cookie;
        const response = await market(
          'cancelOrder',
          { orderid: order.id, itemid: order.item_id },
          random(4) === 0 ? cookie : owner,
        );
        if (response.statusCode !== 200) {
          expectClearRefusal(response);
          return;
        }
        const { itemsToAdd } = response.json<{ itemsToAdd: { id: string; amount: number }[] }>();
        const entry = placed.get(order.id);
        if (!entry) throw new Error(`order ${order.id} was never placed`);
        entry.returned = itemsToAdd.reduce((sum, item) => sum + item.amount, 0);
        outcomes.cancelled++;
      }
    };

    for (let wave = 0; wave < WAVES; wave++) {
      const open = await orderRows();
      await Promise.all(Array.from({ length: CALLS_PER_WAVE }, () => randomCall(open)()));
    }

    // Every order: never filled beyond its amount; what is open or was given back is the rest.
    const openRows = await orderRows();
    for (const [id, entry] of placed) {
      expect(entry.filled).toBeLessThanOrEqual(entry.original);
      const left = entry.original - entry.filled;
      const row = openRows.find((open) => open.id === id);
      if (entry.returned !== null) {
        expect(row).toBeUndefined();
        expect(entry.returned).toBe(entry.type === 1 ? left : buyOrderHeld(entry.price, left));
      } else if (left === 0) {
        expect(row).toBeUndefined();
      } else {
        expect(row?.amount).toBe(left);
      }
    }
    expect(openRows.every((row) => placed.has(row.id) && row.amount > 0)).toBe(true);

    // Every item and coin: held by players plus held by open orders is the start, less tax.
    const holdings = await t.game.db.selectFrom('items').select(['item_id', 'amount']).execute();
    expect(holdings.every((row) => row.amount >= 0)).toBe(true);
    const held = (itemId: string) =>
      holdings.filter((row) => row.item_id === itemId).reduce((sum, row) => sum + row.amount, 0);
    for (const itemId of TRADED) {
      const inSellOrders = openRows
        .filter((row) => row.type === 1 && row.item_id === itemId)
        .reduce((sum, row) => sum + row.amount, 0);
      expect(held(itemId) + inSellOrders).toBe((START[itemId] ?? 0) * PLAYERS);
    }
    const inBuyOrders = openRows
      .filter((row) => row.type === 2)
      .reduce((sum, row) => sum + buyOrderHeld(orderPriceOf(row), row.amount), 0);
    expect(held('gold') + inBuyOrders + taxTotal).toBe((START.gold ?? 0) * PLAYERS);
    expect(taxTotal).toBeGreaterThan(0);
    // The economy counters tell the same: the tax is the gold destroyed.
    expect((await auditEconomy(t.game.db)).differences).toEqual([]);

    // The calls did trade: enough of each outcome to mean something.
    expect(outcomes.placed).toBeGreaterThan(50);
    expect(outcomes.filled).toBeGreaterThan(30);
    expect(outcomes.cancelled).toBeGreaterThan(10);
    expect(outcomes.refused).toBeGreaterThan(5);
  }, 60_000);
});

function orderPriceOf(row: { item_id: string; cost: number; cost_dec: number }) {
  return { price: row.cost, priceDecimal: row.cost_dec, resource: row.item_id === 'metal' };
}

/** The group commit's batches so far and the works they ran. */
async function batchesRun(): Promise<{ batches: number; works: number }> {
  const { values } = await groupCommitBatchSize.get();
  const of = (suffix: string) =>
    values.find((value) => value.metricName?.endsWith(suffix))?.value ?? 0;
  return { batches: of('_count'), works: of('_sum') };
}

describe('market calls in one group-commit batch', () => {
  it('refuse one call alone and commit the others, each deciding from what the ones before wrote', async () => {
    await grantItems(t.game, 'Seller', { weapon_component: 10, metal: 5 });
    await grantItems(t.game, 'Buyer', { gold: 1000 });
    await registerEmptyHanded(t, 'Other');
    await grantItems(t.game, 'Other', { gold: 1000 });
    const id = await place(
      'placeSellOrder',
      { itemid: 'weapon_component', amount: 10, cost: 25 },
      seller,
    );
    const [sellerId, buyerId, otherId] = await Promise.all(
      ['Seller', 'Buyer', 'Other'].map((name) => userIdOf(t.game, name)),
    );
    const before = await batchesRun();

    // Asked for in one turn of the event loop: one batch, run in this order.
    const results = await Promise.allSettled([
      buyFromOrder(t.game, buyerId as number, id, 4),
      buyFromOrder(t.game, otherId as number, id, 7),
      buyFromOrder(t.game, otherId as number, id, 6),
      placeSellOrder(t.game, sellerId as number, {
        itemid: 'metal',
        amount: 5,
        cost: 3,
        costDec: 0,
        bulk: 0,
      }),
    ]);

    expect(await batchesRun()).toEqual({ batches: before.batches + 1, works: before.works + 4 });
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(results[1].status === 'rejected' && (results[1].reason as Error).message).toBe(
      onlyLeftText(6),
    );
    expect(await itemsOf(t.game, 'Buyer')).toEqual({ gold: 900, weapon_component: 4 });
    expect(await itemsOf(t.game, 'Other')).toEqual({ gold: 850, weapon_component: 6 });
    expect(await itemsOf(t.game, 'Seller')).toEqual({ gold: 95 + 143 });
    expect(await orderRows()).toMatchObject([{ item_id: 'metal', amount: 5, user_id: sellerId }]);
    expect((await auditEconomy(t.game.db)).differences).toEqual([]);
  });
});

describe('the most listings a player may have', () => {
  it(`keeps ${MARKET_OPEN_ORDERS_MAX}, also when 20 are placed at once`, async () => {
    const sellerId = await userIdOf(t.game, 'Seller');
    // Earlier listings written directly (what they hold is not the point here).
    await t.game.db
      .insertInto('market_orders')
      .values(
        Array.from({ length: MARKET_OPEN_ORDERS_MAX - 5 }, () => ({
          user_id: sellerId,
          item_id: 'wood',
          type: 1,
          amount: 1,
          cost: 10,
          cost_dec: 0,
          bulk: 0,
          created_at: 0,
        })),
      )
      .execute();
    await grantItems(t.game, 'Seller', { metal: 100 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        market(
          'placeSellOrder',
          { itemid: 'metal', amount: 1, cost: 5, costDec: 0, bulk: 0 },
          seller,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(
      answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json<unknown>()),
    ).toEqual(Array.from({ length: 15 }, () => ({ error: TOO_MANY_LISTINGS_TEXT })));
    expect(await orderRows()).toHaveLength(MARKET_OPEN_ORDERS_MAX);
    expect((await itemsOf(t.game, 'Seller')).metal).toBe(95);
    await expectRefused(
      () =>
        market(
          'placeSellOrder',
          { itemid: 'metal', amount: 1, cost: 5, costDec: 0, bulk: 0 },
          seller,
        ),
      TOO_MANY_LISTINGS_TEXT,
    );
  });
});
