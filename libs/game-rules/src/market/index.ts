export {
  ORDER_TYPE_SELL,
  ORDER_TYPE_BUY,
  ORDER_TYPES,
  MARKET_INPUT_MAX_LENGTH,
  MARKET_PRICE_INPUT_MAX_LENGTH,
  DECONSTRUCT_INPUT_MAX_LENGTH,
  DECONSTRUCT_MAX_AMOUNT,
  PRICE_DECIMAL_MIN,
  PRICE_DECIMAL_MAX,
  PRICE_DECIMAL_RESET,
  MARKET_QUANTITY_FIELDS,
  isSellOrder,
  normalizeDecimalPart,
  parseMarketQuantity,
  validateOrderForm,
  deconstructMax,
  parseDeconstructAmount,
} from './market-input';
export type {
  OrderType,
  MarketInputFailureReason,
  MarketInputFailure,
  ParsedQuantity,
  QuantityParseResult,
  MarketCheckResult,
  MarketQuantityField,
  MarketQuantityOptions,
  OrderForm,
} from './market-input';
export {
  NOT_ENOUGH_GOLD_TEXT,
  MARKET_SALE_TAX_PERCENT,
  totalBuyCost,
  canAffordBuyOrder,
  maxBuyAmount,
  maxSellAmount,
  validateTransactionAmount,
  marketSaleTax,
  marketSaleNet,
  pageCount,
} from './market-costs';
export type { MarketPrice, TransactionAmount } from './market-costs';
export { MARKET_TEXTS, JEWEL_MARKET_PAGE_SIZE } from './market-texts';
export type { MarketTextKey } from './market-texts';
