/** The clan's ranks (`ranks`, for the leader): names and permissions. */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type ClanPermission, type ClanRanksAnswer } from '@idle/contracts';

/** The ranks, asked only while `enabled` (the leader's page). */
export function useClanRanks(enabled: boolean): ServerData<ClanRanksAnswer> {
  return useQuery(ENDPOINTS.clan.ranks, undefined, { enabled });
}

/** Every rank afresh, as a change answered it: the ranks and the members' rank names. */
function ranksChanged(next: ClanRanksAnswer): void {
  queryCache.update(ENDPOINTS.clan.ranks, undefined, () => next);
  queryCache.update(ENDPOINTS.clan.loadMembers, undefined, (members) => ({
    ...members,
    ranks: next.ranks,
  }));
  // Another rank's permissions decide what its members' pages offer; the leader's own never change.
}

export async function changeRankName(num: number, name: string): Promise<ClanRanksAnswer> {
  const next = await api.call(ENDPOINTS.clan.changeRankName, { num, name });
  ranksChanged(next);
  return next;
}

export async function changePermission(
  num: number,
  permission: ClanPermission,
  value: boolean,
): Promise<ClanRanksAnswer> {
  const next = await api.call(ENDPOINTS.clan.changePermission, {
    permission,
    num,
    value: value ? 1 : 0,
  });
  ranksChanged(next);
  return next;
}
