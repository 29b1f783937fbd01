/**
 * The shared world every player sees: Bonus Time, the action bonus and world bosses. The server
 * runs them on timers and pushes changes over the live socket (`bonusTime`, `actionBonus`,
 * `boss`). Bonus Time and the action bonus are kept in memory and saved in `world_state`;
 * a boss's hit points live in storage, which decides who kills it.
 */
import type {
  ActionBonusKind,
  ActionType,
  GatheringEvent,
  GatheringSkillId,
  Misc,
  WorldBoss,
} from '@idle/contracts';
import { ACTION_BONUS_HINTS } from '@idle/game-rules';
import type { Db } from '../db/database';
import { spawnAllBattlegrounds } from './clan/battleground-spawns';
import { BOSSES, bossHp, findBoss } from './content/bosses';
import { CLAN_SPAWN_EVERY_MS } from './content/clan-battlegrounds';
import type { Clock } from './clock';
import type { LiveHub } from './live-hub';
import { type Random, randomInt } from './random';
import { tellReturnedRaids } from './land/raids';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Bonus Time starts every 6 hours for 30 minutes, with a modifier of 0 to 25. */
export const BONUS_TIME_EVERY_MS = 6 * HOUR;
export const BONUS_TIME_LASTS_MS = 30 * MINUTE;
export const BONUS_TIME_MAX_MODIFIER = 25;

/** The action bonus: all players' actions of one kind fill it; it then lasts an hour. */
export const ACTION_BONUS_REQUIRED = 20_000;
export const ACTION_BONUS_LASTS_MS = HOUR;
const ACTION_BONUS_ORDER: ActionBonusKind[] = ['battling', 'gathering', 'crafting'];

/** A gathering event starts every 2 hours for 15 minutes; rarity 1 to 5 gives 10% a step. */
export const EVENT_EVERY_MS = 2 * HOUR;
export const EVENT_LASTS_MS = 15 * MINUTE;
export const EVENT_BONUS_PERCENT_PER_RARITY = 10;
const EVENT_TYPES: GatheringSkillId[] = ['mining', 'woodcutting', 'quarrying'];

/** A new world boss comes this long after the last one died (or at start, if none is alive). */
export const BOSS_RESPAWN_MS = 2 * HOUR;
/** Boss hit points are pushed at most this often while players hit it. */
export const BOSS_PUSH_MS = 3000;
/** How often the world checks its schedules. */
export const WORLD_TICK_MS = 5000;
/** The saved next boss time while a spawned boss lives (its kill sets the next time). */
const BOSS_SPAWN_CLAIMED = Number.MAX_SAFE_INTEGER;

/** The kind of action bonus an action counts towards and profits from. */
export function actionBonusKindOf(action: ActionType): ActionBonusKind | null {
  switch (action) {
    case 'battling':
    case 'specialBattling':
    case 'dungeoneering':
    case 'bossBattle':
    case 'clanMobBattle':
    case 'clanBossBattle':
      return 'battling';
    case 'mining':
    case 'woodcutting':
    case 'quarrying':
      return 'gathering';
    default:
      return 'crafting';
  }
}

interface BonusTimeState {
  endsAt: number;
  modifier: number;
  nextAt: number;
}

interface EventState {
  id: number;
  type: GatheringSkillId;
  rarity: number;
  endsAt: number;
  nextAt: number;
}

interface ActionBonusState {
  kind: ActionBonusKind;
  current: number;
  required: number;
  /** While active: when it ends; 0 while it is still filling up. */
  activeUntil: number;
}

/** What an active world bonus adds to one action, in percent. */
export interface WorldBonus {
  goldPercent: number;
  expPercent: number;
  resourcesPercent: number;
  /** Added to the action delay (the crafting bonus shortens it). */
  actionTimerMs: number;
}

