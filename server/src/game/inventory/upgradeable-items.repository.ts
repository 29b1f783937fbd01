/** The `upgradeable_items` table: the stored level of a player's upgradeable items. */
import type { Db } from '../../db/database';

export function upgradeableLevels(
  db: Db,
  userId: number,
): Promise<{ item_id: string; level: number }[]> {
  return db
    .selectFrom('upgradeable_items')
    .select(['item_id', 'level'])
    .where('user_id', '=', userId)
    .execute();
}

/** The item's stored level, or undefined without a row. */
export async function storedUpgradeableLevel(
  db: Db,
  userId: number,
  itemId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('upgradeable_items')
    .select('level')
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row?.level;
}

export async function storeUpgradeableLevel(
  db: Db,
  userId: number,
  itemId: string,
  level: number,
): Promise<void> {
  await db
    .insertInto('upgradeable_items')
    .values({ user_id: userId, item_id: itemId, level })
    .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doUpdateSet({ level }))
    .execute();
}
