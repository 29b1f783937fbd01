/**
 * What trinkets cost and give back: crafting, celestial slots, tier upgrades, destroying and
 * re-rolling, and which actions the trinket list offers. Spec 002, sections 4, 5 and 9.
 */
import { assertIntegerInRange, assertSafeResult, RuleInputError } from '../guards';
import { ceilExact, floorExact } from '../numeric';
import { assertTrinketRarity, assertTrinketTier, TRINKET_MAX_TIER } from './trinkets';

/** A price or a yield in the two trinket currencies. */
export interface TrinketCurrencies {
  readonly fragments: number;
  readonly essence: number;
}

/** A player equips at most 3 trinkets. Spec 002, section 9. */
export const TRINKET_EQUIP_SLOTS = 3;

/**
 * Crafting costs by rarity: epic (4) 1 fragment and 5 essence, legendary (5) 5/15, mythical (6)
 * 15/75. Only these three rarities can be crafted. Spec 002, section 9.
 */
export const TRINKET_CRAFT_COSTS = {
  4: { fragments: 1, essence: 5 },
  5: { fragments: 5, essence: 15 },
  6: { fragments: 15, essence: 75 },
} as const satisfies Record<number, TrinketCurrencies>;
export type CraftableTrinketRarity = keyof typeof TRINKET_CRAFT_COSTS;
export const CRAFTABLE_TRINKET_RARITIES = [4, 5, 6] as const satisfies CraftableTrinketRarity[];

/** Cost of crafting a trinket of the given rarity (4 to 6 only). Spec 002, section 9. */
export function trinketCraftCost(rarity: number): TrinketCurrencies {
  const craftable = assertIntegerInRange('craft rarity', rarity, 4, 6) as CraftableTrinketRarity;
  return TRINKET_CRAFT_COSTS[craftable];
}

/** Celestial slots stop at 3. Spec 002, sections 5 and 9. */
export const CELESTIAL_SLOT_CAP = 3;

/**
 * Essence to add one celestial slot: 75 + 25 x the current slot count (75, 100, 125). The
 * increase is offered only below the cap, so at 3 slots this answers null (nothing to buy);
 * a count outside 0..3 is an error. Spec 002, sections 5 and 9.
 */
export function celestialSlotIncreaseCost(currentSlots: number): number | null {
  assertIntegerInRange('celestial slots', currentSlots, 0, CELESTIAL_SLOT_CAP);
  if (currentSlots >= CELESTIAL_SLOT_CAP) return null;
  return 75 + 25 * currentSlots;
}

/**
 * Fixed fragment costs of reaching tiers 10 to 15, whatever the rarity (each is 1.6 times the
 * last, rounded down). Spec 002, section 9.
 */
export const TRINKET_TIER_FIXED_COSTS = {
  10: 2000,
  11: 3200,
  12: 5120,
  13: 8192,
  14: 13107,
  15: 20971,
} as const;

/** The first tier whose cost comes from {@link TRINKET_TIER_FIXED_COSTS}. */
const FIRST_FIXED_TIER = 10;

/** max(1, (rarity - 1)/2): the rarity factor shared by tier upgrade and destroy. */
function rarityFactor(rarity: number): number {
  return Math.max(1, (rarity - 1) / 2);
}

/**
 * Trinket fragments to upgrade a trinket from `currentTier` to the next tier. The spec's
 * floor((tier+1)^3/2 x max(1, (rarity-1)/2)) is read with tier+1 the tier being reached; the
 * fixed values are the costs of reaching tiers 10 to 15 (9 -> 10 costs 2000 at any rarity).
 * A tier-15 trinket cannot be upgraded: the answer is null. Spec 002, section 9.
 */
export function trinketTierUpgradeCost(currentTier: number, rarity: number): number | null {
  assertTrinketTier(currentTier);
  assertTrinketRarity(rarity);
  if (currentTier >= TRINKET_MAX_TIER) return null;
  const target = currentTier + 1;
  if (target >= FIRST_FIXED_TIER) {
    return TRINKET_TIER_FIXED_COSTS[target as keyof typeof TRINKET_TIER_FIXED_COSTS];
  }
  return floorExact((target ** 3 / 2) * rarityFactor(rarity));
}

/** Destroying is offered for rarity up to 6. Spec 002, section 4. */
export const TRINKET_DESTROY_MAX_RARITY = 6;

/**
 * What destroying a trinket gives back: essence 5^(rarity-4) from rarity 4 (none below);
 * fragments rarity-2 at tier 1 (never below 0), otherwise ceil(tier^3/2.5 x max(1,(rarity-1)/2)).
 * Rarity 7 cannot be destroyed and is an error. Spec 002, sections 4 and 9.
 */
