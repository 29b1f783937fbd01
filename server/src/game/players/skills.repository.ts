/** The `skills` table: the player's experience per skill. */
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepareAddBatch } from '../../db/prepared';
import { RANKED_PLAYER_COLUMNS, type RankedPlayerRow } from '../accounts/users.repository';

/** A new player's skills, each at 0 experience. */
export async function insertStartingSkills(
  db: Db,
  userId: number,
  skills: readonly string[],
): Promise<void> {
  await db
    .insertInto('skills')
    .values(skills.map((skill) => ({ user_id: userId, skill, exp: 0 })))
    .execute();
}

/** The player's experience per stored skill. */
export function skillExps(db: Db, userId: number): Promise<{ skill: string; exp: number }[]> {
  return db.selectFrom('skills').select(['skill', 'exp']).where('user_id', '=', userId).execute();
}

/** The player's experience in one skill, or undefined without a row. */
export async function skillExp(db: Db, userId: number, skill: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('skills')
    .select('exp')
    .where('user_id', '=', userId)
    .where('skill', '=', skill)
    .executeTakeFirst();
  return row?.exp;
}

export async function setSkillExp(
  db: Db,
  userId: number,
  skill: string,
  exp: number,
): Promise<void> {
  await db
    .updateTable('skills')
    .set({ exp })
    .where('user_id', '=', userId)
    .where('skill', '=', skill)
    .execute();
}

/** Players with experience in `skill`, not banned, most experience first (ties by id). */
export function skillRanking(
  db: Db,
  skill: string,
): Promise<(RankedPlayerRow & { exp: number })[]> {
  return db
    .selectFrom('skills')
    .innerJoin('users', 'users.id', 'skills.user_id')
    .select([...RANKED_PLAYER_COLUMNS, 'skills.exp as exp'])
    .where('skills.skill', '=', skill)
    .where('skills.exp', '>', 0)
    .where('users.banned', '=', 0)
    .orderBy('skills.exp', 'desc')
    .orderBy('users.id', 'asc')
    .execute();
}

/** The ticks' compiled statement: experience added per skill (db/prepared.ts). */
export const skillStatements = compiledPerDatabase((db: Db) => ({
  add: prepareAddBatch(db, 'skills', 'skill', 'text', 'exp'),
}));
