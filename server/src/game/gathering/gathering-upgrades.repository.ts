/** The `gathering_upgrades` table: a player's gathering upgrade level (id 0) and upgrades 1-5. */
import type { Db } from '../../db/database';

export function gatheringUpgradeLevels(
  db: Db,
  userId: number,
): Promise<{ upgrade_id: number; level: number }[]> {
  return db
    .selectFrom('gathering_upgrades')
    .select(['upgrade_id', 'level'])
    .where('user_id', '=', userId)
    .execute();
}

/** One upgrade's level, or undefined without a row. */
export async function gatheringUpgradeLevel(
  db: Db,
  userId: number,
  upgradeId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('gathering_upgrades')
    .select('level')
    .where('user_id', '=', userId)
    .where('upgrade_id', '=', upgradeId)
    .executeTakeFirst();
  return row?.level;
}

export async function setGatheringUpgradeLevel(
  db: Db,
  userId: number,
  upgradeId: number,
  level: number,
): Promise<void> {
  await db
    .insertInto('gathering_upgrades')
    .values({ user_id: userId, upgrade_id: upgradeId, level })
    .onConflict((conflict) => conflict.columns(['user_id', 'upgrade_id']).doUpdateSet({ level }))
    .execute();
}
