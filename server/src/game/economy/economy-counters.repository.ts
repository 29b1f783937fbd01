/**
 * The `economy_counters` table: per player and item, what was created and destroyed; and the
 * audit's read of every holding (which spans the tables that hold value).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, compiledPerDialect, prepareBatchRows } from '../../db/prepared';

const COUNTER_COLUMNS = [
  ['user_id', 'integer'],
  ['item_id', 'text'],
  ['created', 'bigint'],
  ['destroyed', 'bigint'],
] as const;

/** `addToCounters`' statements, one per counter, compiled once per dialect (db/prepared.ts). */
function compileCounterAdds(db: Db) {
  const add = (counter: 'created' | 'destroyed') =>
    prepareBatchRows(
      db,
      COUNTER_COLUMNS,
      (source) =>
        sql`insert into economy_counters (user_id, item_id, created, destroyed)
          select user_id, item_id, created, destroyed from ${source} where true
          on conflict (user_id, item_id) do update
          set ${sql.ref(counter)} = ${sql.ref(`economy_counters.${counter}`)} + ${sql.ref(`excluded.${counter}`)}`,
    );
  return { created: add('created'), destroyed: add('destroyed') };
}

const counterAdds = compiledPerDialect(compileCounterAdds);

/** Adds to the player's `created` or `destroyed` counters (rows with an amount of 0 or less are the caller's to leave out). */
export async function addToCounters(
  db: Db,
  rows: readonly { user_id: number; item_id: string; created: number; destroyed: number }[],
  counter: 'created' | 'destroyed',
): Promise<void> {
  await counterAdds(db)[counter](
    db,
    rows.map((row) => [row.user_id, row.item_id, row.created, row.destroyed]),
  );
}

/** Created and destroyed per item, over every player. */
export function counterTotals(
  db: Db,
): Promise<{ item_id: string; created: number; destroyed: number }[]> {
  return db
    .selectFrom('economy_counters')
    .select((eb) => [
      'item_id',
      eb.fn.sum<number>('created').as('created'),
      eb.fn.sum<number>('destroyed').as('destroyed'),
    ])
    .groupBy('item_id')
    .execute();
}

/**
 * What is held per item: the inventory, the rune belt, sell orders' items, jewels (as
 * `jewel:<gem type>`), trinkets (as `trinket:<rarity>`) and clan storage.
 */
export async function heldTotals(
  db: Db,
  sellOrderType: number,
): Promise<{ item_id: string; amount: number }[]> {
  const held = await sql<{ item_id: string; amount: number }>`
    select item_id, sum(amount) as amount from (
      select item_id, amount from items
      union all select rune_id as item_id, 1 as amount from rune_belt
      union all select item_id, amount from market_orders where type = ${sellOrderType}
      union all select 'jewel:' || cast(gem_type as text) as item_id, 1 as amount from jewels
      union all select 'trinket:' || cast(rarity as text) as item_id, 1 as amount from trinkets
      union all select item_id, amount from clan_storage
    ) holdings group by item_id`.execute(db);
  return held.rows;
}

/** The action tick's compiled statement on the counters (db/prepared.ts). */
export const economyCounterStatements = compiledPerDatabase((db: Db) => ({
  /**
   * The economy counters of what ticks created (their items) and destroyed (their spend), one
   * row per player and item, of any players: (user_id, item_id, created, destroyed).
   */
  add: prepareBatchRows(
    db,
    [
      ['user_id', 'integer'],
      ['item_id', 'text'],
      ['created', 'bigint'],
      ['destroyed', 'bigint'],
    ],
    (source) =>
      sql`insert into economy_counters (user_id, item_id, created, destroyed)
          select user_id, item_id, created, destroyed from ${source} where true
          on conflict (user_id, item_id) do update
          set created = economy_counters.created + excluded.created,
          destroyed = economy_counters.destroyed + excluded.destroyed`,
  ),
}));
