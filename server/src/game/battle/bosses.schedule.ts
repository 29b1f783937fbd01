/**
 * World bosses: one spawns BOSS_RESPAWN_MS after the last one died (at start when none is alive),
 * the content bosses in turn; every player may fight it. Its hit points live in storage, which
 * decides who kills it (boss-kill.ts); this schedule keeps the living ones in memory and pushes
 * them as `boss` at most every BOSS_PUSH_MS. The next spawn time is saved in `world_state` under
 * `nextBossAt`.
 */
import type { WorldBoss } from '@idle/contracts';
import { BOSS_RESPAWN_MS, bossAppearedText } from '@idle/game-rules';
import { BOSSES, bossHp, findBoss } from '../content/bosses';
import { claimWorldState, readWorldState, saveWorldState } from '../world/world-state.repository';
import { type Schedule, type ScheduleHost, scheduleKey } from '../world/world';
import {
  insertWorldBoss,
  lastSpawnedBossId,
  livingWorldBosses,
  worldBossStates,
} from './world-bosses.repository';

/** Boss hit points are pushed at most this often while players hit it. */
export const BOSS_PUSH_MS = 3000;
/** The saved next boss time while a spawned boss lives (its kill sets the next time). */
const BOSS_SPAWN_CLAIMED = Number.MAX_SAFE_INTEGER;
const STATE_KEY = 'nextBossAt';

export interface WorldBosses extends Schedule {
  /** The living bosses. */
  view(): WorldBoss[];
  boss(id: number): WorldBoss | undefined;
  /** The content boss of a living one. */
  contentIdOf(id: number): number | undefined;
  /** Spawns a boss now: the given content boss, or the next one in turn. */
  spawn(bossId?: number): Promise<WorldBoss>;
  /** A fight took the boss down to `hpRemaining` (as storage answered). */
  hit(id: number, hpRemaining: number): void;
  /** The boss died: off the list, the next one scheduled, everyone told. */
  killed(id: number, name: string): void;
  /** Re-reads the living bosses from storage. */
  reload(): Promise<void>;
}

export const WORLD_BOSSES = scheduleKey<WorldBosses>('worldBosses');

export function worldBossesSchedule(host: ScheduleHost): WorldBosses {
  const { db, clock, live, notices, saved } = host;
  /** Bosses alive, by instance id, as last read from or written to storage. */
  let bosses = new Map<number, WorldBoss>();
  /** The content boss of each living one, by instance id. */
  let bossContent = new Map<number, number>();
  let dirty = false;
  let lastPush = 0;
  let nextBossAt = 0;

  const push = () => {
    dirty = false;
    lastPush = clock.now();
    live.broadcast({ type: 'boss', data: schedule.view() });
  };
  const saveNextBossAt = async () => {
    await saveWorldState(db, STATE_KEY, nextBossAt);
    saved();
  };

  /** Takes the hit points storage has (lower after fights on other instances) and pushes them. */
  const refreshHp = async () => {
    if (bosses.size === 0) return;
    for (const row of await worldBossStates(db, [...bosses.keys()])) {
      if (row.killed_at !== null) {
        bosses.delete(row.id);
        bossContent.delete(row.id);
        dirty = true;
      } else {
        schedule.hit(row.id, row.hp_remaining);
      }
    }
  };

  /**
   * The schedule's boss. The spawn is claimed in storage first (the saved next spawn time is
   * swapped for "claimed" only if it is still the one this instance read), so two instances
   * that both believe they run the world (a lease changing hands) never spawn two.
   */
  const spawnScheduled = async () => {
    if (!(await claimWorldState(db, STATE_KEY, nextBossAt, BOSS_SPAWN_CLAIMED))) {
      // Another instance spawned it (or changed the schedule): read what it did.
      await schedule.load({ keepCounts: true });
      return;
    }
    nextBossAt = BOSS_SPAWN_CLAIMED;
    try {
      await schedule.spawn();
    } catch (error) {
      nextBossAt = clock.now();
      await saveNextBossAt();
      throw error;
    }
  };

  const schedule: WorldBosses = {
    key: WORLD_BOSSES,
    async load() {
      nextBossAt = (await readWorldState<number>(db, STATE_KEY)) ?? nextBossAt;
      if (nextBossAt === 0) nextBossAt = clock.now();
      await schedule.reload();
    },
    async step(now) {
      // Among several instances, fights elsewhere take the bosses down in storage.
      if (host.clustered) await refreshHp();
      if (bosses.size === 0 && now >= nextBossAt) await spawnScheduled();
      if (dirty && now - lastPush >= BOSS_PUSH_MS) push();
    },
    view() {
      return [...bosses.values()];
    },
    boss(id) {
      return bosses.get(id);
    },
    contentIdOf(id) {
      return bossContent.get(id);
    },
    async spawn(bossId) {
      const last = await lastSpawnedBossId(db);
      const content =
        (bossId === undefined ? undefined : findBoss(bossId)) ??
        BOSSES[last === undefined ? 0 : BOSSES.findIndex((boss) => boss.id === last) + 1] ??
        BOSSES[0];
      if (!content) throw new Error('No world bosses in the content');
      const hp = bossHp(content.level);
      const id = await insertWorldBoss(db, { bossId: content.id, hp, spawnedAt: clock.now() });
      const boss: WorldBoss = {
        id,
        name: content.name,
        rarity: content.rarity,
        level: content.level,
        hpRemaining: hp,
        hpMax: hp,
      };
      bosses.set(id, boss);
      bossContent.set(id, content.id);
      saved();
      push();
      live.broadcast({
        type: 'notification',
        data: `${content.name} has appeared! Fight it from the Bosses panel.`,
        channel: 'notifications',
      });
      notices.notify({
        kind: 'bossSpawned',
        userId: null,
        text: bossAppearedText(content.name),
        route: '/',
      });
      return boss;
    },
    hit(id, hpRemaining) {
      const boss = bosses.get(id);
      if (!boss || hpRemaining >= boss.hpRemaining) return;
      boss.hpRemaining = hpRemaining;
      dirty = true;
    },
    killed(id, name) {
      bosses.delete(id);
      bossContent.delete(id);
      nextBossAt = clock.now() + BOSS_RESPAWN_MS;
      void saveNextBossAt();
      push();
      live.broadcast({
        type: 'notification',
        data: `${name} has been slain!`,
        channel: 'notifications',
      });
    },
    async reload() {
      const rows = await livingWorldBosses(db);
      bosses = new Map();
      bossContent = new Map();
      for (const row of rows) {
        const content = findBoss(row.boss_id);
        if (!content) continue;
        bossContent.set(row.id, content.id);
        bosses.set(row.id, {
          id: row.id,
          name: content.name,
          rarity: content.rarity,
          level: content.level,
          hpRemaining: row.hp_remaining,
          hpMax: row.hp_max,
        });
      }
    },
  };
  return schedule;
}
