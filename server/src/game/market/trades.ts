/**
 * Filling orders of the item market: buying from a sell order, selling into a buy order. Each
 * fill is ONE deciding work of the group commit (db/group-commit.ts: concurrent calls share one
 * commit, a refused fill is undone alone), both players' rows locked in id order: the order shrinks
 * only while it still has the amount (`amount >= n`), the goods and the gold move, the market
 * keeps its tax out of the seller's gold, the trade goes into the item's history, and the
 * order's owner is told in their log; once it commits, over the live socket too (what the fill
 * brought them, the log line, and what the fill changed on the item's book and how many it took).
 */
import {
  MARKET_ORDER_FILLED_MESSAGE_TYPE,
  type BuyAnswer,
  type ItemAmount,
  type MarketOrderChange,
  type MarketOrderFilledMessage,
  type SellAnswer,
} from '@idle/contracts';
import {
  MARKET_CURRENCY_ITEM,
  NOT_ENOUGH_GOLD_TEXT,
  ORDER_TYPE_BUY,
  ORDER_TYPE_SELL,
  buyOrderFillGold,
  formatNumber,
  marketSaleNet,
  maxBuyAmount,
  totalBuyCost,
  type OrderType,
} from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../db/dialect';
import { lockPlayers } from '../../db/transactions';
import { GameError } from '../errors';
import { usernameOf } from '../accounts/users.repository';
import type { GameContext } from '../context';
import { notEnoughText } from '../inventory/equipment';
import { countTax } from '../economy/economy';
import { giveMovedItems, itemCount, removeItems } from '../inventory/items';
import { addLogEntry } from '../log/log';
import { orderChange, orderPrice } from './book';
import { bookTransaction, type BookChanged } from './book-cache';
import {
  deleteOrderIfEmpty,
  findOrder,
  shrinkOrder,
  type OrderRow,
} from './market-orders.repository';
import { recordTrade } from './history';
import { marketTradesTotal } from './market.metrics';

export const LISTING_GONE_TEXT = 'That listing is no longer available.';
export const NOT_FOR_SALE_TEXT = 'That listing sells nothing: sell to it instead.';
export const NOT_BUYING_TEXT = 'That listing buys nothing: buy from it instead.';
export const OWN_LISTING_TEXT = 'You cannot trade with your own listing.';
export const BULK_WHOLE_TEXT = 'This listing can only be traded whole (All).';

export function onlyLeftText(amount: number): string {
  return `That listing only has ${formatNumber(amount)} left.`;
}

/** The seller's log line when a buyer takes from their sell order. */
export function soldText(buyer: string, itemId: string, amount: number, net: number): string {
  return `${buyer} bought ${formatNumber(amount)} x [item:${itemId}] from your market listing: you received ${formatNumber(net)} gold after tax.`;
}

/** The buyer's log line when a seller fills their buy order. */
export function boughtText(seller: string, itemId: string, amount: number): string {
  return `${seller} sold you ${formatNumber(amount)} x [item:${itemId}] through your market listing.`;
}

/** What the order's owner is told once the fill has committed. */
interface OwnerNews {
  userId: number;
  /** What the fill changed on the item's book. */
  change: MarketOrderChange;
  /** How many items the fill took from the order. */
  filled: number;
  items: ItemAmount[];
  text: string;
}

/**
 * The order and its owner locked with the caller (in id order, `lockPlayers`), checked for a
 * fill of `amount` of the caller. Read in the fill's transaction: on SQLite that transaction
 * holds the whole database from its start, so the first read is final; on PostgreSQL the order
 * is read again once the owner is locked.
 */
async function fillableOrder(
  trx: Transaction<Database>,
  orderId: number,
  type: OrderType,
  userId: number,
  amount: number,
): Promise<OrderRow> {
  const seen = await findOrder(trx, orderId);
  if (!seen) throw new GameError(LISTING_GONE_TEXT);
  await lockPlayers(trx, [userId, seen.user_id]);
  // Ids are never reused and owners never change: the lock taken on the owner holds.
  const order = isPostgres(trx) ? await findOrder(trx, orderId) : seen;
  if (!order) throw new GameError(LISTING_GONE_TEXT);
  if (order.type !== type) {
    throw new GameError(type === ORDER_TYPE_SELL ? NOT_FOR_SALE_TEXT : NOT_BUYING_TEXT);
  }
  if (order.user_id === userId) throw new GameError(OWN_LISTING_TEXT);
  if (order.bulk === 1 && amount !== order.amount) throw new GameError(BULK_WHOLE_TEXT);
  if (amount > order.amount) throw new GameError(onlyLeftText(order.amount));
  return order;
}

/**
 * Takes `amount` off the order, only while it has that much; an emptied order is removed. What
 * that changed on the book is what the answer and the owner's live message carry.
 */
