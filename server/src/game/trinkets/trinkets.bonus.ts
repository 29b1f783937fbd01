/**
 * What the player's active trinkets add (store.ts): battling ones to fights, gathering ones to
 * gathering.
 */
import { bonusSource } from '../bonuses';
import { loadTrinketBonuses } from './store';

export const battleTrinketsBonus = bonusSource('battleTrinkets', (db, userId) =>
  loadTrinketBonuses(db, userId, 1),
);

export const gatheringTrinketsBonus = bonusSource('gatheringTrinkets', (db, userId) =>
  loadTrinketBonuses(db, userId, 2),
);
