/** Texts the item page's forms share (the order form and the edit form). */
import { formatNumber, MARKET_PRICE_MAX } from '@idle/game-rules';

/** The server refuses prices above the market's limit; the forms say so before sending. */
export const PRICE_TOO_HIGH_TEXT = `The price can be at most ${formatNumber(MARKET_PRICE_MAX)}.`;
