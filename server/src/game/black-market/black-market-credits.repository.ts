/** The SQL of `black_market_credits`: each player's count of credits bought in a month. */
import type { Db } from '../../db/database';

/** The player's stored count and the month it counts (none before their first credit). */
export function findCreditCounter(
  db: Db,
  userId: number,
): Promise<{ month_key: string; credits_bought: number } | undefined> {
  return db
    .selectFrom('black_market_credits')
    .select(['month_key', 'credits_bought'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Stores the player's count for the month, replacing the one stored. */
export async function saveCreditCounter(
  db: Db,
  userId: number,
  counter: { month_key: string; credits_bought: number },
): Promise<void> {
  await db
    .insertInto('black_market_credits')
    .values({ user_id: userId, ...counter })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(counter))
    .execute();
}
