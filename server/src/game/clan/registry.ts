/**
 * The clan registry (spec 001 §2 "Clan registry"): creating a clan, the invites a player
 * received, the clan list and a clan's public profile.
 */
import type {
  ClanPermission,
  ClanInvite,
  ClanListEntry,
  ClanProfileLookup,
  CreateClanAnswer,
  HandleInviteAnswer,
} from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import {
  CLAN_CREATION_COST_CREDITS,
  CLAN_DEFAULT_RANK_NAMES,
  CLAN_LOWEST_RANK,
  CLAN_PERMISSION_IDS,
  CLAN_TOP_RANK,
  clanLevelFromExp,
  formatNumber,
} from '@idle/game-rules';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/dialect';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import { usernameOf } from '../accounts/users.repository';
import { CLAN_BUILDINGS } from '../content/clan-buildings';
import type { GameContext } from '../context';
import { removeItems } from '../inventory/items';
import { fillBattlegrounds } from './battleground-spawns';
import { buildingLevels } from './buildings';
import {
  deleteInvite,
  deleteInvitesOf,
  findReceivedInvite,
  listReceivedInvites,
} from './clan-invites.repository';
import { countMembers, insertMember } from './clan-members.repository';
import { insertRanks } from './clan-ranks.repository';
import { findClanFigures, insertClan, isNameKeyTaken, listClansByExp } from './clans.repository';
import { addClanLog, addToClanStorage, lockClan, membersLimitOf, membershipOf } from './core';

export const ALREADY_IN_CLAN_TEXT = 'You are already in a clan.';
export const CLAN_NAME_TAKEN_TEXT = 'A clan with that name already exists.';
export const CREATION_CREDITS_TEXT = `You need ${formatNumber(CLAN_CREATION_COST_CREDITS)} credits to create a clan.`;
export const NO_SUCH_INVITE_TEXT = 'There is no such invite.';
export const CLAN_FULL_TEXT = 'That clan is full.';

