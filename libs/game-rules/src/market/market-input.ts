/**
 * The market's order types and what its input boxes accept: the order form, the resource
 * decimal price part, and the deconstruct amount box.
 * Spec 000, sections 3, 4 and 5; spec 001, section 5.
 */
import { formatNumber } from '../display/number-format';
import { RuleInputError, assertFinite, assertInteger, assertOneOf } from '../guards';

/** Order type sent when placing a sell order; a market order with type 1 is a sell order. */
export const ORDER_TYPE_SELL = 1;
/** Order type sent when placing a buy order (the spec only says "not 1" reads as buy). */
export const ORDER_TYPE_BUY = 2;
/** The two order types a form can choose. */
export const ORDER_TYPES = [ORDER_TYPE_SELL, ORDER_TYPE_BUY] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Amount and price boxes of the market form take at most this many characters. */
export const MARKET_INPUT_MAX_LENGTH = 15;
/** The jewel market's price box takes at most this many characters. */
export const MARKET_PRICE_INPUT_MAX_LENGTH = 12;
/** The deconstruct amount box takes at most this many characters. */
export const DECONSTRUCT_INPUT_MAX_LENGTH = 5;
/** The largest amount the deconstruct box can hold: five nines. */
export const DECONSTRUCT_MAX_AMOUNT = 10 ** DECONSTRUCT_INPUT_MAX_LENGTH - 1;

/** The decimal price part of a resource item runs from 0 to 99 (hundredths of a gold). */
export const PRICE_DECIMAL_MIN = 0;
export const PRICE_DECIMAL_MAX = 99;
/** What the decimal price box resets to when its value is out of range. */
export const PRICE_DECIMAL_RESET = '00';

/** Why an input was refused; the `error` text beside it is what the player is shown. */
export type MarketInputFailureReason =
  | 'empty'
  | 'not_numeric'
  | 'too_long'
  | 'not_positive'
  | 'above_max'
  | 'above_owned'
  | 'not_enough_gold'
  | 'bulk_not_whole'
  | 'no_order_type';

/** A refused input: a reason to branch on and a text to show. Never thrown. */
export interface MarketInputFailure {
  readonly ok: false;
  readonly reason: MarketInputFailureReason;
  readonly error: string;
}
/** An accepted input box value. */
export interface ParsedQuantity {
  readonly ok: true;
  readonly value: number;
}
export type QuantityParseResult = ParsedQuantity | MarketInputFailure;
/** The outcome of a check that has no value to hand back. */
export type MarketCheckResult = { readonly ok: true } | MarketInputFailure;

/** Builds a refusal. Shared inside this folder only. */
export function marketFailure(reason: MarketInputFailureReason, error: string): MarketInputFailure {
  return { ok: false, reason, error };
}

/** Rejects anything that is not a string (a bug in the caller, not a player's typing). */
function assertString(name: string, value: unknown): string {
  if (typeof value !== 'string') {
    throw new RuleInputError(`${name} must be a string, got ${typeof value}`);
  }
  return value;
}

const DIGITS_ONLY = /^[0-9]+$/;

/**
 * Reads a whole positive number typed into a box that takes digits only, at most `maxLength`
 * characters. Nothing is trimmed: a space is not a digit.
 */
function parseDigitsBox(label: string, input: string, maxLength: number): QuantityParseResult {
  if (input.length === 0) return marketFailure('empty', `Enter the ${label}.`);
  if (input.length > maxLength) {
    return marketFailure(
      'too_long',
      `The ${label} can have at most ${formatNumber(maxLength)} digits.`,
    );
  }
  if (!DIGITS_ONLY.test(input)) {
    return marketFailure('not_numeric', `The ${label} must be a whole number.`);
  }
  const value = Number(input);
  if (value <= 0) return marketFailure('not_positive', `The ${label} must be above 0.`);
  return { ok: true, value };
}

/**
 * Whether a market order is a sell order: type 1 sells, any other type buys.
 * Spec 000, section 3 (Market order).
 */
export function isSellOrder(type: number): boolean {
  assertFinite('order type', type);
  return type === ORDER_TYPE_SELL;
}

/**
 * The decimal price part of a resource item as its two-character box value: a whole number
 * 0 to 99 written with two digits ("5" becomes "05"); anything else resets to "00" ("100",
 * "-1", "a", "1.5", the empty box). Leading zeros are accepted ("007" is 7, so "07").
 * Spec 000, section 5.
 */
