/**
 * The item pages' book cache (book-cache.ts): a page answered from memory is always the book as
 * stored, after every kind of change, refused changes and changes racing the reads included.
 */
import type { LoadItemsAnswer, MarketOrder } from '@idle/contracts';
import { ORDER_TYPE_BUY, ORDER_TYPE_SELL } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPostgres } from '../../db/dialect';
import { createTestGame, type TestGame } from '../../test-support';
import { bookSide } from './book';
import { OrderBookCache, bookCacheOf, bookTransaction, type BookSides } from './book-cache';
import { registerMetalTraders } from './market-support';
import { marketBookPagesTotal } from './market.metrics';

const order = (id: number): MarketOrder => ({
  id,
  itemid: 'metal',
  type: ORDER_TYPE_SELL,
  amount: 1,
  cost: 1,
  costDec: 0,
  bulk: false,
  userid: 1,
  username: 'Seller',
});

const sidesOf = (...ids: number[]): BookSides => ({ sellOrders: ids.map(order), buyOrders: [] });

describe('OrderBookCache', () => {
  it('keeps what it read and answers it without reading again', async () => {
    const cache = new OrderBookCache();
    let reads = 0;
    const read = () => {
      reads++;
      return Promise.resolve(sidesOf(1, 2));
    };
    expect(await cache.sides('metal', read)).toEqual(sidesOf(1, 2));
    expect(await cache.sides('metal', read)).toEqual(sidesOf(1, 2));
    expect(reads).toBe(1);
    cache.drop('metal');
    await cache.sides('metal', read);
    expect(reads).toBe(2);
  });

  it('does not keep a read that a change overlapped, and reads again after it', async () => {
    const cache = new OrderBookCache();
    let release: () => void = () => undefined;
    const slowRead = cache.sides(
      'metal',
      () => new Promise<BookSides>((resolve) => (release = () => resolve(sidesOf(1)))),
    );
    cache.drop('metal');
    release();
    expect(await slowRead).toEqual(sidesOf(1));
    expect(await cache.sides('metal', () => Promise.resolve(sidesOf(7)))).toEqual(sidesOf(7));
  });

  it("a drop of one item keeps the others' sides", async () => {
    const cache = new OrderBookCache();
    await cache.sides('metal', () => Promise.resolve(sidesOf(1)));
    cache.drop('wood');
    expect(await cache.sides('metal', () => Promise.resolve(sidesOf(9)))).toEqual(sidesOf(1));
  });

  it('kept sides cannot be changed by a caller', async () => {
    const cache = new OrderBookCache();
    const kept = await cache.sides('metal', () => Promise.resolve(sidesOf(1)));
    expect(() => kept.sellOrders.push(order(2))).toThrow(TypeError);
    expect(() => {
      (kept.sellOrders[0] as MarketOrder).amount = 5;
    }).toThrow(TypeError);
    expect(await cache.sides('metal', () => Promise.resolve(sidesOf(9)))).toEqual(sidesOf(1));
  });
});

