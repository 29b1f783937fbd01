/** The invites the clan sent (`loadInvites`, with the invite permission). */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type ClanSentInvitesAnswer } from '@idle/contracts';

/** The pending invites, asked only while `enabled` (with the invite permission). */
export function useSentInvites(enabled: boolean): ServerData<ClanSentInvitesAnswer> {
  return useQuery(ENDPOINTS.clan.loadInvites, undefined, { enabled });
}

function invitesChanged(next: ClanSentInvitesAnswer): ClanSentInvitesAnswer {
  queryCache.update(ENDPOINTS.clan.loadInvites, undefined, () => next);
  return next;
}

export async function sendInvite(username: string): Promise<ClanSentInvitesAnswer> {
  return invitesChanged(await api.call(ENDPOINTS.clan.sendInvite, { username }));
}

export async function cancelInvite(userid: number): Promise<ClanSentInvitesAnswer> {
  return invitesChanged(await api.call(ENDPOINTS.clan.cancelInvite, { userid }));
}
