/** premium.php: credits bought through the payment provider (spec 002; issue 17). */
import * as premium from '../game/premium/premium';
import type { Handlers } from '../http/endpoints';

export const premiumHandlers = {
  createCheckout: (input, { game, userId }) => premium.createCheckout(game, userId, input),
  buyBoost: (input, { game, userId }) => premium.buyBoost(game, userId, input),
  finalizeCheckout: (input, { game, userId }) => premium.finalizeCheckout(game, userId, input),
} satisfies Handlers<'premium'>;
