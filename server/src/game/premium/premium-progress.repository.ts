/** The SQL of `premium_progress`: each player's honor and Autos bought (no row: none yet). */
import type { Db } from '../../db/database';

export function findPremiumProgress(db: Db, userId: number) {
  return db
    .selectFrom('premium_progress')
    .select(['honor', 'autos_bought'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function addHonorPoints(db: Db, userId: number, honor: number): Promise<void> {
  await db
    .insertInto('premium_progress')
    .values({ user_id: userId, honor })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet((eb) => ({
        honor: eb('premium_progress.honor', '+', honor),
      })),
    )
    .execute();
}

export async function addAutosBought(db: Db, userId: number, autos: number): Promise<void> {
  await db
    .insertInto('premium_progress')
    .values({ user_id: userId, autos_bought: autos })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet((eb) => ({
        autos_bought: eb('premium_progress.autos_bought', '+', autos),
      })),
    )
    .execute();
}
