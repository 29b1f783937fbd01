/** The item market: order book, trades and price history (market.php, specs 000 §7, 001). */
import { loadMarketItem, marketDepth, yourListings } from '../game/market/book';
import { marketValues, priceHistory } from '../game/market/history';
import { tradeHistory } from '../game/market/ledger';
import { cancelOrder, editOrder, placeBuyOrder, placeSellOrder } from '../game/market/orders';
import { buyFromOrder, sellToOrder } from '../game/market/trades';
import { routeModule } from '../http/endpoints';

export const marketRoutes = routeModule('market', {
  loadItems: (input, { game, userId }) => loadMarketItem(game.db, userId, input.itemid),
  placeBuyOrder: (input, { game, userId }) => placeBuyOrder(game, userId, input),
  placeSellOrder: (input, { game, userId }) => placeSellOrder(game, userId, input),
  cancelOrder: (input, { game, userId }) => cancelOrder(game, userId, input.orderid, input.itemid),
  sell: (input, { game, userId }) => sellToOrder(game, userId, input.id, input.amount),
  buy: (input, { game, userId }) => buyFromOrder(game, userId, input.id, input.amount),
  yourListings: (_input, { game, userId }) => yourListings(game.db, userId),
  priceHistory: (input, { game }) => priceHistory(game, input.itemid),
  editOrder: (input, { game, userId }) => editOrder(game, userId, input),
  marketDepth: (input, { game }) => marketDepth(game.db, input.itemid),
  marketValues: (_input, { game }) => marketValues(game),
  tradeHistory: (input, { game, userId }) => tradeHistory(game.db, userId, input.page),
});
