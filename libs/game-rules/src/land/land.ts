/**
 * Land plots: the plot price, the sixteen land levels with their names and bonuses, and what each
 * upgrade costs. Spec 002, sections 2, 3 and 9; levels, bonuses and the top cost are from
 * GAME-FACTS.md ("Land").
 */
import { RuleInputError, assertIntegerInRange } from '../guards';

/** The items land costs are paid in. */
export const LAND_COST_ITEMS = ['gold', 'metal', 'wood', 'stone'] as const;
export type LandCostItem = (typeof LAND_COST_ITEMS)[number];

/** One line of a cost list, in the shape the server sends (`id`, `amount`). */
export interface LandCostLine {
  readonly itemId: LandCostItem;
  readonly amount: number;
}

/** Buying a plot gives a Camp (level 1). Spec 002, section 9. */
export const PLOT_COST = [
  { itemId: 'gold', amount: 250_000 },
  { itemId: 'metal', amount: 50_000 },
  { itemId: 'wood', amount: 50_000 },
  { itemId: 'stone', amount: 50_000 },
] as const satisfies readonly LandCostLine[];

/**
 * The land levels, 1 to 16. Camp, Village and Small Town are the spec's names (levels 1, 3, 5,
 * the standard raid requirements); the others are ours, growing to an empire at the top.
 */
export const LAND_LEVELS = [
  { level: 1, name: 'Camp' },
  { level: 2, name: 'Settlement' },
  { level: 3, name: 'Village' },
  { level: 4, name: 'Large Village' },
  { level: 5, name: 'Small Town' },
  { level: 6, name: 'Town' },
  { level: 7, name: 'Large Town' },
  { level: 8, name: 'Small City' },
  { level: 9, name: 'City' },
  { level: 10, name: 'Large City' },
  { level: 11, name: 'Metropolis' },
  { level: 12, name: 'Barony' },
  { level: 13, name: 'County' },
  { level: 14, name: 'Duchy' },
  { level: 15, name: 'Kingdom' },
  { level: 16, name: 'Empire' },
] as const;
export type LandLevel = (typeof LAND_LEVELS)[number]['level'];
export type LandLevelName = (typeof LAND_LEVELS)[number]['name'];
export const LAND_MIN_LEVEL = 1;
export const LAND_MAX_LEVEL = 16;

/** Checks a plot's level: a whole number from 1 to 16. */
export function assertLandLevel(level: number): LandLevel {
  return assertIntegerInRange('land level', level, LAND_MIN_LEVEL, LAND_MAX_LEVEL) as LandLevel;
}

/** The name of a land level, 1 (Camp) to 16 (Empire). Spec 002, sections 3 and 9. */
export function landLevelName(level: number): LandLevelName {
  const entry = LAND_LEVELS[assertLandLevel(level) - 1];
  if (entry === undefined) throw new RuleInputError(`land level ${level} has no entry`);
  return entry.name;
}

/** What every land level adds (GAME-FACTS.md, "Land"). */
export const LAND_BONUS_PER_LEVEL = {
  maxAutos: 10,
  mobGoldPercent: 1,
  resourcePercent: 1,
  trinketChancePercent: 2,
} as const;

export interface LandLevelBonuses {
  /** Added to the player's maximum Autos. */
  readonly maxAutos: number;
  /** Extra gold from mobs, in percent. */
  readonly mobGoldPercent: number;
  /** Extra gathered resources, in percent. */
  readonly resourcePercent: number;
  /** Extra trinket drop chance, in percent. */
  readonly trinketChancePercent: number;
}

/**
 * The bonuses of land at `level`: every level, Camp included, adds +10 maximum Autos, +1% gold
 * from mobs, +1% resources and +2% trinket chance, so a Camp gives 10/1/1/2 and an Empire
 * 160/16/16/32. Level 0 stands for no plot and gives nothing. Spec 002, section 3 (bonuses);
 * GAME-FACTS.md (amounts).
 */
export function landLevelBonuses(level: number): LandLevelBonuses {
  assertIntegerInRange('land level', level, 0, LAND_MAX_LEVEL);
  return {
    maxAutos: LAND_BONUS_PER_LEVEL.maxAutos * level,
    mobGoldPercent: LAND_BONUS_PER_LEVEL.mobGoldPercent * level,
    resourcePercent: LAND_BONUS_PER_LEVEL.resourcePercent * level,
    trinketChancePercent: LAND_BONUS_PER_LEVEL.trinketChancePercent * level,
  };
}

/** The cost of the top level, 16 (GAME-FACTS.md): 20 billion gold, 4 billion of each resource. */
const TOP_LEVEL_GOLD = 20_000_000_000;
const TOP_LEVEL_RESOURCE = 4_000_000_000;
const PLOT_GOLD = 250_000;
const PLOT_RESOURCE = 50_000;
/** Significant figures kept when rounding an upgrade cost, so prices read as tidy numbers. */
const COST_SIGNIFICANT_FIGURES = 3;

/** Rounds a positive number to `figures` significant figures (half away from zero). */
export function roundToSignificant(value: number, figures: number): number {
  const unit = 10 ** (Math.floor(Math.log10(value)) - (figures - 1));
  return Math.round(value / unit) * unit;
}

/** The geometric curve from `first` at level 1 to `last` at level 16, before rounding. */
function geometricCost(first: number, last: number, level: number): number {
  return first * (last / first) ** ((level - LAND_MIN_LEVEL) / (LAND_MAX_LEVEL - LAND_MIN_LEVEL));
}

/**
 * What upgrading a plot to `toLevel` (2 to 16) costs, in gold, metal, wood and stone. The spec
 * does not give these costs; ours follow a geometric curve from the plot cost (level 1) to the
 * original's top cost at level 16, 20 billion gold and 4 billion of each resource: gold is
 * 250,000 x 80000^((toLevel - 1)/15), resources 50,000 x 80000^((toLevel - 1)/15) (both grow
 * 80,000-fold over the 15 upgrades, about x2.12 per level), each rounded to three significant
 * figures. Level 2 costs 531,000 gold and 106,000 of each resource; level 16 exactly the top
 * cost. Spec 002, sections 2 and 3 (nextLevelUpgradeCosts); GAME-FACTS.md (end points).
 */
export function landLevelUpgradeCost(toLevel: number): readonly LandCostLine[] {
  assertIntegerInRange('land upgrade target level', toLevel, LAND_MIN_LEVEL + 1, LAND_MAX_LEVEL);
  const gold = roundToSignificant(
    geometricCost(PLOT_GOLD, TOP_LEVEL_GOLD, toLevel),
    COST_SIGNIFICANT_FIGURES,
  );
  const resource = roundToSignificant(
    geometricCost(PLOT_RESOURCE, TOP_LEVEL_RESOURCE, toLevel),
    COST_SIGNIFICANT_FIGURES,
  );
  return [
    { itemId: 'gold', amount: gold },
    { itemId: 'metal', amount: resource },
    { itemId: 'wood', amount: resource },
    { itemId: 'stone', amount: resource },
  ];
}
