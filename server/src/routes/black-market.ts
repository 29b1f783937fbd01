/** The black market (store.php, spec 002 §7). */
import {
  buyBlackMarketCredit,
  loadBlackMarket,
  tradeResourceCaches,
} from '../game/black-market/black-market';
import { routeModule } from '../http/endpoints';

export const blackMarketRoutes = routeModule('blackMarket', {
  blackMarket: (_input, { game, userId }) => loadBlackMarket(game, userId),
  blackMarketCredits: (_input, { game, userId }) => buyBlackMarketCredit(game, userId),
  blackMarketCache: (input, { game, userId }) =>
    tradeResourceCaches(game, userId, input.amount, input.resource),
});
