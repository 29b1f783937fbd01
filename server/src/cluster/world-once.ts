/**
 * The world (bosses, gathering events, Bonus Time, the action bonus) runs on exactly one
 * instance: the holder of a lease that expires LEASE_MS after its last renewal. The holder
 * renews it every CHECK_MS; the others try to take it as often, so when the holder dies another
 * instance runs the world within LEASE_MS + CHECK_MS. Storage guards what must never happen
 * twice even while a lease changes hands (a boss spawns only when none is alive).
 *
 * The instances that do not run it follow it: they read the world again whenever an instance
 * saved a change, and send their action counts to the one that runs it.
 */
import type { Redis } from 'ioredis';
import type { World } from '../game/world/world';
import { worldLeaseHeld } from '../operations/server-metrics';
import type { ClusterBus } from './bus';
import { backgroundError } from '../operations/background-log';

export const LEASE_MS = 8000;
export const CHECK_MS = 1000;

export interface Lease {
  /** Takes the lease if free, or renews it if held; false when another instance holds it. */
  hold(): Promise<boolean>;
  release(): Promise<void>;
  /** The instance holding the lease now, or null while none does. */
  holder(): Promise<string | null>;
}

const LEASE_KEY = 'idle-rpg:world-lease';

/** Takes or extends the lease only while it is free or ours: one atomic script. */
const HOLD_SCRIPT = `
local holder = redis.call('get', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

const RELEASE_SCRIPT = `
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

export function redisLease(redis: Redis, holder: string, leaseMs = LEASE_MS): Lease {
  return {
    async hold() {
      return (await redis.eval(HOLD_SCRIPT, 1, LEASE_KEY, holder, String(leaseMs))) === 1;
    },
    async release() {
      await redis.eval(RELEASE_SCRIPT, 1, LEASE_KEY, holder);
    },
    holder: () => redis.get(LEASE_KEY),
  };
}

/** A lease shared by instances in one process (tests), on the given clock. */
export function memoryLeases(now: () => number, leaseMs = LEASE_MS) {
  let holder: string | null = null;
  let expiresAt = 0;
  return (id: string): Lease => ({
    hold() {
      if (holder === null || holder === id || now() >= expiresAt) {
        holder = id;
        expiresAt = now() + leaseMs;
        return Promise.resolve(true);
      }
      return Promise.resolve(false);
    },
    release() {
      if (holder === id) holder = null;
      return Promise.resolve();
    },
    holder: () => Promise.resolve(holder !== null && now() < expiresAt ? holder : null),
  });
}

export interface WorldOnce {
  /** One check: take, keep or lose the lease (the timer calls it every CHECK_MS). */
  check(): Promise<void>;
  readonly leading: boolean;
  stop(): Promise<void>;
}

export function runWorldOnce(
  world: World,
  lease: Lease,
  bus: ClusterBus,
  { timers = true }: { timers?: boolean } = {},
): WorldOnce {
  let leading = false;
  let stopped = false;
  /** Read after an await: a stop may have come meanwhile. */
  const isStopped = () => stopped;
  world.setLeading(false);
  world.onSaved = () => {
    bus.publish({ kind: 'world' });
  };
  const unsubscribe = bus.subscribe((message) => {
    if (message.kind === 'world') {
      // The running instance keeps its own action count, newer than storage's.
      void world.load({ keepCounts: leading }).catch((error: unknown) => {
        backgroundError('world reload', error);
      });
    }
    if (message.kind === 'actionCounts' && leading) world.addActionCounts(message.counts);
  });

  const check = async () => {
    if (stopped) return;
    let holds = false;
    try {
      holds = await lease.hold();
    } catch (error) {
      backgroundError('world lease check', error);
    }
    // Stopped while asking: give back a lease taken just now instead of starting the world.
    if (isStopped()) {
      if (holds) await lease.release();
      return;
    }
    if (holds && !leading) {
      leading = true;
      worldLeaseHeld.set(1);
      world.setLeading(true);
      await world.load();
      world.start();
    } else if (!holds && leading) {
      leading = false;
      worldLeaseHeld.set(0);
      world.stop();
      world.setLeading(false);
    }
    if (!leading) {
      const counts = world.takeForwardedCounts();
      if (Object.keys(counts).length > 0) bus.publish({ kind: 'actionCounts', counts });
    }
  };
  const timer = timers
    ? setInterval(() => {
        void check();
      }, CHECK_MS)
    : null;
  timer?.unref();

  return {
    check,
    get leading() {
      return leading;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      unsubscribe();
      world.stop();
      if (leading) await lease.release();
      leading = false;
      worldLeaseHeld.set(0);
    },
  };
}
