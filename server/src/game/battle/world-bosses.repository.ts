/** The SQL of `world_bosses`: the world's bosses, living (`killed_at` null) or slain. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { forUpdate, greatest } from '../../db/dialect';
import { compiledPerDatabase, prepare } from '../../db/prepared';

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

/** A living boss's hit points left (dev tools); answers whether it was alive. */
export async function setLivingWorldBossHp(db: Db, bossId: number, hp: number): Promise<boolean> {
  const changed = await db
    .updateTable('world_bosses')
    .set({ hp_remaining: hp })
    .where('id', '=', bossId)
    .where('killed_at', 'is', null)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) !== 0;
}

/** The boss fight's compiled statements (db/prepared.ts). */
export const worldBossStatements = compiledPerDatabase((db: Db) => ({
  hpRemaining: prepare(
    db,
    (p: { bossId: number }) =>
      sql<{ hp_remaining: number }>`select hp_remaining from world_bosses
          where id = ${p.bossId} and killed_at is null ${forUpdate(db)}`,
    { bossId: -1 },
  ),
  hit: prepare(
    db,
    (p: { damage: number; bossId: number }) =>
      sql`update world_bosses set hp_remaining = ${greatest(db, sql.lit(0), sql`hp_remaining - ${p.damage}`)}
          where id = ${p.bossId} and killed_at is null`,
    { damage: -1, bossId: -2 },
  ),
  claimKill: prepare(
    db,
    (p: { now: number; bossId: number }) =>
      sql`update world_bosses set killed_at = ${p.now} where id = ${p.bossId} and killed_at is null`,
    { now: -1, bossId: -2 },
  ),
}));
