/**
 * Choosing a mob to battle (areas.php enterArea). The fighting ticks are the handlers in
 * actions/handlers/ (battle.ts, special-battle.ts, dungeon.ts, boss-battle.ts).
 */
import type { EnterAreaAnswer } from '@idle/contracts';
import { AREA_14_ID } from '@idle/game-rules';
import { GameError } from '../errors';
import { setCurrentAction } from '../actions/current-action';
import { UNKNOWN_MOB_TEXT } from './mobs';
import type { GameContext } from '../context';
import { findMob } from '../players/players';
import { equipBoundLoadout } from '../loadouts/loadouts';
import { playerTransaction } from '../../db/transactions';
import { updateUser } from '../accounts/users.repository';

// misc.php stops the current action through this module.
export { stopCurrentAction } from '../actions/current-action';

export const POWER_ONLY_AREA_14_TEXT = 'Only area 14 takes a power level.';

export async function enterArea(
  game: GameContext,
  userId: number,
  areaId: number,
  mobId: number,
  power: number | undefined,
): Promise<EnterAreaAnswer> {
  const found = findMob(areaId, mobId);
  if (!found) throw new GameError(UNKNOWN_MOB_TEXT);
  if (power !== undefined && areaId !== AREA_14_ID) throw new GameError(POWER_ONLY_AREA_14_TEXT);
  // The loadout bound to battling goes on first, in a transaction of its own: a loadout that
  // cannot be equipped is said, never a reason not to fight.
  const loadout = await equipBoundLoadout(game, userId, 'battle');
  const now = game.clock.now();
  const action = found.area.type === 2 ? 'specialBattling' : 'battling';
  await playerTransaction(game.db, [userId], async (trx) => {
    const params = { area: areaId, mob: mobId, ...(power ? { power } : {}) };
    await setCurrentAction(trx, userId, action, params, now);
    // The "Battle {mob}" quick link and the default action follow the last basic mob.
    if (action === 'battling') {
      await updateUser(trx, userId, { last_area: areaId, last_mob: mobId });
    }
  });
  return { mobName: found.mob.name, ...(loadout === null ? {} : { loadout }) };
}
