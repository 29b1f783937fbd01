/**
 * Announcements from the console (the announcements domain's table): listed, posted, edited and
 * deleted, each change with its audit row in one transaction and pushed live once it commits, as
 * a post has always been.
 */
import type { AdminAnnouncement } from '@idle/contracts';
import type { Selectable } from 'kysely';
import type { AnnouncementsTable } from '../../db/schema';
import { writeTransaction } from '../../db/transactions';
import { tellAnnouncementChanged, tellAnnouncementPosted } from '../announcements/announcements';
import {
  deleteAnnouncement as deleteAnnouncementRow,
  findAnnouncement,
  insertAnnouncement,
  newestAnnouncements,
  updateAnnouncement,
} from '../announcements/announcements.repository';
import type { GameContext } from '../context';
import { GameError } from '../errors';
import { recordAdminAction } from './audit-trail';
import type { Operator } from './roles';

export const UNKNOWN_ANNOUNCEMENT_TEXT = 'There is no announcement with that id.';
/** Announcements the console lists, newest first. */
export const CONSOLE_ANNOUNCEMENTS = 200;

interface AnnouncementInput {
  type: number;
  title: string;
  msg: string;
}

function answer(row: Selectable<AnnouncementsTable>): AdminAnnouncement {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    msg: row.msg,
    postedBy: row.posted_by_name,
    postedByUserid: row.posted_by_user_id,
    postedOn: row.posted_on,
  };
}

export async function listAnnouncements(game: GameContext): Promise<AdminAnnouncement[]> {
  return (await newestAnnouncements(game.db, CONSOLE_ANNOUNCEMENTS)).map(answer);
}

export async function postAnnouncement(
  game: GameContext,
  operator: Operator,
  input: AnnouncementInput,
): Promise<AdminAnnouncement> {
  const now = game.clock.now();
  const row = await writeTransaction(game.db, async (trx) => {
    const values = {
      ...input,
      posted_by_name: operator.username,
      posted_by_user_id: operator.id,
      posted_on: now,
    };
    const id = await insertAnnouncement(trx, values);
    await recordAdminAction(trx, {
      actor: operator,
      action: 'postAnnouncement',
      target: null,
      reason: null,
      details: { announcementId: id, title: input.title },
      at: now,
    });
    return { id, ...values };
  });
  tellAnnouncementPosted(game.live, row.id);
  return answer(row);
}

export async function editAnnouncement(
  game: GameContext,
  operator: Operator,
  id: number,
  input: AnnouncementInput,
): Promise<AdminAnnouncement> {
  const now = game.clock.now();
  const row = await writeTransaction(game.db, async (trx) => {
    const before = await findAnnouncement(trx, id);
    if (!before || !(await updateAnnouncement(trx, id, input))) {
      throw new GameError(UNKNOWN_ANNOUNCEMENT_TEXT);
    }
    await recordAdminAction(trx, {
      actor: operator,
      action: 'editAnnouncement',
      target: null,
      reason: null,
      details: { announcementId: id, title: input.title, previousTitle: before.title },
      at: now,
    });
    return { ...before, ...input };
  });
  tellAnnouncementChanged(game.live, id);
  return answer(row);
}

export async function deleteAnnouncement(
  game: GameContext,
  operator: Operator,
  id: number,
): Promise<true> {
  const now = game.clock.now();
  await writeTransaction(game.db, async (trx) => {
    const before = await findAnnouncement(trx, id);
    if (!before || !(await deleteAnnouncementRow(trx, id))) {
      throw new GameError(UNKNOWN_ANNOUNCEMENT_TEXT);
    }
    await recordAdminAction(trx, {
      actor: operator,
      action: 'deleteAnnouncement',
      target: null,
      reason: null,
      details: { announcementId: id, title: before.title },
      at: now,
    });
  });
  tellAnnouncementChanged(game.live, id);
  return true;
}
