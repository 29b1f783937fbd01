/**
 * The server's clock, kept as an offset from the browser's (learned from the start-up data's
 * `serverTime`). Every remaining time (boosts, countdowns) and every time the client stamps itself
 * (alerts, log entries, chat notices) is read from `serverNow()`, so a computer whose clock is
 * hours off still agrees with the server and with the times the server sends (chat lines).
 */
let offsetMs = 0;

/**
 * Learns the offset from a time the server answered: `sentAt` and `receivedAt` are the browser's
 * clock around the request; the server is taken to have answered half-way.
 */
export function learnServerTime(
  serverTime: number,
  receivedAt: number = Date.now(),
  sentAt: number = receivedAt,
): void {
  if (!Number.isFinite(serverTime) || !Number.isFinite(receivedAt) || !Number.isFinite(sentAt)) {
    return;
  }
  offsetMs = Math.round(serverTime - (sentAt + receivedAt) / 2);
}

/** The server's time now, in milliseconds since the epoch. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Forgets the offset (logout, tests). */
export function resetServerClock(): void {
  offsetMs = 0;
}
