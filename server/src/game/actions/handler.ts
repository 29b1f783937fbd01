/**
 * What a handler of one action kind gives the pipeline (pipeline.ts): its request, its own part
 * of the cached state and how to load it, its step (a tick as data), the writes it applies from
 * that data and what it adds to the answer after them. Everything
 * every action shares (the checks, the timer, Autos, statistics, the action row) is the
 * pipeline's.
 */
import type {
  ActionType,
  BattleTracker,
  ItemAmount,
  SkillId,
  StatisticKey,
  TickAnswer,
} from '@idle/contracts';
import type { Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import type { GameContext } from '../context';
import type { TaxableGains } from './modifier';
import type { ActionState } from './state';

/** The player's current action as stored (action_state), when there is one. */
export interface StoredAction {
  action: string;
  params: Record<string, unknown>;
  startedAt: number;
  nextTickAt: number;
  tracker: BattleTracker;
}

export interface LoadContext<Request> {
  game: GameContext;
  userId: number;
  request: Request;
  now: number;
  user: UserRow;
  stored: StoredAction | null;
}

/** The handler's part of a loaded state. */
export interface Loaded<Own> {
  own: Own;
  /** The first tick starts the action with these params (the stored action is another one). */
  start?: Record<string, unknown>;
}

export interface StepContext<Request, Own> {
  game: GameContext;
  state: ActionState<Own>;
  request: Request;
  now: number;
  delay: number;
}

/**
 * The handler's part of the answer, merged over the pipeline's base answer: its fields replace
 * the base's, `player` and `misc` are merged one level deep.
 */
export type AnswerPart<Data = unknown> = Omit<Partial<TickAnswer<Data>>, 'delay' | 'autos'>;

/**
 * One tick the handler decided, as data (no function: a step can be compared, cloned, logged);
 * the pipeline stores it with the handler's `write` and answers it with the handler's
 * `afterWrites`.
 */
export interface Tick<Data = unknown, Writes = unknown> {
  kind: 'tick';
  /** False for what is no action (a boss's charge): no Auto, no statistics, only the wait. */
  isAction?: boolean;
  /** The handler's statistics; the pipeline adds the action counts. */
  increments?: [StatisticKey, number][];
  /** Experience gained, by skill (rows of 0 are not written). */
  skills?: [SkillId, number][];
  itemsToAdd?: ItemAmount[];
  /**
   * Items the tick spends, taken only while the player owns them: a shortfall at write time
   * stops the action with `shortfallText` (a hard exit) and changes nothing.
   */
  spend?: { items: ItemAmount[]; shortfallText: string };
  /** Added to the action's tracker (the pipeline counts the action). */
  tracker?: Partial<Omit<BattleTracker, 'actions'>>;
  /** The tick's gains a clan may tax, for the clan's modifier (clan/clan-tick.modifier.ts). */
  taxable?: TaxableGains;
  /** Starts the action anew (as the current action, with a fresh tracker) whatever the load said. */
  start?: boolean;
  /** New params stored with the action (e.g. the count left). */
  params?: Record<string, unknown>;
  /** The handler's own writes, as the data its `write` applies. */
  writes?: Writes;
  /** The handler's part of the answer. */
  answer: AnswerPart<Data>;
  /** The answer carries the action's tracker after this tick (the fights). */
  answersTracker?: boolean;
  /** The answer is only the delay, the Autos and `answer` (a boss's charge), not the base's. */
  answerAlone?: boolean;
}

/** What a handler's `write` and `afterWrites` are given besides the tick. */
export interface WriteContext<Own> {
  game: GameContext;
  state: ActionState<Own>;
  now: number;
}

/** The tick does not happen: this answer is given and nothing changes. */
export interface NoTick {
  kind: 'stop';
  answer: TickAnswer;
  /** The cached state no longer holds (e.g. the boss is gone). */
  forget?: boolean;
}

export interface ActionHandler<
  Request = unknown,
  Own = unknown,
  Data = unknown,
  Writes = unknown,
  Written = unknown,
> {
  /** The action; its form body is validated by the endpoint table's schema for it. */
  action: ActionType;
  /** Ticks of the same key share a cached state; another key loads afresh (e.g. another boss). */
  requestKey(request: Request): string;
  /**
   * The request fields the stored params keep (none: the ticks send no fields). A reloaded or
   * second tab resumes the action by sending them back (actions/current.php).
   */
  resumeFields?: readonly (keyof Request & string)[];
  /**
   * What the action is done on, when its rates are tracked apart (`3` for dungeon 3: tracked as
   * `dungeoneering:3`); without it the action's rates are one.
   */
  trackedAs?(own: Own, game: GameContext): string;
  /** Milliseconds added to the action delay now (the crafting bonus and the shrine shorten it). */
  delayChangeMs?(game: GameContext, own: Own): number;
  /** Reads the handler's part of the state, or answers why this action cannot tick. */
  load(context: LoadContext<Request>): Promise<Loaded<Own> | TickAnswer>;
  /** A new UTC day began (the daily counts start afresh). */
  newDay?(own: Own, day: string): void;
  /**
   * The handler's part of one tick, from the cached state alone (synchronous: the timer was
   * just taken). Changes its own state in memory; the pipeline forgets it if the writes fail.
   */
  step(context: StepContext<Request, Own>): Tick<Data, Writes> | NoTick;
  /**
   * Applies the tick's own `writes` inside the group commit (a work may run twice: see
   * group-commit, so it decides afresh on each run) and returns what the answer needs of them.
   */
  write?(
    trx: Transaction<Database>,
    tick: Tick<Data, Writes>,
    context: WriteContext<Own>,
  ): Promise<Written>;
  /**
   * The answer once the writes succeeded (`written`: what the last run of `write` returned, or
   * undefined without a write): the merged answer completed with what the writes returned or a
   * read after them, and the cache and world told of them. Returns a new answer.
   */
  afterWrites?(
    answer: TickAnswer<Data>,
    tick: Tick<Data, Writes>,
    written: Written | undefined,
    context: WriteContext<Own>,
  ): TickAnswer<Data> | Promise<TickAnswer<Data>>;
  /** The answer carries every statistic, not only those the tick changed. */
  answersAllStatistics?: boolean;
}

/** Thrown inside a tick's writes: rolls them back and stops the action with this message. */
export class TickRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TickRefusal';
  }
}

/** The answer that stops the action with a hard exit (a refusal during a tick). */
export function hardStop(state: ActionState, delay: number, msg: string): NoTick {
  return {
    kind: 'stop',
    answer: { delay, autos: state.autos, stopAction: { msg, hardExit: true } },
  };
}
