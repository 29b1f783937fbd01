/**
 * How numbers are shown: thousands separators, stat percents, and values kept in tenths of a
 * percent (dungeon progress chance, alchemy essence chance, clan conversion rate).
 * Spec 000, section 9; spec 001, section 9; spec 002, section 9.
 */
import { RuleInputError, assertAtLeast, assertFinite, assertInteger } from '../guards';

/** Fraction digits shown by {@link formatNumber} when none are asked for: up to 2. */
export const DEFAULT_MAX_FRACTION_DIGITS = 2;
/** The most fraction digits {@link formatNumber} accepts (the limit every Intl supports). */
export const MAX_FRACTION_DIGITS = 20;

/** Options of {@link formatNumber}. */
export interface FormatNumberOptions {
  /** Show exactly this many fraction digits (0 to 20), padding with zeros. */
  readonly fractionDigits?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${minimum}:${maximum}`;
  let cached = formatters.get(key);
  if (cached === undefined) {
    cached = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
      // No "-0" for negative zero or for tiny negatives that round to zero.
      signDisplay: 'negative',
    });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * A number with en-US thousands separators: 1234567 reads "1,234,567". By default up to 2
 * fraction digits are kept (1234.5 reads "1,234.5", 0.125 reads "0.13"); `fractionDigits`
 * fixes their count. Spec 000, section 9; spec 002, section 9.
 */
export function formatNumber(value: number, options: FormatNumberOptions = {}): string {
  assertFinite('number to format', value);
  const { fractionDigits } = options;
  if (fractionDigits === undefined) return formatter(0, DEFAULT_MAX_FRACTION_DIGITS).format(value);
  assertInteger('fraction digits', fractionDigits);
  if (fractionDigits > MAX_FRACTION_DIGITS) {
    throw new RuleInputError(
      `fraction digits must be at most ${MAX_FRACTION_DIGITS}, got ${fractionDigits}`,
    );
  }
  return formatter(fractionDigits, fractionDigits).format(value);
}

/**
 * A count with its noun, singular for exactly 1: "1 fragment", "0 fragments", "51,456
 * fragments". The number reads as {@link formatNumber} shows it.
 */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/**
 * A stat value as a percent: stats are stored in hundredths of a percent, so 1234 is 12.34.
 * Spec 000, section 9.
 */
export function statPercent(value: number): number {
  assertFinite('stat value', value);
  return value / 100;
}

/**
 * A stat value as shown: {@link statPercent} with thousands separators, up to 2 fraction
 * digits, and a percent sign (1234 reads "12.34%", 5000 reads "50%"). Spec 000, section 9.
 */
export function formatStatPercent(value: number): string {
  return `${formatNumber(statPercent(value))}%`;
}

/** toFixed switches to exponent notation from 1e21 on. */
const TO_FIXED_LIMIT = 1e21;

/** A value stored in tenths of a percent, shown divided by 10 with 2 decimals. */
function tenthsWithTwoDecimals(name: string, value: number): string {
  assertAtLeast(name, value, 0);
  const shown = value / 10;
  if (shown >= TO_FIXED_LIMIT) {
    throw new RuleInputError(`${name} is too large to show, got ${value}`);
  }
  return shown.toFixed(2);
}

/**
 * The dungeon progress chance as shown: the value (tenths of a percent) divided by 10 with 2
 * decimals, 123 reads "12.30". Spec 000, section 9; spec 001, section 9.
 */
export function formatProgressChance(value: number): string {
  return tenthsWithTwoDecimals('progress chance', value);
}
