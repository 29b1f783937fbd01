/**
 * Every statement on `action_state`, the player's current action: its row as loaded by the
 * pipeline, the tick's writes with their timer guard, and the action started, ended or left.
 */
import type { ActionType } from '@idle/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import {
  type BatchColumn,
  compiledPerDatabase,
  prepare,
  prepareBatchRows,
} from '../../db/prepared';
import type { ActionStateTable, Database } from '../../db/schema';
import type { Selectable } from 'kysely';

type Executor = Db | Transaction<Database>;

export type ActionStateRow = Selectable<ActionStateTable>;

/** The player's stored action, ended or not. */
export function loadActionRow(db: Executor, userId: number): Promise<ActionStateRow | undefined> {
  return db.selectFrom('action_state').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The player's running action (not ended), when there is one. */
export function loadRunningAction(db: Executor, userId: number) {
  return db
    .selectFrom('action_state')
    .select(['action', 'params', 'next_tick_at', 'tracker'])
    .where('user_id', '=', userId)
    .where('ended', '=', 0)
    .executeTakeFirst();
}

/** The stored action's name, ended or not (the player's last selection). */
export async function storedActionName(db: Executor, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('action_state')
    .select('action')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.action ?? null;
}

/** The stored timer: when the player's next tick may come (none without a stored action). */
export async function storedNextTickAt(db: Executor, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('action_state')
    .select('next_tick_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.next_tick_at ?? null;
}

/** Stores `action` as the player's current one (started anew, not ended). */
export async function storeCurrentAction(
  db: Executor,
  userId: number,
  values: {
    action: ActionType;
    params: string;
    started_at: number;
    next_tick_at: number;
    tracker: string;
  },
): Promise<void> {
  const row = { ...values, ended: 0 };
  await db
    .insertInto('action_state')
    .values({ user_id: userId, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute();
}

/** Marks the player's `action` ended (its row and timer stay). */
export async function markActionEnded(db: Executor, userId: number, action: string): Promise<void> {
  await db
    .updateTable('action_state')
    .set({ ended: 1 })
    .where('user_id', '=', userId)
    .where('action', '=', action)
    .execute();
}

/** Forgets the player's stored action; only while it is `action`, when given. */
export async function deleteStoredAction(
  db: Executor,
  userId: number,
  action?: ActionType,
): Promise<void> {
  let query = db.deleteFrom('action_state').where('user_id', '=', userId);
  if (action !== undefined) query = query.where('action', '=', action);
  await query.execute();
}

/**
 * An action started anew (or continued) while the stored timer is the one this instance last
 * knew (`expected`) and allows the tick (`latest`); a type, not an interface, so that it passes
 * as a prepared statement's parameters.
 */
export type ActionStart = {
  userId: number;
  action: string;
  params: string;
  startedAt: number;
  nextTickAt: number;
  tracker: string;
  expected: number;
  latest: number;
};

/** The columns of the batched starts' rows, in the order `actionStartRow` gives them. */
const ACTION_START_COLUMNS = [
  ['user_id', 'integer'],
  ['action', 'text'],
  ['params', 'text'],
  ['started_at', 'bigint'],
  ['next_tick_at', 'bigint'],
  ['tracker', 'text'],
  ['expected', 'bigint'],
  ['latest', 'bigint'],
] as const satisfies readonly BatchColumn[];

/** An action start as a row of `restartActions` and `insertActions`. */
export function actionStartRow(start: ActionStart): readonly unknown[] {
  return [
    start.userId,
    start.action,
    start.params,
    start.startedAt,
    start.nextTickAt,
    start.tracker,
    start.expected,
    start.latest,
  ];
}

export type ActionStateWrites = ReturnType<typeof compileActionStateWrites>;

/** The action row's writes of every tick, compiled once per database (db/prepared.ts). */
export const actionStateWrites: (db: Db) => ActionStateWrites =
  compiledPerDatabase(compileActionStateWrites);

function compileActionStateWrites(db: Db) {
  return {
    /** The stored action's start and timer, when a write of its row was refused. */
    stored: prepare(
      db,
      (p: { userId: number }) =>
        sql<{
          started_at: number | bigint;
          next_tick_at: number | bigint;
        }>`select started_at, next_tick_at from action_state where user_id = ${p.userId}`,
      { userId: -1 },
    ),
    /**
     * The actions' rows, (user_id, started_at, next_tick_at, tracker, params, expected, latest)
     * of any players (one row a player), each only while its stored timer is the one this
     * instance expects (compare and set: another instance that ticked the player meanwhile
     * changed it) and allows the tick (`latest`: now plus the tolerance), and only that
     * action's row: a newer action the player started meanwhile keeps its own. A player missing
     * from the rows back: the action changed, or the timer refused (see `stored`).
     */
    continueActions: prepareBatchRows(
      db,
      [
        ['user_id', 'integer'],
        ['started_at', 'bigint'],
        ['next_tick_at', 'bigint'],
        ['tracker', 'text'],
        ['params', 'text'],
        ['expected', 'bigint'],
        ['latest', 'bigint'],
      ],
      (source) =>
        sql<{ user_id: number }>`update action_state set next_tick_at = v.next_tick_at,
          tracker = v.tracker, params = v.params from ${source}
          where action_state.user_id = v.user_id and action_state.started_at = v.started_at
          and action_state.next_tick_at = v.expected and action_state.next_tick_at <= v.latest
          returning action_state.user_id`,
    ),
    /**
     * Starts the actions of any players (one row a player) whose action row exists, each only
     * while its stored timer is the one expected and allows (`latest`); answers the players
     * started. A player missing: no row yet (see `insertActions`), or the timer refused (see
     * `stored`).
     */
    restartActions: prepareBatchRows(
      db,
      ACTION_START_COLUMNS,
      (source) =>
        sql<{ user_id: number }>`update action_state set action = v.action, params = v.params,
        started_at = v.started_at, next_tick_at = v.next_tick_at, tracker = v.tracker, ended = 0
        from ${source} where action_state.user_id = v.user_id
        and action_state.next_tick_at = v.expected and action_state.next_tick_at <= v.latest
        returning action_state.user_id`,
    ),
    /**
     * The first action rows of players without one, rows as `restartActions` takes; answers the
     * players stored (one whose row appeared meanwhile is left out, as a refused timer).
     */
    insertActions: prepareBatchRows(
      db,
      ACTION_START_COLUMNS,
      (source) =>
        sql<{ user_id: number }>`insert into action_state
        (user_id, action, params, started_at, next_tick_at, tracker)
        select user_id, action, params, started_at, next_tick_at, tracker from ${source} where true
        on conflict (user_id) do nothing returning user_id`,
    ),
  };
}
