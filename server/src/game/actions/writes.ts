/**
 * The statements every tick runs, compiled once per database (see db/prepared.ts): the Auto
 * spent, items, experience and statistics as increments, and the action row with its timer
 * guard.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepare, prepareAddRows, prepareRows } from '../../db/prepared';

export type TickWrites = ReturnType<typeof compileTickWrites>;

export const tickWrites: (db: Db) => TickWrites = compiledPerDatabase(compileTickWrites);

function compileTickWrites(db: Db) {
  return {
    /** The stored timer, in a row, when it says the player's next tick is not due yet. */
    early: prepare(
      db,
      (id: number, latest: number) =>
        sql`select next_tick_at from action_state where user_id = ${id} and next_tick_at > ${latest}`,
      [-1, -2],
    ),
    // Autos never go below 0 here: a captcha may have held them at 0 meanwhile.
    spendAuto: prepare(
      db,
      (now: number, id: number) =>
        sql`update users set autos = case when autos > 0 then autos - 1 else 0 end,
          last_active_at = ${now} where id = ${id}`,
      [-1, -2],
    ),
    /** Takes `amount` of an item only while at least that much is owned. */
    spendItem: prepare(
      db,
      (amount: number, id: number, item: string, atLeast: number) =>
        sql`update items set amount = amount - ${amount}
          where user_id = ${id} and item_id = ${item} and amount >= ${atLeast}`,
      [-1, -2, 'item', -4],
    ),
    items: prepareAddRows(db, 'items', 'item_id', 'amount'),
    /**
     * The economy counters of what the tick created (its items) and destroyed (its spend), one
     * row per item: (user_id, item_id, created, destroyed).
     */
    economy: prepareRows(
      db,
      4,
      (rows) =>
        sql`insert into economy_counters (user_id, item_id, created, destroyed) values ${rows}
          on conflict (user_id, item_id) do update
          set created = economy_counters.created + excluded.created,
          destroyed = economy_counters.destroyed + excluded.destroyed`,
    ),
    skills: prepareAddRows(db, 'skills', 'skill', 'exp'),
    statistics: prepareAddRows(db, 'statistics', 'stat', 'value'),
    /**
     * The action's row, only while the stored timer allows this tick (`latest`: now plus the
     * tolerance) and only this action's row: a newer action the player started meanwhile keeps
     * its own. No row back: the action changed, or the timer refused (see `early`).
     */
    continueAction: prepare(
      db,
      (
        nextTickAt: number,
        tracker: string,
        params: string,
        id: number,
        startedAt: number,
        latest: number,
      ) =>
        sql`update action_state set next_tick_at = ${nextTickAt}, tracker = ${tracker},
          params = ${params} where user_id = ${id} and started_at = ${startedAt}
          and next_tick_at <= ${latest} returning user_id`,
      [-1, 'tracker', 'params', -4, -5, -6],
    ),
    /** Starts the action as the current one; no row back when the stored timer refuses. */
    startAction: prepare(
      db,
      (
        id: number,
        action: string,
        params: string,
        startedAt: number,
        nextTickAt: number,
        tracker: string,
        latest: number,
      ) =>
        sql`insert into action_state (user_id, action, params, started_at, next_tick_at, tracker)
          values (${id}, ${action}, ${params}, ${startedAt}, ${nextTickAt}, ${tracker})
          on conflict (user_id) do update set action = excluded.action, params = excluded.params,
          started_at = excluded.started_at, next_tick_at = excluded.next_tick_at,
          tracker = excluded.tracker, ended = 0 where action_state.next_tick_at <= ${latest}
          returning user_id`,
      [-1, 'action', 'params', -4, -5, 'tracker', -7],
    ),
  };
}
