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
  editOrder,
  placeBuyOrder,
  placeSellOrder,
  sellToOrder,
  useMarketDepth,
  useMarketItem,
  type EditFields,
  type OrderFields,
} from './market-item';
export { useMarketValues, useNetWorth } from './net-worth';
export { usePriceHistory } from './price-history';
export { sendItems } from './send-items';
export { useTradeHistory } from './trade-history';
export { buyJewelSlot, spendBossTokens, useTokenStore } from './token-store';
