/** store.php: the black market (spec 002 §7) and the token store (spec 000 §7). */
import {
  buyBlackMarketCredit,
  loadBlackMarket,
  tradeResourceCaches,
} from '../game/black-market/black-market';
import { buyJewelSlot, loadTokenStore, spendBossTokens } from '../game/token-store/token-store';
import type { Handlers } from '../http/endpoints';

export const storeHandlers = {
  blackMarket: (_input, { game, userId }) => loadBlackMarket(game, userId),
  blackMarketCredits: (_input, { game, userId }) => buyBlackMarketCredit(game, userId),
  blackMarketCache: (input, { game, userId }) =>
    tradeResourceCaches(game, userId, input.amount, input.resource),
  tokenStore: (_input, { game, userId }) => loadTokenStore(game, userId),
  spendBossTokens: (input, { game, userId }) => spendBossTokens(game, userId, input.id),
  buyJewelSlots: (input, { game, userId }) => buyJewelSlot(game, userId, input.jewelType),
} satisfies Handlers<'store'>;
