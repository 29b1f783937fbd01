/**
 * The game's announcements (`misc.php mod=getAnnouncements`). Asking for them marks them seen on
 * the server; a new one posted (the live socket's NEW_ANNOUNCEMENT_MESSAGE_TYPE) makes the kept
 * list out of date, so an open /announcements shows it without a reload.
 */
import { queryCache, useQuery, type ServerData } from '@idle/api-client';
import {
  ANNOUNCEMENT_CHANGED_MESSAGE_TYPE,
  ENDPOINTS,
  NEW_ANNOUNCEMENT_MESSAGE_TYPE,
  type Announcement,
} from '@idle/contracts';
import { bus } from '@idle/events';
import { $clientData } from '@idle/state';
import { useEffect, useMemo } from 'react';
import { whenReady } from './when-ready';

const listOf = (answer: Announcement[]): Announcement[] => (Array.isArray(answer) ? answer : []);

/** The announcements, newest first as the server sends them. */
export function useAnnouncements(failedText: string): ServerData<Announcement[]> {
  const { state, reload } = useQuery(ENDPOINTS.announcements.getAnnouncements, undefined, {
    failedText,
  });
  const answer = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    // The server marked every announcement seen: the navigation bar's link goes away.
    if (answer !== null) $clientData.setKey('newAnnouncements', 0);
  }, [answer]);
  return { state: useMemo(() => whenReady(state, listOf), [state]), reload };
}

// The message carries only the posted, edited or deleted announcement's id: the list is asked
// for again.
bus.on('socket', (message) => {
  if (
    message.type === NEW_ANNOUNCEMENT_MESSAGE_TYPE ||
    message.type === ANNOUNCEMENT_CHANGED_MESSAGE_TYPE
  ) {
    queryCache.invalidate(ENDPOINTS.announcements.getAnnouncements);
  }
});
