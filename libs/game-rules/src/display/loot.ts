/** How loot tables write a drop: its amount range and its frequency (areas, dungeons, gathering). */
import { formatNumber } from './number-format';

/** "1/40" (one drop in 40 on average), or "Always" for a frequency of 1 or less. */
export function lootFrequencyText(frequency: number): string {
  return frequency <= 1 ? 'Always' : `1/${formatNumber(frequency)}`;
}

/** "2" for a fixed amount, "1-3" for a range, with thousands separators. */
export function lootAmountText([min, max]: readonly [number, number]): string {
  return min === max ? formatNumber(min) : `${formatNumber(min)}-${formatNumber(max)}`;
}
