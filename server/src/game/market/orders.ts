/**
 * Placing and cancelling orders of the item market. Placing holds what the order offers at once
 * (a sell order's items, a buy order's full cost in gold); cancelling gives back exactly what is
 * still held. Each is one deciding work of the group commit (db/group-commit.ts: concurrent calls
 * share one commit, a refused one is undone alone) of the player, whose row it locks first.
 */
import type {
  CancelOrderAnswer,
  MarketOrder,
  PlaceBuyOrderAnswer,
  PlaceSellOrderAnswer,
} from '@idle/contracts';
import {
  MARKET_CURRENCY_ITEM,
  MARKET_OPEN_ORDERS_MAX,
  NOT_ENOUGH_GOLD_TEXT,
  formatNumber,
  ORDER_TYPE_BUY,
  ORDER_TYPE_SELL,
  buyOrderHeld,
  hasDecimalPrice,
  maxBuyAmount,
  type MarketPrice,
  type OrderType,
} from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { batchRead } from '../../db/group-commit';
import { lockPlayers } from '../../db/transactions';
import { GameError } from '../errors';
import type { GameContext } from '../context';
import { notEnoughText } from '../inventory/equipment';
import { addItems, itemCount, removeItems } from '../inventory/items';
import { bookSide, marketItem, orderPrice, playerOrders } from './book';
import { countListings, insertOrder, removeOwnOrder } from './market-orders.repository';

export const NO_DECIMAL_PRICE_TEXT = 'Only resources are priced in hundredths of a gold.';
export const BOTH_SIDES_TEXT =
  'You cannot have listings to buy and to sell the same item at once. Remove the other one first.';
export const NO_SUCH_LISTING_TEXT = 'You have no such listing.';
export const TOO_MANY_LISTINGS_TEXT = `You already have ${formatNumber(MARKET_OPEN_ORDERS_MAX)} listings. Remove one before adding another.`;

/** The order form as validated (spec 000 section 7: itemid, amount, cost, costDec, bulk). */
export interface OrderInput {
  itemid: string;
  amount: number;
  cost: number;
  costDec: number;
  bulk: number;
}

/** The price an order of this item may carry: hundredths for resources only. */
function formPrice(input: OrderInput): MarketPrice {
  const resource = hasDecimalPrice(marketItem(input.itemid).type);
  if (!resource && input.costDec !== 0) throw new GameError(NO_DECIMAL_PRICE_TEXT);
  return { price: input.cost, priceDecimal: input.costDec, resource };
}

/**
 * Stores the order once nothing forbids it: no order of the other side for this item, and fewer
 * than the most listings a player may have. Run in the player's transaction (row locked), so
 * orders placed at once are counted one after the other.
 */
async function listOrder(
  trx: Transaction<Database>,
  userId: number,
  type: OrderType,
  input: OrderInput,
  now: number,
): Promise<void> {
  const otherSide = type === ORDER_TYPE_SELL ? ORDER_TYPE_BUY : ORDER_TYPE_SELL;
  const listed = await countListings(trx, userId, input.itemid, otherSide);
  if (listed.ofType > 0) throw new GameError(BOTH_SIDES_TEXT);
  if (listed.orders >= MARKET_OPEN_ORDERS_MAX) throw new GameError(TOO_MANY_LISTINGS_TEXT);
  await insertOrder(trx, {
    userId,
    itemId: input.itemid,
    type,
    amount: input.amount,
    cost: input.cost,
    costDec: input.costDec,
    bulk: input.bulk,
    createdAt: now,
  });
}

/**
 * What an answer shows of the item: the side changed, as the batch stores it (read once for all
 * the batch's calls that changed it), and the player's own orders of the item as the call left
 * them (the newest is the one it placed).
 */
async function answerReads(
  trx: Transaction<Database>,
  userId: number,
  itemId: string,
  type: OrderType,
): Promise<{ side: Promise<MarketOrder[]>; own: MarketOrder[] }> {
  return {
    side: batchRead(trx, `market side ${type} ${itemId}`, (reader) =>
      bookSide(reader, itemId, type),
    ),
    own: await playerOrders(trx, userId, itemId),
  };
}

/** A sell order: its items leave the inventory now. */
export async function placeSellOrder(
  game: GameContext,
  userId: number,
  input: OrderInput,
): Promise<PlaceSellOrderAnswer> {
  formPrice(input);
  const now = game.clock.now();
  const { side, own } = await game.groupCommit.decidingTransaction(async (trx) => {
    await lockPlayers(trx, [userId]);
    await listOrder(trx, userId, ORDER_TYPE_SELL, input, now);
    const offered = [{ id: input.itemid, amount: input.amount }];
    await removeItems(trx, userId, offered, notEnoughText, 'moved');
    return answerReads(trx, userId, input.itemid, ORDER_TYPE_SELL);
  });
  return { sellOrders: await side, playerOrders: own };
}

/** A buy order: its full cost (resources: rounded up) leaves the player's gold now. */
export async function placeBuyOrder(
  game: GameContext,
  userId: number,
  input: OrderInput,
): Promise<PlaceBuyOrderAnswer> {
  const price = formPrice(input);
  const now = game.clock.now();
  const { goldRequired, side, own } = await game.groupCommit.decidingTransaction(async (trx) => {
    await lockPlayers(trx, [userId]);
    const gold = await itemCount(trx, userId, MARKET_CURRENCY_ITEM);
    // Compared in exact arithmetic first: the total may not even fit in a number.
    if (maxBuyAmount({ ...price, orderAmount: input.amount, gold }) < input.amount) {
      throw new GameError(NOT_ENOUGH_GOLD_TEXT);
    }
    const goldRequired = buyOrderHeld(price, input.amount);
    await listOrder(trx, userId, ORDER_TYPE_BUY, input, now);
    await removeItems(
      trx,
      userId,
      [{ id: MARKET_CURRENCY_ITEM, amount: goldRequired }],
      () => NOT_ENOUGH_GOLD_TEXT,
      'moved',
    );
    return { goldRequired, ...(await answerReads(trx, userId, input.itemid, ORDER_TYPE_BUY)) };
  });
  return { goldRequired, buyOrders: await side, playerOrders: own };
}

/** Removes the player's own order and gives back what it still holds. */
export async function cancelOrder(
  game: GameContext,
  userId: number,
  orderId: number,
  itemId: string,
): Promise<CancelOrderAnswer> {
  const { selling, itemsToAdd, side, own } = await game.groupCommit.decidingTransaction(
    async (trx) => {
      await lockPlayers(trx, [userId]);
      // Removed in one statement, which answers what the order held at that moment: exactly
      // that is given back, whatever changed it before.
      const order = await removeOwnOrder(trx, userId, orderId, itemId);
      if (!order) throw new GameError(NO_SUCH_LISTING_TEXT);
      const selling = order.type === ORDER_TYPE_SELL;
      const itemsToAdd = [
        selling
          ? { id: order.item_id, amount: order.amount }
          : { id: MARKET_CURRENCY_ITEM, amount: buyOrderHeld(orderPrice(order), order.amount) },
      ].filter((item) => item.amount > 0);
      await addItems(trx, userId, itemsToAdd, 'moved');
      const type = selling ? ORDER_TYPE_SELL : ORDER_TYPE_BUY;
      return { selling, itemsToAdd, ...(await answerReads(trx, userId, order.item_id, type)) };
    },
  );
  const orders = await side;
  return {
    ...(selling ? { sellOrders: orders } : { buyOrders: orders }),
    playerOrders: own,
    itemsToAdd,
  };
}
