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
