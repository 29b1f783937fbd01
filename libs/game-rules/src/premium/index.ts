export type { AcceptedAmount, RefusedInput, AmountInputResult } from './input';
export {
  STARTING_MAX_AUTOS,
  AUTOS_PURCHASE_MAX,
  AUTOS_AMOUNT_INPUT_MAX_LENGTH,
  autosPricePerAuto,
  autosPurchaseCost,
  parseAutosAmount,
} from './autos';
export {
  PREMIUM_CREDITS_MIN,
  PREMIUM_CREDITS_MAX,
  PREMIUM_CREDITS_DEFAULT,
  validatePremiumCreditAmount,
  canUseHonorTokens,
} from './premium';
export type { RefusedPremiumCreditAmount, PremiumCreditAmountResult } from './premium';
export {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SIZE_MIN,
  CHAT_SIZE_MAX,
  CHAT_HISTORY_MIN,
  CHAT_HISTORY_MAX,
  CHAT_HISTORY_INPUT_MAX_LENGTH,
  CHAT_HISTORY_SIZE_ERROR,
  CHAT_SOCKET_PORT,
  clampChatSize,
  validateChatHistorySize,
} from './chat';
export { SEND_AMOUNT_MAX_LENGTH, validateSendItems } from './send-items';
export type { SendItemsFailureReason, SendItemsForm, SendItemsCheckResult } from './send-items';
export {
  RESOURCE_CACHE_TRADE_MAX_LENGTH,
  CACHE_RESOURCES,
  CACHE_RESOURCE_CHOICES,
  BLACK_MARKET_FIRST_CREDIT_COST,
  cacheResourceItem,
  blackMarketCreditCost,
} from './black-market';
export type { CacheResourceChoice, CacheResourceItem } from './black-market';
