/** What several clan pages share: the player's clan data, and how clan times are shown. */
import { api, type LoadState, useServerData } from '@idle/api-client';
import { ENDPOINTS, type ClanData } from '@idle/contracts';

/** `loadDetails`' clan data as a load state, with a reload (pages whose controls need the rank). */
export function useClanDetails(): { state: LoadState<ClanData>; reload: () => void } {
  const details = useServerData(() => api.call(ENDPOINTS.clan.loadDetails));
  return {
    state:
      details.state.status === 'ready'
        ? { status: 'ready', data: details.state.data.clanData }
        : details.state,
    reload: details.reload,
  };
}

const CLAN_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A clan log or invite time (Unix milliseconds), in UTC so every member reads the same. */
export function formatClanTime(tstamp: number): string {
  return `${CLAN_TIME.format(new Date(tstamp))} UTC`;
}
