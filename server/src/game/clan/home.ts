/**
 * Clan home, details and settings (spec 001 §2 "Clan home", "Clan details"; spec 002 clan
 * taxes): the announcement, the clan log, the clan's figures and taxes, personal taxes.
 */
import type {
  ClanData,
  ClanLogEntry,
  ClanTaxesAnswer,
  LoadClanHomeAnswer,
  LoadClanLogAnswer,
  PersonalTaxesAnswer,
} from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import { CLAN_HOME_LOG_ENTRIES, CLAN_HOME_PREVIEW_ENTRIES, formatNumber } from '@idle/game-rules';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import { usernameOf } from '../accounts/users.repository';
import type { GameContext } from '../context';
import { listClanLog } from './clan-log.repository';
import { setPersonalTaxes } from './clan-members.repository';
import { getAnnouncement, getClanTaxes, setAnnouncement, setClanTaxes } from './clans.repository';
import {
  addClanLog,
  clanDataOf,
  lockedMembership,
  membershipOf,
  noPermissionText,
  requireClanPermission,
  requireMembership,
} from './core';

export function personalTaxesTooLowText(taxes: ClanTaxesAnswer): string {
  return `Your personal taxes cannot be below the clan's (gold ${formatNumber(taxes.goldTax)}%, resources ${formatNumber(taxes.resTax)}%).`;
}

export function taxesChangedText(actor: string, taxes: ClanTaxesAnswer): string {
  return `${actor} set the clan taxes to ${formatNumber(taxes.goldTax)}% of gold and ${formatNumber(taxes.resTax)}% of resources.`;
}

async function clanLog(db: Db, clanId: number, entries: number): Promise<ClanLogEntry[]> {
  return listClanLog(db, clanId, entries);
}

/** `loadClanHome`: the member's clan, announcement and newest log lines; '-' without a clan. */
export async function loadClanHome(game: GameContext, userId: number): Promise<LoadClanHomeAnswer> {
  if (!(await membershipOf(game.db, userId))) return '-';
  const clanMemberData = await clanDataOf(game.db, userId);
  const [clan, log] = await Promise.all([
    getAnnouncement(game.db, clanMemberData.clanid),
    clanLog(game.db, clanMemberData.clanid, CLAN_HOME_PREVIEW_ENTRIES),
  ]);
  return { clanMemberData, announcement: clan.announcement, log };
}

/** `loadLog`: the clan log's most recent 100 entries, newest first. */
export async function loadClanLog(game: GameContext, userId: number): Promise<LoadClanLogAnswer> {
  const membership = await requireMembership(game.db, userId);
  return { log: await clanLog(game.db, membership.clanId, CLAN_HOME_LOG_ENTRIES) };
}

/** `editAnnouncement`: with the details permission. */
export async function editAnnouncement(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.EditAnnouncementRequest>,
): Promise<{ announcement: string }> {
  await writeTransaction(game.db, async (trx) => {
    const membership = await requireClanPermission(trx, userId, 'details');
    await setAnnouncement(trx, membership.clanId, input.data);
  });
  return { announcement: input.data };
}

/** `loadDetails`: the clan's figures. */
export async function loadDetails(
  game: GameContext,
  userId: number,
): Promise<{ clanData: ClanData }> {
  return { clanData: await clanDataOf(game.db, userId) };
}

/** `loadSettings`: the clan's taxes (the settings page needs the details permission). */
export async function loadSettings(game: GameContext, userId: number): Promise<ClanTaxesAnswer> {
  const membership = await requireMembership(game.db, userId);
  if (!membership.permissions.details) throw new GameError(noPermissionText('details'));
  const clan = await getClanTaxes(game.db, membership.clanId);
  return { goldTax: clan.gold_tax, resTax: clan.res_tax };
}

/** `editTaxes`: with the details permission, the clan's gold and resource taxes. */
export async function editTaxes(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.EditTaxesRequest>,
): Promise<ClanTaxesAnswer> {
  const now = game.clock.now();
  const taxes = { goldTax: input.goldTax, resTax: input.resTax };
  await writeTransaction(game.db, async (trx) => {
    const membership = await requireClanPermission(trx, userId, 'details');
    await setClanTaxes(trx, membership.clanId, { gold_tax: taxes.goldTax, res_tax: taxes.resTax });
    const actor = await usernameOf(trx, userId);
    await addClanLog(trx, membership.clanId, taxesChangedText(actor, taxes), now);
  });
  return taxes;
}

/**
 * `editPersonalTaxes`: the member's own taxes, at least the clan's. A clan tax raised later
 * above them counts instead (the tax taken is the larger of the two).
 */
export async function editPersonalTaxes(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.EditPersonalTaxesRequest>,
): Promise<PersonalTaxesAnswer> {
  await writeTransaction(game.db, async (trx) => {
    const membership = await lockedMembership(trx, userId);
    const clan = await getClanTaxes(trx, membership.clanId);
    if (input.pGoldTax < clan.gold_tax || input.pResTax < clan.res_tax) {
      throw new GameError(
        personalTaxesTooLowText({ goldTax: clan.gold_tax, resTax: clan.res_tax }),
      );
    }
    await setPersonalTaxes(trx, userId, { p_gold_tax: input.pGoldTax, p_res_tax: input.pResTax });
  });
  return { pGoldTax: input.pGoldTax, pResTax: input.pResTax };
}
