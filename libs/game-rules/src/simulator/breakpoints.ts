/**
 * The next breakpoints of a set-up: the least attack, defence or accuracy, above the player's
 * own, at which the outcome of the fight changes. Each is the least value where the outcome
 * differs from the player's current one, found by doubling then halving; the value just below
 * it still gives the current outcome. Ours.
 */
import { fightChances } from '../combat/combat';
import { type CombatantStats, hitDamage } from '../fight/battle';
import { seededFightRandom } from './seeded-random';
import { tallyFights } from './simulate';

/** The figures a breakpoint moves. */
export type BreakpointFigure = 'attack' | 'defence' | 'accuracy';

/**
 * What a breakpoint changes: the landed hits the player needs to beat the opponent (fewer), the
 * hits the opponent needs to beat the player (more), double hits (they start), or the win rate
 * (it reaches the target).
 */
export type BreakpointKind = 'hitsToWin' | 'hitsToFall' | 'doubleHits' | 'winRate';

export interface Breakpoint {
  kind: BreakpointKind;
  figure: BreakpointFigure;
  /** The player's figure now, and the least value that changes the outcome. */
  current: number;
  value: number;
}

/** How the win-rate breakpoints are simulated: fights per value, seed, and the target percent. */
export interface WinRateSearch {
  fights: number;
  seed: number;
  targetPercent: number;
}

/** The largest figure searched; past it a breakpoint is "none". */
export const BREAKPOINT_SEARCH_LIMIT = 2 ** 40;

/**
 * Landed hits at the middle damage roll, none critical, that take the defender's full health:
 * the fight's pace in hits, which chance only spreads around.
 */
export function hitsToKill(attacker: CombatantStats, defender: CombatantStats): number {
  return Math.ceil(defender.health / hitDamage(attacker, defender, 0.5, false));
}

/** The player's stats with one figure set to `value`. */
export function withFigure(
  stats: CombatantStats,
  figure: BreakpointFigure,
  value: number,
): CombatantStats {
  return { ...stats, [figure]: value };
}

/**
 * The outcome a breakpoint of `kind` changes, for the given player: a number compared for
 * equality only (hits, 1 or 0).
 */
export function breakpointOutcome(
  kind: BreakpointKind,
  player: CombatantStats,
  opponent: CombatantStats,
  search: WinRateSearch,
): number {
  switch (kind) {
    case 'hitsToWin':
      return hitsToKill(player, opponent);
    case 'hitsToFall':
      return hitsToKill(opponent, player);
    case 'doubleHits':
      return fightChances(player.accuracy, player.dodge).doubleHitPercent > 0 ? 1 : 0;
    case 'winRate': {
      const tally = tallyFights(player, opponent, search.fights, seededFightRandom(search.seed));
      return tally.wins * 100 >= search.targetPercent * tally.fights ? 1 : 0;
    }
  }
}

/**
 * The least whole value above `current` whose outcome differs from the outcome at `current`,
 * assuming the outcome changes once as the value rises (null if not by the search limit).
 */
export function leastChangingValue(
  outcomeAt: (value: number) => number,
  current: number,
): number | null {
  const base = outcomeAt(current);
  let below = current;
  let step = 1;
  let above = current + step;
  while (outcomeAt(above) === base) {
    if (above >= BREAKPOINT_SEARCH_LIMIT) return null;
    below = above;
    step *= 2;
    above = Math.min(BREAKPOINT_SEARCH_LIMIT, current + step);
  }
  // outcomeAt(below) is the base, outcomeAt(above) is not.
  while (above - below > 1) {
    const middle = Math.floor((below + above) / 2);
    if (outcomeAt(middle) === base) below = middle;
    else above = middle;
  }
  return above;
}

function breakpoint(
  kind: BreakpointKind,
  figure: BreakpointFigure,
  player: CombatantStats,
  opponent: CombatantStats,
  search: WinRateSearch,
): Breakpoint | null {
  const current = player[figure];
  const value = leastChangingValue(
    (at) => breakpointOutcome(kind, withFigure(player, figure, at), opponent, search),
    current,
  );
  return value === null ? null : { kind, figure, current, value };
}

/**
 * The next breakpoints of a set-up: the attack that wins in fewer hits, the defence that takes
 * one hit more to fall, the accuracy at which double hits start (if they have not), and the
 * attack, defence and accuracy at which the win rate reaches the target (if it is below it;
 * never for a boss, whose fights are not won). A breakpoint out of reach is left out.
 */
export function nextBreakpoints(
  player: CombatantStats,
  opponent: CombatantStats,
  search: WinRateSearch,
  options: { boss: boolean },
): Breakpoint[] {
  const found: (Breakpoint | null)[] = [];
  if (hitsToKill(player, opponent) > 1) {
    found.push(breakpoint('hitsToWin', 'attack', player, opponent, search));
  }
  found.push(breakpoint('hitsToFall', 'defence', player, opponent, search));
  if (breakpointOutcome('doubleHits', player, opponent, search) === 0) {
    found.push(breakpoint('doubleHits', 'accuracy', player, opponent, search));
  }
  if (!options.boss && breakpointOutcome('winRate', player, opponent, search) === 0) {
    for (const figure of ['attack', 'defence', 'accuracy'] as const) {
      found.push(breakpoint('winRate', figure, player, opponent, search));
    }
  }
  return found.filter((entry): entry is Breakpoint => entry !== null);
}
