/**
 * Several instances in one process, joined by the in-memory bus: cached states,
 * live messages and presence, and the world run by exactly one of them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { createActionCache } from '../game/action-cache';
import type { LiveHub } from '../game/live-hub';
import { seededRandom } from '../game/random';
import { World } from '../game/world/world';
import { WORLD_SCHEDULES } from '../game/world-schedules';
import { manualClock } from '../test-support';
import { type ClusterBus, type LiveMessage, memoryBusNetwork } from './bus';
import { clusteredActionCache } from './clustered-cache';
import { clusteredHub, PRESENCE_MS } from './clustered-hub';
import { CHECK_MS, LEASE_MS, memoryLeases, runWorldOnce, type WorldOnce } from './world-once';
import { ACTION_BONUS } from '../game/world/action-bonus.schedule';
import { BONUS_TIME } from '../game/world/bonus-time.schedule';
import { WORLD_BOSSES } from '../game/battle/bosses.schedule';
import { GATHERING_EVENTS } from '../game/gathering/events.schedule';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A local hub that records what it delivered, with the given players connected. */
function recordingHub(online: number[] = []) {
  const delivered: string[] = [];
  const hub: LiveHub = {
    toUser: (userId, message) => delivered.push(`user ${String(userId)}: ${message.type}`),
    broadcast: (message) => delivered.push(`all: ${message.type}`),
    forceLogout: (userId) => delivered.push(`logout ${String(userId)}`),
    onlineUserIds: () => online,
  };
  return { hub, delivered };
}

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function joined(count: number): ClusterBus[] {
  const network = memoryBusNetwork();
  return Array.from({ length: count }, () => {
    const bus = network.join();
    closers.push(() => bus.close());
    return bus;
  });
}

describe('clusteredActionCache', () => {
  it('drops the other instances’ copy when one forgets, and tells them nothing of a tick', async () => {
    const [busA, busB] = joined(2);
    if (!busA || !busB) throw new Error('no bus');
    const a = clusteredActionCache(createActionCache<string>(), busA);
    const b = clusteredActionCache(createActionCache<string>(), busB);
    a.set(1, 'state on A');
    b.set(1, 'state on B');
    a.forget(1);
    await settle();
    expect(a.get(1)).toBeUndefined();
    expect(b.get(1)).toBeUndefined();

    const heardOnB: string[] = [];
    busB.subscribe((message) => heardOnB.push(message.kind));
    b.set(2, 'state on B');
    a.setNextTickAt(2, 123_000);
    await settle();
    expect(heardOnB).toEqual([]);
    // The stored timer decides when B's copy is stale (game/actions/writes.ts).
    expect(b.get(2)).toBe('state on B');
    expect(b.nextTickAt(2)).toBe(0);
    expect(a.nextTickAt(2)).toBe(123_000);
  });
});

describe('clusteredHub', () => {
  it('delivers a player’s message and a broadcast on every instance, once each', async () => {
    const [busA, busB] = joined(2);
    if (!busA || !busB) throw new Error('no bus');
    const localA = recordingHub();
    const localB = recordingHub();
    const a = clusteredHub(localA.hub, busA);
    const b = clusteredHub(localB.hub, busB);
    closers.push(
      () => a.close(),
      () => b.close(),
    );
    const boss: LiveMessage = { type: 'boss', data: [] };
    a.toUser(7, { type: 'addItemsToUser', data: [] });
    b.broadcast(boss);
    a.forceLogout(9);
    await settle();
    const expected = ['all: boss', 'logout 9', 'user 7: addItemsToUser'];
    expect(localA.delivered.sort()).toEqual(expected);
    expect(localB.delivered.sort()).toEqual(expected);
  });

  it('counts the players connected to any instance, and forgets an instance gone silent', async () => {
    let now = 1_000_000;
    const [busA, busB] = joined(2);
    if (!busA || !busB) throw new Error('no bus');
    const a = clusteredHub(recordingHub([1, 2]).hub, busA, () => now);
    const b = clusteredHub(recordingHub([2, 3]).hub, busB, () => now);
    closers.push(
      () => a.close(),
      () => b.close(),
    );
    await settle();
    expect(a.onlineUserIds().sort()).toEqual([1, 2, 3]);
    expect(b.onlineUserIds().sort()).toEqual([1, 2, 3]);
    b.close();
    now += 3 * PRESENCE_MS + 1;
    expect(a.onlineUserIds().sort()).toEqual([1, 2]);
  });
});

