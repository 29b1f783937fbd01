/**
 * Placing, editing and cancelling orders of the item market. Placing holds what the order offers
 * at once (a sell order's items, a buy order's full cost in gold); editing holds more or gives
 * back the difference; cancelling gives back exactly what is still held. Each is one deciding
 * work of the group commit (db/group-commit.ts: concurrent calls share one commit, a refused one
 * is undone alone) of the player, whose row it locks first.
 */
import type {
  CancelOrderAnswer,
  EditOrderAnswer,
  ItemAmount,
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
  canHoldOrderEdit,
  hasDecimalPrice,
  orderHoldChange,
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
import { bookTransaction } from './book-cache';
import {
  countListings,
  editOwnOrder,
  findOrder,
  insertOrder,
  removeOwnOrder,
} from './market-orders.repository';

export const NO_DECIMAL_PRICE_TEXT = 'Only resources are priced in hundredths of a gold.';
export const BOTH_SIDES_TEXT =
  'You cannot have listings to buy and to sell the same item at once. Remove the other one first.';
export const NO_SUCH_LISTING_TEXT = 'You have no such listing.';
export const LISTING_GONE_MEANWHILE_TEXT =
  'That listing is gone: it was filled or removed meanwhile.';
export const NOTHING_TO_EDIT_TEXT = 'Change the amount or the price first.';

/** An edit refused because a fill or another edit changed the order since the player saw it. */
export function changedMeanwhileText(amount: number): string {
  return `That listing changed meanwhile: it now has ${formatNumber(amount)} left. Check it and try again.`;
}

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
  const { side, own } = await bookTransaction(game, async (trx, bookChanged) => {
    await lockPlayers(trx, [userId]);
    bookChanged(input.itemid);
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
  const { goldRequired, side, own } = await bookTransaction(game, async (trx, bookChanged) => {
    await lockPlayers(trx, [userId]);
    const gold = await itemCount(trx, userId, MARKET_CURRENCY_ITEM);
    // Compared in exact arithmetic first: the total may not even fit in a number.
    if (maxBuyAmount({ ...price, orderAmount: input.amount, gold }) < input.amount) {
      throw new GameError(NOT_ENOUGH_GOLD_TEXT);
    }
    const goldRequired = buyOrderHeld(price, input.amount);
    bookChanged(input.itemid);
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
  const { selling, itemsToAdd, side, own } = await bookTransaction(
    game,
    async (trx, bookChanged) => {
      await lockPlayers(trx, [userId]);
      bookChanged(itemId);
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

/** The edit form as validated: the order, the amount the player saw on it, the new figures. */
export interface EditInput {
  orderid: number;
  itemid: string;
  was: number;
  amount: number;
  cost: number;
  costDec: number;
}

/**
 * `editOrder`: sets the player's own order to a new amount and price in place (its id, side,
 * bulk flag and place among orders of one price stay). The difference in what it holds moves in
 * the same work: more items or gold leave the player, the rest comes back. Refused, with nothing
 * changed, when the order is not theirs, gone, or no longer has the amount they saw (a fill or
 * another edit came first), or when they lack what it must hold more. An edit to what the order
 * already is changes nothing and answers as a success, so the same edit sent twice is harmless.
 * A new price may cross the other side, as a new order may: nothing fills by itself (see the
 * README).
 */
export async function editOrder(
  game: GameContext,
  userId: number,
  input: EditInput,
): Promise<EditOrderAnswer> {
  const newPrice = formPrice({ ...input, bulk: 0 });
  const { type, order, moved, side, own } = await bookTransaction(
    game,
    async (trx, bookChanged) => {
      // The owner's lock first: a fill locks the owner too, so the order stays as read.
      await lockPlayers(trx, [userId]);
      const order = await findOrder(trx, input.orderid);
      if (!order) throw new GameError(LISTING_GONE_MEANWHILE_TEXT);
      if (order.user_id !== userId || order.item_id !== input.itemid) {
        throw new GameError(NO_SUCH_LISTING_TEXT);
      }
      const type = order.type === ORDER_TYPE_SELL ? ORDER_TYPE_SELL : ORDER_TYPE_BUY;
      const unchanged =
        order.amount === input.amount &&
        order.cost === input.cost &&
        order.cost_dec === input.costDec;
      const moved = { itemsToAdd: [] as ItemAmount[], itemsToRemove: [] as ItemAmount[] };
      if (!unchanged) {
        if (order.amount !== input.was) throw new GameError(changedMeanwhileText(order.amount));
        const sell = type === ORDER_TYPE_SELL;
        const before = { ...orderPrice(order), amount: order.amount };
        const after = { ...newPrice, amount: input.amount };
        const owned = await itemCount(trx, userId, sell ? order.item_id : MARKET_CURRENCY_ITEM);
        if (!canHoldOrderEdit(sell, before, after, owned)) {
          throw new GameError(sell ? notEnoughText(order.item_id) : NOT_ENOUGH_GOLD_TEXT);
        }
        bookChanged(order.item_id);
        const edited = await editOwnOrder(
          trx,
          {
            orderId: order.id,
            userId,
            amount: input.amount,
            cost: input.cost,
            costDec: input.costDec,
          },
          input.was,
        );
        if (!edited) throw new GameError(changedMeanwhileText(order.amount));
        const held = sell ? order.item_id : MARKET_CURRENCY_ITEM;
        const difference = orderHoldChange(sell, before, after);
        if (difference > 0) {
          moved.itemsToRemove.push({ id: held, amount: difference });
          await removeItems(
            trx,
            userId,
            moved.itemsToRemove,
            sell ? notEnoughText : () => NOT_ENOUGH_GOLD_TEXT,
            'moved',
          );
        } else if (difference < 0) {
          moved.itemsToAdd.push({ id: held, amount: -difference });
          await addItems(trx, userId, moved.itemsToAdd, 'moved');
        }
      }
      return { type, order, moved, ...(await answerReads(trx, userId, order.item_id, type)) };
    },
  );
  const edited = own.find((mine) => mine.id === order.id);
  // The player's lock held from the read to the answer: the order is there.
  if (!edited) throw new Error(`Edited order ${String(order.id)} missing from its owner's orders`);
  const orders = await side;
  return {
    ...(type === ORDER_TYPE_SELL ? { sellOrders: orders } : { buyOrders: orders }),
    order: edited,
    playerOrders: own,
    ...moved,
  };
}
