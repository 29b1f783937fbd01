/**
 * Trinkets: their types, mods, rarity multipliers and how a mod's value is shown.
 * Spec 002, sections 3 and 9.
 */
import {
  assertAtLeast,
  assertInteger,
  assertIntegerInRange,
  assertOneOf,
  RuleInputError,
} from '../guards';
import { ceilExact } from '../numeric';

/** The two trinket types, keyed by the `type` field of a trinket (spec 002, section 3). */
export const TRINKET_TYPES = {
  1: 'battling',
  2: 'gathering',
} as const;
export type TrinketTypeId = keyof typeof TRINKET_TYPES;
export type TrinketTypeName = (typeof TRINKET_TYPES)[TrinketTypeId];
export const TRINKET_TYPE_IDS = [1, 2] as const satisfies readonly TrinketTypeId[];

/**
 * Trinket mod ids and their names, as in the table of spec 002, section 3 (the table is the
 * authority). Some meanings have two ids (4/13, 5/14, 8/18): one for battling trinkets, one for
 * gathering ones. Ids 9 and 10 are not used.
 */
export const TRINKET_MODS = {
  1: 'Combat Exp Boost',
  2: 'Gold Boost',
  3: 'Attribute Boost',
  4: 'Mastery Boost',
  5: 'Drop Boost',
  6: 'Base Mob Gold',
  7: 'Attributes',
  8: 'Double Items',
  11: 'Gathering Exp Boost',
  12: 'Resource Boost',
  13: 'Mastery Boost',
  14: 'Drop Boost',
  15: 'Gathering Shards Boost',
  16: 'Base Resources',
  17: 'Item Rarity',
  18: 'Double Items',
} as const;
export type TrinketModId = keyof typeof TRINKET_MODS;
export type TrinketModName = (typeof TRINKET_MODS)[TrinketModId];
export const TRINKET_MOD_IDS = Object.keys(TRINKET_MODS).map(Number) as TrinketModId[];

/** Base Mob Gold: shown as a flat amount of gold, or as value/10 percent. */
export const TRINKET_MOD_BASE_MOB_GOLD = 6;
/** Attributes: shown as a flat amount of attributes, or as value/20 percent. */
export const TRINKET_MOD_ATTRIBUTES = 7;

/** Trinket tiers run from 1 to 15 (spec 002, section 3: "tier (up to 15)"). */
export const TRINKET_MIN_TIER = 1;
export const TRINKET_MAX_TIER = 15;

/** Rarities run from 1 to 7; trinkets are normally 4 to 6, but 3 and below exist, and 7 too. */
export const TRINKET_MIN_RARITY = 1;
export const TRINKET_MAX_RARITY = 7;

/**
 * Multiplier of a mod's value by rarity (spec 002, section 3): 1.15 for rarity 4, 1.35 for 5,
 * 1.6 for 6 and 7. The spec gives none for rarity 3 and below; we use 1 (no boost), so a low
 * trinket's mod is its base value times its tier.
 */
export const TRINKET_RARITY_MULTIPLIERS = {
  1: 1,
  2: 1,
  3: 1,
  4: 1.15,
  5: 1.35,
  6: 1.6,
  7: 1.6,
} as const;
export type TrinketRarity = keyof typeof TRINKET_RARITY_MULTIPLIERS;

/** Item ids (player items map) of the two trinket currencies. Spec 002, section 3. */
export const TRINKET_FRAGMENTS_ITEM = 'trinket_fragments';
export const TRINKET_ESSENCE_ITEM = 'trinket_essence';

/** Checks a trinket rarity (1 to 7). */
export function assertTrinketRarity(rarity: number): TrinketRarity {
  return assertIntegerInRange(
    'trinket rarity',
    rarity,
    TRINKET_MIN_RARITY,
    TRINKET_MAX_RARITY,
  ) as TrinketRarity;
}

/** Checks a trinket tier (1 to 15). */
export function assertTrinketTier(tier: number): number {
  return assertIntegerInRange('trinket tier', tier, TRINKET_MIN_TIER, TRINKET_MAX_TIER);
}