describe('runWorldOnce', () => {
  async function instances(count: number) {
    const db: Db = await openDatabase(':memory:');
    closers.push(() => db.destroy());
    const clock = manualClock();
    const leases = memoryLeases(() => clock.now());
    const runners: { world: World; once: WorldOnce; bus: ClusterBus; pushed: string[] }[] = [];
    for (const bus of joined(count)) {
      const recorded = recordingHub();
      const world = new World(
        { db, clock, random: seededRandom(3), live: recorded.hub },
        WORLD_SCHEDULES,
      );
      await world.load();
      const once = runWorldOnce(world, leases(bus.instanceId), bus, { timers: false });
      closers.push(() => once.stop());
      runners.push({ world, once, bus, pushed: recorded.delivered });
    }
    return { db, clock, runners };
  }

  async function bossesSpawned(db: Db): Promise<number> {
    const rows = await db.selectFrom('world_bosses').select('id').execute();
    return rows.length;
  }

  it('runs the world on one instance; the other takes over within the lease after it dies', async () => {
    const { db, clock, runners } = await instances(2);
    const [a, b] = runners;
    if (!a || !b) throw new Error('no instances');
    await a.once.check();
    await b.once.check();
    expect([a.once.leading, b.once.leading]).toEqual([true, false]);

    // Both step their world: only the runner's schedules act, and storage has one boss.
    await a.world.step();
    await settle();
    expect(await bossesSpawned(db)).toBe(1);
    expect(b.world.view(WORLD_BOSSES)).toHaveLength(1);

    // A dies (no more checks, the lease is not released): B runs the world once it expired.
    a.world.stop();
    let waited = 0;
    while (!b.once.leading) {
      clock.advance(CHECK_MS);
      waited += CHECK_MS;
      await b.once.check();
    }
    expect(waited).toBeLessThanOrEqual(LEASE_MS + CHECK_MS);
    expect(waited).toBeLessThanOrEqual(10_000);
    // The boss is still alive: taking over spawns none.
    await b.world.step();
    expect(await bossesSpawned(db)).toBe(1);
  });

  it('never spawns a second boss when two instances believe they run the world', async () => {
    const { db, runners } = await instances(2);
    const [a, b] = runners;
    if (!a || !b) throw new Error('no instances');
    a.world.setLeading(true);
    b.world.setLeading(true);
    await Promise.all([a.world.step(), b.world.step()]);
    await Promise.all([a.world.step(), b.world.step()]);
    // SQLite serializes the two; each step saw the other's boss before spawning.
    expect(await bossesSpawned(db)).toBe(1);
  });

  it('starts and ends Bonus Time and an event once when two instances believe they run the world', async () => {
    const { clock, runners } = await instances(2);
    const [a, b] = runners;
    if (!a || !b) throw new Error('no instances');
    a.world.setLeading(true);
    b.world.setLeading(true);
    // Past the first Bonus Time and the first event of a fresh world.
    clock.advance(6 * 3600 * 1000);
    await Promise.all([a.world.step(), b.world.step()]);
    const starts = [...a.pushed, ...b.pushed];
    expect(starts.filter((type) => type === 'all: bonusTime')).toHaveLength(1);
    expect(starts.filter((type) => type === 'all: event')).toHaveLength(1);
    // The one that lost the claim read what the other stored.
    expect(b.world.view(BONUS_TIME)).toEqual(a.world.view(BONUS_TIME));
    expect(b.world.view(GATHERING_EVENTS)).toEqual(a.world.view(GATHERING_EVENTS));
    expect(a.world.view(BONUS_TIME).timeRemaining).toBeGreaterThan(0);

    // Both past the end: it ends once too.
    clock.advance(31 * 60 * 1000);
    await Promise.all([a.world.step(), b.world.step()]);
    const ends = [...a.pushed, ...b.pushed].filter((type) => type === 'all: bonusTime');
    expect(ends).toHaveLength(2);
    expect(a.world.view(BONUS_TIME)).toEqual({ timeRemaining: 0, modifier: 0 });
    expect(b.world.view(BONUS_TIME)).toEqual({ timeRemaining: 0, modifier: 0 });
  });

  it('sends the actions counted on a follower to the instance running the world', async () => {
    const { runners } = await instances(2);
    const [a, b] = runners;
    if (!a || !b) throw new Error('no instances');
    await a.once.check();
    await b.once.check();
    await a.world.get(ACTION_BONUS).set({ kind: 'battling', current: 10, required: 100 });
    await settle();
    const before = a.world.view(ACTION_BONUS);
    for (let i = 0; i < 3; i += 1) b.world.countAction('battling');
    // Counted on B for A, not added on B.
    expect(b.world.view(ACTION_BONUS).current).toBe(before.current);
    await b.once.check();
    await settle();
    expect(a.world.view(ACTION_BONUS).current).toBe(before.current + 3);
  });
});
