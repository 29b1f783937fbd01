/**
 * Premium credits: honor tokens and autos (misc.php), boosts and the provider's checkout
 * (premium.php; spec 002, issue 17).
 */
import * as premium from '../game/premium/premium';
import { routeModule } from '../http/endpoints';

export const premiumRoutes = routeModule('premium', {
  loadPremium: (_input, { game, userId }) => premium.loadPremium(game, userId),
  useHonorTokens: (input, { game, userId }) => premium.useHonorTokens(game, userId, input),
  purchaseAutos: (input, { game, userId }) => premium.purchaseAutos(game, userId, input),
  createCheckout: (input, { game, userId }) => premium.createCheckout(game, userId, input),
  buyBoost: (input, { game, userId }) => premium.buyBoost(game, userId, input),
  finalizeCheckout: (input, { game, userId }) => premium.finalizeCheckout(game, userId, input),
});
