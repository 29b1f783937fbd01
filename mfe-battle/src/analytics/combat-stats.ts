/**
 * Combat analytics of a session (what players used to compute with scripts): hit, miss,
 * critical and dodge rates of both sides, fights, wins, damage per fight, and the estimated win
 * rate against an opponent with its Wilson 95% interval. Pure functions over battle results.
 */
import type { BattleResult, Fighter } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';

/** One side's counts summed over the session's fights. */
export interface FighterTotals {
  readonly hits: number;
  readonly missed: number;
  /** Attacks of the other side this side dodged. */
  readonly dodged: number;
  readonly criticalHits: number;
  readonly totalDamage: number;
}

export interface OpponentRecord {
  readonly fights: number;
  readonly wins: number;
}

export interface CombatSession {
  readonly fights: number;
  readonly wins: number;
  readonly player: FighterTotals;
  /** Every opponent of the session together. */
  readonly opponent: FighterTotals;
  /** Fights and wins by opponent name. */
  readonly opponents: Readonly<Record<string, OpponentRecord>>;
  /** The name of the latest opponent; null before any fight. */
  readonly currentOpponent: string | null;
}

const NO_TOTALS: FighterTotals = { hits: 0, missed: 0, dodged: 0, criticalHits: 0, totalDamage: 0 };

export const EMPTY_SESSION: CombatSession = {
  fights: 0,
  wins: 0,
  player: NO_TOTALS,
  opponent: NO_TOTALS,
  opponents: {},
  currentOpponent: null,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFighter(value: unknown): value is Fighter {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    ['hits', 'missed', 'dodged', 'criticalHits', 'totalDamage'].every((key) =>
      Number.isFinite(value[key]),
    )
  );
}

/**
 * Whether a tick's data is a fight: both fighters and a winner. The first tick of a boss battle
 * (`wait: 1`, no fight yet) and ticks without data are not.
 */
export function isFight(data: unknown): data is BattleResult {
  return (
    isRecord(data) &&
    data.wait !== 1 &&
    isFighter(data.p1) &&
    isFighter(data.p2) &&
    (data.winner === 1 || data.winner === 2)
  );
}

function addTotals(totals: FighterTotals, fighter: Fighter): FighterTotals {
  return {
    hits: totals.hits + fighter.hits,
    missed: totals.missed + fighter.missed,
    dodged: totals.dodged + fighter.dodged,
    criticalHits: totals.criticalHits + fighter.criticalHits,
    totalDamage: totals.totalDamage + fighter.totalDamage,
  };
}

/** The session with one more fight; p1 is the player, p2 the opponent. */
export function addFight(session: CombatSession, result: BattleResult): CombatSession {
  const won = result.winner === 1 ? 1 : 0;
  const name = result.p2.name;
  const record = session.opponents[name] ?? { fights: 0, wins: 0 };
  return {
    fights: session.fights + 1,
    wins: session.wins + won,
    player: addTotals(session.player, result.p1),
    opponent: addTotals(session.opponent, result.p2),
    opponents: {
      ...session.opponents,
      [name]: { fights: record.fights + 1, wins: record.wins + won },
    },
    currentOpponent: name,
  };
}

/** part / whole, or null when whole is 0 (nothing to measure yet). */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** One side's rates; null where nothing was measured yet. */
export interface SideRates {
  /** Hits out of attacks made: hits / (hits + missed + attacks the other side dodged). */
  readonly hitRate: number | null;
  /** Misses out of attacks made. */
  readonly missRate: number | null;
  /** Critical hits out of hits. */
  readonly criticalRate: number | null;
  /** The other side's attacks this side dodged, out of the other side's attacks. */
  readonly dodgeRate: number | null;
  /** Damage dealt per fight. */
  readonly damagePerFight: number | null;
}

/** The rates of the side `own` against the side `other` over `fights` fights. */
export function sideRates(own: FighterTotals, other: FighterTotals, fights: number): SideRates {
  const attacks = own.hits + own.missed + other.dodged;
  const attacksTaken = other.hits + other.missed + own.dodged;
  return {
    hitRate: ratio(own.hits, attacks),
    missRate: ratio(own.missed, attacks),
    criticalRate: ratio(own.criticalHits, own.hits),
    dodgeRate: ratio(own.dodged, attacksTaken),
    damagePerFight: ratio(own.totalDamage, fights),
  };
}

/** z of a two-sided 95% interval. */
export const Z_95 = 1.959964;

export interface Interval {
  readonly low: number;
  readonly high: number;
}

/**
 * The Wilson score interval of a proportion (`successes` out of `trials`, at confidence `z`),
 * or null without trials. Unlike p ± z·SE it stays within 0 to 1 and is honest for few fights.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval | null {
  if (trials <= 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const margin = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - margin), high: Math.min(1, centre + margin) };
}

/** Shown where nothing was measured yet. */
export const NO_VALUE_TEXT = '\u2014';

/** A whole percent: 0.8666 reads "87". */
function wholePercent(value: number): string {
  return formatNumber(Math.round(value * 100));
}

/**
 * The estimated win rate as "87% (80-92%)": wins / fights and its Wilson 95% interval in whole
 * percents; "—" before any fight.
 */
export function winRateText(wins: number, fights: number): string {
  const interval = wilsonInterval(wins, fights);
  if (interval === null) return NO_VALUE_TEXT;
  return `${wholePercent(wins / fights)}% (${wholePercent(interval.low)}-${wholePercent(interval.high)}%)`;
}

/** A rate as a percent with up to one decimal ("87.5%"), or "—" when not measured. */
export function percentText(rate: number | null): string {
  if (rate === null) return NO_VALUE_TEXT;
  return `${formatNumber(Math.round(rate * 1000) / 10)}%`;
}

/** An average with up to one decimal and separators ("1,234.5"), or "—" when not measured. */
export function averageText(value: number | null): string {
  if (value === null) return NO_VALUE_TEXT;
  return formatNumber(Math.round(value * 10) / 10);
}
