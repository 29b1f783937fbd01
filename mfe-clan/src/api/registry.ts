/** The clan registry: the invites the player received, the clans, founding and joining. */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import {
  ENDPOINTS,
  type ClanInvite,
  type ClanListEntry,
  type CreateClanAnswer,
  type HandleInviteAnswer,
} from '@idle/contracts';
import { $clan, applyItemChanges } from '@idle/state';
import { membershipChanged } from './clan';

export function useReceivedInvites(): ServerData<ClanInvite[]> {
  return useQuery(ENDPOINTS.clan.loadClanInvites);
}

export function useClanList(): ServerData<ClanListEntry[]> {
  return useQuery(ENDPOINTS.clan.getList);
}

/** Founds a clan with the creation's credits. */
export async function createClan(name: string): Promise<CreateClanAnswer> {
  const created = await api.call(ENDPOINTS.clan.createClan, { name });
  applyItemChanges([], created.itemsToRemove);
  $clan.set(created.clan);
  membershipChanged();
  return created;
}

/** Accepts (joining the clan) or rejects (dropping the invite) an invite. */
export async function answerInvite(id: number, accept: boolean): Promise<HandleInviteAnswer> {
  const handled = await api.call(ENDPOINTS.clan.handleInvite, { id, decision: accept ? 1 : 0 });
  if (handled.clan !== null) {
    $clan.set(handled.clan);
    membershipChanged();
  } else {
    queryCache.update(ENDPOINTS.clan.loadClanInvites, undefined, (invites) =>
      invites.filter((invite) => invite.id !== id),
    );
  }
  return handled;
}
