/**
 * The action cache of one instance among several: a call that changed a player is told to the
 * others, which drop their copy, so every read after it is fresh wherever it runs.
 *
 * Ticks are told to no one: a player's calls stay on one instance (sticky sessions), and when
 * they move, the stored timer decides. Each tick's write of the action row is a compare and set
 * on the timer this instance last knew (game/actions/writes.ts): a tick from a stale copy is
 * refused inside the writes, storing nothing, and run again from the stored state.
 */
import type { ActionCache } from '../game/action-cache';
import type { ClusterBus } from './bus';

export function clusteredActionCache<Entry>(
  local: ActionCache<Entry>,
  bus: ClusterBus,
): ActionCache<Entry> {
  bus.subscribe((message) => {
    if (message.kind === 'forget') local.forget(message.userId);
  });
  return {
    ...local,
    forget(userId) {
      local.forget(userId);
      bus.publish({ kind: 'forget', userId });
    },
  };
}