function assertModId(modId: number): TrinketModId {
  assertInteger('trinket mod id', modId, 1);
  if (!Object.hasOwn(TRINKET_MODS, modId)) {
    throw new RuleInputError(
      `trinket mod id must be one of ${TRINKET_MOD_IDS.join(', ')}, got ${modId}`,
    );
  }
  return modId as TrinketModId;
}

/** Name of a trinket type: 1 battling, 2 gathering. Spec 002, section 3. */
export function trinketTypeName(typeId: number): TrinketTypeName {
  return TRINKET_TYPES[assertIntegerInRange('trinket type', typeId, 1, 2) as TrinketTypeId];
}

/** Name of a trinket mod, e.g. 13 -> "Mastery Boost". Spec 002, section 3 (mod id table). */
export function trinketModName(modId: number): TrinketModName {
  return TRINKET_MODS[assertModId(modId)];
}

/** Rarity multiplier of a mod value (1 for rarity 3 and below). Spec 002, section 3. */
export function trinketRarityMultiplier(rarity: number): number {
  return TRINKET_RARITY_MULTIPLIERS[assertTrinketRarity(rarity)];
}

/**
 * A mod's value on a trinket: ceil(base value x tier x rarity multiplier), rounded up while
 * ignoring float noise (20 x 9 x 1.35 is 243, not 244). Spec 002, section 3.
 */
export function trinketModValue(baseValue: number, tier: number, rarity: number): number {
  assertAtLeast('trinket mod base value', baseValue, 0);
  assertTrinketTier(tier);
  return ceilExact(baseValue * tier * trinketRarityMultiplier(rarity));
}

/** How a mod value reads: a flat amount (only Base Mob Gold and Attributes) and a percent. */
export interface TrinketModDisplay {
  /** The flat amount (gold or attribute points), or null for mods that only read as percent. */
  readonly flat: number | null;
  /** The value as a percent: value/10, or value/20 for Attributes. */
  readonly percent: number;
}

/**
 * The raw pieces a mod value is shown with (spec 002, section 3). Every mod reads as value/10
 * percent, except Attributes (7) at value/20 percent; Base Mob Gold (6) and Attributes (7) also
 * have a flat reading, which is the value itself.
 */
export function trinketModDisplay(modId: number, value: number): TrinketModDisplay {
  const id = assertModId(modId);
  assertInteger('trinket mod value', value);
  if (id === TRINKET_MOD_ATTRIBUTES) return { flat: value, percent: value / 20 };
  if (id === TRINKET_MOD_BASE_MOB_GOLD) return { flat: value, percent: value / 10 };
  return { flat: null, percent: value / 10 };
}

/** Whether a mod has a flat reading (Base Mob Gold and Attributes). */
export function trinketModHasFlatValue(modId: number): boolean {
  return trinketModDisplay(modId, 0).flat !== null;
}

/** Which reading to show for the mods that have both. */
export const TRINKET_MOD_STYLES = ['flat', 'percent'] as const;
export type TrinketModStyle = (typeof TRINKET_MOD_STYLES)[number];

// English grouping (the spec shows numbers with thousands separators), at most 2 decimals:
// value/20 of a whole number never needs more.
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A mod as text: "+12.5% Gold Boost" for the percent-only mods; Base Mob Gold and Attributes
 * read "+40 Base Mob Gold" / "+40 Attributes" by default (`style` 'flat'), or
 * "+4% Base Mob Gold" / "+2% Attributes" with `style` 'percent'. `style` does not change the
 * percent-only mods. Spec 002, section 3.
 */
export function formatTrinketMod(
  modId: number,
  value: number,
  style: TrinketModStyle = 'flat',
): string {
  assertOneOf('trinket mod style', style, TRINKET_MOD_STYLES);
  const { flat, percent } = trinketModDisplay(modId, value);
  const name = trinketModName(modId);
  if (flat !== null && style === 'flat') return `+${NUMBER_FORMAT.format(flat)} ${name}`;
  return `+${NUMBER_FORMAT.format(percent)}% ${name}`;
}
