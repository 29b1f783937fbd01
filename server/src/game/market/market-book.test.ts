/**
 * What the item page's answers carry of a deep book (the best orders of each side and the
 * player's own, never the whole book), and the fills' changes: applied to a kept page, they give
 * what a fresh `loadItems` gives.
 */
import {
  MARKET_ORDER_FILLED_MESSAGE_TYPE,
  type MarketOrderFilledMessage,
  applyListingChange,
  applyOrderChange,
  type BuyAnswer,
  type LoadItemsAnswer,
  type MarketOrder,
  type MarketOrderChange,
  type SellAnswer,
  type YourListingsAnswer,
} from '@idle/contracts';
import { MARKET_ORDERS_SHOWN } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestGame, recordingLiveHub, type TestGame } from '../../test-support';
import { registerMetalTraders } from './market-support';

/** Orders of each side placed: more than an answer shows. */
const DEPTH = MARKET_ORDERS_SHOWN + 6;

let t: TestGame;
let pushed: { userId: number; type: string; data: unknown }[];
let seller: string;
let bidder: string;
let trader: string;

beforeEach(async () => {
  const recorded = recordingLiveHub();
  pushed = recorded.pushed;
  t = await createTestGame({ live: recorded.hub });
  ({ seller, bidder, trader } = await registerMetalTraders(t));
});
afterEach(async () => {
  await t.close();
});

