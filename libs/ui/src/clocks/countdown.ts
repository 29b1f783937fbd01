/**
 * Countdowns of the panels (Bonus Time, Event, Land): seconds the server last sent, counted down every
 * second on the device, and the "mm:ss" / "h:mm:ss" text they show.
 */
import { serverNow } from '@idle/state';
import { useEffect, useState } from 'react';

const SECOND = 1000;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** Seconds as a countdown: "mm:ss" under an hour, "h:mm:ss" from an hour on. */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}`
    : `${twoDigits(minutes)}:${twoDigits(rest)}`;
}

/**
 * The seconds left of `value` (its `timeRemaining`), counted down every second from when it
 * arrived; a new `value` restarts the count. At 0 `onEnd(value)` runs once.
 */
export function useCountdown<Value extends { timeRemaining: number }>(
  value: Value,
  onEnd: (counted: Value) => void,
): number {
  const [counted, setCounted] = useState({ from: value, left: value.timeRemaining });
  useEffect(() => {
    if (!(value.timeRemaining > 0)) return undefined;
    // Counting against the (server's) clock, so a throttled background tab still ends on time.
    const endsAt = serverNow() + value.timeRemaining * SECOND;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - serverNow()) / SECOND));
      setCounted({ from: value, left });
      if (left === 0) {
        window.clearInterval(timer);
        onEnd(value);
      }
    }, SECOND);
    return () => {
      window.clearInterval(timer);
    };
    // `onEnd` is a module function in practice; only a new value restarts the count.
  }, [value]);
  return counted.from === value ? counted.left : value.timeRemaining;
}
