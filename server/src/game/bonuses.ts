/**
 * Bonus sources: what a domain adds to a player's gains and limits (the land, active trinkets,
 * the artisan shrine, the clan's totems), each registered as a `BonusSource` in its folder and
 * composed in bonus-sources.ts, whose `loadBonuses` reads the ones a caller names.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

export type BonusExecutor = Db | Transaction<Database>;

export interface BonusSource<Key extends string = string, Value = unknown> {
  key: Key;
  /** The player's bonus, read in one go (inside a transaction when the caller is in one). */
  load(db: BonusExecutor, userId: number): Promise<Value>;
}

/** A bonus source, its key kept as its literal type (the key of its bonus in `loadBonuses`). */
export function bonusSource<Key extends string, Value>(
  key: Key,
  load: (db: BonusExecutor, userId: number) => Promise<Value>,
): BonusSource<Key, Value> {
  return { key, load };
}

/** The bonuses of a list of sources, by key. */
export type BonusesOf<Sources extends readonly BonusSource[]> = {
  [Source in Sources[number] as Source['key']]: Awaited<ReturnType<Source['load']>>;
};

/**
 * `loadBonuses(db, userId, keys)` over `sources`: reads each named source once, together, and
 * answers their bonuses by key.
 */
export function bonusLoader<Sources extends readonly BonusSource[]>(sources: Sources) {
  const byKey = new Map<string, BonusSource>(sources.map((source) => [source.key, source]));
  return async function loadBonuses<Key extends keyof BonusesOf<Sources> & string>(
    db: BonusExecutor,
    userId: number,
    keys: readonly Key[],
  ): Promise<Pick<BonusesOf<Sources>, Key>> {
    const values = await Promise.all(
      keys.map((key) => {
        const source = byKey.get(key);
        if (!source) throw new Error(`No bonus source ${key}`);
        return source.load(db, userId);
      }),
    );
    // Each key's value is its source's (BonusesOf), which the map's type cannot say.
    return Object.fromEntries(keys.map((key, index) => [key, values[index]])) as Pick<
      BonusesOf<Sources>,
      Key
    >;
  };
}
