/**
 * The clan storage (`loadStorage`): its counts, donating, exchanging and sending to a member.
 * Other players change it too: the counts follow the player's own ticks (taxes and clan drops go
 * into storage) and a clan send this player receives.
 */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import {
  ENDPOINTS,
  type ClanStorageAnswer,
  type ItemAmount,
  type ItemCounts,
  type LoadStorageAnswer,
} from '@idle/contracts';
import { bus } from '@idle/events';
import type { ClanConversionItem, ClanStorageItem } from '@idle/game-rules';
import { $clan, applyItemChanges } from '@idle/state';
import { clanLogChanged } from './clan';

/** What a donation or a send takes: storage items and amounts. */
export type StorageItems = { id: ClanStorageItem; amount: number }[];

export function useClanStorage(): ServerData<LoadStorageAnswer> {
  return useQuery(ENDPOINTS.clan.loadStorage);
}

function withStorage(storage: ItemCounts, goldConverted?: number) {
  return (answer: LoadStorageAnswer): LoadStorageAnswer => ({
    ...answer,
    storage,
    goldConverted: goldConverted ?? answer.goldConverted,
  });
}

/** A change of the storage as the change answered it; the clan log got a line. */
function storageChanged(storage: ItemCounts, goldConverted?: number): void {
  queryCache.update(ENDPOINTS.clan.loadStorage, undefined, withStorage(storage, goldConverted));
  // The buildings page shows the storage against the costs from loadStorage itself.
  clanLogChanged();
}

/** Gives the player's items to the clan storage. */
export async function donateItems(items: StorageItems) {
  const donated = await api.call(ENDPOINTS.clan.donateItems, { items });
  applyItemChanges([], donated.itemsToRemove);
  storageChanged(donated.storage);
  // The members page shows what each member donated.
  queryCache.invalidate(ENDPOINTS.clan.loadMembers);
  return donated;
}

/** Exchanges storage items at the clan's rate. */
export async function convertItems(
  from: ClanConversionItem,
  to: ClanConversionItem,
  amount: number,
): Promise<ClanStorageAnswer> {
  const converted = await api.call(ENDPOINTS.clan.convertItems, { from, to, amount });
  storageChanged(converted.storage, converted.goldConverted);
  return converted;
}

/** Sends a storage item to the member named. */
export async function sendItemsToMember(
  username: string,
  item: ClanStorageItem,
  amount: number,
): Promise<ClanStorageAnswer> {
  const sent = await api.call(ENDPOINTS.clan.sendItemsToMember, {
    username,
    items: [{ id: item, amount }],
  });
  storageChanged(sent.storage, sent.goldConverted);
  return sent;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * What a tick put into the clan storage: the gold taxed from a battle, the resource taxed from
 * gathering, the drops of a battleground mob.
 */
export function clanStorageGains(data: unknown): ItemAmount[] {
  if (!isRecord(data)) return [];
  const gains: ItemAmount[] = [];
  const { goldTaxed, resTaxed, taxedRes, clanDrops } = data;
  if (isAmount(goldTaxed)) gains.push({ id: 'gold', amount: goldTaxed });
  if (isAmount(resTaxed) && typeof taxedRes === 'string' && taxedRes !== '') {
    gains.push({ id: taxedRes, amount: resTaxed });
  }
  if (Array.isArray(clanDrops)) {
    for (const drop of clanDrops as unknown[]) {
      if (isRecord(drop) && typeof drop['id'] === 'string' && isAmount(drop['amount'])) {
        gains.push({ id: drop['id'], amount: drop['amount'] });
      }
    }
  }
  return gains;
}

function addTo(storage: ItemCounts, gains: readonly ItemAmount[]): ItemCounts {
  const next = { ...storage };
  for (const { id, amount } of gains) next[id] = (next[id] ?? 0) + amount;
  return next;
}

// Registered once when the remote loads, so a kept storage stays right while its page is closed.
bus.on('tick', ({ answer }) => {
  const gains = clanStorageGains(answer.data);
  if (gains.length === 0) return;
  queryCache.update(ENDPOINTS.clan.loadStorage, undefined, (kept) => ({
    ...kept,
    storage: addTo(kept.storage, gains),
  }));
});

bus.on('socket', ({ type }) => {
  // Items given outside a call: a member may have sent them from the clan storage, which the
  // message does not say; the storage is asked again where it shows.
  if (type === 'addItemsToUser' && $clan.get() !== null) {
    queryCache.invalidate(ENDPOINTS.clan.loadStorage);
  }
});
