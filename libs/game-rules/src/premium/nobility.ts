/**
 * Nobility from honor (one honor a dollar paid, one per ten honor tokens used). The ranks and
 * their bonus are display/nobility.ts's (rank 1 Peasant to 27 God, rank - 1 percent); the honor
 * each needs is GAME-FACTS.md's where it names one (Squire 5, Knight 10, Baronet 20, Baron 50,
 * Viscount 100, King 1,000, God 20,000) and our own, rising evenly, in between.
 */
import { assertInteger } from '../guards';
import { NOBILITY_RANKS, nobilityRankBonusPercent, nobilityRankName } from '../display/nobility';

/** Honor tokens turned into one honor. */
export const HONOR_TOKENS_PER_HONOR = 10;

/**
 * The whole honor `honorTokens` (a whole number from 0) make, ten tokens a point: what the
 * premium page asks `useHonorTokens` for (its payload `honor` counts points, not tokens).
 */
export function honorFromHonorTokens(honorTokens: number): number {
  assertInteger('honor tokens', honorTokens);
  return Math.floor(honorTokens / HONOR_TOKENS_PER_HONOR);
}

/** Honor each rank needs, from rank 1 (Peasant, 0) to rank 27 (God). */
export const NOBILITY_RANK_HONOR: readonly number[] = [
  0, 5, 10, 20, 50, 100, 150, 200, 300, 400, 600, 800, 1000, 1500, 2000, 2500, 3000, 4000, 5000,
  6000, 7500, 9000, 10_000, 12_500, 15_000, 17_500, 20_000,
];

/**
 * The nobility `honor` (a whole number from 0) reaches. `rank` is the spec's number (1 Peasant,
 * 3 Knight, 27 God; spec 000, section 3), as stored and shown; `nextRankHonor` is null at God.
 */
export function nobilityForHonor(honor: number): {
  rank: number;
  name: string;
  bonusPercent: number;
  nextRankHonor: number | null;
} {
  assertInteger('honor', honor);
  const reached = NOBILITY_RANK_HONOR.filter((needed) => honor >= needed).length;
  return {
    rank: reached,
    name: nobilityRankName(reached),
    bonusPercent: nobilityRankBonusPercent(reached),
    nextRankHonor: reached < NOBILITY_RANKS.length ? (NOBILITY_RANK_HONOR[reached] ?? null) : null,
  };
}
