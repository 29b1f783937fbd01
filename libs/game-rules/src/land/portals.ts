/**
 * Land portals: what a portal level gives and what its five upgrade buttons cost.
 * Spec 002, sections 2, 3, 7 and 9.
 */
import { RuleInputError, assertInteger, assertOneOf, assertSafeResult } from '../guards';
import { type LandCostLine, roundToSignificant } from './land';

/** Battles granted at once by each portal upgrade. */
export const PORTAL_BATTLES_PER_UPGRADE = 25;
/** Battles added each day, per portal level. */
export const PORTAL_DAILY_BATTLES_PER_LEVEL = 5;
/** Battles a portal can hold, per portal level. */
export const PORTAL_BATTLE_CAP_PER_LEVEL = 150;
/** Battles a special area holds without a portal (level 0). */
export const SPECIAL_AREA_BATTLE_CAP = 100;

export interface PortalEffects {
  /** Battles given at once by the upgrade that reaches a level (the same for every level). */
  readonly battlesPerUpgrade: number;
  /** Battles added every day. */
  readonly dailyBattles: number;
  /**
   * The most battles the area holds, saved days and upgrades alike: 150 x level, and the
   * area's own 100 without a portal.
   */
  readonly battleCap: number;
}

/**
 * What a portal at `level` (a whole number of at least 0; 0 is a portal not yet upgraded) gives:
 * +5 battles a day per level, a cap of 150 x level battles held (never below the area's own 100),
 * and +25 battles at once on each upgrade. Spec 002, section 9 (its "max saved increases by 50
 * per level" is not a second cap: one cap, the spec's 150 x level, binds saving and upgrades).
 */
export function portalEffects(level: number): PortalEffects {
  assertInteger('portal level', level);
  return {
    battlesPerUpgrade: PORTAL_BATTLES_PER_UPGRADE,
    dailyBattles: assertSafeResult('portal daily battles', PORTAL_DAILY_BATTLES_PER_LEVEL * level),
    battleCap: Math.max(
      SPECIAL_AREA_BATTLE_CAP,
      assertSafeResult('portal battle cap', PORTAL_BATTLE_CAP_PER_LEVEL * level),
    ),
  };
}

/**
 * The five ways to pay for a portal upgrade (`uType` of upgradePortal): 1 all three resources,
 * 2 metal only, 3 wood only, 4 stone only, 5 gold only. Each raises the portal by one level.
 */
export const PORTAL_UPGRADE_TYPES = {
  1: { name: 'Metal, wood and stone' },
  2: { name: 'Metal' },
  3: { name: 'Wood' },
  4: { name: 'Stone' },
  5: { name: 'Gold' },
} as const;
export type PortalUpgradeType = keyof typeof PORTAL_UPGRADE_TYPES;
export const PORTAL_UPGRADE_TYPE_IDS: readonly PortalUpgradeType[] = [1, 2, 3, 4, 5];

/** A single resource costs 3.3 times the portal cost, kept as tenths so the maths stays whole. */
const SINGLE_RESOURCE_TENTHS = 33;
/** Paying in gold costs 9 times the portal cost. */
const GOLD_MULTIPLIER = 9;

/**
 * What upgrading a portal costs with payment type `uType`, given its `portalCost` (a whole
 * number of at least 1, sent by the server): type 1 takes portalCost of each of metal, wood and
 * stone; types 2, 3 and 4 take ceil(3.3 x portalCost) of metal, wood or stone alone; type 5 takes
 * 9 x portalCost gold. Spec 002, sections 7 and 9.
 */
export function portalUpgradeCost(portalCost: number, uType: number): readonly LandCostLine[] {
  assertInteger('portal cost', portalCost, 1);
  assertOneOf<number>('portal upgrade type', uType, PORTAL_UPGRADE_TYPE_IDS);
  // 33 x cost is a whole number and the division by 10 is correctly rounded, so the ceiling is exact.
  const single = assertSafeResult(
    'portal single-resource cost',
    Math.ceil((SINGLE_RESOURCE_TENTHS * portalCost) / 10),
  );
  switch (uType as PortalUpgradeType) {
    case 1:
      return [
        { itemId: 'metal', amount: portalCost },
        { itemId: 'wood', amount: portalCost },
        { itemId: 'stone', amount: portalCost },
      ];
    case 2:
      return [{ itemId: 'metal', amount: single }];
    case 3:
      return [{ itemId: 'wood', amount: single }];
    case 4:
      return [{ itemId: 'stone', amount: single }];
    case 5:
      return [
        {
          itemId: 'gold',
          amount: assertSafeResult('portal gold cost', GOLD_MULTIPLIER * portalCost),
        },
      ];
  }
}

/** Portals go up to this level (our cap; the spec gives none). */
export const PORTAL_MAX_LEVEL = 20;
const PORTAL_FIRST_COST = 50_000;
const PORTAL_COST_GROWTH = 1.5;

/**
 * The portal cost (the base of portalUpgradeCost) of the upgrade from `level` (0 to 19) to the
 * next: 50,000 x 1.5^level rounded to three significant figures (our numbers: 50,000 for the
 * first level, about 111 million for the last). Spec 002, section 3 (Portal cost).
 */
export function portalBaseCost(level: number): number {
  assertInteger('portal level', level);
  if (level >= PORTAL_MAX_LEVEL) throw new RuleInputError(`portal level ${level} is the top`);
  return roundToSignificant(PORTAL_FIRST_COST * PORTAL_COST_GROWTH ** level, 3);
}

/** Battles each special area adds per day (saved up to the cap). Ours. */
export const SPECIAL_BATTLES_PER_DAY = 25;
