/** The SQL of `portals`: each player's portal levels by special area (no row: level 0). */
import type { Db } from '../../db/database';

/** The player's portal levels by area id. */
export function listPortalLevels(db: Db, userId: number) {
  return db
    .selectFrom('portals')
    .select(['portal_id', 'level'])
    .where('user_id', '=', userId)
    .execute();
}

export async function savePortalLevel(
  db: Db,
  userId: number,
  portalId: number,
  level: number,
): Promise<void> {
  await db
    .insertInto('portals')
    .values({ user_id: userId, portal_id: portalId, level })
    .onConflict((conflict) => conflict.columns(['user_id', 'portal_id']).doUpdateSet({ level }))
    .execute();
}
