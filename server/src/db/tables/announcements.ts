/** The game's announcements. */
import type { Generated } from 'kysely';

/** Game announcements (type 1 = Update), newest first by id (migration 0002). */
export interface AnnouncementsTable {
  id: Generated<number>;
  type: number;
  title: string;
  msg: string;
  posted_by_user_id: number;
  posted_by_name: string;
  posted_on: number;
}

export interface AnnouncementsTables {
  announcements: AnnouncementsTable;
}
