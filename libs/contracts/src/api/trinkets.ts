/** Answers of the trinkets' calls (equipment.php, spec 002). */
import type { ItemAmount } from './common';
import type { EqStats } from './inventory';

/** A trinket mod: [mod id, base value]. */
export type TrinketMod = [modId: number, base: number];

/** A trinket (spec 002 §3 "Trinket"). */
export interface Trinket {
  id: number;
  /** 1 battling, 2 gathering. */
  type: 1 | 2;
  tier: number;
  rarity: number;
  mods: TrinketMod[];
  equipped: boolean;
  /** Converted to celestial (rarity 6 only). */
  celestial: boolean;
  /** New values rolled by a paid re-roll, waiting to be accepted or rejected. */
  rerolledMods: TrinketMod[] | null;
}

export interface LoadTrinketsAnswer {
  trinkets: Trinket[];
  celestialSlots: number;
}

/** `equipTrinket`: toggles the trinket; `equipped` is its new state. */
export interface EquipTrinketAnswer {
  equipped: boolean;
  eqStats: EqStats;
}

/** `upgradeTrinket`: the trinket a tier up and the fragments it took. */
export interface UpgradeTrinketAnswer {
  trinket: Trinket;
  frags: number;
}

/** `destroyTrinket`: fragments and essence gained, and the equipment totals after (ours). */
export interface DestroyTrinketAnswer {
  frags: number;
  essence: number;
  /** An equipped or celestial trinket's Attributes leave the totals with it. */
  eqStats: EqStats;
}

/**
 * `rerollTrinket` by stage: 0 shows the pending roll (if any), 1 pays and rolls, 2 accepts the
 * roll, 3 rejects it. `rerolledMods` is the pending roll, null when there is none.
 */
export interface RerollTrinketAnswer {
  rerolledMods: TrinketMod[] | null;
  itemsToRemove: ItemAmount[];
  trinket: Trinket;
}

export interface TrinketAnswer {
  trinket: Trinket;
}

export interface CraftTrinketAnswer {
  trinket: Trinket;
  itemsToRemove: ItemAmount[];
}

export interface IncreaseCelestialAnswer {
  celestialSlots: number;
  /** Essence it took. */
  cost: number;
}
