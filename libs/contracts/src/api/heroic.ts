/** Answers of heroic battling and its upgrade stones (spec 002). */
import type { ItemAmount } from './common';
import type { Misc } from './game';

/** `misc.php?mod=loadHeroic`: the potion dose maximum this month. */
export interface LoadHeroicAnswer {
  maxHeroic: number;
}

/** `misc.php mod=useHeroicPotion` and `mod=useHeroicShards`. */
export interface UseHeroicAnswer {
  heroic: Misc['heroic'];
  itemsToRemove: ItemAmount[];
}

/** `misc.php mod=useUpgradeStones`. */
export interface UseUpgradeStonesAnswer {
  upgrades: Misc['upgrades'];
  itemsToRemove: ItemAmount[];
}
