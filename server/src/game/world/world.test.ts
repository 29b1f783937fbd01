/** The world as a scheduler: registered schedules loaded, stepped on its timer (only where it leads), asked for. */
import type { ActionType } from '@idle/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryBusNetwork } from '../../cluster/bus';
import { memoryLeases, runWorldOnce } from '../../cluster/world-once';
import type { Db } from '../../db/database';
import { manualClock } from '../../test-support';
import { silentHub } from '../live-hub';
import { seededRandom } from '../random';
import {
  type LoadOptions,
  type Schedule,
  type ScheduleHost,
  scheduleKey,
  World,
  WORLD_TICK_MS,
} from './world';

interface FakeSchedule extends Schedule {
  view(): { steps: number };
  loads: LoadOptions[];
  steps: number[];
  counted: [ActionType, number][];
  host: ScheduleHost;
}

const FAKE = scheduleKey<FakeSchedule>('fake');
const OTHER = scheduleKey<FakeSchedule>('other');

function fakeSchedule(key = FAKE, fails = false) {
  return (host: ScheduleHost): FakeSchedule => {
    const schedule: FakeSchedule = {
      key,
      loads: [],
      steps: [],
      counted: [],
      host,
      load(options) {
        schedule.loads.push(options);
        return Promise.resolve();
      },
      step(now) {
        schedule.steps.push(now);
        return fails ? Promise.reject(new Error(`${key.name} failed`)) : Promise.resolve();
      },
      view: () => ({ steps: schedule.steps.length }),
      countActions(action, count) {
        schedule.counted.push([action, count]);
      },
    };
    return schedule;
  };
}

// The fake schedules read and write no storage.
const noStorage = undefined as unknown as Db;

function worldOf(...factories: ((host: ScheduleHost) => FakeSchedule)[]) {
  const clock = manualClock();
  const world = new World(
    { db: noStorage, clock, random: seededRandom(1), live: silentHub },
    factories,
  );
  return { world, clock };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('World', () => {
  it('loads every registered schedule, passing on whether counts are kept', async () => {
    const { world } = worldOf(fakeSchedule(FAKE), fakeSchedule(OTHER));
    await world.load();
    await world.load({ keepCounts: true });
    expect(world.get(FAKE).loads).toEqual([{ keepCounts: false }, { keepCounts: true }]);
    expect(world.get(OTHER).loads).toEqual([{ keepCounts: false }, { keepCounts: true }]);
  });

  it('steps its schedules on its timer at the clock’s time, until stopped', async () => {
    vi.useFakeTimers();
    const { world, clock } = worldOf(fakeSchedule());
    world.start();
    await vi.advanceTimersByTimeAsync(WORLD_TICK_MS - 1);
    expect(world.get(FAKE).steps).toEqual([]);
    clock.advance(WORLD_TICK_MS);
    await vi.advanceTimersByTimeAsync(1);
    expect(world.get(FAKE).steps).toEqual([clock.now()]);
    world.stop();
    await vi.advanceTimersByTimeAsync(3 * WORLD_TICK_MS);
    expect(world.get(FAKE).steps).toHaveLength(1);
  });

  it('answers a schedule and its view by key, and refuses a key it was not built with', async () => {
    const { world } = worldOf(fakeSchedule());
    await world.step();
    expect(world.view(FAKE)).toEqual({ steps: 1 });
    expect(() => world.get(OTHER)).toThrow('The world has no schedule other');
  });

  it('refuses two schedules of one key', () => {
    expect(() => worldOf(fakeSchedule(FAKE), fakeSchedule(FAKE))).toThrow(
      'Two world schedules named fake',
    );
  });

  it('steps the other schedules when one fails, then throws its failure', async () => {
    const { world } = worldOf(fakeSchedule(FAKE, true), fakeSchedule(OTHER));
    await expect(world.step()).rejects.toThrow('fake failed');
    expect(world.get(FAKE).steps).toHaveLength(1);
    expect(world.get(OTHER).steps).toHaveLength(1);
  });

  it('tells the schedules of actions; one not leading keeps them for the leader', () => {
    const { world } = worldOf(fakeSchedule());
    world.countAction('mining');
    expect(world.get(FAKE).counted).toEqual([['mining', 1]]);
    world.setLeading(false);
    world.countAction('mining');
    world.countAction('mining');
    world.countAction('battling');
    expect(world.get(FAKE).counted).toHaveLength(1);
    const forwarded = world.takeForwardedCounts();
    expect(forwarded).toEqual({ mining: 2, battling: 1 });
    expect(world.takeForwardedCounts()).toEqual({});
    world.addActionCounts(forwarded);
    expect(world.get(FAKE).counted).toEqual([
      ['mining', 1],
      ['mining', 2],
      ['battling', 1],
    ]);
  });

  it('gives its schedules `saved` (to the cluster’s hook) and whether it is clustered', () => {
    const { world } = worldOf(fakeSchedule());
    const saves: string[] = [];
    world.onSaved = () => saves.push('saved');
    const { host } = world.get(FAKE);
    expect(host.clustered).toBe(false);
    world.setLeading(true);
    expect(host.clustered).toBe(true);
    host.saved();
    expect(saves).toEqual(['saved']);
  });
});

describe('World among several instances', () => {
  it('steps only on the instance holding the lease; the others load when it saves', async () => {
    vi.useFakeTimers();
    const clock = manualClock();
    const leases = memoryLeases(() => clock.now());
    const network = memoryBusNetwork();
    const instances = [0, 1].map(() => {
      const world = new World({ db: noStorage, clock, random: seededRandom(1), live: silentHub }, [
        fakeSchedule(),
      ]);
      const bus = network.join();
      return { world, once: runWorldOnce(world, leases(bus.instanceId), bus, { timers: false }) };
    });
    const [leader, follower] = instances;
    if (!leader || !follower) throw new Error('two instances');
    await leader.once.check();
    await follower.once.check();
    expect([leader.once.leading, follower.once.leading]).toEqual([true, false]);
    clock.advance(WORLD_TICK_MS);
    await vi.advanceTimersByTimeAsync(WORLD_TICK_MS);
    expect(leader.world.get(FAKE).steps).toHaveLength(1);
    expect(follower.world.get(FAKE).steps).toHaveLength(0);
    // A save on the leader: the follower reads the world again, counts not kept.
    const loadsBefore = follower.world.get(FAKE).loads.length;
    leader.world.get(FAKE).host.saved();
    await vi.advanceTimersByTimeAsync(0);
    expect(follower.world.get(FAKE).loads.slice(loadsBefore)).toEqual([{ keepCounts: false }]);
    for (const instance of instances) await instance.once.stop();
  });
});
