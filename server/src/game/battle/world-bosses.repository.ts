/** The `world_bosses` rows the world's boss schedule reads and writes (fights: boss-kill.ts). */
import type { Db } from '../../db/database';

/** The content id of the boss spawned last, or undefined before the first. */
export async function lastSpawnedBossId(db: Db): Promise<number | undefined> {
  const last = await db
    .selectFrom('world_bosses')
    .select('boss_id')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return last?.boss_id;
}

/** A new boss at full hit points; answers its row id. */
export async function insertWorldBoss(
  db: Db,
  boss: { bossId: number; hp: number; spawnedAt: number },
): Promise<number> {
  const inserted = await db
    .insertInto('world_bosses')
    .values({
      boss_id: boss.bossId,
      hp_max: boss.hp,
      hp_remaining: boss.hp,
      spawned_at: boss.spawnedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Hit points and death of these bosses, as fights on every instance left them. */
export function worldBossStates(db: Db, ids: number[]) {
  return db
    .selectFrom('world_bosses')
    .select(['id', 'hp_remaining', 'killed_at'])
    .where('id', 'in', ids)
    .execute();
}

/** The bosses not killed yet. */
export function livingWorldBosses(db: Db) {
  return db
    .selectFrom('world_bosses')
    .select(['id', 'boss_id', 'hp_remaining', 'hp_max'])
    .where('killed_at', 'is', null)
    .execute();
}
