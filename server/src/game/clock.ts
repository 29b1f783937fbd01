/**
 * The server's clock. Dev tools move it forward so tests can skip waits (tick delays, refresh
 * cool-downs, captcha intervals) without sleeping.
 */
export interface Clock {
  now(): number;
  /** Moves the clock forward by `ms` (dev tools only). */
  advance(ms: number): void;
}

export function systemClock(): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** "2026-11-24 05:12 UTC": when a mute or a ban ends, to the minute, as players read it. */
export function utcMinute(time: number): string {
  return `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
