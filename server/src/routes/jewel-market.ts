/** The jewel market (market.php lists, equipment.php sells, removes and buys; spec 001). */
import { removeJewelMarket, sellJewelMarket } from '../game/inventory/equipment';
import { buyJewelMarket, loadJewelMarket } from '../game/market/jewel-market';
import { routeModule } from '../http/endpoints';

export const jewelMarketRoutes = routeModule('jewelMarket', {
  loadJewels: (input, { game }) => loadJewelMarket(game.db, input.gemType),
  sellJewelMarket: (input, { game, userId }) => sellJewelMarket(game, userId, input.id, input.cost),
  removeJewelMarket: (input, { game, userId }) => removeJewelMarket(game, userId, input.id),
  buyJewelMarket: (input, { game, userId }) => buyJewelMarket(game, userId, input.id),
});
