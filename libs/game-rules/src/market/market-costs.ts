/**
 * What market trades cost: the total of a buy, the client's gold check, the most a player can
 * buy or sell from one order, the transaction amount check and the sale tax.
 * Spec 000, sections 5 and 9; GAME-FACTS.md (sale tax).
 */
import { formatNumber } from '../display/number-format';
import {
  RuleInputError,
  assertAtLeast,
  assertInteger,
  assertIntegerInRange,
  assertSafeResult,
} from '../guards';
import {
  PRICE_DECIMAL_MAX,
  PRICE_DECIMAL_MIN,
  marketFailure,
  type MarketCheckResult,
} from './market-input';

/** The client's refusal of a buy order the player cannot pay for. Spec 000, section 8. */
export const NOT_ENOUGH_GOLD_TEXT = 'Not enough gold.';

/** Share of a sale's gold the market keeps, in percent (GAME-FACTS.md). */
export const MARKET_SALE_TAX_PERCENT = 5;

/** Hundredths in one gold: resource prices carry a two-digit decimal part. */
const HUNDREDTHS = 100n;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** A finite number of at least 0, floored, as an exact BigInt. */
function wholeBig(name: string, value: number): bigint {
  assertAtLeast(name, value, 0);
  return BigInt(Math.floor(value));
}

/** Converts an exact result back to a number, refusing what a double cannot hold exactly. */
function toSafeNumber(name: string, value: bigint): number {
  if (value > MAX_SAFE) {
    throw new RuleInputError(`${name} is too large to compute exactly (${value.toString()})`);
  }
  return assertSafeResult(name, Number(value));
}

/** A price as the order stores it: whole part, decimal part 0 to 99, resource or not. */
export interface MarketPrice {
  /** Whole gold per item; a fractional value is floored (the box takes digits only). */
  readonly price: number;
  /** Hundredths of a gold, 0 to 99; counts only for resource items. */
  readonly priceDecimal: number;
  /** Whether the item is a resource (priced to the hundredth). */
  readonly resource: boolean;
}

/** The price of one item in hundredths of a gold, exact. */
function priceInHundredths({ price, priceDecimal, resource }: MarketPrice): bigint {
  const whole = wholeBig('price', price);
  assertIntegerInRange('price decimal part', priceDecimal, PRICE_DECIMAL_MIN, PRICE_DECIMAL_MAX);
  return whole * HUNDREDTHS + (resource ? BigInt(priceDecimal) : 0n);
}

/**
 * Total gold a buy costs. Whole items: floor(price) * floor(amount). Resources: the price with
 * its decimal part times the amount, rounded up to a whole gold, worked out exactly in
 * hundredths (1.05 gold * 3 = 315 hundredths -> 4 gold). Price and amount are floored first
 * for resources too, since both boxes take whole numbers. Throws RuleInputError when the total
 * exceeds Number.MAX_SAFE_INTEGER. Spec 000, section 5.
 */
export function totalBuyCost(order: MarketPrice & { readonly amount: number }): number {
  const amount = wholeBig('amount', order.amount);
  const hundredths = priceInHundredths(order) * amount;
  // Ceiling division of a non-negative BigInt.
  const gold = (hundredths + HUNDREDTHS - 1n) / HUNDREDTHS;
  return toSafeNumber('total buy cost', gold);
}

/**
 * The client's check before a buy order is placed: refused with "Not enough gold." when the
 * amount times the whole price exceeds the gold owned. It ignores a resource's decimal part,
 * as the spec words it; the server checks the full {@link totalBuyCost}. The amount is floored
 * like the price. Spec 000, sections 5 and 8.
 */
export function canAffordBuyOrder(order: {
  readonly amount: number;
  readonly price: number;
  readonly gold: number;
}): MarketCheckResult {
  const amount = wholeBig('amount', order.amount);
  const price = wholeBig('price', order.price);
  const gold = BigInt(assertInteger('gold', order.gold));
  if (amount * price > gold) return marketFailure('not_enough_gold', NOT_ENOUGH_GOLD_TEXT);
  return { ok: true };
}