export class World {
  private bonusTime: BonusTimeState = { endsAt: 0, modifier: 0, nextAt: 0 };
  private actionBonus: ActionBonusState = {
    kind: 'battling',
    current: 0,
    required: ACTION_BONUS_REQUIRED,
    activeUntil: 0,
  };
  private event: EventState = { id: 0, type: 'mining', rarity: 1, endsAt: 0, nextAt: 0 };
  private actionBonusDirty = false;
  private lastActionBonusPush = 0;
  /** Bosses alive, by instance id, as last read from or written to storage. */
  private bosses = new Map<number, WorldBoss>();
  /** The content boss of each living one, by instance id. */
  private bossContent = new Map<number, number>();
  private bossesDirty = false;
  private lastBossPush = 0;
  private nextBossAt = 0;
  /** When the clan battlegrounds next fill up (clan/battleground-spawns.ts). */
  private clanSpawnAt = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  /**
   * False on an instance that does not run the world (several instances, see
   * cluster/world-once.ts): its action counts are kept for the running instance instead.
   */
  private leading = true;
  private clustered = false;
  private forwardedCounts = new Map<ActionBonusKind, number>();
  /** Told after every change this instance saved (the other instances read the world again). */
  onSaved: () => void = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly random: Random,
    private readonly live: LiveHub,
  ) {}

  /**
   * This instance runs the schedules (`start`) or only follows the world's state. Among several
   * instances (`clustered`), the running one reads the bosses' hit points at every step, since
   * fights on the other instances take them down in storage.
   */
  setLeading(leading: boolean, clustered = true): void {
    this.leading = leading;
    this.clustered = clustered;
  }

  /** The actions counted here since the last call, for the instance that runs the world. */
  takeForwardedCounts(): Partial<Record<ActionBonusKind, number>> {
    const counts = Object.fromEntries(this.forwardedCounts);
    this.forwardedCounts.clear();
    return counts;
  }

  /** Actions counted on other instances, added to the action bonus. */
  addActionCounts(counts: Partial<Record<string, number>>): void {
    const bonus = this.actionBonus;
    const added = counts[bonus.kind] ?? 0;
    if (bonus.activeUntil > 0 || added <= 0) return;
    this.addToActionBonus(added);
  }

  /**
   * Reads the saved world; schedules the first Bonus Time and boss from now if none are saved.
   * `keepActionBonus`: the instance running the world keeps its own count (newer than storage).
   */
  async load({ keepActionBonus = false }: { keepActionBonus?: boolean } = {}): Promise<void> {
    const now = this.clock.now();
    const rows = await this.db.selectFrom('world_state').selectAll().execute();
    for (const row of rows) {
      if (row.key === 'bonusTime') this.bonusTime = JSON.parse(row.value) as BonusTimeState;
      if (row.key === 'actionBonus' && !keepActionBonus) {
        this.actionBonus = JSON.parse(row.value) as ActionBonusState;
      }
      if (row.key === 'nextBossAt') this.nextBossAt = JSON.parse(row.value) as number;
      if (row.key === 'clanSpawnAt') this.clanSpawnAt = JSON.parse(row.value) as number;
      if (row.key === 'event') this.event = JSON.parse(row.value) as EventState;
    }
    if (this.event.nextAt === 0) this.event.nextAt = now + EVENT_EVERY_MS;
    if (this.bonusTime.nextAt === 0) this.bonusTime.nextAt = now + BONUS_TIME_EVERY_MS;
    if (this.nextBossAt === 0) this.nextBossAt = now;
    await this.reloadBosses();
  }

  /** Runs the schedules every WORLD_TICK_MS until stop(). */
  start(): void {
    this.timer ??= setInterval(() => {
      this.step().catch((error: unknown) => {
        console.error('world step failed', error);
      });
    }, WORLD_TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One pass of the schedules; tests call it after moving the clock. */
  async step(): Promise<void> {
    if (this.clustered) await this.refreshBossHp();
    const now = this.clock.now();
    // Each scheduled change is claimed in storage (see `scheduled`): made once, whoever runs.
    if (this.bonusTime.endsAt > 0 && now >= this.bonusTime.endsAt) {
      await this.scheduled('bonusTime', this.bonusTime, this.endedBonusTime(), (ended) => {
        this.bonusTimeEnded(ended);
      });
    }
    if (this.bonusTime.endsAt === 0 && now >= this.bonusTime.nextAt) {
      const next = this.nextBonusTime(
        BONUS_TIME_LASTS_MS,
        randomInt(this.random, 0, BONUS_TIME_MAX_MODIFIER),
      );
      await this.scheduled('bonusTime', this.bonusTime, next, (started) => {
        this.bonusTimeStarted(started);
      });
    }
    if (this.event.endsAt > 0 && now >= this.event.endsAt) {
      await this.scheduled('event', this.event, { ...this.event, endsAt: 0 }, (ended) => {
        this.eventEnded(ended);
      });
    }
    if (this.event.endsAt === 0 && now >= this.event.nextAt) {
      const type = EVENT_TYPES[randomInt(this.random, 0, EVENT_TYPES.length - 1)] ?? 'mining';
      const next = this.nextEvent(type, randomInt(this.random, 1, 5), EVENT_LASTS_MS);
      await this.scheduled('event', this.event, next, (started) => {
        this.eventStarted(started);
      });
    }
    if (this.actionBonus.activeUntil > 0 && now >= this.actionBonus.activeUntil) {
      const next =
        ACTION_BONUS_ORDER[
          (ACTION_BONUS_ORDER.indexOf(this.actionBonus.kind) + 1) % ACTION_BONUS_ORDER.length
        ] ?? 'battling';
      await this.setActionBonus({ kind: next, current: 0, required: ACTION_BONUS_REQUIRED });
    }
    if (this.actionBonusDirty && now - this.lastActionBonusPush >= WORLD_TICK_MS) {
      await this.saveActionBonus();
      this.pushActionBonus();
    }
    if (this.bosses.size === 0 && now >= this.nextBossAt) await this.spawnScheduledBoss();
    if (now >= this.clanSpawnAt) {
      const spawn = { claimed: false };
      await this.scheduled('clanSpawnAt', this.clanSpawnAt, now + CLAN_SPAWN_EVERY_MS, (next) => {
        this.clanSpawnAt = next;
        spawn.claimed = true;
      });
      if (spawn.claimed) await spawnAllBattlegrounds(this.db, now);
    }
    if (this.bossesDirty && now - this.lastBossPush >= BOSS_PUSH_MS) this.pushBosses();
    await tellReturnedRaids(this.db, this.live, now);
  }

  // ---- Bonus Time ----

  bonusTimeView(): Misc['bonusTime'] {
    const remaining = Math.max(0, this.bonusTime.endsAt - this.clock.now());
    return {
      timeRemaining: Math.ceil(remaining / 1000),
      modifier: remaining > 0 ? this.bonusTime.modifier : 0,
    };
  }

  async startBonusTime(lastsMs: number, modifier: number): Promise<void> {
    const next = this.nextBonusTime(lastsMs, modifier);
    await this.save('bonusTime', next);
    this.bonusTimeStarted(next);
  }

  private nextBonusTime(lastsMs: number, modifier: number): BonusTimeState {
    const now = this.clock.now();
    return { endsAt: now + lastsMs, modifier, nextAt: now + BONUS_TIME_EVERY_MS };
  }

  private bonusTimeStarted(started: BonusTimeState): void {
    this.bonusTime = started;
    this.live.broadcast({ type: 'bonusTime', data: this.bonusTimeView() });
  }

  private endedBonusTime(): BonusTimeState {
    return { ...this.bonusTime, endsAt: 0, modifier: 0 };
  }

  private bonusTimeEnded(ended: BonusTimeState): void {
    this.bonusTime = ended;
    this.live.broadcast({ type: 'bonusTime', data: { stage: 'end' } });
  }

  // ---- Gathering events ----

  /** The event running now, or null. */
  gatheringEvent(): GatheringEvent | null {
    const remaining = this.event.endsAt - this.clock.now();
    if (this.event.endsAt === 0 || remaining <= 0) return null;
    return {
      id: this.event.id,
      type: this.event.type,
      rarity: this.event.rarity,
      timeRemaining: Math.ceil(remaining / 1000),
      bonusPercent: EVENT_BONUS_PERCENT_PER_RARITY * this.event.rarity,
    };
  }

  async startEvent(
    type: GatheringSkillId,
    rarity: number,
    lastsMs: number,
  ): Promise<GatheringEvent> {
    const next = this.nextEvent(type, rarity, lastsMs);
    await this.save('event', next);
    return this.eventStarted(next);
  }

  private nextEvent(type: GatheringSkillId, rarity: number, lastsMs: number): EventState {
    const now = this.clock.now();
    return {
      id: this.event.id + 1,
      type,
      rarity,
      endsAt: now + lastsMs,
      nextAt: now + EVENT_EVERY_MS,
    };
  }

  private eventStarted(started: EventState): GatheringEvent {
    this.event = started;
    const view = this.gatheringEvent();
    if (!view) throw new Error('an event that has already ended');
    this.live.broadcast({ type: 'event', data: view });
    return view;
  }

  private eventEnded(ended: EventState): void {
    this.event = ended;
    this.live.broadcast({ type: 'event', data: { stage: 'end', id: ended.id } });
  }

  // ---- Action bonus ----

  actionBonusView(): Misc['actionBonus'] {
    const { kind, current, required } = this.actionBonus;
    return { kind, current: Math.min(current, required), required };
  }

  /** The kind of action bonus active now, or null while it is filling up. */
  activeActionBonus(): ActionBonusKind | null {
    return this.actionBonus.activeUntil > this.clock.now() ? this.actionBonus.kind : null;
  }

  /** Counts one action of the given kind; the bonus turns active when it is full. */
  countAction(action: ActionType): void {
    const kind = actionBonusKindOf(action);
    if (!this.leading) {
      if (kind) this.forwardedCounts.set(kind, (this.forwardedCounts.get(kind) ?? 0) + 1);
      return;
    }
    const bonus = this.actionBonus;
    if (bonus.activeUntil > 0 || kind !== bonus.kind) return;
    this.addToActionBonus(1);
  }

  private addToActionBonus(added: number): void {
    const bonus = this.actionBonus;
    bonus.current += added;
    this.actionBonusDirty = true;
    if (bonus.current >= bonus.required) {
      bonus.activeUntil = this.clock.now() + ACTION_BONUS_LASTS_MS;
      // Said at once: every player's next action gets it.
      void this.saveActionBonus().then(() => {
        this.pushActionBonus();
      });
    }
  }

  async setActionBonus(change: {
    kind: ActionBonusKind;
    current: number;
    required: number;
  }): Promise<void> {
    const full = change.current >= change.required;
    this.actionBonus = {
      ...change,
      activeUntil: full ? this.clock.now() + ACTION_BONUS_LASTS_MS : 0,
    };
    await this.saveActionBonus();
    this.pushActionBonus();
  }

  private async saveActionBonus(): Promise<void> {
    this.actionBonusDirty = false;
    await this.save('actionBonus', this.actionBonus);
  }

  private pushActionBonus(): void {
    this.lastActionBonusPush = this.clock.now();
    this.live.broadcast({ type: 'actionBonus', data: this.actionBonusView() });
  }

  /**
   * What Bonus Time and the action bonus add to one action now. `dungeon` marks a dungeon
   * fight, which the battling bonus gives exp but no gold (spec 000 §9's hints).
   */
  bonusFor(action: ActionType): WorldBonus {
    const bonus: WorldBonus = {
      goldPercent: 0,
      expPercent: 0,
      resourcesPercent: 0,
      actionTimerMs: 0,
    };
    const now = this.clock.now();
    if (this.bonusTime.endsAt > now) {
      const percent = 75 + this.bonusTime.modifier;
      bonus.goldPercent += percent;
      bonus.expPercent += percent;
      bonus.resourcesPercent += percent;
    }
    const active = this.activeActionBonus();
    if (active && actionBonusKindOf(action) === active) {
      const hint = ACTION_BONUS_HINTS[action === 'dungeoneering' ? 'dungeons' : active];
      bonus.goldPercent += hint.goldPercent;
      bonus.expPercent += hint.expPercent;
      bonus.resourcesPercent += hint.resourcesPercent;
      bonus.actionTimerMs += hint.actionTimerMs;
    }
    return bonus;
  }

  // ---- World bosses ----

  bossList(): WorldBoss[] {
    return [...this.bosses.values()];
  }

  boss(id: number): WorldBoss | undefined {
    return this.bosses.get(id);
  }

  bossContentId(id: number): number | undefined {
    return this.bossContent.get(id);
  }

  /**
   * The schedule's boss. The spawn is claimed in storage first (the saved next spawn time is
   * swapped for "claimed" only if it is still the one this instance read), so two instances
   * that both believe they run the world (a lease changing hands) never spawn two.
   */
  private async spawnScheduledBoss(): Promise<void> {
    const expected = JSON.stringify(this.nextBossAt);
    await this.db
      .insertInto('world_state')
      .values({ key: 'nextBossAt', value: expected })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const claim = await this.db
      .updateTable('world_state')
      .set({ value: JSON.stringify(BOSS_SPAWN_CLAIMED) })
      .where('key', '=', 'nextBossAt')
      .where('value', '=', expected)
      .executeTakeFirst();
    if (claim.numUpdatedRows !== 1n) {
      // Another instance spawned it (or changed the schedule): read what it did.
      await this.load({ keepActionBonus: true });
      return;
    }
    this.nextBossAt = BOSS_SPAWN_CLAIMED;
    try {
      await this.spawnBoss();
    } catch (error) {
      this.nextBossAt = this.clock.now();
      await this.save('nextBossAt', this.nextBossAt);
      throw error;
    }
  }

  /** Spawns a boss now: the given content boss, or the next one in turn. */
  async spawnBoss(bossId?: number): Promise<WorldBoss> {
    const now = this.clock.now();
    const last = await this.db
      .selectFrom('world_bosses')
      .select('boss_id')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const content =
      (bossId === undefined ? undefined : findBoss(bossId)) ??
      BOSSES[last ? BOSSES.findIndex((boss) => boss.id === last.boss_id) + 1 : 0] ??
      BOSSES[0];
    if (!content) throw new Error('No world bosses in the content');
    const hp = bossHp(content.level);
    const inserted = await this.db
      .insertInto('world_bosses')
      .values({ boss_id: content.id, hp_max: hp, hp_remaining: hp, spawned_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = inserted.id;
    const boss: WorldBoss = {
      id,
      name: content.name,
      rarity: content.rarity,
      level: content.level,
      hpRemaining: hp,
      hpMax: hp,
    };
    this.bosses.set(id, boss);
    this.bossContent.set(id, content.id);
    this.onSaved();
    this.pushBosses();
    this.live.broadcast({
      type: 'notification',
      data: `${content.name} has appeared! Fight it from the Bosses panel.`,
      channel: 'notifications',
    });
    return boss;
  }

  /** A fight took the boss down to `hpRemaining` (as storage answered). */
  bossHit(id: number, hpRemaining: number): void {
    const boss = this.bosses.get(id);
    if (!boss || hpRemaining >= boss.hpRemaining) return;
    boss.hpRemaining = hpRemaining;
    this.bossesDirty = true;
  }

  /** The boss died: off the list, the next one scheduled, everyone told. */
  bossKilled(id: number, name: string): void {
    this.bosses.delete(id);
    this.bossContent.delete(id);
    this.nextBossAt = this.clock.now() + BOSS_RESPAWN_MS;
    void this.save('nextBossAt', this.nextBossAt);
    this.pushBosses();
    this.live.broadcast({
      type: 'notification',
      data: `${name} has been slain!`,
      channel: 'notifications',
    });
  }

  /** Takes the hit points storage has (lower after fights on other instances) and pushes them. */
  private async refreshBossHp(): Promise<void> {
    if (this.bosses.size === 0) return;
    const rows = await this.db
      .selectFrom('world_bosses')
      .select(['id', 'hp_remaining', 'killed_at'])
      .where('id', 'in', [...this.bosses.keys()])
      .execute();
    for (const row of rows) {
      if (row.killed_at !== null) {
        this.bosses.delete(row.id);
        this.bossContent.delete(row.id);
        this.bossesDirty = true;
      } else {
        this.bossHit(row.id, row.hp_remaining);
      }
    }
  }

  /** Re-reads the living bosses from storage. */
  async reloadBosses(): Promise<void> {
    const rows = await this.db
      .selectFrom('world_bosses')
      .selectAll()
      .where('killed_at', 'is', null)
      .execute();
    this.bosses = new Map();
    this.bossContent = new Map();
    for (const row of rows) {
      const content = findBoss(row.boss_id);
      if (!content) continue;
      this.bossContent.set(row.id, content.id);
      this.bosses.set(row.id, {
        id: row.id,
        name: content.name,
        rarity: content.rarity,
        level: content.level,
        hpRemaining: row.hp_remaining,
        hpMax: row.hp_max,
      });
    }
  }

  private pushBosses(): void {
    this.bossesDirty = false;
    this.lastBossPush = this.clock.now();
    this.live.broadcast({ type: 'boss', data: this.bossList() });
  }

  /**
   * A change of the schedule, from `before` (what this instance read) to `after`: stored only if
   * storage still holds `before`, then applied here. Of two instances that both believe they
   * run the world (a lease changing hands), one makes it; the other reads what it made.
   */
  private async scheduled<State>(
    key: string,
    before: State,
    after: State,
    apply: (after: State) => void,
  ): Promise<void> {
    const expected = JSON.stringify(before);
    await this.db
      .insertInto('world_state')
      .values({ key, value: expected })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const claim = await this.db
      .updateTable('world_state')
      .set({ value: JSON.stringify(after) })
      .where('key', '=', key)
      .where('value', '=', expected)
      .executeTakeFirst();
    if (claim.numUpdatedRows !== 1n) {
      await this.load({ keepActionBonus: true });
      return;
    }
    apply(after);
    this.onSaved();
  }

  private async save(key: string, value: unknown): Promise<void> {
    const text = JSON.stringify(value);
    await this.db
      .insertInto('world_state')
      .values({ key, value: text })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: text }))
      .execute();
    this.onSaved();
  }
}
