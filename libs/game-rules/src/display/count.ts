/**
 * A count with its noun, as a message reads it: "1 fragment", "2 fragments", "51,456 battles".
 * Spec 002, section 9 (numbers with thousands separators).
 */
import { formatNumber } from './number-format';

/**
 * `count` formatted like the screen, then `singular` for exactly one and `plural` otherwise
 * (default: the singular with an "s").
 */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
