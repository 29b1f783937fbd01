/**
 * What an action's ticks keep in memory between two ticks of a player: everything the tick reads
 * (attributes, equipment, experience, statistics, the action itself), loaded from the database at
 * the action's first tick. A tick then only writes, as increments, in a shared group commit.
 *
 * The database stays the truth. Any other call of the player forgets their entry first (see
 * registerTable in http/endpoints.ts), so the next tick reads afresh; so must any call that
 * changes another player's Autos, attributes, equipment, experience or statistics (dev tools
 * do). Items are never kept here, so other players may add to them freely. With several server
 * instances, a player's calls must reach one instance (sticky sessions) for this to hold.
 */

/** Entries kept at most; the least recently used are forgotten first. */
const CACHE_SIZE = 20_000;

export interface ActionCache<Entry> {
  get(userId: number): Entry | undefined;
  set(userId: number, entry: Entry): void;
  /**
   * The cached entry, or what `load` reads. Ticks arriving together share one load; a load that
   * a `forget` overtook (the player changed something meanwhile) serves its waiting ticks but is
   * not kept. `load` may answer something that is no entry (a stop); `isEntry` tells which.
   */
  getOrLoad<Loaded>(
    userId: number,
    load: () => Promise<Loaded>,
    isEntry: (loaded: Loaded) => loaded is Loaded & Entry,
  ): Promise<Loaded | Entry>;
  forget(userId: number): void;
  /**
   * When the player's next tick may come, whichever action it is for (0: not known here). Kept
   * apart from the entries: forgetting an entry or switching actions never forgets the timer.
   */
  nextTickAt(userId: number): number;
  setNextTickAt(userId: number, at: number): void;
}

export function createActionCache<Entry>(): ActionCache<Entry> {
  const entries = new Map<number, Entry>();
  const loads = new Map<number, { promise: Promise<unknown>; stale: boolean }>();
  const timers = new Map<number, number>();
  const cache: ActionCache<Entry> = {
    get(userId) {
      const entry = entries.get(userId);
      if (entry !== undefined) {
        // Re-inserting keeps the map in least-recently-used order.
        entries.delete(userId);
        entries.set(userId, entry);
      }
      return entry;
    },
    set(userId, entry) {
      entries.delete(userId);
      if (entries.size >= CACHE_SIZE) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(userId, entry);
    },
    async getOrLoad(userId, load, isEntry) {
      const cached = cache.get(userId);
      if (cached !== undefined) return cached;
      const pending = loads.get(userId);
      if (pending) return pending.promise as ReturnType<typeof load>;
      const current = { promise: load(), stale: false };
      loads.set(userId, current);
      try {
        const loaded = await current.promise;
        if (!current.stale && isEntry(loaded)) cache.set(userId, loaded);
        return loaded;
      } finally {
        loads.delete(userId);
      }
    },
    forget(userId) {
      entries.delete(userId);
      const pending = loads.get(userId);
      if (pending) pending.stale = true;
    },
    nextTickAt(userId) {
      return timers.get(userId) ?? 0;
    },
    setNextTickAt(userId, at) {
      timers.delete(userId);
      // A timer dropped here falls back to the stored one (the ticks' write guard).
      if (timers.size >= CACHE_SIZE) {
        const oldest = timers.keys().next().value;
        if (oldest !== undefined) timers.delete(oldest);
      }
      timers.set(userId, at);
    },
  };
  return cache;
}
