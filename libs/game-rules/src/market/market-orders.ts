/**
 * The item market's order book rules that server and client share: the limits of an order, the
 * resource decimal rule, what a buy order holds and what each fill of it pays out.
 * Spec 000, sections 3, 5 and 7; issue 14 (the server rules where the spec is silent).
 */
import { RuleInputError, assertInteger } from '../guards';
import { maxBuyAmount, totalBuyCost, type MarketPrice } from './market-costs';
import { MARKET_INPUT_MAX_LENGTH } from './market-input';

/** The highest price of one item an order may ask or offer (the original's limit). */
export const MARKET_PRICE_MAX = 999_999_999_999;

/** The largest amount the 15-character amount box can hold. */
export const MARKET_AMOUNT_MAX = 10 ** MARKET_INPUT_MAX_LENGTH - 1;

/** The item id the market pays in; it cannot itself be listed. */
export const MARKET_CURRENCY_ITEM = 'gold';

/** The item type whose prices carry a two-digit decimal part (`costDec`). */
export const MARKET_DECIMAL_ITEM_TYPE = 'resource';

/**
 * Orders of each side an item page lists: the best prices first, the depth an exchange shows
 * (the spec names no number). Answers and live changes carry these and the player's own orders,
 * never the whole book (issue 28: a 100-order side made a 24 KB answer).
 */
export const MARKET_ORDERS_SHOWN = 20;

/**
 * Listings (buy and sell orders, every item) one player may have open at once (ours; the spec
 * names no limit): far above what a trader keeps, and a bound on what one player can write.
 */
export const MARKET_OPEN_ORDERS_MAX = 500;

/** Whether items of this type are priced to the hundredth of a gold. Spec 000, section 5. */
export function hasDecimalPrice(itemType: string): boolean {
  return itemType === MARKET_DECIMAL_ITEM_TYPE;
}

/**
 * The gold a buy order holds while `remaining` items are still wanted: the spec's total buy cost
 * of that many (for resources, the rounded-up total). Placing the order takes this much.
 */
export function buyOrderHeld(price: MarketPrice, remaining: number): number {
  assertInteger('remaining amount', remaining);
  return totalBuyCost({ ...price, amount: remaining });
}

/**
 * The gold a sale of `amount` items into a buy order with `remaining` wanted pays (before tax):
 * what the order held before the sale minus what it holds after. The fills of one order then add
 * up to exactly what it held at first, however the rounding of resource prices falls, and a
 * cancel returns exactly what is still held.
 */
export function buyOrderFillGold(price: MarketPrice, remaining: number, amount: number): number {
  assertInteger('remaining amount', remaining);
  assertInteger('sold amount', amount);
  if (amount > remaining) {
    throw new RuleInputError(`sold amount ${amount} exceeds the ${remaining} still wanted`);
  }
  return buyOrderHeld(price, remaining) - buyOrderHeld(price, remaining - amount);
}

/** An order's price and amount, before or after an edit. */
export interface OrderTerms extends MarketPrice {
  readonly amount: number;
}

/**
 * What an edit of an order changes in what it holds: above 0, that much more leaves the player
 * (items of a sell order, gold of a buy order); below 0, that much comes back. A sell order holds
 * its items, a buy order {@link buyOrderHeld} of its amount at its price.
 */
export function orderHoldChange(sell: boolean, before: OrderTerms, after: OrderTerms): number {
  if (sell) return assertInteger('amount', after.amount) - assertInteger('amount', before.amount);
  return buyOrderHeld(after, after.amount) - buyOrderHeld(before, before.amount);
}

/**
 * Whether the player can hold what an edit asks more: a sell order's extra items out of those
 * `owned`, a buy order's new hold out of their `owned` gold plus what it held before, compared
 * exactly first ({@link maxBuyAmount}: the new hold may not fit in a number). Issue 29.
 */
export function canHoldOrderEdit(
  sell: boolean,
  before: OrderTerms,
  after: OrderTerms,
  owned: number,
): boolean {
  assertInteger('owned amount', owned);
  if (sell) return after.amount - before.amount <= owned;
  const available = Math.min(owned + buyOrderHeld(before, before.amount), Number.MAX_SAFE_INTEGER);
  return maxBuyAmount({ ...after, orderAmount: after.amount, gold: available }) >= after.amount;
}
