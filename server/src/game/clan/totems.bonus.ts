/** The totems of the player's clan (buildings.ts; none outside a clan), read in one go. */
import { bonusSource } from '../bonuses';
import {
  type AttributeTotemPercents,
  attributeTotemPercents,
  autosTotemLevel,
  memberBuildingLevels,
  shardsTotemLevel,
  specialAreaTotemLevel,
} from './buildings';

export interface ClanTotems {
  /** The attribute totems' percents of the base attributes. */
  attributePercents: AttributeTotemPercents;
  autosLevel: number;
  specialAreaLevel: number;
  shardsLevel: number;
}

export const clanTotemsBonus = bonusSource(
  'clanTotems',
  async (db, userId): Promise<ClanTotems> => {
    const levels = await memberBuildingLevels(db, userId);
    return {
      attributePercents: attributeTotemPercents(levels),
      autosLevel: autosTotemLevel(levels),
      specialAreaLevel: specialAreaTotemLevel(levels),
      shardsLevel: shardsTotemLevel(levels),
    };
  },
);
