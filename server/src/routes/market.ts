/** market.php: the item market (order book, history) and the jewel market (specs 000 §7, 001). */
import { loadMarketItem, yourListings } from '../game/market/book';
import { priceHistory } from '../game/market/history';
import { loadJewelMarket } from '../game/market/jewel-market';
import { cancelOrder, placeBuyOrder, placeSellOrder } from '../game/market/orders';
import { buyFromOrder, sellToOrder } from '../game/market/trades';
import type { Handlers } from '../http/endpoints';

export const marketHandlers = {
  loadItems: (input, { game, userId }) => loadMarketItem(game.db, userId, input.itemid),
  placeBuyOrder: (input, { game, userId }) => placeBuyOrder(game, userId, input),
  placeSellOrder: (input, { game, userId }) => placeSellOrder(game, userId, input),
  cancelOrder: (input, { game, userId }) => cancelOrder(game, userId, input.orderid, input.itemid),
  sell: (input, { game, userId }) => sellToOrder(game, userId, input.id, input.amount),
  buy: (input, { game, userId }) => buyFromOrder(game, userId, input.id, input.amount),
  yourListings: (_input, { game, userId }) => yourListings(game.db, userId),
  loadJewels: (input, { game }) => loadJewelMarket(game.db, input.gemType),
  priceHistory: (input, { game }) => priceHistory(game, input.itemid),
} satisfies Handlers<'market'>;