async function takeFromOrder(
  trx: Transaction<Database>,
  order: OrderRow,
  amount: number,
  bookChanged: BookChanged,
): Promise<MarketOrderChange> {
  bookChanged(order.item_id);
  if (!(await shrinkOrder(trx, order.id, amount))) throw new GameError(LISTING_GONE_TEXT);
  const left = order.amount - amount;
  if (left === 0) await deleteOrderIfEmpty(trx, order.id);
  return orderChange(trx, order, left);
}

function tell(game: GameContext, news: OwnerNews): void {
  game.live.toUser(news.userId, { type: 'addItemsToUser', data: news.items });
  game.live.toUser(news.userId, {
    type: 'notification',
    data: news.text,
    channel: 'notifications',
  });
  const filled: MarketOrderFilledMessage = { ...news.change, filled: news.filled };
  game.live.toUser(news.userId, { type: MARKET_ORDER_FILLED_MESSAGE_TYPE, data: filled });
  game.notices.notify({
    kind: 'marketOrderFilled',
    userId: news.userId,
    text: news.text,
    route: '/market_your_listings',
  });
}

/** `buy`: takes `amount` from a sell order, paying its price (resources: rounded up). */
export async function buyFromOrder(
  game: GameContext,
  userId: number,
  orderId: number,
  amount: number,
): Promise<BuyAnswer> {
  const now = game.clock.now();
  const { answer, news } = await bookTransaction(game, async (trx, bookChanged) => {
    const order = await fillableOrder(trx, orderId, ORDER_TYPE_SELL, userId, amount);
    const sellerId = order.user_id;
    const price = orderPrice(order);
    const gold = await itemCount(trx, userId, MARKET_CURRENCY_ITEM);
    if (maxBuyAmount({ ...price, orderAmount: order.amount, gold }) < amount) {
      throw new GameError(NOT_ENOUGH_GOLD_TEXT);
    }
    const cost = totalBuyCost({ ...price, amount });
    const net = marketSaleNet(cost);
    const change = await takeFromOrder(trx, order, amount, bookChanged);
    await recordTrade(trx, {
      itemId: order.item_id,
      amount,
      price,
      buyerId: userId,
      sellerId,
      at: now,
      gold: cost,
      tax: cost - net,
    });
    await removeItems(
      trx,
      userId,
      [{ id: MARKET_CURRENCY_ITEM, amount: cost }],
      () => NOT_ENOUGH_GOLD_TEXT,
      'moved',
    );
    await giveMovedItems(trx, [
      { userId, items: [{ id: order.item_id, amount }] },
      { userId: sellerId, items: [{ id: MARKET_CURRENCY_ITEM, amount: net }] },
    ]);
    await countTax(trx, sellerId, cost - net);
    const text = soldText(await usernameOf(trx, userId), order.item_id, amount, net);
    await addLogEntry(trx, sellerId, 'item', text, now);
    return {
      answer: { cost, tax: cost - net, itemid: order.item_id, amount, change },
      news: {
        userId: sellerId,
        change,
        filled: amount,
        items: [{ id: MARKET_CURRENCY_ITEM, amount: net }],
        text,
      },
    };
  });
  marketTradesTotal.inc();
  tell(game, news);
  return answer;
}

/** `sell`: gives `amount` items into a buy order, paid from the gold it holds, less the tax. */
export async function sellToOrder(
  game: GameContext,
  userId: number,
  orderId: number,
  amount: number,
): Promise<SellAnswer> {
  const now = game.clock.now();
  const { answer, news } = await bookTransaction(game, async (trx, bookChanged) => {
    const order = await fillableOrder(trx, orderId, ORDER_TYPE_BUY, userId, amount);
    const buyerId = order.user_id;
    const price = orderPrice(order);
    const gross = buyOrderFillGold(price, order.amount, amount);
    const goldReceived = marketSaleNet(gross);
    const change = await takeFromOrder(trx, order, amount, bookChanged);
    await recordTrade(trx, {
      itemId: order.item_id,
      amount,
      price,
      buyerId,
      sellerId: userId,
      at: now,
      gold: gross,
      tax: gross - goldReceived,
    });
    await removeItems(trx, userId, [{ id: order.item_id, amount }], notEnoughText, 'moved');
    await giveMovedItems(trx, [
      { userId: buyerId, items: [{ id: order.item_id, amount }] },
      { userId, items: [{ id: MARKET_CURRENCY_ITEM, amount: goldReceived }] },
    ]);
    await countTax(trx, userId, gross - goldReceived);
    const text = boughtText(await usernameOf(trx, userId), order.item_id, amount);
    await addLogEntry(trx, buyerId, 'item', text, now);
    return {
      answer: { goldReceived, tax: gross - goldReceived, itemid: order.item_id, amount, change },
      news: {
        userId: buyerId,
        change,
        filled: amount,
        items: [{ id: order.item_id, amount }],
        text,
      },
    };
  });
  marketTradesTotal.inc();
  tell(game, news);
  return answer;
}
