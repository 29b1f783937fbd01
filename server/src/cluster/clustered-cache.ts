/**
 * The action cache of one instance among several: what makes a cached state stale on one
 * instance (a call that changed the player, a tick taken) is told to the others, which drop
 * their copy and take the timer. The stored timer guard of the pipeline still decides when two
 * instances tick the same player at the same moment; this keeps every other read fresh.
 */
import type { ActionCache } from '../game/action-cache';
import type { ClusterBus } from './bus';

export function clusteredActionCache<Entry>(
  local: ActionCache<Entry>,
  bus: ClusterBus,
): ActionCache<Entry> {
  bus.subscribe((message) => {
    if (message.kind === 'forget') local.forget(message.userId);
    if (message.kind === 'timer') {
      local.forget(message.userId);
      local.setNextTickAt(message.userId, message.at);
    }
  });
  return {
    get: (userId) => local.get(userId),
    set: (userId, entry) => {
      local.set(userId, entry);
    },
    getOrLoad: (userId, load, isEntry) => local.getOrLoad(userId, load, isEntry),
    forget(userId) {
      local.forget(userId);
      bus.publish({ kind: 'forget', userId });
    },
    nextTickAt: (userId) => local.nextTickAt(userId),
    setNextTickAt(userId, at) {
      local.setNextTickAt(userId, at);
      bus.publish({ kind: 'timer', userId, at });
    },
  };
}
