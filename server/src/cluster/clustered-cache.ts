/**
 * The action cache of one instance among several: what makes a cached state stale on one
 * instance (a call that changed the player, a tick taken) is told to the others, which drop
 * their copy and take the timer. The stored timer guard of the pipeline still decides when two
 * instances tick the same player at the same moment; this keeps every other read fresh.
 *
 * The timers taken in one turn of the event loop travel as one message: a tick per player on
 * every instance would otherwise cost each of them a message, sent or handled. They leave before
 * the ticks they come from are stored and answered (the group commit waits a turn at least), so
 * a player's next call, on whichever instance, finds the other copies dropped.
 */
import type { ActionCache } from '../game/action-cache';
import type { ClusterBus } from './bus';

export function clusteredActionCache<Entry>(
  local: ActionCache<Entry>,
  bus: ClusterBus,
): ActionCache<Entry> {
  bus.subscribe((message) => {
    if (message.kind === 'forget') local.forget(message.userId);
    if (message.kind === 'timers') {
      for (const [userId, at] of message.timers) {
        local.forget(userId);
        local.setNextTickAt(userId, at);
      }
    }
  });
  let timers = new Map<number, number>();
  const sendTimers = () => {
    bus.publish({ kind: 'timers', timers: [...timers] });
    timers = new Map();
  };
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
      if (timers.size === 0) setImmediate(sendTimers);
      timers.set(userId, at);
    },
  };
}
