/** The `potions` table: a player's active potion effects and the actions they still last. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The potions with actions remaining, by potion id. */
export function activePotions(
  db: Db,
  userId: number,
): Promise<{ potion_id: string; percent: number; remaining: number }[]> {
  return db
    .selectFrom('potions')
    .select(['potion_id', 'percent', 'remaining'])
    .where('user_id', '=', userId)
    .where('remaining', '>', 0)
    .orderBy('potion_id')
    .execute();
}

/** Drinks a potion: its percent, and `actions` more on top of what still remains (never below 0). */
export async function addPotionActions(
  db: Db,
  userId: number,
  potionId: string,
  percent: number,
  actions: number,
): Promise<void> {
  await db
    .insertInto('potions')
    .values({ user_id: userId, potion_id: potionId, percent, remaining: actions })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'potion_id']).doUpdateSet({
        percent,
        remaining: sql`case when potions.remaining > 0 then potions.remaining else 0 end + ${actions}`,
      }),
    )
    .execute();
}
