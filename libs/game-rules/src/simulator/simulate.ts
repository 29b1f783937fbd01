/**
 * The combat simulator: many fights of one set-up through the server's own fight
 * ({@link simulateBattle}), tallied, and what they make per hour at the game's action delay (one
 * fight per action). The win rate's interval is Wilson's score interval. Ours.
 */
import { type CombatantStats, type FightRandom, simulateBattle } from '../fight/battle';
import { assertAtLeast, assertInteger } from '../guards';

/** What a number of fights of one set-up came to. */
export interface FightTally {
  fights: number;
  wins: number;
  /** Rounds of all fights, and the sum of their squares (for the spread of the average). */
  rounds: number;
  roundsSquared: number;
  /** The player's damage dealt and taken, over all fights. */
  damageDealt: number;
  damageTaken: number;
}

export const EMPTY_TALLY: Readonly<FightTally> = {
  fights: 0,
  wins: 0,
  rounds: 0,
  roundsSquared: 0,
  damageDealt: 0,
  damageTaken: 0,
};

/** Fights `player` against `opponent` `fights` times with the draws of `random`. */
export function tallyFights(
  player: CombatantStats,
  opponent: CombatantStats,
  fights: number,
  random: FightRandom,
): FightTally {
  assertInteger('fights', fights);
  const tally = { ...EMPTY_TALLY };
  for (let fight = 0; fight < fights; fight++) {
    const outcome = simulateBattle(player, opponent, random);
    tally.fights += 1;
    if (outcome.winner === 1) tally.wins += 1;
    tally.rounds += outcome.rounds;
    tally.roundsSquared += outcome.rounds * outcome.rounds;
    tally.damageDealt += outcome.damageDealt;
    tally.damageTaken += outcome.damageTaken;
  }
  return tally;
}

/** Two tallies of one set-up as one. */
export function addTallies(a: FightTally, b: FightTally): FightTally {
  return {
    fights: a.fights + b.fights,
    wins: a.wins + b.wins,
    rounds: a.rounds + b.rounds,
    roundsSquared: a.roundsSquared + b.roundsSquared,
    damageDealt: a.damageDealt + b.damageDealt,
    damageTaken: a.damageTaken + b.damageTaken,
  };
}

/** The normal quantile of a two-sided 99% interval. */
export const Z_99 = 2.5758293035489004;

/**
 * Wilson's score interval of a win rate from `wins` of `fights` (fractions in [0, 1]); it stays
 * inside [0, 1] and is honest at 0 or all wins, where the plain normal interval collapses.
 */
export function winRateInterval(
  wins: number,
  fights: number,
  z = Z_99,
): { low: number; high: number } {
  assertInteger('wins', wins);
  assertInteger('fights', fights, 1);
  const rate = wins / fights;
  const z2 = z * z;
  const centre = (rate + z2 / (2 * fights)) / (1 + z2 / fights);
  const half =
    (z / (1 + z2 / fights)) * Math.sqrt((rate * (1 - rate)) / fights + z2 / (4 * fights * fights));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The standard error of the average rounds of a tally (0 for fewer than two fights). */
export function averageRoundsError(tally: FightTally): number {
  if (tally.fights < 2) return 0;
  const mean = tally.rounds / tally.fights;
  const variance = (tally.roundsSquared - tally.fights * mean * mean) / (tally.fights - 1);
  return Math.sqrt(Math.max(0, variance) / tally.fights);
}

/** A loot entry: one drop in `frequency` wins, of an amount from `amount[0]` to `amount[1]`. */
export interface LootChance {
  itemId: string;
  amount: readonly [number, number];
  frequency: number;
}

/** What beating the opponent gives, as the content says it. */
export interface OpponentRewards {
  exp: number;
  gold: readonly [number, number];
  loot: readonly LootChance[];
}

/** The player's bonuses to what a fight gives, as the server adds them. */
export interface RewardBonuses {
  expPercent: number;
  goldPercent: number;
  /** Percent more chance of each drop, and percent chance of a drop coming doubled. */
  dropPercent: number;
  doubleDropPercent: number;
  /** Gold added to the mob's own before the percents (a trinket mod). */
  baseMobGold: number;
}

export const NO_REWARD_BONUSES: Readonly<RewardBonuses> = {
  expPercent: 0,
  goldPercent: 0,
  dropPercent: 0,
  doubleDropPercent: 0,
  baseMobGold: 0,
};

/** What a simulation shows: the win rate and its interval, and each rate per hour. */
export interface SimulationReport {
  fights: number;
  /** Fractions in [0, 1]. */
  winRate: number;
  winRateLow: number;
  winRateHigh: number;
  averageRounds: number;
  averageDamageDealt: number;
  fightsPerHour: number;
  killsPerHour: number;
  expPerHour: number;
  goldPerHour: number;
  damagePerHour: number;
  drops: { itemId: string; perHour: number }[];
}

/** Gold ranges wider than this are averaged by their middle instead of value by value. */
const EXACT_GOLD_RANGE = 10_000;

/**
 * The average gold of a win: the server rolls a whole number in the range, adds the base mob
 * gold, raises it by the percent and floors it; this averages that floor over the range.
 */
export function averageWinGold(gold: readonly [number, number], bonuses: RewardBonuses): number {
  const factor = 1 + bonuses.goldPercent / 100;
  const [min, max] = gold;
  if (max - min > EXACT_GOLD_RANGE) {
    return ((min + max) / 2 + bonuses.baseMobGold) * factor - 0.5;
  }
  let sum = 0;
  for (let value = min; value <= max; value++) {
    sum += Math.floor((value + bonuses.baseMobGold) * factor);
  }
  return sum / (max - min + 1);
}

/**
 * A tally's report at the game's action delay. A boss fight (`boss`) is never won: it gives
 * its exp every time and nothing else; other fights give exp, gold and loot when won.
 */
export function simulationReport(
  tally: FightTally,
  rewards: OpponentRewards,
  bonuses: RewardBonuses,
  options: { actionDelayMs: number; boss: boolean },
): SimulationReport {
  assertInteger('fights', tally.fights, 1);
  assertAtLeast('action delay', options.actionDelayMs, 1);
  const fightsPerHour = 3_600_000 / options.actionDelayMs;
  const winRate = options.boss ? 0 : tally.wins / tally.fights;
  const interval = winRateInterval(options.boss ? 0 : tally.wins, tally.fights);
  const killsPerHour = fightsPerHour * winRate;
  const expPerFight = Math.floor(rewards.exp * (1 + bonuses.expPercent / 100));
  const dropChance = 1 + bonuses.dropPercent / 100;
  const doubled = 1 + bonuses.doubleDropPercent / 100;
  return {
    fights: tally.fights,
    winRate,
    winRateLow: interval.low,
    winRateHigh: interval.high,
    averageRounds: tally.rounds / tally.fights,
    averageDamageDealt: tally.damageDealt / tally.fights,
    fightsPerHour,
    killsPerHour,
    expPerHour: (options.boss ? fightsPerHour : killsPerHour) * expPerFight,
    goldPerHour: killsPerHour * averageWinGold(rewards.gold, bonuses),
    damagePerHour: (fightsPerHour * tally.damageDealt) / tally.fights,
    drops: rewards.loot.map((entry) => ({
      itemId: entry.itemId,
      perHour:
        killsPerHour *
        Math.min(1, dropChance / entry.frequency) *
        ((entry.amount[0] + entry.amount[1]) / 2) *
        doubled,
    })),
  };
}
