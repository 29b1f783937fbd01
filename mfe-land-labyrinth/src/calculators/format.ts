/** How the land and trinket calculators write their figures. */
import { formatNumber } from '@idle/game-rules';

/** "12,345 / 20,000": owned of needed. */
export function ownedOfNeeded(owned: number, needed: number): string {
  return `${formatNumber(owned)} / ${formatNumber(needed)}`;
}

/** A wait in milliseconds as days, hours and minutes: "3 d 4 h 5 min". */
export function durationText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 ? `${formatNumber(days)} d` : '',
    hours > 0 ? `${formatNumber(hours)} h` : '',
    `${formatNumber(rest)} min`,
  ];
  return parts.filter((part) => part !== '').join(' ');
}
