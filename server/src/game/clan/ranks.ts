/**
 * Clan rank admin (spec 001 §2 "Clan rank admin", §6): rank names and permissions. Only rank 1
 * (the leader) changes them; rank 1 always has every permission.
 */
import type { ClanRanksAnswer } from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import { CLAN_TOP_RANK, canManageRanks } from '@idle/game-rules';
import type { z } from 'zod';
import { writeTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import type { GameContext } from '../context';
import { setRankName, setRankPermission } from './clan-ranks.repository';
import { lockedMembership, requireMembership } from './core';
import { loadClanRanks } from './members';

export const LEADER_ONLY_TEXT = 'Only the leader may change ranks and permissions.';
export const LEADER_RANK_FIXED_TEXT = "The leader's rank always has every permission.";

/** `ranks`: the clan's ranks with names and permissions. */
export async function loadRanks(game: GameContext, userId: number): Promise<ClanRanksAnswer> {
  const membership = await requireMembership(game.db, userId);
  return { ranks: await loadClanRanks(game.db, membership.clanId) };
}

/** `changePermission`: the leader grants (1) or withdraws (0) a permission of ranks 2 to 5. */
export async function changePermission(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.ChangePermissionRequest>,
): Promise<ClanRanksAnswer> {
  const clanId = await writeTransaction(game.db, async (trx) => {
    const membership = await lockedMembership(trx, userId);
    if (!canManageRanks(membership.rankNum)) throw new GameError(LEADER_ONLY_TEXT);
    if (input.num === CLAN_TOP_RANK) throw new GameError(LEADER_RANK_FIXED_TEXT);
    await setRankPermission(trx, membership.clanId, input.num, input.permission, input.value);
    return membership.clanId;
  });
  return { ranks: await loadClanRanks(game.db, clanId) };
}

/** `changeRankName`: the leader names a rank (any of 1 to 5). */
export async function changeRankName(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.ChangeRankNameRequest>,
): Promise<ClanRanksAnswer> {
  const clanId = await writeTransaction(game.db, async (trx) => {
    const membership = await lockedMembership(trx, userId);
    if (!canManageRanks(membership.rankNum)) throw new GameError(LEADER_ONLY_TEXT);
    await setRankName(trx, membership.clanId, input.num, input.name);
    return membership.clanId;
  });
  return { ranks: await loadClanRanks(game.db, clanId) };
}
