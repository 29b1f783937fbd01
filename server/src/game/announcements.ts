/**
 * Announcements (spec 001): listed newest first; the ones posted since the player last looked
 * are new, and looking marks them all seen. A player who registers later has seen the older ones.
 */
import { NEW_ANNOUNCEMENT_MESSAGE_TYPE, type Announcement } from '@idle/contracts';
import { ANNOUNCEMENTS_SHOWN } from '@idle/game-rules';
import type { LiveHub } from './live-hub';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { playerTransaction } from '../db/transactions';

type Executor = Db | Transaction<Database>;

export async function latestAnnouncementId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.max<number | null>('id').as('id'))
    .executeTakeFirst();
  return row?.id ?? 0;
}

export async function countNewAnnouncements(db: Executor, seenId: number): Promise<number> {
  const row = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('id', '>', seenId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The announcements, newest first, marking them seen by the player. */
export async function readAnnouncements(db: Db, userId: number): Promise<Announcement[]> {
  return playerTransaction(db, [userId], async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('announcements_seen_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const rows = await trx
      .selectFrom('announcements')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(ANNOUNCEMENTS_SHOWN)
      .execute();
    const newest = rows[0]?.id ?? 0;
    if (newest > user.announcements_seen_id) {
      await trx
        .updateTable('users')
        .set({ announcements_seen_id: newest })
        .where('id', '=', userId)
        .execute();
    }
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      msg: row.msg,
      postedBy: row.posted_by_name,
      postedByUserid: row.posted_by_user_id,
      postedOn: row.posted_on,
      new: row.id > user.announcements_seen_id,
    }));
  });
}

/** Posts an announcement and tells every connected player, so their unread count grows at once. */
export async function postAnnouncement(
  db: Executor,
  live: Pick<LiveHub, 'broadcast'>,
  input: { type: number; title: string; msg: string; postedBy: string; postedByUserid: number },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('announcements')
    .values({
      type: input.type,
      title: input.title,
      msg: input.msg,
      posted_by_name: input.postedBy,
      posted_by_user_id: input.postedByUserid,
      posted_on: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  live.broadcast({ type: NEW_ANNOUNCEMENT_MESSAGE_TYPE, data: { id: row.id } });
  return row.id;
}
