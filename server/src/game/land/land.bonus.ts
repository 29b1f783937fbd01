/** The land's bonuses for the rest of the game (effects.ts): the plot's level and the portals. */
import { bonusSource } from '../bonuses';
import { landBonusesOf, portalLevelsOf } from './effects';

/** The plot's bonuses (all 0 without a plot): Autos, mob gold, resources, trinket chance. */
export const landBonus = bonusSource('land', landBonusesOf);

/** The portal levels by special area id (none upgraded: empty). */
export const landPortalsBonus = bonusSource('landPortals', portalLevelsOf);
