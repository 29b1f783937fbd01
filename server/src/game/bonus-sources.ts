/**
 * Every bonus source (bonuses.ts) and the `loadBonuses` built from them. A new one is written in
 * its domain's folder (`<domain>/<name>.bonus.ts`) and added here.
 */
import { type BonusesOf, bonusLoader } from './bonuses';
import { clanTotemsBonus } from './clan/totems.bonus';
import { artisanShrineBonus } from './labyrinth/shrine.bonus';
import { landBonus, landPortalsBonus } from './land/land.bonus';
import { battleTrinketsBonus, gatheringTrinketsBonus } from './trinkets/trinkets.bonus';

export const BONUS_SOURCES = [
  landBonus,
  landPortalsBonus,
  battleTrinketsBonus,
  gatheringTrinketsBonus,
  artisanShrineBonus,
  clanTotemsBonus,
] as const;

export type Bonuses = BonusesOf<typeof BONUS_SOURCES>;

/** The named bonuses of the player, each source read once. */
export const loadBonuses = bonusLoader(BONUS_SOURCES);
