/** The `action_rates` and `rate_resets` tables: what each action brought a player since a reset. */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepareBatchRows } from '../../db/prepared';
import type { Database } from '../../db/schema';

type Executor = Db | Transaction<Database>;

/** The player's figures, one row per action tracked and entry. */
export function rateRows(
  db: Executor,
  userId: number,
): Promise<{ tracked: string; entry: string; amount: number }[]> {
  return db
    .selectFrom('action_rates')
    .select(['tracked', 'entry', 'amount'])
    .where('user_id', '=', userId)
    .execute();
}

export async function lastReset(db: Executor, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('rate_resets')
    .select('reset_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? row.reset_at : null;
}

/** Forgets every figure of the player and records the reset's time. */
export async function resetRateRows(
  trx: Transaction<Database>,
  userId: number,
  now: number,
): Promise<void> {
  await trx.deleteFrom('action_rates').where('user_id', '=', userId).execute();
  await trx
    .insertInto('rate_resets')
    .values({ user_id: userId, reset_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ reset_at: now }))
    .execute();
}

/**
 * The ticks' compiled statement (db/prepared.ts): (user id, tracked, entry, amount) rows of any
 * players, each amount added to its row (created when missing), in one statement a batch.
 */
export const rateStatements = compiledPerDatabase((db: Db) => ({
  add: prepareBatchRows(
    db,
    [
      ['user_id', 'integer'],
      ['tracked', 'text'],
      ['entry', 'text'],
      ['amount', 'bigint'],
    ],
    (source) =>
      sql`insert into action_rates (user_id, tracked, entry, amount)
        select user_id, tracked, entry, amount from ${source} where true
        on conflict (user_id, tracked, entry) do update
        set amount = action_rates.amount + excluded.amount`,
  ),
}));
