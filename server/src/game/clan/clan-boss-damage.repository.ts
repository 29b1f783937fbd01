/** The SQL of `clan_boss_damage`: the damage each member dealt a clan boss, shared out at its kill. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepare } from '../../db/prepared';

/** The boss's fighters who dealt damage, by user id. */
export function listClanBossDamage(db: Db, bossId: number) {
  return db
    .selectFrom('clan_boss_damage')
    .select(['user_id', 'damage'])
    .where('boss_id', '=', bossId)
    .where('damage', '>', 0)
    .orderBy('user_id')
    .execute();
}

/** The clan boss fight's compiled statement: the fighter's damage added (db/prepared.ts). */
export const clanBossDamageStatements = compiledPerDatabase((db: Db) => ({
  add: prepare(
    db,
    (p: { bossId: number; userId: number; damage: number }) =>
      sql`insert into clan_boss_damage (boss_id, user_id, damage)
          values (${p.bossId}, ${p.userId}, ${p.damage})
          on conflict (boss_id, user_id) do update set damage = clan_boss_damage.damage + excluded.damage`,
    { bossId: -1, userId: -2, damage: -3 },
  ),
}));