/** Clan names are unique whatever their case and spacing. */
export function clanNameKey(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

export function joinedText(username: string): string {
  return `${username} joined the clan.`;
}

/**
 * `createClan`: the player founds a clan and leads it (rank 1). Its 250 credits move into the
 * new clan's storage; ranks 1 to 5 are created, rank 1 with every permission.
 */
export async function createClan(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.CreateClanRequest>,
): Promise<CreateClanAnswer> {
  const now = game.clock.now();
  const username = await usernameOf(game.db, userId);
  const cost = [{ id: 'credits', amount: CLAN_CREATION_COST_CREDITS }];
  const nameKey = clanNameKey(input.name);
  const createdId = await playerTransaction(game.db, [userId], async (trx) => {
    if (await membershipOf(trx, userId)) throw new GameError(ALREADY_IN_CLAN_TEXT);
    if (await isNameKeyTaken(trx, nameKey)) throw new GameError(CLAN_NAME_TAKEN_TEXT);
    await removeItems(trx, userId, cost, () => CREATION_CREDITS_TEXT, 'moved');
    const clanId = await insertClan(trx, { name: input.name, name_key: nameKey, created_at: now });
    await insertRanks(
      trx,
      CLAN_DEFAULT_RANK_NAMES.map((name, index) => {
        const num = index + 1;
        const granted = num === CLAN_TOP_RANK ? 1 : 0;
        return {
          clan_id: clanId,
          num,
          name,
          ...(Object.fromEntries(
            CLAN_PERMISSION_IDS.map((permission) => [permission, granted]),
          ) as Record<ClanPermission, number>),
        };
      }),
    );
    await insertMember(trx, {
      user_id: userId,
      clan_id: clanId,
      rank_num: CLAN_TOP_RANK,
      joined_at: now,
    });
    await deleteInvitesOf(trx, userId);
    await addToClanStorage(trx, clanId, cost, 'moved', userId);
    await addClanLog(trx, clanId, `${username} founded the clan.`, now);
    // A new clan has something to fight at once, not at the schedule's next spawn.
    await fillBattlegrounds(trx, clanId, now);
    return clanId;
  }).catch((error: unknown) => {
    // Two players founding the same name at once: the unique name key refuses the second.
    if (isUniqueViolation(error)) throw new GameError(CLAN_NAME_TAKEN_TEXT);
    throw error;
  });
  return { clan: { clanid: createdId, name: input.name }, itemsToRemove: cost };
}

/** `getList`: every clan ranked by experience (then by age). */
export async function clanList(game: GameContext): Promise<ClanListEntry[]> {
  const rows = await listClansByExp(game.db);
  return rows.map((row, index) => ({
    rank: index + 1,
    clanid: row.id,
    name: row.name,
    level: clanLevelFromExp(row.exp).level,
    members: row.members,
  }));
}

/** `loadClanInvites`: the invites the player received, newest first. */
export async function receivedInvites(game: GameContext, userId: number): Promise<ClanInvite[]> {
  const rows = await listReceivedInvites(game.db, userId);
  return rows.map((row) => ({
    id: row.id,
    clanid: row.clan_id,
    clanName: row.name,
    tstamp: row.created_at,
  }));
}

/**
 * `handleInvite`: 1 accepts (the player joins at the lowest rank while the clan has room, and
 * every other invite of the player goes), 0 rejects (the invite goes).
 */
export async function handleInvite(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.HandleInviteRequest>,
): Promise<HandleInviteAnswer> {
  const now = game.clock.now();
  const username = await usernameOf(game.db, userId);
  return playerTransaction(game.db, [userId], async (trx) => {
    const findInvite = () => findReceivedInvite(trx, input.id, userId);
    const found = await findInvite();
    if (!found) throw new GameError(NO_SUCH_INVITE_TEXT);
    if (input.decision === 0) {
      await deleteInvite(trx, found.id);
      return { clan: null };
    }
    // The clan may be changing (members joining, leaving, the clan deleted): decide under its lock.
    await lockClan(trx, found.clan_id);
    const invite = await findInvite();
    if (!invite) throw new GameError(NO_SUCH_INVITE_TEXT);
    if (await membershipOf(trx, userId)) throw new GameError(ALREADY_IN_CLAN_TEXT);
    const [members, limit] = await Promise.all([
      countMembers(trx, invite.clan_id),
      membersLimitOf(trx, invite.clan_id),
    ]);
    if (members >= limit) throw new GameError(CLAN_FULL_TEXT);
    await insertMember(trx, {
      user_id: userId,
      clan_id: invite.clan_id,
      rank_num: CLAN_LOWEST_RANK,
      joined_at: now,
    });
    await deleteInvitesOf(trx, userId);
    await addClanLog(trx, invite.clan_id, joinedText(username), now);
    return { clan: { clanid: invite.clan_id, name: invite.name } };
  });
}

/**
 * `profile`: a clan's public profile, every building with its level (0 when not built); "-" when
 * no clan has that id (the page says so and leads to the registry; nothing to refuse).
 */
export async function clanProfile(
  game: GameContext,
  _userId: number,
  input: z.infer<typeof ClanSchemas.ClanProfileQuery>,
): Promise<ClanProfileLookup> {
  const clan = await findClanFigures(game.db, input.clanid);
  if (!clan) return '-';
  const [members, levels] = await Promise.all([
    countMembers(game.db, clan.id),
    buildingLevels(game.db, clan.id),
  ]);
  return {
    clanid: clan.id,
    name: clan.name,
    level: clanLevelFromExp(clan.exp).level,
    members,
    goldTax: clan.gold_tax,
    resTax: clan.res_tax,
    buildings: CLAN_BUILDINGS.map((building) => [building.name, levels.get(building.id) ?? 0]),
  };
}
