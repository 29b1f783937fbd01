/**
 * A gathering skill's start equips the loadout bound to it (issue 29), in the start tick's own
 * transaction; a set that cannot go on is said once and the action ticks on. (Battling and
 * dungeons equip theirs as the player enters: battle's `enterArea`, dungeons' `enterDungeon`.)
 */
import type { LoadoutActivity } from '@idle/contracts';
import { lockPlayers } from '../../db/transactions';
import type { GameTickModifier } from '../context';
import { equipBoundInTransaction } from './loadouts';
import { boundActivities } from './loadouts.repository';

/** The actions whose start equips the loadout bound to the activity of the same name. */
const STARTS_EQUIP: ReadonlySet<string> = new Set<LoadoutActivity>([
  'mining',
  'woodcutting',
  'quarrying',
]);

export const boundLoadoutModifier: GameTickModifier<readonly string[]> = {
  key: 'bound loadouts',
  // Read with the state, so a start without a bound set reads nothing more in its batch (a
  // binding changed since is a call of the player's, which forgets the cached state).
  load: (game, user) => boundActivities(game.db, user.id),
  writeOnStart(trx, tick, bound) {
    if (!STARTS_EQUIP.has(tick.action) || !bound.includes(tick.action)) return null;
    return (async () => {
      // As a loadouts call does: an equip from another tab waits, and the set read stays true.
      await lockPlayers(trx, [tick.userId]);
      const notice = await equipBoundInTransaction(
        trx,
        tick.userId,
        tick.action as LoadoutActivity,
      );
      return notice ? { fields: { loadout: notice }, stale: notice.gear !== null } : null;
    })();
  },
};
