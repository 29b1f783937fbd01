/**
 * Buying Autos with credits: the price of one Auto, the cost of a purchase and the amount box.
 * Spec 002, sections 2, 5, 8 and 9; the starting maximum is from GAME-FACTS.md.
 */
import { assertInteger, assertIntegerInRange, assertSafeResult } from '../guards';
import { INVALID_AMOUNT_TEXT } from '../crafting/crafting';
import { type AmountInputResult, DIGITS_ONLY, assertString } from './input';

/** A new player's maximum Autos (GAME-FACTS.md, "Progression and economy"). */
export const STARTING_MAX_AUTOS = 150;
/** The most Autos one purchase may buy; the cost is only computed up to this amount. */
export const AUTOS_PURCHASE_MAX = 9999;
/** The Autos tab's amount box takes at most this many characters. */
export const AUTOS_AMOUNT_INPUT_MAX_LENGTH = 3;

/** The price formula's shape: 1 credit below 750 owned, +1 per 150 more, never above 8. */
const PRICE_BAND_START = 600;
const PRICE_BAND_WIDTH = 150;
const PRICE_MIN = 1;
const PRICE_MAX = 8;
/**
 * The owned counts at which the price goes up by one credit: 750, 900, ..., 1650 (seven steps
 * take it from 1 to 8).
 */
const PRICE_STEPS: readonly number[] = Array.from(
  { length: PRICE_MAX - PRICE_MIN },
  (_, index) => PRICE_BAND_START + PRICE_BAND_WIDTH * (index + 1),
);

/**
 * Credits for one Auto when the player's maximum Autos is `owned`:
 * max(1, min(1 + floor((owned - 600) / 150), 8)). Spec 002, section 9.
 */
export function autosPricePerAuto(owned: number): number {
  assertInteger('owned Autos', owned);
  const price = 1 + Math.floor((owned - PRICE_BAND_START) / PRICE_BAND_WIDTH);
  return Math.max(PRICE_MIN, Math.min(price, PRICE_MAX));
}

/**
 * Credits for Autos 0 to n - 1 bought one at a time from zero owned: every Auto costs 1, plus 1
 * more for each price step at or below its owned count. Closed form of the sum of
 * {@link autosPricePerAuto}, so a purchase costs the same however large it is.
 */
function cumulativeAutosCost(count: number): number {
  let total = count;
  for (const step of PRICE_STEPS) total += Math.max(0, count - step);
  return total;
}

/**
 * Credits to buy `amount` Autos when the maximum is `owned`: each Auto is priced at the owned
 * count before it is added, so the 451st Auto bought from 150 is priced at 600 owned.
 * `amount` is a whole number from 1 to {@link AUTOS_PURCHASE_MAX}. Spec 002, sections 5 and 9.
 */
export function autosPurchaseCost(owned: number, amount: number): number {
  assertInteger('owned Autos', owned);
  assertIntegerInRange('Autos amount', amount, 1, AUTOS_PURCHASE_MAX);
  return assertSafeResult(
    'Autos purchase cost',
    cumulativeAutosCost(owned + amount) - cumulativeAutosCost(owned),
  );
}

/**
 * Reads the Autos amount box: a whole number from 1 to {@link AUTOS_PURCHASE_MAX}, digits only
 * (no sign, decimal point or spaces); anything else is refused with "Invalid amount.".
 * Refusals are returned, not thrown. Spec 002, sections 5 and 8.
 */
export function parseAutosAmount(input: string): AmountInputResult {
  assertString('Autos amount input', input);
  if (!DIGITS_ONLY.test(input)) return { ok: false, error: INVALID_AMOUNT_TEXT };
  const value = Number(input);
  if (value <= 0 || value > AUTOS_PURCHASE_MAX) return { ok: false, error: INVALID_AMOUNT_TEXT };
  return { ok: true, value };
}

/** Autos can be refreshed at most once in this long. Ours. */
export const AUTOS_REFRESH_COOLDOWN_MS = 60_000;
/** A captcha is asked for at a random time this long (from, to) after the last one. Ours. */
export const CAPTCHA_INTERVAL_MS: readonly [number, number] = [30 * 60_000, 90 * 60_000];
