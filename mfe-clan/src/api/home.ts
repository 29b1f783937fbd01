/** The clan home (`loadClanHome`): announcement and log, or "-" without a clan. */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type LoadClanHomeAnswer } from '@idle/contracts';
import { $clan } from '@idle/state';
import { useEffect } from 'react';

/** Keeps the shell's clan (its Clan link) in step with what the server says. */
function syncClanStore(answer: LoadClanHomeAnswer): void {
  if (answer === '-') {
    $clan.set(null);
    return;
  }
  const { clanid, name } = answer.clanMemberData;
  const current = $clan.get();
  if (current?.clanid !== clanid || current.name !== name) $clan.set({ clanid, name });
}

/** The player's clan home; the shell's clan follows each answer. */
export function useClanHome(): ServerData<LoadClanHomeAnswer> {
  const home = useQuery(ENDPOINTS.clan.loadClanHome);
  const answer = home.state.status === 'ready' ? home.state.data : null;
  useEffect(() => {
    if (answer !== null) syncClanStore(answer);
  }, [answer]);
  return home;
}

/** Replaces the announcement; the home shows the server's text. */
export async function editAnnouncement(data: string) {
  const edited = await api.call(ENDPOINTS.clan.editAnnouncement, { data });
  queryCache.update(ENDPOINTS.clan.loadClanHome, undefined, (home) =>
    home === '-' ? home : { ...home, announcement: edited.announcement },
  );
  return edited;
}

/** Loads the log's most recent entries into the home. */
export async function loadRecentLog() {
  const recent = await api.call(ENDPOINTS.clan.loadLog);
  queryCache.update(ENDPOINTS.clan.loadClanHome, undefined, (home) =>
    home === '-' ? home : { ...home, log: recent.log },
  );
  return recent;
}