export function normalizeDecimalPart(input: string): string {
  assertString('decimal price part', input);
  if (!DIGITS_ONLY.test(input)) return PRICE_DECIMAL_RESET;
  const value = Number(input);
  if (value > PRICE_DECIMAL_MAX) return PRICE_DECIMAL_RESET;
  return String(value).padStart(2, '0');
}

/** Which box of the market form is being read; it only changes the refusal text. */
export const MARKET_QUANTITY_FIELDS = ['amount', 'price'] as const;
export type MarketQuantityField = (typeof MARKET_QUANTITY_FIELDS)[number];

/** Options of {@link parseMarketQuantity}. */
export interface MarketQuantityOptions {
  /** Which box is read (default `'amount'`). */
  readonly field?: MarketQuantityField;
  /** Character limit of the box (default {@link MARKET_INPUT_MAX_LENGTH}, at most that). */
  readonly maxLength?: number;
}

/**
 * Reads the market form's amount or price box: digits only, at most
 * {@link MARKET_INPUT_MAX_LENGTH} characters (pass {@link MARKET_PRICE_INPUT_MAX_LENGTH} for
 * the jewel market's price box), value above 0. Refusals are returned, not thrown. Fifteen
 * digits stay below Number.MAX_SAFE_INTEGER, so the value is exact.
 * Spec 000, section 5; spec 001, section 5.
 */
export function parseMarketQuantity(
  input: string,
  options: MarketQuantityOptions = {},
): QuantityParseResult {
  assertString('market input', input);
  const field = options.field ?? 'amount';
  assertOneOf('market input field', field, MARKET_QUANTITY_FIELDS);
  const maxLength = options.maxLength ?? MARKET_INPUT_MAX_LENGTH;
  assertInteger('market input max length', maxLength, 1);
  if (maxLength > MARKET_INPUT_MAX_LENGTH) {
    throw new RuleInputError(
      `market input max length must be at most ${MARKET_INPUT_MAX_LENGTH}, got ${maxLength}`,
    );
  }
  return parseDigitsBox(field, input, maxLength);
}

/** The market order form as the player filled it in; `orderType` is unset until chosen. */
export interface OrderForm {
  readonly amount: number;
  readonly price: number;
  readonly orderType?: OrderType | null | undefined;
}

/**
 * The market form's check before Confirm: amount above 0, whole price above 0, and an order
 * type (sell or buy) chosen. The first problem found is returned. A resource whose whole price
 * is 0 is refused even with a decimal part, as the spec words it ("price must be above 0").
 * Spec 000, section 5.
 */
export function validateOrderForm(form: OrderForm): MarketCheckResult {
  assertFinite('order amount', form.amount);
  assertFinite('order price', form.price);
  const { orderType } = form;
  if (orderType !== undefined && orderType !== null) {
    assertOneOf('order type', orderType, ORDER_TYPES);
  }
  if (form.amount <= 0) return marketFailure('not_positive', 'The amount must be above 0.');
  if (form.price <= 0) return marketFailure('not_positive', 'The price must be above 0.');
  if (orderType === undefined || orderType === null) {
    return marketFailure('no_order_type', 'Choose whether to buy or sell.');
  }
  return { ok: true };
}

/**
 * The most a player can deconstruct at once: what they own, capped by the five-character box.
 * This is what the Max button fills in. Spec 000, section 5.
 */
export function deconstructMax(owned: number): number {
  assertInteger('owned amount', owned);
  return Math.min(owned, DECONSTRUCT_MAX_AMOUNT);
}

/**
 * Reads the deconstruct amount box: digits only, at most {@link DECONSTRUCT_INPUT_MAX_LENGTH}
 * characters, from 1 up to the owned count. Refusals are returned, not thrown.
 * Spec 000, section 5.
 */
export function parseDeconstructAmount(input: string, owned: number): QuantityParseResult {
  assertString('deconstruct input', input);
  assertInteger('owned amount', owned);
  const parsed = parseDigitsBox('amount', input, DECONSTRUCT_INPUT_MAX_LENGTH);
  if (!parsed.ok) return parsed;
  if (parsed.value > owned) {
    return marketFailure('above_owned', `You only have ${formatNumber(owned)} to deconstruct.`);
  }
  return parsed;
}
