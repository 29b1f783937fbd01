/**
 * Finding players and one player's detail, and what the console changes of a player: ban, mute
 * and items. A change writes its answer into the kept detail and makes the search results and
 * the audit trail ask again.
 */
import { api, queryCache, useQuery } from '@idle/api-client';
import {
  ENDPOINTS,
  type AdminBan,
  type AdminItemsAnswer,
  type AdminMute,
  type AdminPlayerDetail,
} from '@idle/contracts';
import type { BanEnd, MuteEnd } from '@idle/contracts/schemas';

/** Players whose name starts with `prefix`; nothing is asked for an empty one. */
export const useFindPlayers = (prefix: string) =>
  useQuery(ENDPOINTS.admin.findPlayers, { prefix }, { enabled: prefix !== '' });

export const usePlayerDetail = (userid: number) => useQuery(ENDPOINTS.admin.player, { userid });

/**
 * Shows the change in the kept detail at once, then asks the detail again (a change may add a
 * log line); it is in the audit trail and may change a search's row.
 */
function afterChange(
  userid: number,
  change: (detail: AdminPlayerDetail) => AdminPlayerDetail,
): void {
  queryCache.update(ENDPOINTS.admin.player, { userid }, change);
  queryCache.invalidate(ENDPOINTS.admin.player, { userid });
  queryCache.invalidate(ENDPOINTS.admin.findPlayers);
  queryCache.invalidate(ENDPOINTS.admin.auditTrail);
}

export async function banPlayer(userid: number, reason: string, end: BanEnd): Promise<AdminBan> {
  const ban = await api.call(ENDPOINTS.admin.ban, { userid, reason, end });
  afterChange(userid, (detail) => ({ ...detail, ban }));
  return ban;
}

export async function unbanPlayer(userid: number, reason: string): Promise<void> {
  await api.call(ENDPOINTS.admin.unban, { userid, reason });
  afterChange(userid, (detail) => ({ ...detail, ban: null }));
}

export async function mutePlayer(userid: number, reason: string, end: MuteEnd): Promise<AdminMute> {
  const mute = await api.call(ENDPOINTS.admin.mute, { userid, reason, end });
  afterChange(userid, (detail) => ({ ...detail, mute }));
  return mute;
}

export async function unmutePlayer(userid: number, reason: string): Promise<void> {
  await api.call(ENDPOINTS.admin.unmute, { userid, reason });
  afterChange(userid, (detail) => ({ ...detail, mute: null }));
}

export type ItemsChange = 'grant' | 'take';

/** Grants or takes `amount` of `itemId` as compensation; the detail shows what is held after. */
export async function changeItems(
  change: ItemsChange,
  fields: { userid: number; itemId: string; amount: number; reason: string },
): Promise<AdminItemsAnswer> {
  const endpoint = change === 'grant' ? ENDPOINTS.admin.grantItems : ENDPOINTS.admin.takeItems;
  const answer = await api.call(endpoint, fields);
  afterChange(fields.userid, (detail) => ({
    ...detail,
    items: { ...detail.items, [answer.itemId]: answer.held },
  }));
  // A grant or take is counted in the economy's books: a kept audit is out of date.
  queryCache.invalidate(ENDPOINTS.admin.economyAudit);
  return answer;
}
