/**
 * The announcements as the console manages them. Each change writes its answer into the kept
 * list; the server pushes it to players live.
 */
import { api, queryCache, useQuery } from '@idle/api-client';
import { ENDPOINTS, type AdminAnnouncement } from '@idle/contracts';

export const useAdminAnnouncements = () => useQuery(ENDPOINTS.admin.listAnnouncements);

/** What an operator writes: the title and the message (type 1, "Update", as the game posts). */
export interface AnnouncementText {
  title: string;
  msg: string;
}

/** Announcement type 1 reads "Update" (the only type the game shows). */
const UPDATE_TYPE = 1;

export async function postAnnouncement(text: AnnouncementText): Promise<AdminAnnouncement> {
  const posted = await api.call(ENDPOINTS.admin.postAnnouncement, { type: UPDATE_TYPE, ...text });
  queryCache.update(ENDPOINTS.admin.listAnnouncements, undefined, (list) => [posted, ...list]);
  return posted;
}

export async function editAnnouncement(
  announcement: AdminAnnouncement,
  text: AnnouncementText,
): Promise<AdminAnnouncement> {
  const edited = await api.call(ENDPOINTS.admin.editAnnouncement, {
    id: announcement.id,
    type: announcement.type,
    ...text,
  });
  queryCache.update(ENDPOINTS.admin.listAnnouncements, undefined, (list) =>
    list.map((kept) => (kept.id === edited.id ? edited : kept)),
  );
  return edited;
}

export async function deleteAnnouncement(id: number): Promise<void> {
  await api.call(ENDPOINTS.admin.deleteAnnouncement, { id });
  queryCache.update(ENDPOINTS.admin.listAnnouncements, undefined, (list) =>
    list.filter((kept) => kept.id !== id),
  );
}
