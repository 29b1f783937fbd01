/**
 * The shared world every player sees, as a scheduler of registered schedules (Bonus Time, the
 * action bonus, gathering events, world bosses, ...: the list is WORLD_SCHEDULES in
 * world-schedules.ts). The world knows no domain: it loads its schedules from storage, steps them
 * on its timer while this instance runs the world, and hands each schedule to whoever asks for it
 * by its typed key. Among several instances only the holder of the world's lease steps (see
 * cluster/world-once.ts); the others load again whenever one saved a change.
 */
import type { ActionType } from '@idle/contracts';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { LiveHub } from '../live-hub';
import { type Notices, silentNotices } from '../notices';
import type { Random } from '../random';
import { backgroundError } from '../../operations/background-log';

/** How often the world steps its schedules. */
export const WORLD_TICK_MS = 5000;

/** What a schedule reads, saves and pushes with. */
export interface WorldDeps {
  db: Db;
  clock: Clock;
  random: Random;
  live: LiveHub;
  /** What a schedule tells players even with no tab open (notices.ts); none by default. */
  notices?: Notices;
}

/** What the world gives a schedule beside its dependencies. */
export interface ScheduleHost extends Omit<WorldDeps, 'notices'> {
  notices: Notices;
  /** To call after every change saved, so the other instances read the world again. */
  saved: () => void;
  /** Several instances share the world: storage changes under this one (fights elsewhere). */
  readonly clustered: boolean;
}

export interface LoadOptions {
  /**
   * This instance runs the world and reads again what another saved: what it counted itself in
   * memory since (the action bonus) is newer than storage and kept.
   */
  keepCounts: boolean;
}

/** A typed name of a schedule: `world.get(KEY)` answers the schedule with its own API. */
export interface ScheduleKey<S extends Schedule> {
  readonly name: string;
  /** Never set: carries the schedule's type. */
  readonly schedule?: S;
}

export function scheduleKey<S extends Schedule>(name: string): ScheduleKey<S> {
  return { name };
}

export interface Schedule {
  readonly key: ScheduleKey<Schedule>;
  /** Reads the schedule's state from storage: at start, on taking the lease, on others' saves. */
  load(options: LoadOptions): Promise<void>;
  /** One pass on the world's timer, only on the instance that runs the world. */
  step(now: number): Promise<void>;
  /** What the start-up data shows of it. */
  view?(): unknown;
  /** Players' actions done (on the instance running the world, those of every instance). */
  countActions?(action: ActionType, count: number): void;
}

/** Makes a schedule for one world. */
export type ScheduleFactory = (host: ScheduleHost) => Schedule;

type ViewOf<S> = S extends { view(): infer View } ? View : never;

export class World {
  private readonly schedules = new Map<string, Schedule>();
  private timer: ReturnType<typeof setInterval> | null = null;
  /**
   * False on an instance that does not run the world (several instances, see
   * cluster/world-once.ts): its action counts are kept for the running instance instead.
   */
  private leading = true;
  private clustered = false;
  private forwardedCounts = new Map<string, number>();
  /** Told after every change this instance saved (the other instances read the world again). */
  onSaved: () => void = () => undefined;

  constructor(
    private readonly deps: WorldDeps,
    factories: readonly ScheduleFactory[],
  ) {
    // Read through getters: the cluster sets `onSaved` and `clustered` after the schedules exist.
    const isClustered = () => this.clustered;
    const host: ScheduleHost = {
      ...deps,
      notices: deps.notices ?? silentNotices,
      saved: () => {
        this.onSaved();
      },
      get clustered() {
        return isClustered();
      },
    };
    for (const factory of factories) {
      const schedule = factory(host);
      if (this.schedules.has(schedule.key.name)) {
        throw new Error(`Two world schedules named ${schedule.key.name}`);
      }
      this.schedules.set(schedule.key.name, schedule);
    }
  }

  /** The schedule of this key; throws when this world was built without it. */
  get<S extends Schedule>(key: ScheduleKey<S>): S {
    const schedule = this.schedules.get(key.name);
    if (!schedule) throw new Error(`The world has no schedule ${key.name}`);
    return schedule as S;
  }

  /** What the schedule of this key shows in the start-up data. */
  view<S extends Schedule & { view(): unknown }>(key: ScheduleKey<S>): ViewOf<S> {
    return this.get(key).view() as ViewOf<S>;
  }

  /**
   * This instance runs the schedules (`start`) or only follows the world's state. Among several
   * instances (`clustered`), schedules read again what fights on the other instances change.
   */
  setLeading(leading: boolean, clustered = true): void {
    this.leading = leading;
    this.clustered = clustered;
  }

  /** Reads every schedule's saved state (see LoadOptions); each reads only its own. */
  async load({ keepCounts = false }: Partial<LoadOptions> = {}): Promise<void> {
    await Promise.all(
      [...this.schedules.values()].map((schedule) => schedule.load({ keepCounts })),
    );
  }

  /** Runs the schedules every WORLD_TICK_MS until stop(). */
  start(): void {
    this.timer ??= setInterval(() => {
      this.step().catch((error: unknown) => {
        backgroundError('world step', error);
      });
    }, WORLD_TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * One pass of the schedules, in their registered order; tests call it after moving the clock.
   * A schedule that fails does not keep the others from their turn; the failure is then thrown.
   */
  async step(): Promise<void> {
    const now = this.deps.clock.now();
    const failures: unknown[] = [];
    for (const schedule of this.schedules.values()) {
      try {
        await schedule.step(now);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new AggregateError(failures, 'world schedules failed');
  }

  /** Counts one player action; on an instance not running the world, kept to forward. */
  countAction(action: ActionType): void {
    if (!this.leading) {
      this.forwardedCounts.set(action, (this.forwardedCounts.get(action) ?? 0) + 1);
      return;
    }
    this.countActions(action, 1);
  }

  /** The actions counted here since the last call, for the instance that runs the world. */
  takeForwardedCounts(): Record<string, number> {
    const counts = Object.fromEntries(this.forwardedCounts);
    this.forwardedCounts.clear();
    return counts;
  }

  /** Actions counted on other instances (by action), told to the schedules. */
  addActionCounts(counts: Partial<Record<string, number>>): void {
    for (const [action, count] of Object.entries(counts)) {
      if (count !== undefined && count > 0) this.countActions(action as ActionType, count);
    }
  }

  private countActions(action: ActionType, count: number): void {
    for (const schedule of this.schedules.values()) schedule.countActions?.(action, count);
  }
}
