/**
 * Reads of a player's tick state that the action cache does not hold (a cold start: after a
 * restart, every player's first tick), taken a few at a time, first come first served.
 *
 * Such a read is a dozen queries one after another. Run all at once, a burst of them fills the
 * PostgreSQL pool's queue: each query waits behind every other read's, so every read of the
 * burst ends late together, and the group commit, chat lines and the market wait behind them
 * too. A few at a time, each read waits its turn once and then runs at the database's pace: the
 * reads end in the order their ticks came, and the pool keeps connections for everything else.
 */
/**
 * Reads at once per database (each runs one query at a time): of the pool's 10 connections (the
 * default), the group commit's two batches stay free of them. A read waits on round trips, so
 * every connection kept from them slows a cold start on a busy machine (measured with six).
 */
export const COLD_LOADS_AT_ONCE = 8;

interface Turns {
  running: number;
  waiting: (() => void)[];
}

/** By database: each has its own pool. */
const turnsOf = new WeakMap<object, Turns>();

/** Runs `read` when fewer than COLD_LOADS_AT_ONCE reads of `db` run, in the order asked. */
export async function coldLoad<T>(db: object, read: () => Promise<T>): Promise<T> {
  let turns = turnsOf.get(db);
  if (!turns) turnsOf.set(db, (turns = { running: 0, waiting: [] }));
  if (turns.running >= COLD_LOADS_AT_ONCE) {
    await new Promise<void>((resolve) => turns.waiting.push(resolve));
  } else turns.running += 1;
  try {
    return await read();
  } finally {
    // The turn passes straight to the next read waiting, or is given back.
    const next = turns.waiting.shift();
    if (next) next();
    else turns.running -= 1;
  }
}
