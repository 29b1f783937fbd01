/** The `announcements` table: the posts every player reads, newest first. */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AnnouncementsTable } from '../../db/schema';

/** The newest announcement's id, or 0 when there is none. */
export async function latestAnnouncementId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.max<number | null>('id').as('id'))
    .executeTakeFirst();
  return row?.id ?? 0;
}

export async function countAnnouncementsAfter(db: Db, seenId: number): Promise<number> {
  const row = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('id', '>', seenId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The newest `limit` announcements, newest first. */
export function newestAnnouncements(
  db: Db,
  limit: number,
): Promise<Selectable<AnnouncementsTable>[]> {
  return db.selectFrom('announcements').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Inserts an announcement; answers its id. */
export async function insertAnnouncement(
  db: Db,
  announcement: Insertable<AnnouncementsTable>,
): Promise<number> {
  const row = await db
    .insertInto('announcements')
    .values(announcement)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findAnnouncement(
  db: Db,
  id: number,
): Promise<Selectable<AnnouncementsTable> | undefined> {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Changes an announcement's type, title and text; whether it exists. */
export async function updateAnnouncement(
  db: Db,
  id: number,
  changes: { type: number; title: string; msg: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('announcements')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) !== 0;
}

/** Deletes an announcement; whether it existed. */
export async function deleteAnnouncement(db: Db, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('announcements').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) !== 0;
}
