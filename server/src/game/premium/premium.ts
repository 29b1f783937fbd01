/**
 * The premium service the handlers call (spec 002, sections 2, 5, 7 and 9): the store's calls in
 * store.ts, checkouts in checkout.ts, fulfilment of paid sessions in fulfilment.ts.
 */
export { loadPremium, purchaseAutos, useHonorTokens } from './store';
export { createCheckout, finalizeCheckout } from './checkout';
export { buyBoost } from './boosts';
