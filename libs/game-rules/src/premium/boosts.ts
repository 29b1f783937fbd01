/**
 * Boosts and the nobility bonus in play. Ours: spec 002 names a Boosts tab and spec 000 shows a
 * nobility rank's bonus as "rank - 1 percent"; neither says what they do, so these rules do.
 *
 * A boost is a timed bonus bought with credits. Five kinds, each +10% of one figure, so each
 * matches what one kind of player chases: battlers (Combat Exp, Gold, Drops) and gatherers and
 * crafters (Gathering Exp, Resources). They are sold by the day or the week; the week costs less
 * a day so that regular players buy ahead. Buying a running boost adds its length to what is
 * left, never beyond 30 days ahead: a player cannot sink a fortune into one boost by mistake.
 *
 * The nobility bonus is paid-for standing, so it applies everywhere: its percent more gold,
 * experience (every skill) and resources in every action. It never raises drop chances, which
 * stay the Drops boost's and the trinkets'.
 */
import { assertInteger, RuleInputError } from '../guards';
import { nobilityRankBonusPercent } from '../display/nobility';

/** What each boost raises while it runs, in percent. */
export const BOOST_PERCENT = 10;

/** The five boosts, by the id the calls use: the name the tab shows and what it raises. */
export const BOOSTS = {
  combatExp: { name: 'Combat Exp', raises: 'experience from battles' },
  gold: { name: 'Gold', raises: 'gold from battles' },
  drops: { name: 'Drops', raises: 'chance of each drop, in battles and gathering' },
  gatheringExp: { name: 'Gathering Exp', raises: 'gathering and crafting experience' },
  resources: { name: 'Resources', raises: 'resources gathered' },
} as const;
export type BoostId = keyof typeof BOOSTS;

/** A boost's price by its length in hours: a day, or a week at six days' price. */
export const BOOST_PRICES_CREDITS = { 24: 50, 168: 300 } as const;
export type BoostLengthHours = keyof typeof BOOST_PRICES_CREDITS;

/** A boost may run at most this long ahead of now (buying more refuses). */
export const BOOST_MAX_AHEAD_HOURS = 30 * 24;
export const BOOST_CAP_TEXT = 'A boost can run at most 30 days ahead.';

const HOUR_MS = 3600 * 1000;

/** The credits a boost of `hours` costs (a length on sale only). */
export function boostPriceCredits(hours: number): number {
  if (!isBoostLength(hours)) {
    throw new RuleInputError(`boost length must be 24 or 168 hours, got ${String(hours)}`);
  }
  return BOOST_PRICES_CREDITS[hours];
}

function isBoostLength(hours: number): hours is BoostLengthHours {
  return Object.hasOwn(BOOST_PRICES_CREDITS, hours);
}

/**
 * When a boost ends after buying `hours` more of it: from its end while it runs, from now
 * otherwise. Null when that is more than BOOST_MAX_AHEAD_HOURS ahead of now.
 */
export function extendedBoostEnd(endsAt: number | null, now: number, hours: number): number | null {
  assertInteger('now', now);
  boostPriceCredits(hours);
  const from = Math.max(now, endsAt ?? 0);
  const end = from + hours * HOUR_MS;
  return end - now > BOOST_MAX_AHEAD_HOURS * HOUR_MS ? null : end;
}

/** A boost as stored: its kind, its percent when bought and its end in ms since the epoch. */
export interface BoostRun {
  readonly kind: string;
  readonly percent: number;
  readonly endsAt: number;
}

/** Whether a boost still runs at `now` (its last millisecond is `endsAt - 1`). */
export function boostRunning(boost: Pick<BoostRun, 'endsAt'>, now: number): boolean {
  return boost.endsAt > now;
}

/** What boosts and the nobility rank add to an action, in percent, by figure. */
export interface PersonalBonusPercents {
  combatExpPercent: number;
  goldPercent: number;
  dropPercent: number;
  /** Gathering, crafting and labyrinth experience. */
  gatheringExpPercent: number;
  resourcesPercent: number;
}

export const NO_PERSONAL_BONUS: Readonly<PersonalBonusPercents> = {
  combatExpPercent: 0,
  goldPercent: 0,
  dropPercent: 0,
  gatheringExpPercent: 0,
  resourcesPercent: 0,
};

const BOOST_FIGURES: Record<BoostId, keyof PersonalBonusPercents> = {
  combatExp: 'combatExpPercent',
  gold: 'goldPercent',
  drops: 'dropPercent',
  gatheringExp: 'gatheringExpPercent',
  resources: 'resourcesPercent',
};

function isBoostId(kind: string): kind is BoostId {
  return Object.hasOwn(BOOSTS, kind);
}

/**
 * What the boosts running at `now` and the nobility rank (the stored rank, 1 Peasant to 27 God)
 * add: each boost its percent to its figure, the rank's bonus to gold, both experiences and
 * resources. Ended boosts and unknown kinds add nothing.
 */
export function personalBonusPercents(
  boosts: readonly BoostRun[],
  nobilityRank: number,
  now: number,
): PersonalBonusPercents {
  const nobility = nobilityRankBonusPercent(nobilityRank);
  const bonus: PersonalBonusPercents = {
    combatExpPercent: nobility,
    goldPercent: nobility,
    dropPercent: 0,
    gatheringExpPercent: nobility,
    resourcesPercent: nobility,
  };
  for (const boost of boosts) {
    if (isBoostId(boost.kind) && boostRunning(boost, now)) {
      bonus[BOOST_FIGURES[boost.kind]] += boost.percent;
    }
  }
  return bonus;
}

/**
 * A boost's time left, to the two largest units: "6d 23h", "5h 04m", "4m 09s", "0s" once ended.
 */
export function boostTimeLeftText(endsAt: number, now: number): string {
  if (!Number.isFinite(endsAt) || !Number.isFinite(now)) {
    throw new RuleInputError('boost times must be finite numbers');
  }
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${two(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${two(rest)}s`;
  return `${rest}s`;
}
