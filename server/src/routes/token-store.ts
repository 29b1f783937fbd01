/** The token store: boss tokens and jewel slots (store.php, spec 000 §7). */
import { buyJewelSlot, loadTokenStore, spendBossTokens } from '../game/token-store/token-store';
import { routeModule } from '../http/endpoints';

export const tokenStoreRoutes = routeModule('tokenStore', {
  tokenStore: (_input, { game, userId }) => loadTokenStore(game, userId),
  spendBossTokens: (input, { game, userId }) => spendBossTokens(game, userId, input.id),
  buyJewelSlots: (input, { game, userId }) => buyJewelSlot(game, userId, input.jewelType),
});