describe('item pages through the cache', () => {
  let t: TestGame;
  let seller: string;
  let bidder: string;
  let trader: string;

  beforeEach(async () => {
    t = await createTestGame();
    ({ seller, bidder, trader } = await registerMetalTraders(t));
    for (let index = 0; index < 6; index++) {
      await post('placeSellOrder', { itemid: 'metal', amount: 10, cost: 3 + index }, seller);
      await post('placeBuyOrder', { itemid: 'metal', amount: 10, cost: 1 + index }, bidder);
    }
  });
  afterEach(async () => {
    await t.close();
  });

  async function post(mod: string, fields: Record<string, unknown>, as: string) {
    return t.post('market.php', { mod, ...fields }, as);
  }

  async function page(as: string): Promise<LoadItemsAnswer> {
    const response = await t.get('market.php', { mod: 'loadItems', itemid: 'metal' }, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LoadItemsAnswer>();
  }

  /** The shown sides as the database holds them now, read past any cache. */
  async function stored(): Promise<Pick<LoadItemsAnswer, 'sellOrders' | 'buyOrders'>> {
    return {
      sellOrders: await bookSide(t.game.db, 'metal', ORDER_TYPE_SELL),
      buyOrders: await bookSide(t.game.db, 'metal', ORDER_TYPE_BUY),
    };
  }

  /** A page seen before the change (so kept, where the cache keeps), then one after it. */
  async function expectFreshAfter(change: () => Promise<unknown>): Promise<void> {
    const before = await page(trader);
    expect(before).toMatchObject(await stored());
    await change();
    const after = await page(trader);
    expect(after).toMatchObject(await stored());
  }

  it('is kept on SQLite only', () => {
    expect(bookCacheOf(t.game.db) === null).toBe(isPostgres(t.game.db));
  });

  it('an unchanged book is read once, then its pages come from memory (SQLite)', async () => {
    const counted = async (sides: 'kept' | 'read') =>
      (await marketBookPagesTotal.get()).values.find((value) => value.labels.sides === sides)
        ?.value ?? 0;
    const before = { kept: await counted('kept'), read: await counted('read') };
    for (const viewer of [trader, bidder, seller]) await page(viewer);
    const kept = isPostgres(t.game.db) ? 0 : 2;
    expect((await counted('kept')) - before.kept).toBe(kept);
    expect((await counted('read')) - before.read).toBe(3 - kept);
  });

  it('a page after each kind of change is the stored book', async () => {
    const best = async () => (await page(trader)).sellOrders[0] as MarketOrder;
    const bestBid = async () => (await page(trader)).buyOrders[0] as MarketOrder;
    const own = async () => (await page(seller)).playerOrders[0] as MarketOrder;

    await expectFreshAfter(() =>
      post('placeSellOrder', { itemid: 'metal', amount: 4, cost: 2 }, seller),
    );
    await expectFreshAfter(() =>
      post('placeBuyOrder', { itemid: 'metal', amount: 4, cost: 2, costDec: 50 }, bidder),
    );
    await expectFreshAfter(async () => post('buy', { id: (await best()).id, amount: 1 }, trader));
    const whole = await best();
    await expectFreshAfter(() => post('buy', { id: whole.id, amount: whole.amount }, trader));
    await expectFreshAfter(async () =>
      post('sell', { id: (await bestBid()).id, amount: 3 }, trader),
    );
    const edited = await own();
    await expectFreshAfter(() =>
      post(
        'editOrder',
        { orderid: edited.id, itemid: 'metal', was: edited.amount, amount: 2, cost: 1 },
        seller,
      ),
    );
    await expectFreshAfter(async () =>
      post('cancelOrder', { orderid: (await own()).id, itemid: 'metal' }, seller),
    );
    expect((await page(trader)).sellOrders).toHaveLength(5);
  });

  it('sides kept while a change was uncommitted are dropped once it commits or is refused', async () => {
    const cache = bookCacheOf(t.game.db);
    if (!cache) return; // PostgreSQL keeps nothing.
    // What a reader on another connection could see and keep before the commit.
    const seenMeanwhile = () => Promise.resolve(sidesOf(99));
    for (const refuse of [false, true]) {
      await bookTransaction(t.game, async (_trx, bookChanged) => {
        bookChanged('metal');
        await cache.sides('metal', seenMeanwhile);
        if (refuse) throw new Error('refused');
      }).catch(() => undefined);
      expect(await cache.sides('metal', () => Promise.resolve(sidesOf(1)))).toEqual(sidesOf(1));
      cache.drop('metal');
    }
  });

  it('a refused change leaves the page as stored', async () => {
    const first = (await page(trader)).sellOrders[0] as MarketOrder;
    await expectFreshAfter(async () => {
      const refused = await post('buy', { id: first.id, amount: first.amount + 1 }, trader);
      expect(refused.statusCode).toBe(400);
    });
    expect((await page(trader)).sellOrders[0]).toEqual(first);
  });

  it('pages read while changes commit end on the stored book', async () => {
    const sells = (await page(trader)).sellOrders;
    const calls: Promise<unknown>[] = [];
    for (const [index, listed] of sells.entries()) {
      calls.push(page(trader), page(bidder));
      calls.push(post('buy', { id: listed.id, amount: 1 + index }, trader));
      calls.push(post('placeSellOrder', { itemid: 'metal', amount: 1, cost: 20 + index }, seller));
      calls.push(page(seller));
    }
    await Promise.all(calls);
    expect(await page(trader)).toMatchObject(await stored());
    expect((await page(trader)).sellOrders.map((shown) => shown.amount)).toEqual(
      (await stored()).sellOrders.map((shown) => shown.amount),
    );
  });
});
