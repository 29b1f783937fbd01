/**
 * The jewel market: jewels listed by their owners (`jewels.market_price`, set and cleared in
 * equipment.ts), read per gem type, and bought whole. A purchase is ONE transaction of both
 * players (rows locked in id order): the jewel changes hands only while it is still the seller's
 * and still listed at the price read, the buyer pays the price, and the seller gets it less the
 * market's tax, which leaves the economy. The sale is kept (`jewel_trades`, its kind and price)
 * in the same transaction: net worth values jewels at their kind's 7-day average.
 */
import {
  JEWEL_SOLD_MESSAGE_TYPE,
  type BuyJewelMarketAnswer,
  type JewelListing,
  type JewelSoldMessage,
  type LoadJewelsAnswer,
} from '@idle/contracts';
import {
  MARKET_CURRENCY_ITEM,
  NOT_ENOUGH_GOLD_TEXT,
  formatNumber,
  marketSaleNet,
} from '@idle/game-rules';
import type { Db } from '../../db/database';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import type { GameContext } from '../context';
import { countTax } from '../economy/economy';
import { addItems, itemCount, removeItems } from '../inventory/items';
import { addLogEntry } from '../log/log';
import { jewelView } from '../players/players';
import { usernameOf } from '../accounts/users.repository';
import {
  findJewelRow,
  listedJewelOwner,
  listedJewelsWithSellers,
  moveListedJewel,
} from '../inventory/jewels.repository';
import { insertJewelTrade } from './jewel-trades.repository';

export const JEWEL_NOT_FOR_SALE_TEXT = 'That jewel is no longer for sale.';
export const OWN_JEWEL_TEXT = 'You cannot buy your own jewel.';

/** The seller's log line and notification. */
export function jewelSoldText(
  buyer: string,
  jewel: { gemType: number; rarity: number },
  net: number,
): string {
  return `${buyer} bought your jewel [jewel:${jewel.gemType}:${jewel.rarity}] on the market: you received ${formatNumber(net)} gold after tax.`;
}

/** `loadJewels`: every listed jewel of the gem type, whoever lists it, highest total first. */
export async function loadJewelMarket(db: Db, gemType: number): Promise<LoadJewelsAnswer> {
  const rows = await listedJewelsWithSellers(db, gemType);
  return rows.map((row): JewelListing => {
    const jewel = jewelView(row);
    return {
      id: jewel.id,
      gemType: jewel.gemType,
      rarity: jewel.rarity,
      stats: jewel.stats,
      cost: row.market_price ?? 0,
      userid: row.user_id,
      username: row.username,
      craftedBy: jewel.craftedBy,
    };
  });
}

/** The listed jewel's owner, read before the purchase locks them with the buyer. */
async function sellerOf(db: Db, jewelId: number): Promise<number> {
  const ownerId = await listedJewelOwner(db, jewelId);
  if (ownerId === undefined) throw new GameError(JEWEL_NOT_FOR_SALE_TEXT);
  return ownerId;
}

/** `buyJewelMarket`: buys a listed jewel of another player at its price. */
export async function buyJewelMarket(
  game: GameContext,
  userId: number,
  jewelId: number,
): Promise<BuyJewelMarketAnswer> {
  const sellerId = await sellerOf(game.db, jewelId);
  const now = game.clock.now();
  const { answer, news } = await playerTransaction(game.db, [userId, sellerId], async (trx) => {
    const listed = await findJewelRow(trx, jewelId);
    // Sold, unlisted or given away since it was read: the lock taken is not the owner's.
    if (!listed || listed.market_price === null || listed.user_id !== sellerId) {
      throw new GameError(JEWEL_NOT_FOR_SALE_TEXT);
    }
    if (sellerId === userId) throw new GameError(OWN_JEWEL_TEXT);
    const cost = listed.market_price;
    if ((await itemCount(trx, userId, MARKET_CURRENCY_ITEM)) < cost) {
      throw new GameError(NOT_ENOUGH_GOLD_TEXT);
    }
    const net = marketSaleNet(cost);
    const moved = await moveListedJewel(trx, { jewelId, sellerId, buyerId: userId, cost });
    if (!moved) throw new GameError(JEWEL_NOT_FOR_SALE_TEXT);
    await removeItems(
      trx,
      userId,
      [{ id: MARKET_CURRENCY_ITEM, amount: cost }],
      () => NOT_ENOUGH_GOLD_TEXT,
      'moved',
    );
    await addItems(trx, sellerId, [{ id: MARKET_CURRENCY_ITEM, amount: net }], 'moved');
    await countTax(trx, sellerId, cost - net);
    await insertJewelTrade(trx, {
      gemType: listed.gem_type,
      rarity: listed.rarity,
      price: cost,
      buyerId: userId,
      sellerId,
      at: now,
    });
    const buyer = await usernameOf(trx, userId);
    const jewel = jewelView({ ...listed, user_id: userId, market_price: null, equipped: 0 });
    const text = jewelSoldText(buyer, jewel, net);
    await addLogEntry(trx, sellerId, 'jewel', text, now);
    const sold: JewelSoldMessage = { id: jewelId, gemType: jewel.gemType };
    return { answer: { jewel, cost, tax: cost - net }, news: { net, text, sold } };
  });
  game.live.toUser(sellerId, {
    type: 'addItemsToUser',
    data: [{ id: MARKET_CURRENCY_ITEM, amount: news.net }],
  });
  game.live.toUser(sellerId, { type: 'notification', data: news.text, channel: 'notifications' });
  game.live.toUser(sellerId, { type: JEWEL_SOLD_MESSAGE_TYPE, data: news.sold });
  return answer;
}
