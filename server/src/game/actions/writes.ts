/**
 * The statements every tick runs, compiled once per database (see db/prepared.ts): the Auto
 * spent, items, experience and statistics as increments (the action row's are in
 * action-state.repository.ts).
 */
import type { ItemAmount } from '@idle/contracts';
import { type Kysely, type QueryResult, sql } from 'kysely';
import type { Db } from '../../db/database';
import {
  compiledPerDatabase,
  prepare,
  prepareAddRows,
  prepareList,
  type PreparedList,
  prepareRows,
} from '../../db/prepared';
import type { Database } from '../../db/schema';

export type TickWrites = ReturnType<typeof compileTickWrites>;

export const tickWrites: (db: Db) => TickWrites = compiledPerDatabase(compileTickWrites);

function compileTickWrites(db: Db) {
  return {
    // Autos never go below 0 here: a captcha may have held them at 0 meanwhile.
    spendAuto: prepare(
      db,
      (p: { now: number; userId: number }) =>
        sql`update users set autos = case when autos > 0 then autos - 1 else 0 end,
          last_active_at = ${p.now} where id = ${p.userId}`,
      { now: -1, userId: -2 },
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
  };
}

/**
 * Takes several items in one statement, each only while at least its amount is owned: it changes
 * one row per item when every one is there, fewer when one falls short (the caller then refuses
 * the tick, which rolls the statement back). Compiled once per number of items.
 */
function prepareSpend(db: Db) {
  const bySize = new Map<number, PreparedList>();
  const statementFor = (count: number) => {
    const indexes = Array.from({ length: count }, (_unused, index) => index);
    const sample: unknown[] = [
      ...indexes.flatMap((index) => [`item${index}`, -1 - index]),
      -100,
      ...indexes.flatMap((index) => [`check${index}`, -200 - index]),
    ];
    return prepareList(
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
  ): Promise<QueryResult<unknown>> => {
    let statement = bySize.get(items.length);
    if (!statement) bySize.set(items.length, (statement = statementFor(items.length)));
    const pairs = items.flatMap(({ id, amount }) => [id, amount]);
    return statement(executor, [...pairs, userId, ...pairs]);
  };
}