/**
 * The most a player can buy from a sell order: the smaller of the order's amount and the
 * largest count whose {@link totalBuyCost} fits in their gold. For resources that count is
 * floor(gold * 100 / price in hundredths), exact (ceil(x) <= gold exactly when x <= gold,
 * gold being whole). A price of 0 leaves only the order amount as the limit.
 * Spec 000, section 5.
 */
export function maxBuyAmount(
  order: MarketPrice & { readonly orderAmount: number; readonly gold: number },
): number {
  const orderAmount = assertInteger('order amount', order.orderAmount);
  const gold = BigInt(assertInteger('gold', order.gold));
  const unitHundredths = priceInHundredths(order);
  if (unitHundredths === 0n) return orderAmount;
  const affordable = (gold * HUNDREDTHS) / unitHundredths;
  return affordable < BigInt(orderAmount) ? Number(affordable) : orderAmount;
}

/**
 * The most a player can sell into a buy order: the smaller of the order's amount and the
 * count they own. Spec 000, section 5.
 */
export function maxSellAmount(order: {
  readonly orderAmount: number;
  readonly owned: number;
}): number {
  const orderAmount = assertInteger('order amount', order.orderAmount);
  const owned = assertInteger('owned amount', order.owned);
  return Math.min(orderAmount, owned);
}

/** A transaction against one order, as entered in its amount box. */
export interface TransactionAmount {
  /** The amount entered (a whole number; 0 or less is refused, not thrown). */
  readonly amount: number;
  /** {@link maxBuyAmount} or {@link maxSellAmount} for this order. */
  readonly max: number;
  /** Whether the order is bulk: it can only be bought or sold whole. */
  readonly bulk: boolean;
  /** The order's full amount. */
  readonly orderAmount: number;
}

/**
 * The transaction amount check: above 0; for a bulk order exactly the order's amount ("All");
 * and at most the max the player can afford or owns. So a bulk order the player cannot take
 * whole is refused as above the max. Spec 000, section 5.
 */
export function validateTransactionAmount(transaction: TransactionAmount): MarketCheckResult {
  const { amount, bulk } = transaction;
  assertInteger('transaction amount', amount, Number.MIN_SAFE_INTEGER);
  const max = assertInteger('transaction max', transaction.max);
  const orderAmount = assertInteger('order amount', transaction.orderAmount);
  if (amount <= 0) return marketFailure('not_positive', 'The amount must be above 0.');
  if (bulk && amount !== orderAmount) {
    return marketFailure('bulk_not_whole', 'This listing can only be traded whole (All).');
  }
  if (amount > max)
    return marketFailure('above_max', `The amount can be at most ${formatNumber(max)}.`);
  return { ok: true };
}

/**
 * Tax the market takes from a sale: floor(gold * 5 / 100), exact for any safe gold amount.
 * GAME-FACTS.md: a sale for 35,750,000 gold paid 1,787,500 tax.
 */
export function marketSaleTax(gold: number): number {
  const sale = BigInt(assertInteger('sale gold', gold));
  return Number((sale * BigInt(MARKET_SALE_TAX_PERCENT)) / 100n);
}

/** Gold the seller receives from a sale: the sale gold minus {@link marketSaleTax}. */
export function marketSaleNet(gold: number): number {
  return gold - marketSaleTax(gold);
}

/**
 * Number of pages needed for `total` rows at `pageSize` rows per page; 0 rows need 0 pages
 * (the screen shows its empty text instead). Spec 001, section 2; spec 002, section 9.
 */
export function pageCount(total: number, pageSize: number): number {
  assertInteger('row count', total);
  assertInteger('page size', pageSize, 1);
  // Integer arithmetic: a float division could round a huge quotient onto a whole number.
  const remainder = total % pageSize;
  return (total - remainder) / pageSize + (remainder > 0 ? 1 : 0);
}
