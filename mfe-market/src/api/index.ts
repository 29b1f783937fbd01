/** The market remote's server calls: what its screens read (hooks) and change (functions). */
export {
  BOUND_CREDITS_ITEM,
  buyBoundCredit,
  tradeResourceCaches,
  useBlackMarket,
} from './black-market';
export { buyJewel, useJewelMarket } from './jewel-market';
export { useYourListings } from './listings';
export {
  buyFromOrder,
  cancelOrder,
  placeBuyOrder,
  placeSellOrder,
  sellToOrder,
  useMarketItem,
  type OrderFields,
} from './market-item';
export { usePriceHistory } from './price-history';
export { sendItems } from './send-items';
export { buyJewelSlot, spendBossTokens, useTokenStore } from './token-store';
