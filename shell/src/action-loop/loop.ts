/**
 * The action loop of spec 000 section 4, with every timing of section 9:
 * - starting an action sets it current, stores it as the default action for the four repeatable
 *   kinds, shows its screen, and first refreshes the Autos;
 * - with 0 Autos or fewer the title reads "[AUTOS EXPIRED]" and the refresh is retried every
 *   1000 ms (a captcha may be demanded meanwhile);
 * - otherwise each tick posts the action to its endpoint, applies the answer, waits the answer's
 *   `delay` (2000 ms when absent) and ticks again;
 * - a failed tick request is retried after 2000 ms, silently;
 * - `stopAction` and `startDefaultAction` messages are shown as errors and handled (a
 *   `finished` stop, an action's normal end, as news).
 *
 * The server keeps one timer per player whatever the action, so the loop keeps when the next
 * tick is due (`readyAt`): a new action started before then waits the rest instead of sending a
 * tick the server refuses, and a tick refused as early anyway (another tab ticked, a reload) is
 * sent again after the `retryIn` the refusal gave, silently. `resumeFrom` takes over an action the
 * server keeps running (after a reload, or in the tab that now runs the loop).
 * Everything it touches comes in through {@link LoopDeps}, so it is tested with fake timers.
 */
import { RetryLaterError } from '@idle/api-client';
import {
  DEFAULT_ACTION_TYPES,
  type ActionType,
  type BattleTracker,
  type CurrentActionAnswer,
  type RefreshAnswer,
  type TickAnswer,
} from '@idle/contracts';
import { AUTOS_EXPIRED_TITLE, autosTitle, TIMINGS } from '@idle/game-rules';

export interface StartRequest {
  action: ActionType;
  /** What the action's endpoint expects with each tick. */
  body?: Record<string, unknown>;
  /** The screen to show; defaults to the action's result screen. */
  route?: string;
}

export interface LoopDeps {
  refreshAutos(): Promise<RefreshAnswer>;
  /** Posts one tick; rejects on any failure (the request layer already showed `error` texts). */
  tick(action: ActionType, body: Record<string, unknown>): Promise<TickAnswer>;
  stopOnServer(): Promise<unknown>;
  /** Applies a tick answer to the stores and announces it on the bus. */
  applyTick(action: ActionType, answer: TickAnswer): void;
  currentAutos(): number;
  setAutos(autos: number): void;
  setCaptchaRequired(required: boolean): void;
  /** A new run began (the stores reset the last results and remember the action). */
  started(request: StartRequest): void;
  /** A run the server kept was taken over, with the server's tracker of it so far. */
  resumed(request: StartRequest, tracker: BattleTracker): void;
  setStatus(status: LoopStatus): void;
  showError(text: string): void;
  /** Shows news that is not a refusal (an action's normal end). */
  showNews(text: string): void;
  setTitle(title: string): void;
  navigate(route: string): void;
  saveDefaultAction(request: StartRequest): void;
  loadDefaultAction(): StartRequest | null;
  actionStopped(action: ActionType | null, msg?: string): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** A monotonic clock in ms (performance.now in the page). */
  now(): number;
}

export type LoopStatus = 'idle' | 'refreshing' | 'running' | 'expired';

/** The result screen of each action (the view switches to it on start). */
export const ACTION_ROUTES: Record<ActionType, string> = {
  battling: '/battle',
  specialBattling: '/battle',
  mining: '/gathering',
  woodcutting: '/gathering',
  quarrying: '/gathering',
  dungeoneering: '/dungeon_battle',
  bossBattle: '/boss_battle',
  clanMobBattle: '/clan_mob_battle',
  clanBossBattle: '/clan_boss_battle',
  runecrafting: '/runecrafting',
  jewelcrafting: '/jewelcrafting',
  jewelcrafting_create_gem: '/jewelcrafting_create_gem',
  alchemy: '/alchemy',
  labyrinth: '/labyrinth',
};

interface PendingStop {
  done: Promise<void>;
}

export class ActionLoop {
  private current: StartRequest | null = null;
  private timer: unknown = null;
  /** Bumped on every start and stop, so a late answer of an old run changes nothing. */
  private run = 0;
  /** When (deps.now) the server accepts the next tick, whichever action it is for. */
  private readyAt = 0;
  /** A Stop Action waiting for the server: no tick is sent meanwhile (it would restart the run). */
  private stopping: PendingStop | null = null;
  /** The run whose tick came due while the stop was pending, sent if the server refuses the stop. */
  private heldRun: number | null = null;

  constructor(private readonly deps: LoopDeps) {}

  get action(): ActionType | null {
    return this.current?.action ?? null;
  }

  start(request: StartRequest): void {
    this.cancelTimer();
    this.endStopping();
    this.run += 1;
    this.current = request;
    this.deps.started(request);
    if ((DEFAULT_ACTION_TYPES as readonly ActionType[]).includes(request.action)) {
      this.deps.saveDefaultAction(request);
    }
    this.deps.navigate(request.route ?? ACTION_ROUTES[request.action]);
    void this.refresh(this.run);
  }

  /**
   * Takes over the action the server keeps running (null: none), waiting out its timer. The
   * screen changes only when `showScreen` (a new login lands on the home page; a reload stays
   * where it was).
   */
  resumeFrom(current: CurrentActionAnswer, showScreen: boolean): void {
    if (!current) return;
    this.cancelTimer();
    this.endStopping();
    this.run += 1;
    const request: StartRequest = { action: current.action, body: current.body };
    this.current = request;
    this.readyAt = this.deps.now() + current.nextTickIn;
    this.deps.resumed(request, current.tracker);
    if (showScreen) this.deps.navigate(ACTION_ROUTES[request.action]);
    void this.refresh(this.run);
  }