async function call<T>(mod: string, fields: Record<string, unknown>, as: string): Promise<T> {
  const response =
    mod === 'loadItems' || mod === 'yourListings'
      ? await t.get('market.php', { mod, ...fields }, as)
      : await t.post('market.php', { mod, ...fields }, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const loadItems = (as: string) => call<LoadItemsAnswer>('loadItems', { itemid: 'metal' }, as);

/** A price per item in hundredths: several orders share one, so the oldest-first rule counts. */
const priceOf = (index: number) => ({ cost: 2 + (index % 7), costDec: (index * 37) % 100 });

/** `DEPTH` sell orders of Seller and buy orders of Bidder, at scattered prices. */
async function fillBook(): Promise<void> {
  for (let index = 0; index < DEPTH; index++) {
    const amount = 10 + index;
    await call('placeSellOrder', { itemid: 'metal', amount, ...priceOf(index) }, seller);
    await call('placeBuyOrder', { itemid: 'metal', amount, ...priceOf(index + 3) }, bidder);
  }
}

/** Every open order of a side, as the book ranks it (best price first, then oldest). */
async function rankedSide(type: 1 | 2): Promise<number[]> {
  const rows = await t.game.db
    .selectFrom('market_orders')
    .select(['id', 'cost', 'cost_dec'])
    .where('type', '=', type)
    .execute();
  const cents = (row: { cost: number; cost_dec: number }) => row.cost * 100 + row.cost_dec;
  return rows
    .sort((a, b) => (type === 1 ? cents(a) - cents(b) : cents(b) - cents(a)) || a.id - b.id)
    .map((row) => row.id);
}

const ids = (orders: MarketOrder[]) => orders.map((order) => order.id);

/** The change of the last `marketOrderFilled` message pushed, as its owner got it. */
function lastFilledMessage(): MarketOrderChange {
  const message = pushed.filter((entry) => entry.type === MARKET_ORDER_FILLED_MESSAGE_TYPE).at(-1);
  if (!message) throw new Error('no marketOrderFilled message');
  // The message adds how many the fill took (the owner's alert); the change is the rest.
  const { filled, ...change } = message.data as MarketOrderFilledMessage;
  expect(filled).toBeGreaterThan(0);
  return change;
}

describe('loadItems of a deep book', () => {
  it("holds the best orders of each side and the player's own, however deep the book", async () => {
    await fillBook();
    // The trader's own orders are the worst of their side: far beyond the shown ones.
    await call('placeSellOrder', { itemid: 'metal', amount: 5, cost: 900 }, trader);
    await call('placeBuyOrder', { itemid: 'wood', amount: 5, cost: 1 }, trader);

    const page = await loadItems(trader);
    expect(page.sellOrders).toHaveLength(MARKET_ORDERS_SHOWN);
    expect(ids(page.sellOrders)).toEqual((await rankedSide(1)).slice(0, MARKET_ORDERS_SHOWN));
    expect(ids(page.buyOrders)).toEqual((await rankedSide(2)).slice(0, MARKET_ORDERS_SHOWN));
    expect(page.playerOrders).toEqual([
      expect.objectContaining({
        itemid: 'metal',
        type: 1,
        amount: 5,
        cost: 900,
        username: 'Trader',
      }),
    ]);
  });
});

describe("a fill's change applied to a kept page", () => {
  /** The fill, then each kept page with the change applied against a fresh load. */
  async function expectChangeGivesFreshLoad(
    fill: () => Promise<MarketOrderChange>,
    owner: string,
  ): Promise<void> {
    const takerBefore = await loadItems(trader);
    const ownerBefore = await loadItems(owner);
    const ownerListings = await call<YourListingsAnswer>('yourListings', {}, owner);
    const answered = await fill();
    const told = lastFilledMessage();
    expect(told).toEqual(answered);
    expect(applyOrderChange(takerBefore, answered)).toEqual(await loadItems(trader));
    expect(applyOrderChange(ownerBefore, told)).toEqual(await loadItems(owner));
    expect(applyListingChange(ownerListings, told)).toEqual(
      await call<YourListingsAnswer>('yourListings', {}, owner),
    );
  }

  const buy = async (index: number, take: (order: MarketOrder) => number) => {
    const order = (await loadItems(trader)).sellOrders[index] as MarketOrder;
    const bought = await call<BuyAnswer>('buy', { id: order.id, amount: take(order) }, trader);
    return bought.change;
  };
  const sell = async (index: number, take: (order: MarketOrder) => number) => {
    const order = (await loadItems(trader)).buyOrders[index] as MarketOrder;
    const sold = await call<SellAnswer>('sell', { id: order.id, amount: take(order) }, trader);
    return sold.change;
  };

  beforeEach(fillBook);

  it('part of a shown order: what is left of it', async () => {
    await expectChangeGivesFreshLoad(() => buy(0, () => 3), seller);
    await expectChangeGivesFreshLoad(() => sell(4, () => 1), bidder);
  });

  it('a shown order emptied: it goes, and the next best enters last', async () => {
    const before = await rankedSide(1);
    await expectChangeGivesFreshLoad(() => buy(2, (order) => order.amount), seller);
    expect(lastFilledMessage().entering?.id).toBe(before[MARKET_ORDERS_SHOWN]);
    await expectChangeGivesFreshLoad(() => sell(0, (order) => order.amount), bidder);
    await expectChangeGivesFreshLoad(
      () => buy(MARKET_ORDERS_SHOWN - 1, (order) => order.amount),
      seller,
    );
  });

  it('an order beyond the shown ones emptied: nothing shown changes', async () => {
    const hidden = (await rankedSide(1))[MARKET_ORDERS_SHOWN + 2] as number;
    const order = await t.game.db
      .selectFrom('market_orders')
      .select('amount')
      .where('id', '=', hidden)
      .executeTakeFirstOrThrow();
    await expectChangeGivesFreshLoad(async () => {
      const bought = await call<BuyAnswer>('buy', { id: hidden, amount: order.amount }, trader);
      return bought.change;
    }, seller);
  });

  it('the side emptied to the last order: nothing enters', async () => {
    const [kept, ...others] = await rankedSide(2);
    for (const id of others) {
      await t.game.db.deleteFrom('market_orders').where('id', '=', id).execute();
    }
    await expectChangeGivesFreshLoad(() => sell(0, (shown) => shown.amount), bidder);
    expect(lastFilledMessage()).toMatchObject({ orderId: kept, amount: 0, entering: null });
  });
});

describe('compression only where it pays', () => {
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  it('a page of a deep book travels as it is; a list past the first flight, compressed', async () => {
    await fillBook();
    const page = await t.app.inject({
      method: 'GET',
      url: '/php/market.php?mod=loadItems&itemid=metal',
      headers: { cookie: trader, ...browser },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.json<LoadItemsAnswer>().sellOrders).toHaveLength(MARKET_ORDERS_SHOWN);

    // Seller's listings: more orders than a page shows, past 14,000 bytes of JSON.
    for (let index = DEPTH; index < 6 * DEPTH; index++) {
      await call('placeSellOrder', { itemid: 'metal', amount: 1, ...priceOf(index) }, seller);
    }
    const listings = await t.app.inject({
      method: 'GET',
      url: '/php/market.php?mod=yourListings',
      headers: { cookie: seller, ...browser },
    });
    expect(listings.statusCode).toBe(200);
    expect(listings.headers['content-encoding']).toBe('br');
    expect(listings.rawPayload.length).toBeLessThan(14_000);
  });
});
