/**
 * An instance joins the cluster (REDIS_URL set): its action cache and live hub are shared with
 * the other instances and its world runs only while it holds the world lease. Without REDIS_URL
 * the instance is alone and none of this runs.
 */
import { Redis } from 'ioredis';
import type { ActionCache } from '../game/action-cache';
import type { LiveHub } from '../game/live-hub';
import type { WorldLeaseView } from '../game/context';
import type { World } from '../game/world/world';
import { type ClusterBus, redisBus } from './bus';
import { clusteredActionCache } from './clustered-cache';
import { type ClusteredHub, clusteredHub } from './clustered-hub';
import { redisLease, runWorldOnce, type WorldOnce } from './world-once';

export interface ClusterMember {
  bus: ClusterBus;
  /** A connection for what is counted cluster-wide (rate limits). */
  redis: Redis;
  hub: ClusteredHub;
  shareActionCache<Entry>(local: ActionCache<Entry>): ActionCache<Entry>;
  /** Runs `world` while this instance holds the lease (instead of `world.start()`). */
  runWorld(world: World): WorldOnce;
  /** Who holds the world's lease (the operator console's world state). */
  worldLease: WorldLeaseView;
  /** Stops the world here and releases its lease, so another instance takes it at once. */
  stopWorld(): Promise<void>;
  leave(): Promise<void>;
}

export async function joinCluster(redisUrl: string, localHub: LiveHub): Promise<ClusterMember> {
  const bus = await redisBus(redisUrl);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const hub = clusteredHub(localHub, bus);
  let worldOnce: WorldOnce | null = null;
  const lease = redisLease(redis, bus.instanceId);
  return {
    bus,
    redis,
    hub,
    shareActionCache: (local) => clusteredActionCache(local, bus),
    runWorld(world) {
      worldOnce = runWorldOnce(world, lease, bus);
      void worldOnce.check();
      return worldOnce;
    },
    worldLease: { instanceId: bus.instanceId, holder: () => lease.holder() },
    async stopWorld() {
      await worldOnce?.stop();
    },
    async leave() {
      hub.close();
      await worldOnce?.stop();
      await bus.close();
      await redis.quit();
    },
  };
}
