/** The `jewel_slots` table: a player's bought jewel slots per gem type (no row: the start count). */
import type { Db } from '../../db/database';

export function storedJewelSlots(
  db: Db,
  userId: number,
): Promise<{ gem_type: number; slots: number }[]> {
  return db
    .selectFrom('jewel_slots')
    .select(['gem_type', 'slots'])
    .where('user_id', '=', userId)
    .execute();
}

export async function setJewelSlots(
  db: Db,
  userId: number,
  gemType: number,
  slots: number,
): Promise<void> {
  await db
    .insertInto('jewel_slots')
    .values({ user_id: userId, gem_type: gemType, slots })
    .onConflict((conflict) => conflict.columns(['user_id', 'gem_type']).doUpdateSet({ slots }))
    .execute();
}
