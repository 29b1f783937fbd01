/** Trinkets, with the re-roll waiting for an answer. */
import type { Generated } from 'kysely';

export interface TrinketsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  tier: number;
  rarity: number;
  /** JSON [[mod id, base], ...]. */
  mods: string;
  rerolled_mods: string | null;
  equipped: Generated<number>;
  celestial: Generated<number>;
  created_at: number;
}

export interface TrinketsTables {
  trinkets: TrinketsTable;
}
