/** Times as the console shows and reads them: UTC to the minute, as the chat's mute text. */

/** "2026-11-28 14:05 UTC". */
export function utcMinute(time: number): string {
  return `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const UTC_MINUTE_INPUT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/**
 * A time typed as "YYYY-MM-DD HH:MM" (UTC), in epoch milliseconds; null when it is not one
 * (a month 13, the 31st of a 30-day month...).
 */
export function parseUtcMinute(text: string): number | null {
  const parts = UTC_MINUTE_INPUT.exec(text.trim());
  if (parts === null) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const time = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(time);
  const exact =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute;
  return exact ? time : null;
}
