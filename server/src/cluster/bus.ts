/**
 * What game server instances tell each other (REDIS_URL set): a player's cached state to drop,
 * a live socket message or chat line to deliver, sessions ended, the world changed. One
 * publish/subscribe channel carries them all; every message names the instance that sent it, so
 * an instance never handles its own twice.
 *
 * Without REDIS_URL there is one instance and no bus. Tests join several instances in one
 * process through {@link memoryBusNetwork}.
 */
import { randomUUID } from 'node:crypto';
import type { ChatLine } from '@idle/contracts';
import { Redis } from 'ioredis';
import { backgroundError } from '../operations/background-log';

export type LiveMessage = { type: string; data: unknown; channel?: string };

export type ClusterMessage =
  /** The player's cached action state is stale (a call changed them). */
  | { kind: 'forget'; userId: number }
  /** A live socket message for one player's sockets, or for everyone's. */
  | { kind: 'live'; userId: number | null; message: LiveMessage }
  /** A chat line for some players' sockets (`recipients`), or for every socket (null). */
  | { kind: 'chat'; line: ChatLine; recipients: number[] | null }
  /** Close the player's sockets after telling them to log out. */
  | { kind: 'forceLogout'; userId: number }
  /** Drop the player's cached sessions (logout, ban, password change). */
  | { kind: 'sessions'; userId: number }
  /** The players with an open socket on the sender, every few seconds. */
  | { kind: 'presence'; userIds: number[] }
  /** The world's state in storage changed: read it again. */
  | { kind: 'world' }
  /** Actions counted on the sender towards the action bonus, for the instance running the world. */
  | { kind: 'actionCounts'; counts: Record<string, number> };

export interface ClusterBus {
  readonly instanceId: string;
  publish(message: ClusterMessage): void;
  /** `handler` gets the messages of the other instances, with the sender's id. */
  subscribe(handler: (message: ClusterMessage, from: string) => void): () => void;
  close(): Promise<void>;
}

interface Envelope {
  from: string;
  message: ClusterMessage;
}

function handlersOf() {
  const handlers = new Set<(message: ClusterMessage, from: string) => void>();
  return {
    add(handler: (message: ClusterMessage, from: string) => void) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    deliver(envelope: Envelope, self: string) {
      if (envelope.from === self) return;
      for (const handler of handlers) {
        try {
          handler(envelope.message, envelope.from);
        } catch (error) {
          backgroundError('cluster message handler', error);
        }
      }
    },
  };
}

/** Instances in one process (tests): each `join()` is one instance's bus. */
export function memoryBusNetwork(): { join(): ClusterBus } {
  const members = new Set<(envelope: Envelope) => void>();
  return {
    join() {
      const instanceId = randomUUID();
      const handlers = handlersOf();
      const receive = (envelope: Envelope) => {
        // Asynchronous, as over a network.
        queueMicrotask(() => {
          handlers.deliver(envelope, instanceId);
        });
      };
      members.add(receive);
      return {
        instanceId,
        publish(message) {
          for (const member of members) member({ from: instanceId, message });
        },
        subscribe: (handler) => handlers.add(handler),
        close() {
          members.delete(receive);
          return Promise.resolve();
        },
      };
    },
  };
}

export const CLUSTER_CHANNEL = 'idle-rpg:cluster';

/** The bus over Redis publish/subscribe (a subscribing connection cannot publish: two). */
export async function redisBus(url: string): Promise<ClusterBus> {
  const instanceId = randomUUID();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = handlersOf();
  subscriber.on('message', (_channel: string, text: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    handlers.deliver(envelope, instanceId);
  });
  await subscriber.subscribe(CLUSTER_CHANNEL);
  return {
    instanceId,
    publish(message) {
      publisher
        .publish(CLUSTER_CHANNEL, JSON.stringify({ from: instanceId, message }))
        .catch((error: unknown) => {
          backgroundError('cluster publish', error);
        });
    },
    subscribe: (handler) => handlers.add(handler),
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
