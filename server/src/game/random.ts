/**
 * The randomness of the game world. Production draws from Math.random; tests pass a seed so
 * every fight, drop and roll is reproducible.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export interface Random {
  /** A number in [0, 1). */
  next(): number;
}

export const systemRandom: Random = { next: () => Math.random() };

export function seededRandom(seed: number): Random {
  const generator = xoroshiro128plus(seed);
  return { next: () => uniformFloat64(generator) };
}

/** Answers `values` in turn, then `after`'s draws (the dev tools' scripted chance). */
export function scriptedRandom(values: readonly number[], after: Random): Random {
  const queue = [...values];
  return { next: () => queue.shift() ?? after.next() };
}

/** A whole number in [min, max]. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random.next() * (max - min + 1));
}

/** True with the given chance in percent. */
export function rollPercent(random: Random, percent: number): boolean {
  return random.next() * 100 < percent;
}
