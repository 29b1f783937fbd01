/**
 * Announcements (spec 001): listed newest first; the ones posted since the player last looked
 * are new, and looking marks them all seen. A player who registers later has seen the older ones.
 */
import {
  ANNOUNCEMENT_CHANGED_MESSAGE_TYPE,
  NEW_ANNOUNCEMENT_MESSAGE_TYPE,
  type Announcement,
} from '@idle/contracts';
import { ANNOUNCEMENTS_SHOWN } from '@idle/game-rules';
import type { LiveHub } from '../live-hub';
import type { Db } from '../../db/database';
import { playerTransaction } from '../../db/transactions';
import { readUser, updateUser } from '../accounts/users.repository';
import { insertAnnouncement, newestAnnouncements } from './announcements.repository';

/** The announcements, newest first, marking them seen by the player. */
export async function readAnnouncements(db: Db, userId: number): Promise<Announcement[]> {
  return playerTransaction(db, [userId], async (trx) => {
    const user = await readUser(trx, userId, ['announcements_seen_id']);
    const rows = await newestAnnouncements(trx, ANNOUNCEMENTS_SHOWN);
    const newest = rows[0]?.id ?? 0;
    if (newest > user.announcements_seen_id) {
      await updateUser(trx, userId, { announcements_seen_id: newest });
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
  db: Db,
  live: Pick<LiveHub, 'broadcast'>,
  input: { type: number; title: string; msg: string; postedBy: string; postedByUserid: number },
  now: number,
): Promise<number> {
  const id = await insertAnnouncement(db, {
    type: input.type,
    title: input.title,
    msg: input.msg,
    posted_by_name: input.postedBy,
    posted_by_user_id: input.postedByUserid,
    posted_on: now,
  });
  tellAnnouncementPosted(live, id);
  return id;
}

/** Tells every connected player of a new announcement, so their unread count grows at once. */
export function tellAnnouncementPosted(live: Pick<LiveHub, 'broadcast'>, id: number): void {
  live.broadcast({ type: NEW_ANNOUNCEMENT_MESSAGE_TYPE, data: { id } });
}

/** Tells every connected player that an announcement was edited or deleted (lists reload). */
export function tellAnnouncementChanged(live: Pick<LiveHub, 'broadcast'>, id: number): void {
  live.broadcast({ type: ANNOUNCEMENT_CHANGED_MESSAGE_TYPE, data: { id } });
}
