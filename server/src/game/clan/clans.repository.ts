/** The SQL of `clans`: a clan's name, experience, taxes, announcement and conversion books. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { compiledPerDatabase, prepare } from '../../db/prepared';

/** Locks the clan's row until the transaction ends (PostgreSQL; SQLite's holds the database). */
export async function lockClanRow(db: Db, clanId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select id from clans where id = ${clanId} for update`.execute(db);
}

/** The clan's public figures. */
export function findClanFigures(db: Db, clanId: number) {
  return db
    .selectFrom('clans')
    .select(['id', 'name', 'exp', 'gold_tax', 'res_tax'])
    .where('id', '=', clanId)
    .executeTakeFirst();
}

/** The figures of a clan known to exist. */
export function getClanFigures(db: Db, clanId: number) {
  return db
    .selectFrom('clans')
    .select(['id', 'name', 'exp', 'gold_tax', 'res_tax'])
    .where('id', '=', clanId)
    .executeTakeFirstOrThrow();
}

/** The clan's taxes. */
export function getClanTaxes(db: Db, clanId: number) {
  return db
    .selectFrom('clans')
    .select(['gold_tax', 'res_tax'])
    .where('id', '=', clanId)
    .executeTakeFirstOrThrow();
}

export function getAnnouncement(db: Db, clanId: number) {
  return db
    .selectFrom('clans')
    .select('announcement')
    .where('id', '=', clanId)
    .executeTakeFirstOrThrow();
}

/** The clan's experience and gold-worth converted in its stored month. */
export function getConversionBooks(db: Db, clanId: number) {
  return db
    .selectFrom('clans')
    .select(['exp', 'conversion_month', 'gold_converted'])
    .where('id', '=', clanId)
    .executeTakeFirstOrThrow();
}

/** Whether a clan already has this name key. */
export async function isNameKeyTaken(db: Db, nameKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('clans')
    .select('id')
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a new clan; its id. */
export async function insertClan(
  db: Db,
  clan: { name: string; name_key: string; created_at: number },
): Promise<number> {
  const row = await db.insertInto('clans').values(clan).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Every clan with its member count, by experience then age. */
export function listClansByExp(db: Db) {
  return db
    .selectFrom('clans as c')
    .leftJoin('clan_members as m', 'm.clan_id', 'c.id')
    .select((eb) => ['c.id', 'c.name', 'c.exp', eb.fn.count<number>('m.user_id').as('members')])
    .groupBy(['c.id', 'c.name', 'c.exp'])
    .orderBy('c.exp', 'desc')
    .orderBy('c.id')
    .execute();
}

export async function setAnnouncement(db: Db, clanId: number, announcement: string): Promise<void> {
  await db.updateTable('clans').set({ announcement }).where('id', '=', clanId).execute();
}

export async function setClanTaxes(
  db: Db,
  clanId: number,
  taxes: { gold_tax: number; res_tax: number },
): Promise<void> {
  await db.updateTable('clans').set(taxes).where('id', '=', clanId).execute();
}

export async function setConversionBooks(
  db: Db,
  clanId: number,
  books: { conversion_month: string; gold_converted: number },
): Promise<void> {
  await db.updateTable('clans').set(books).where('id', '=', clanId).execute();
}

/** Deletes the clan; its ranks, members' rows, invites, log, storage and buildings cascade. */
export async function deleteClan(db: Db, clanId: number): Promise<void> {
  await db.deleteFrom('clans').where('id', '=', clanId).execute();
}

/** The action ticks' compiled statement: the clan's experience added (db/prepared.ts). */
export const clanStatements = compiledPerDatabase((db: Db) => ({
  addExp: prepare(
    db,
    (p: { exp: number; clanId: number }) =>
      sql`update clans set exp = exp + ${p.exp} where id = ${p.clanId}`,
    { exp: -1, clanId: -2 },
  ),
}));

/** Every clan's id, in order. */
export async function listClanIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('clans').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}
