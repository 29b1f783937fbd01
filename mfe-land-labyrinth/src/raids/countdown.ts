/** The raid's countdown: the seconds the server sent, counted down on the device every second. */
import { useEffect, useState } from 'react';

const SECOND = 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Seconds as "h:mm:ss" (or "mm:ss" under an hour). */
export function formatTimeLeft(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(total / 3600);
  const rest = `${twoDigits(Math.floor((total % 3600) / 60))}:${twoDigits(total % 60)}`;
  return hours > 0 ? `${String(hours)}:${rest}` : rest;
}

/** Minutes as "2h 30m", "8h" or "45m". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${String(rest)}m`;
  return rest === 0 ? `${String(hours)}h` : `${String(hours)}h ${String(rest)}m`;
}

/**
 * Seconds left of `seconds`, counted from when `source` arrived (a new source restarts the
 * count); `onEnd` runs once at 0.
 */
export function useSecondsLeft(source: object, seconds: number, onEnd: () => void): number {
  const [counted, setCounted] = useState({ source, left: seconds });
  useEffect(() => {
    if (!(seconds > 0)) return undefined;
    // Against the clock, so a throttled background tab still ends on time.
    const endsAt = Date.now() + seconds * SECOND;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / SECOND));
      setCounted({ source, left });
      if (left === 0) {
        window.clearInterval(timer);
        onEnd();
      }
    }, SECOND);
    return () => {
      window.clearInterval(timer);
    };
    // Only a new source restarts the count; `onEnd` is read when it ends.
  }, [source]);
  return counted.source === source ? counted.left : seconds;
}
