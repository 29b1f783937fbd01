/**
 * A seeded source of chance for the simulator: the same seed gives the same draws, so a
 * simulation is repeatable and two set-ups compared on one seed differ by their figures only.
 * Mulberry32 (32-bit state, uniform enough for Monte Carlo fights and fast in a browser). Ours.
 */
import type { FightRandom } from '../fight/battle';
import { assertInteger } from '../guards';

/** A chance source whose draws in [0, 1) follow from `seed` (a whole number from 0). */
export function seededFightRandom(seed: number): FightRandom {
  assertInteger('seed', seed);
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
      mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
      return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
    },
  };
}
