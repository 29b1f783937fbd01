/** What the market item page's price history covers. Ours. */

/** Trades the item page lists, newest first. */
export const MARKET_LAST_TRADES_SHOWN = 20;
/** Days the average price covers, up to now. */
export const MARKET_AVERAGE_DAYS = 7;
/** UTC days the price chart covers, today included. */
export const MARKET_CHART_DAYS = 30;
