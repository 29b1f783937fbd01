/** The SQL of `clan_bosses`: a clan's battleground bosses, living (`killed_at` null) or slain. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { greatest } from '../../db/dialect';
import { compiledPerDatabase, prepare } from '../../db/prepared';

/** The clan's living boss (the first when there were more), if any. */
export function findLivingClanBoss(db: Db, clanId: number) {
  return db
    .selectFrom('clan_bosses')
    .select(['id', 'hp_max', 'hp_remaining'])
    .where('clan_id', '=', clanId)
    .where('killed_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
}

/** The id of a living boss of the clan, if any. */
export function findLivingClanBossId(db: Db, clanId: number) {
  return db
    .selectFrom('clan_bosses')
    .select('id')
    .where('clan_id', '=', clanId)
    .where('killed_at', 'is', null)
    .executeTakeFirst();
}

/** A new living boss of the clan at full hit points; answers its id. */
export async function insertClanBoss(
  db: Db,
  boss: { clan_id: number; boss_id: number; hp: number; spawned_at: number },
): Promise<number> {
  const inserted = await db
    .insertInto('clan_bosses')
    .values({
      clan_id: boss.clan_id,
      boss_id: boss.boss_id,
      hp_max: boss.hp,
      hp_remaining: boss.hp,
      spawned_at: boss.spawned_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The boss's hit points left (dev tools). */
export async function setClanBossHp(db: Db, bossId: number, hp: number): Promise<void> {
  await db.updateTable('clan_bosses').set({ hp_remaining: hp }).where('id', '=', bossId).execute();
}

/** The clan boss fight's compiled statements (db/prepared.ts). */
export const clanBossStatements = compiledPerDatabase((db: Db) => ({
  /**
   * The damage taken off a living boss of the fighter's clan; its row back with the hit points
   * left.
   */
  hit: prepare(
    db,
    (p: { damage: number; bossId: number; userId: number }) =>
      sql<{
        hp_remaining: number | string;
      }>`update clan_bosses set hp_remaining = ${greatest(db, sql.lit(0), sql`hp_remaining - ${p.damage}`)}
          where id = ${p.bossId} and killed_at is null
          and clan_id = (select clan_id from clan_members where user_id = ${p.userId})
          returning hp_remaining`,
    { damage: -1, bossId: -2, userId: -3 },
  ),
  claimKill: prepare(
    db,
    (p: { now: number; bossId: number }) =>
      sql`update clan_bosses set killed_at = ${p.now} where id = ${p.bossId} and killed_at is null`,
    { now: -1, bossId: -2 },
  ),
}));
