/** What the market item page's price history covers. Ours. */

/** Trades the item page lists, newest first. */
export const MARKET_LAST_TRADES_SHOWN = 20;
/** Days the average price covers, up to now (also what `marketValues` values items at). */
export const MARKET_AVERAGE_DAYS = 7;
/** The longer and shorter averages the item page shows beside it. */
export const MARKET_SHORT_AVERAGE_DAYS = 1;
export const MARKET_LONG_AVERAGE_DAYS = 30;
/** Price levels of each side of the book the depth chart shows, best first. */
export const MARKET_DEPTH_LEVELS = 50;
/** The player's trades on one page of `/market_history`. */
export const MARKET_HISTORY_PAGE_SIZE = 25;
/** UTC days the price chart covers, today included. */
export const MARKET_CHART_DAYS = 30;
