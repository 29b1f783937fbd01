/** How log entries read: their time, date and type, for the Log panel and the /log page. */
import type { LogEntryType } from '@idle/game-rules';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function validDate(tstamp: number): Date | null {
  const date = new Date(tstamp);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** HH:MM:SS of a timestamp (milliseconds) in the player's time zone; "--:--:--" if invalid. */
export function formatLogTime(tstamp: number): string {
  const date = validDate(tstamp);
  if (!date) return '--:--:--';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** YYYY-MM-DD of a timestamp (milliseconds) in the player's time zone; "----------" if invalid. */
export function formatLogDate(tstamp: number): string {
  const date = validDate(tstamp);
  if (!date) return '----------';
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * What each kind of entry is called. `rmsg` entries are the rare, highlighted messages (the
 * spec names the type only; "Rare" is ours).
 */
export const LOG_TYPE_LABELS: Record<LogEntryType, string> = {
  item: 'Item',
  rmsg: 'Rare',
  msg: 'Message',
  jewel: 'Jewel',
  trinket: 'Trinket',
};

/** The machine-readable `dateTime` of a timestamp, or undefined when it is not a valid time. */
export function logDateTime(tstamp: number): string | undefined {
  return validDate(tstamp)?.toISOString();
}
