/**
 * Clan storage (spec 001 §2 "Clan storage", §9): donations, sending storage items to a member
 * and converting between gold and resources. Each is one transaction under the clan's lock
 * (core.ts); storage amounts only change while enough is there, and the economy counters count
 * what a conversion destroys and creates.
 */
import type {
  ClanStorageAnswer,
  DonateItemsAnswer,
  ItemAmount,
  LoadStorageAnswer,
} from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import {
  CLAN_CONVERSION_ITEMS,
  CLAN_EXCHANGE_MIN_LEVEL,
  CLAN_GOLD_CONVERSION_RATE,
  CONVERSION_CAP_TEXT,
  CONVERSION_TOO_SMALL_TEXT,
  NOT_CONVERTIBLE_TEXT,
  canExchange,
  clanConversionCap,
  clanConversionMonth,
  clanLevelFromExp,
  formatNumber,
  priceClanConversion,
  type ClanConversionItem,
} from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import { usernameKey } from '../accounts/accounts';
import { usernameOf } from '../accounts/users.repository';
import { ITEMS } from '../content/items';
import type { GameContext } from '../context';
import { notEnoughText } from '../inventory/equipment';
import { addItems, removeItems } from '../inventory/items';
import { addLogEntry } from '../log/log';
import { UNKNOWN_PLAYER_TEXT } from '../players/players';
import { addDonated, findPlayerWithClan } from './clan-members.repository';
import { getConversionBooks, setConversionBooks } from './clans.repository';
import {
  addClanLog,
  addToClanStorage,
  loadClanStorage,
  lockedMembership,
  requireClanPermission,
  requireMembership,
  takeFromClanStorage,
} from './core';
import { NOT_IN_YOUR_CLAN_TEXT } from './members';

type Executor = Db | Transaction<Database>;

export const EXCHANGE_LEVEL_TEXT = `Exchanging items needs a clan level of at least ${formatNumber(CLAN_EXCHANGE_MIN_LEVEL)}.`;

/** "The clan storage does not have enough Gold." */
export function storageShortText(itemId: string): string {
  return `The clan storage does not have enough ${ITEMS[itemId]?.name ?? itemId}.`;
}

/** "1,000 Gold, 5 Metal" */
export function itemsText(items: readonly ItemAmount[]): string {
  return items
    .map((item) => `${formatNumber(item.amount)} ${ITEMS[item.id]?.name ?? item.id}`)
    .join(', ');
}

export function donatedText(username: string, items: readonly ItemAmount[]): string {
  return `${username} donated ${itemsText(items)}.`;
}
export function sentToMemberText(actor: string, receiver: string, items: readonly ItemAmount[]) {
  return `${actor} sent ${itemsText(items)} to ${receiver}.`;
}
export function receivedFromClanText(actor: string, items: readonly ItemAmount[]): string {
  return `${actor} sent you ${itemsText(items)} from the clan storage.`;
}
export function convertedText(actor: string, from: ItemAmount, to: ItemAmount): string {
  return `${actor} converted ${itemsText([from])} into ${itemsText([to])}.`;
}

interface ConversionBooks {
  level: number;
  goldConverted: number;
}

/** The clan's level and the gold-worth converted this month (0 once a new month begins). */
async function conversionBooks(
  db: Executor,
  clanId: number,
  now: number,
): Promise<ConversionBooks> {
  const clan = await getConversionBooks(db, clanId);
  return {
    level: clanLevelFromExp(clan.exp).level,
    goldConverted: clan.conversion_month === clanConversionMonth(now) ? clan.gold_converted : 0,
  };
}

/** `loadStorage`: the storage, what the member may send, and the conversion figures. */
export async function loadStorage(game: GameContext, userId: number): Promise<LoadStorageAnswer> {
  const membership = await requireMembership(game.db, userId);
  const [storage, books] = await Promise.all([
    loadClanStorage(game.db, membership.clanId),
    conversionBooks(game.db, membership.clanId, game.clock.now()),
  ]);
  return {
    storage,
    sendableItems: membership.permissions.items
      ? Object.entries(storage).map(([itemid, amount]) => ({ itemid, amount }))
      : [],
    level: books.level,
    goldConverted: books.goldConverted,
    goldConversionRate: CLAN_GOLD_CONVERSION_RATE,
    conversionCap: clanConversionCap(books.level),
  };
}

const DONATED_COLUMNS = {
  gold: 'donated_gold',
  credits: 'donated_credits',
  metal: 'donated_metal',
  wood: 'donated_wood',
  stone: 'donated_stone',
} as const;