  /**
   * Stop Action: a server call followed by a local stop. The run stops only once the server
   * confirmed (a refused stop would leave the server running the action and a reload resuming
   * it); meanwhile no tick is sent, and on a refusal (already shown by the request layer) the
   * run goes on. A second Stop while one is pending waits for the same answer.
   */
  stop(): Promise<void> {
    if (!this.stopping) {
      const pending: PendingStop = { done: Promise.resolve() };
      this.stopping = pending;
      pending.done = this.stopOnServerThenLocally(pending);
    }
    return this.stopping.done;
  }

  private async stopOnServerThenLocally(pending: PendingStop): Promise<void> {
    const confirmed = await this.deps.stopOnServer().then(
      () => true,
      () => false,
    );
    // A start, a take-over or a halt meanwhile decided what runs now.
    if (this.stopping !== pending) return;
    const held = this.heldRun;
    this.endStopping();
    if (confirmed) {
      const action = this.action;
      this.halt();
      this.deps.actionStopped(action);
    } else if (held !== null && held === this.run) {
      void this.tick(held);
    }
  }

  private endStopping(): void {
    this.stopping = null;
    this.heldRun = null;
  }

  /** Ends the loop locally (logout, or a stop the server already knows about). */
  halt(): void {
    this.cancelTimer();
    this.endStopping();
    this.run += 1;
    this.current = null;
    this.deps.setStatus('idle');
  }

  /** After a solved captcha: refresh now instead of waiting for the next retry. */
  resume(): void {
    if (!this.current) return;
    this.cancelTimer();
    this.run += 1;
    void this.refresh(this.run);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(run: number, ms: number, next: (run: number) => Promise<void>): void {
    this.cancelTimer();
    this.timer = this.deps.setTimeout(() => {
      this.timer = null;
      if (run === this.run) void next(run);
    }, ms);
  }

  private async refresh(run: number): Promise<void> {
    const request = this.current;
    if (!request) return;
    this.deps.setStatus('refreshing');
    try {
      const answer = await this.deps.refreshAutos();
      if (run !== this.run) return;
      if (answer !== '-') {
        this.deps.setAutos(answer.autos);
        this.deps.setCaptchaRequired(answer.captcha === true);
      }
    } catch {
      if (run !== this.run) return;
    }
    if (this.deps.currentAutos() <= 0) {
      this.deps.setTitle(AUTOS_EXPIRED_TITLE);
      this.deps.setStatus('expired');
      this.schedule(run, TIMINGS.AUTOS_EXPIRED_RETRY, (next) => this.refresh(next));
      return;
    }
    this.deps.setTitle(autosTitle(this.deps.currentAutos()));
    this.deps.setStatus('running');
    const wait = this.readyAt - this.deps.now();
    if (wait > 0) this.schedule(run, wait, (next) => this.tick(next));
    else await this.tick(run);
  }

  private async tick(run: number): Promise<void> {
    const request = this.current;
    if (!request) return;
    if (this.stopping) {
      this.heldRun = run;
      return;
    }
    let answer: TickAnswer;
    try {
      answer = await this.deps.tick(request.action, request.body ?? {});
    } catch (error) {
      if (run !== this.run) return;
      if (error instanceof RetryLaterError) {
        // Sent before the server's timer (another tab ticked, a switch): wait the rest, quietly.
        this.readyAt = this.deps.now() + error.retryIn;
        this.schedule(run, error.retryIn, (next) => this.tick(next));
      } else {
        this.schedule(run, TIMINGS.ACTION_RETRY, (next) => this.tick(next));
      }
      return;
    }
    const delay = answer.delay > 0 ? answer.delay : TIMINGS.DEFAULT_ACTION_DELAY;
    // Even an old run's late answer took the server's timer. (A stop may not have; if it did,
    // the next action's first tick is refused with retryIn and waits then.)
    if (!answer.stopAction) this.readyAt = this.deps.now() + delay;
    if (run !== this.run) return;
    this.deps.applyTick(request.action, answer);
    this.deps.setTitle(autosTitle(answer.autos));

    if (answer.stopAction) {
      const stop = answer.stopAction;
      if (stop.finished) this.deps.showNews(stop.msg);
      else this.deps.showError(stop.msg);
      if (stop.title) this.deps.setTitle(stop.title);
      this.halt();
      this.deps.actionStopped(request.action, stop.msg);
      if (stop.startDefaultAction) this.startDefault();
      return;
    }
    if (answer.startDefaultAction) {
      this.deps.showError(answer.startDefaultAction.msg);
      this.halt();
      this.deps.actionStopped(request.action, answer.startDefaultAction.msg);
      this.startDefault();
      return;
    }
    if (answer.autos <= 0) {
      this.schedule(run, TIMINGS.AUTOS_EXPIRED_RETRY, (next) => this.refresh(next));
      this.deps.setTitle(AUTOS_EXPIRED_TITLE);
      this.deps.setStatus('expired');
      return;
    }
    this.schedule(run, delay, (next) => this.tick(next));
  }

  private startDefault(): void {
    const fallback = this.deps.loadDefaultAction();
    if (fallback) this.start(fallback);
  }
}