export function trinketDestroyYield(tier: number, rarity: number): TrinketCurrencies {
  assertTrinketTier(tier);
  assertTrinketRarity(rarity);
  if (rarity > TRINKET_DESTROY_MAX_RARITY) {
    throw new RuleInputError(
      `trinket rarity must be at most ${TRINKET_DESTROY_MAX_RARITY} to destroy, got ${rarity}`,
    );
  }
  const essence = rarity >= 4 ? 5 ** (rarity - 4) : 0;
  const fragments =
    tier === 1 ? Math.max(0, rarity - 2) : ceilExact((tier ** 3 / 2.5) * rarityFactor(rarity));
  return { fragments, essence };
}

/** Re-rolling is offered for rarity above 3. Spec 002, section 4. */
export const TRINKET_REROLL_MIN_RARITY = 4;

/**
 * Cost of one re-roll: 5 + 5 x (min(rarity,6) - 3) fragments and 5^(min(rarity,6) - 4) essence,
 * so rarity 7 pays what rarity 6 pays. Rarity 3 and below cannot be re-rolled and is an error.
 * Spec 002, sections 4 and 9.
 */
export function trinketRerollCost(rarity: number): TrinketCurrencies {
  assertTrinketRarity(rarity);
  if (rarity < TRINKET_REROLL_MIN_RARITY) {
    throw new RuleInputError(
      `trinket rarity must be at least ${TRINKET_REROLL_MIN_RARITY} to re-roll, got ${rarity}`,
    );
  }
  const capped = Math.min(rarity, 6);
  return { fragments: 5 + 5 * (capped - 3), essence: 5 ** (capped - 4) };
}

/**
 * The staged re-roll call (`stage` of rerollTrinket): 0 opens the preview, 1 pays and rolls new
 * mods, 2 accepts them, 3 rejects them and keeps the current mods. Spec 002, section 4.
 */
export const REROLL_STAGES = {
  preview: 0,
  payAndRoll: 1,
  accept: 2,
  reject: 3,
} as const;
export type RerollStage = (typeof REROLL_STAGES)[keyof typeof REROLL_STAGES];

/** Checks a re-roll stage (0 to 3). Spec 002, section 7 (rerollTrinket, stage 0 to 3). */
export function assertRerollStage(stage: number): RerollStage {
  return assertIntegerInRange('re-roll stage', stage, 0, 3) as RerollStage;
}

/** What the trinket list needs to know about one trinket to decide its buttons. */
export interface TrinketActionInput {
  readonly rarity: number;
  readonly tier: number;
  readonly equipped: boolean;
}

/** The buttons a trinket row offers. */
export interface TrinketActions {
  readonly equip: boolean;
  readonly unequip: boolean;
  readonly reroll: boolean;
  readonly upgradeTier: boolean;
  readonly destroy: boolean;
  readonly convertToCelestial: boolean;
}

/**
 * Which actions a trinket offers (spec 002, section 4): equip only while unequipped, unequip
 * only while equipped; re-roll for rarity above 3; upgrade tier only while unequipped and below
 * tier 15; destroy for rarity up to 6; convert to celestial only for rarity 6. The spec ties
 * destroy, re-roll and convert to rarity alone, so they are offered equipped or not. Equip does
 * not look at free slots here; the slot limit ({@link TRINKET_EQUIP_SLOTS}) is checked on equip.
 */
export function trinketActions(trinket: TrinketActionInput): TrinketActions {
  const rarity = assertTrinketRarity(trinket.rarity);
  const tier = assertTrinketTier(trinket.tier);
  if (typeof trinket.equipped !== 'boolean') {
    throw new RuleInputError(
      `trinket equipped must be true or false, got ${typeof trinket.equipped}`,
    );
  }
  const { equipped } = trinket;
  return {
    equip: !equipped,
    unequip: equipped,
    reroll: rarity >= TRINKET_REROLL_MIN_RARITY,
    upgradeTier: !equipped && tier < TRINKET_MAX_TIER,
    destroy: rarity <= TRINKET_DESTROY_MAX_RARITY,
    convertToCelestial: rarity === 6,
  };
}

/**
 * Total fragments to take a trinket from `fromTier` up to `toTier` (0 when they are equal), the
 * sum of {@link trinketTierUpgradeCost} over each step. Spec 002, section 9.
 */
export function trinketTierUpgradeTotal(fromTier: number, toTier: number, rarity: number): number {
  assertTrinketTier(fromTier);
  assertTrinketTier(toTier);
  assertTrinketRarity(rarity);
  if (toTier < fromTier) {
    throw new RuleInputError(
      `target tier must be at least the current tier ${fromTier}, got ${toTier}`,
    );
  }
  let total = 0;
  for (let tier = fromTier; tier < toTier; tier += 1) {
    total += trinketTierUpgradeCost(tier, rarity) ?? 0;
  }
  return assertSafeResult('trinket tier upgrade total', total);
}
