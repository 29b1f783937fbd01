/**
 * The artisan shrine's effects at the player's level (more gold, exp and resources, a shorter
 * crafting timer).
 */
import { artisanShrineEffects } from '@idle/game-rules';
import { bonusSource } from '../bonuses';
import { artisanLevel } from './labyrinth';

export const artisanShrineBonus = bonusSource('artisanShrine', async (db, userId) =>
  artisanShrineEffects(await artisanLevel(db, userId)),
);
