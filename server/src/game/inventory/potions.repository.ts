/** The `potions` table: a player's active potion effects and the actions they still last. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepare } from '../../db/prepared';

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

/** The fight tick's compiled statements: an action off each potion, the used-up ones gone (db/prepared.ts). */
export const potionStatements = compiledPerDatabase((db: Db) => ({
  use: prepare(
    db,
    (p: { userId: number }) =>
      sql`update potions set remaining = remaining - 1
          where user_id = ${p.userId} and remaining > 0`,
    { userId: -1 },
  ),
  end: prepare(
    db,
    (p: { userId: number }) =>
      sql`delete from potions where user_id = ${p.userId} and remaining <= 0`,
    { userId: -1 },
  ),
}));
