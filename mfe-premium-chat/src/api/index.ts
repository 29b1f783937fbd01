/**
 * The premium store's and the chat's requests: a hook for what each screen reads (on the shared
 * query cache of @idle/api-client) and a function for each change, which applies what its answer
 * changed.
 */
export { ignorePlayer, setProfanityFilter, unignorePlayer, useChatSettings } from './chat-settings';
export { findUserid } from './players';
export {
  buyBoost,
  createCheckout,
  finalizeCheckout,
  purchaseAutos,
  spendHonorTokens,
  usePremium,
} from './premium';
export { createApiKey, revokeApiKey, useApiKeys } from './api-keys';
