/** market.php: the item market's order book (spec 000 §7). */
import { loadMarketItem } from '../game/market/book';
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
} satisfies Handlers<'market'>;
