/**
 * Reads of a player's tick state that the action cache does not hold (a cold start: after a
 * restart, every player's first tick), taken many at a time, first come first served.
 *
 * Such a read is a dozen queries one after another, through `bulkReads` (db/bulk-reads.ts): the
 * reads running side by side ask the same selects at the same steps, and each step is one query
 * for all of them. So a turn of many reads costs the round trips of one, and takes one pool
 * connection at a time per kind of action. Without a limit, a burst after a restart would make
 * each query a union of thousands of selects; a turn at most `COLD_LOADS_AT_ONCE` keeps them to
 * what PostgreSQL plans quickly, and the reads end in the order their ticks came.
 */
/** Reads at once per database: the players one gathered query reads. */
export const COLD_LOADS_AT_ONCE = 64;

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
