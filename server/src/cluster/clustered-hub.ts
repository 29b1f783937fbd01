/**
 * The live hub of one instance among several: a message for a player or for everyone reaches
 * the sockets on every instance (each delivers to its own), and the players online with a socket
 * are those of every instance, as each last said (presence every PRESENCE_MS, forgotten after
 * three silent periods: an instance that died stops counting).
 */
import type { LiveHub } from '../game/live-hub';
import type { ClusterBus } from './bus';

export const PRESENCE_MS = 5000;

export interface ClusteredHub extends LiveHub {
  close(): void;
}

export function clusteredHub(
  local: LiveHub,
  bus: ClusterBus,
  now: () => number = Date.now,
): ClusteredHub {
  const presence = new Map<string, { userIds: number[]; at: number }>();
  bus.subscribe((message, from) => {
    if (message.kind === 'live') {
      if (message.userId === null) local.broadcast(message.message);
      else local.toUser(message.userId, message.message);
    }
    if (message.kind === 'forceLogout') local.forceLogout(message.userId);
    if (message.kind === 'presence') presence.set(from, { userIds: message.userIds, at: now() });
  });
  const announce = () => {
    bus.publish({ kind: 'presence', userIds: local.onlineUserIds() });
  };
  const timer = setInterval(announce, PRESENCE_MS);
  timer.unref();
  announce();
  return {
    toUser(userId, message) {
      local.toUser(userId, message);
      bus.publish({ kind: 'live', userId, message });
    },
    broadcast(message) {
      local.broadcast(message);
      bus.publish({ kind: 'live', userId: null, message });
    },
    forceLogout(userId) {
      local.forceLogout(userId);
      bus.publish({ kind: 'forceLogout', userId });
    },
    onlineUserIds() {
      const ids = new Set(local.onlineUserIds());
      const fresh = now() - 3 * PRESENCE_MS;
      for (const [instance, seen] of presence) {
        if (seen.at < fresh) presence.delete(instance);
        else for (const id of seen.userIds) ids.add(id);
      }
      return [...ids];
    },
    close() {
      clearInterval(timer);
    },
  };
}
