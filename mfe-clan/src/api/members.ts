/** The clan's members (`loadMembers`), kicking and changing ranks. */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type ChangeRankAnswer, type LoadMembersAnswer } from '@idle/contracts';
import { clanLogChanged, updateClanData } from './clan';

export function useClanMembers(): ServerData<LoadMembersAnswer> {
  return useQuery(ENDPOINTS.clan.loadMembers);
}

/** Kicks a member; the answer is the members afresh. */
export async function kickMember(userid: number): Promise<LoadMembersAnswer> {
  const members = await api.call(ENDPOINTS.clan.kickMember, { id: userid });
  queryCache.update(ENDPOINTS.clan.loadMembers, undefined, () => members);
  updateClanData((clan) => ({ ...clan, members: members.members.length }));
  clanLogChanged();
  return members;
}

/** Gives a member another rank. */
export async function changeMemberRank(userid: number, rankNum: number): Promise<ChangeRankAnswer> {
  const changed = await api.call(ENDPOINTS.clan.changeRank, { id: userid, rankNum });
  queryCache.update(ENDPOINTS.clan.loadMembers, undefined, (answer) => ({
    ...answer,
    members: answer.members.map((member) =>
      member.userid === changed.userid ? { ...member, rankNum: changed.rankNum } : member,
    ),
  }));
  clanLogChanged();
  return changed;
}
