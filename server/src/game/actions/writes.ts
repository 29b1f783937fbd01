/**
 * The statements every tick runs, compiled once per database (see db/prepared.ts): the Auto
 * spent, items, experience and statistics as increments, and the action row with its timer
 * guard.
 */
import type { ItemAmount } from '@idle/contracts';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import {
  compiledPerDatabase,
  prepare,
  prepareAddRows,
  prepareRows,
  type Prepared,
} from '../../db/prepared';
import type { Database } from '../../db/schema';

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
    spendItems: prepareSpend(db),
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

/**
 * Takes several items in one statement, each only while at least its amount is owned: it changes
 * one row per item when every one is there, fewer when one falls short (the caller then refuses
 * the tick, which rolls the statement back). Compiled once per number of items.
 */
function prepareSpend(db: Db) {
  const bySize = new Map<number, Prepared<unknown[]>>();
  const statementFor = (count: number) => {
    const indexes = Array.from({ length: count }, (_unused, index) => index);
    const sample: unknown[] = [
      ...indexes.flatMap((index) => [`item${index}`, -1 - index]),
      -100,
      ...indexes.flatMap((index) => [`check${index}`, -200 - index]),
    ];
    return prepare(
      db,
      (...args: unknown[]) => {
        const taken = sql.join(
          indexes.map(
            (index) => sql`when ${args[2 * index]} then cast(${args[2 * index + 1]} as bigint)`,
          ),
          sql` `,
        );
        const owned = sql.join(
          indexes.map((index) => {
            const at = 2 * count + 1 + 2 * index;
            return sql`(item_id = ${args[at]} and amount >= ${args[at + 1]})`;
          }),
          sql` or `,
        );
        return sql`update items set amount = amount - case item_id ${taken} end
          where user_id = ${args[2 * count]} and (${owned})`;
      },
      sample,
    );
  };
  return (
    executor: Kysely<Database>,
    userId: number,
    items: readonly ItemAmount[],
  ): Promise<unknown> => {
    let statement = bySize.get(items.length);
    if (!statement) bySize.set(items.length, (statement = statementFor(items.length)));
    const pairs = items.flatMap(({ id, amount }) => [id, amount]);
    return statement(executor, ...pairs, userId, ...pairs);
  };
}