/** `donateItems`: any member moves gold, credits or resources into the clan storage. */
export async function donateItems(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.DonateItemsRequest>,
): Promise<DonateItemsAnswer> {
  const now = game.clock.now();
  const items = input.items.map((item) => ({ id: item.id, amount: item.amount }));
  const storage = await writeTransaction(game.db, async (trx) => {
    const membership = await lockedMembership(trx, userId);
    await removeItems(trx, userId, items, notEnoughText, 'moved');
    await addToClanStorage(trx, membership.clanId, items, 'moved', userId);
    for (const item of input.items) {
      const column = DONATED_COLUMNS[item.id];
      await addDonated(trx, userId, column, item.amount);
    }
    await addClanLog(
      trx,
      membership.clanId,
      donatedText(await usernameOf(trx, userId), items),
      now,
    );
    return loadClanStorage(trx, membership.clanId);
  });
  return { itemsToRemove: items, storage };
}

/**
 * `sendItemsToMember`: with the items permission, storage items go to a member of the clan,
 * who is told (personal log and a notification once it commits).
 */
export async function sendItemsToMember(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.SendItemsToMemberRequest>,
): Promise<ClanStorageAnswer> {
  const now = game.clock.now();
  const items = input.items.map((item) => ({ id: item.id, amount: item.amount }));
  const sent = await writeTransaction(game.db, async (trx) => {
    const membership = await requireClanPermission(trx, userId, 'items');
    const receiver = await findPlayerWithClan(trx, usernameKey(input.username));
    if (!receiver) throw new GameError(UNKNOWN_PLAYER_TEXT);
    if (receiver.clan_id !== membership.clanId) throw new GameError(NOT_IN_YOUR_CLAN_TEXT);
    await takeFromClanStorage(trx, membership.clanId, items, storageShortText, 'moved', userId);
    await addItems(trx, receiver.id, items, 'moved');
    const actor = await usernameOf(trx, userId);
    const told = receivedFromClanText(actor, items);
    await addClanLog(
      trx,
      membership.clanId,
      sentToMemberText(actor, receiver.username, items),
      now,
    );
    await addLogEntry(trx, receiver.id, 'item', told, now);
    const [storage, books] = await Promise.all([
      loadClanStorage(trx, membership.clanId),
      conversionBooks(trx, membership.clanId, now),
    ]);
    return {
      receiverId: receiver.id,
      told,
      answer: { storage, goldConverted: books.goldConverted },
    };
  });
  game.live.toUser(sent.receiverId, { type: 'addItemsToUser', data: items });
  game.live.toUser(sent.receiverId, {
    type: 'notification',
    data: sent.told,
    channel: 'notifications',
  });
  return sent.answer;
}

function conversionItem(itemId: string): ClanConversionItem {
  const item = CLAN_CONVERSION_ITEMS.find((candidate) => candidate === itemId);
  if (!item) throw new GameError(NOT_CONVERTIBLE_TEXT);
  return item;
}

/**
 * `convertItems`: with the items permission and a clan level above 100, storage gold and
 * resources are converted at the rate, up to the month's cap by clan level.
 */
export async function convertItems(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.ConvertItemsRequest>,
): Promise<ClanStorageAnswer> {
  const now = game.clock.now();
  const from = conversionItem(input.from);
  const to = conversionItem(input.to);
  const price = priceClanConversion(from, to, input.amount);
  if (price.received === 0) throw new GameError(CONVERSION_TOO_SMALL_TEXT);
  return writeTransaction(game.db, async (trx) => {
    const membership = await requireClanPermission(trx, userId, 'items');
    const books = await conversionBooks(trx, membership.clanId, now);
    if (!canExchange(books.level, true)) throw new GameError(EXCHANGE_LEVEL_TEXT);
    const goldConverted = books.goldConverted + price.goldWorth;
    if (goldConverted > clanConversionCap(books.level)) throw new GameError(CONVERSION_CAP_TEXT);
    const given = { id: from, amount: input.amount };
    const received = { id: to, amount: price.received };
    await takeFromClanStorage(
      trx,
      membership.clanId,
      [given],
      storageShortText,
      'destroyed',
      userId,
    );
    await addToClanStorage(trx, membership.clanId, [received], 'created', userId);
    await setConversionBooks(trx, membership.clanId, {
      conversion_month: clanConversionMonth(now),
      gold_converted: goldConverted,
    });
    const actor = await usernameOf(trx, userId);
    await addClanLog(trx, membership.clanId, convertedText(actor, given, received), now);
    return { storage: await loadClanStorage(trx, membership.clanId), goldConverted };
  });
}
