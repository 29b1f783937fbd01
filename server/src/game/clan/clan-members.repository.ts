/**
 * The SQL of `clan_members`: who is in which clan, with which rank, personal taxes and figures.
 * Reads that need the member's rank permissions or username join `clan_ranks` or `users` here.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepare } from '../../db/prepared';

/** The donation counters a member raises. */
export type DonatedColumn =
  'donated_gold' | 'donated_credits' | 'donated_metal' | 'donated_wood' | 'donated_stone';

/** The player's clan, rank and the rank's stored permissions (none outside a clan). */
export function findMembershipWithRank(db: Db, userId: number) {
  return db
    .selectFrom('clan_members as m')
    .innerJoin('clan_ranks as r', (join) =>
      join.onRef('r.clan_id', '=', 'm.clan_id').onRef('r.num', '=', 'm.rank_num'),
    )
    .select([
      'm.clan_id',
      'm.rank_num',
      'r.details',
      'r.promotions',
      'r.buildings',
      'r.invite',
      'r.kick',
      'r.items',
    ])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

/** The player's clan id, if in one. */
export function findClanIdOf(db: Db, userId: number) {
  return db
    .selectFrom('clan_members')
    .select('clan_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The player's clan id and name, if in one. */
export function findClanNameOf(db: Db, userId: number) {
  return db
    .selectFrom('clan_members as m')
    .innerJoin('clans as c', 'c.id', 'm.clan_id')
    .select(['c.id', 'c.name'])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

/** How many members the clan has. */
export async function countMembers(db: Db, clanId: number): Promise<number> {
  const row = await db
    .selectFrom('clan_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('clan_id', '=', clanId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** How many members of the clan hold this rank. */
export async function countMembersOfRank(db: Db, clanId: number, rankNum: number) {
  const row = await db
    .selectFrom('clan_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('clan_id', '=', clanId)
    .where('rank_num', '=', rankNum)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The member's personal taxes. */
export function getPersonalTaxes(db: Db, userId: number) {
  return db
    .selectFrom('clan_members')
    .select(['p_gold_tax', 'p_res_tax'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The clan's members with their usernames and daily counters, by rank then name. */
export function listMembersWithUsers(db: Db, clanId: number) {
  return db
    .selectFrom('clan_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('m')
    .select(['u.username', 'u.last_active_at', 'u.stats_day', 'u.stats_month'])
    .where('m.clan_id', '=', clanId)
    .orderBy('m.rank_num')
    .orderBy('u.username_key')
    .execute();
}

/** The clan's member ids. */
export async function listMemberIds(db: Db, clanId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('clan_members')
    .select('user_id')
    .where('clan_id', '=', clanId)
    .execute();
  return rows.map((row) => row.user_id);
}

/** A member of the clan with their rank and username, if they are in it. */
export function findMemberInClan(db: Db, clanId: number, userId: number) {
  return db
    .selectFrom('clan_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.rank_num', 'u.username'])
    .where('m.user_id', '=', userId)
    .where('m.clan_id', '=', clanId)
    .executeTakeFirst();
}

/** The player of this username key with their clan (null outside one). */
export function findPlayerWithClan(db: Db, usernameKey: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('clan_members as m', 'm.user_id', 'u.id')
    .select(['u.id', 'u.username', 'm.clan_id'])
    .where('u.username_key', '=', usernameKey)
    .executeTakeFirst();
}

export async function insertMember(
  db: Db,
  member: { user_id: number; clan_id: number; rank_num: number; joined_at: number },
): Promise<void> {
  await db.insertInto('clan_members').values(member).execute();
}

export async function deleteMember(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('clan_members').where('user_id', '=', userId).execute();
}

export async function setMemberRank(db: Db, userId: number, rankNum: number): Promise<void> {
  await db
    .updateTable('clan_members')
    .set({ rank_num: rankNum })
    .where('user_id', '=', userId)
    .execute();
}

export async function setPersonalTaxes(
  db: Db,
  userId: number,
  taxes: { p_gold_tax: number; p_res_tax: number },
): Promise<void> {
  await db.updateTable('clan_members').set(taxes).where('user_id', '=', userId).execute();
}

/** Raises one of the member's donation counters. */
export async function addDonated(
  db: Db,
  userId: number,
  column: DonatedColumn,
  amount: number,
): Promise<void> {
  await db
    .updateTable('clan_members')
    .set({ [column]: sql`${sql.ref(column)} + ${amount}` })
    .where('user_id', '=', userId)
    .execute();
}

/** One more clan boss slain by the member, while in that clan. */
export async function addBossKilled(db: Db, userId: number, clanId: number): Promise<void> {
  await db
    .updateTable('clan_members')
    .set({ bosses_killed: sql`bosses_killed + 1` })
    .where('user_id', '=', userId)
    .where('clan_id', '=', clanId)
    .execute();
}

/** The ticks' compiled statements on members (db/prepared.ts). */
export const clanMemberStatements = compiledPerDatabase((db: Db) => ({
  /** The member's clan and the clan's and member's taxes (the action tick's clan part). */
  taxes: prepare(
    db,
    (p: { userId: number }) =>
      sql<{
        clan_id: number;
        gold_tax: number;
        res_tax: number;
        p_gold_tax: number;
        p_res_tax: number;
      }>`select m.clan_id, c.gold_tax, c.res_tax, m.p_gold_tax, m.p_res_tax
          from clan_members m join clans c on c.id = m.clan_id where m.user_id = ${p.userId}`,
    { userId: -1 },
  ),
  /** One more action of the member, with its clanmanship. */
  actionDone: prepare(
    db,
    (p: { exp: number; userId: number }) =>
      sql`update clan_members set clanmanship = clanmanship + ${p.exp}, actions = actions + 1
          where user_id = ${p.userId}`,
    { exp: -1, userId: -2 },
  ),
  mobKilled: prepare(
    db,
    (p: { userId: number }) =>
      sql`update clan_members set mobs_killed = mobs_killed + 1 where user_id = ${p.userId}`,
    { userId: -1 },
  ),
}));
