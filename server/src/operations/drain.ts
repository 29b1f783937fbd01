/**
 * Whether this instance is shutting down: once draining, readiness fails (health.ts) so probes
 * and proxies send it no more players, while what is in flight finishes (shutdown.ts).
 */
export interface Drain {
  readonly draining: boolean;
  start(): void;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}
