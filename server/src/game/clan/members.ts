/**
 * Clan members (spec 001 §2 "Clan members", "Leave clan", "Clan invites admin"): the list with
 * ranks, kicking, rank changes, leaving and the invites the clan sends. Every change decides
 * under the clan's lock (core.ts), so concurrent changes of one clan see each other.
 */
import type {
  ChangeRankAnswer,
  ClanMember,
  ClanRank,
  ClanSentInvitesAnswer,
  LoadMembersAnswer,
} from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import {
  CLAN_PENDING_INVITES_MAX,
  CLAN_TOP_RANK,
  canActOnMember,
  canChangeRankTo,
  formatNumber,
} from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import { usernameKey } from '../accounts/accounts';
import { findUserByNameKey, usernameOf } from '../accounts/users.repository';
import type { GameContext } from '../context';
import { countFlow } from '../economy/economy';
import { ONLINE_WINDOW_MS } from '../accounts/online';
import { actionTotalsOf } from '../players/statistics';
import { UNKNOWN_PLAYER_TEXT } from '../players/players';
import {
  countSentInvites,
  deleteSentInvite,
  hasInvite,
  insertInvite,
  listSentInvites,
} from './clan-invites.repository';
import {
  countMembers,
  countMembersOfRank,
  deleteMember,
  findClanIdOf,
  findMemberInClan,
  listMembersWithUsers,
  setMemberRank,
} from './clan-members.repository';
import { getRankName, listRanks } from './clan-ranks.repository';
import { deleteClan } from './clans.repository';
import {
  addClanLog,
  loadClanStorage,
  lockedMembership,
  noPermissionText,
  rankPermissions,
  requireClanPermission,
  requireMembership,
} from './core';

type Executor = Db | Transaction<Database>;

export const NOT_IN_YOUR_CLAN_TEXT = 'That player is not in your clan.';
export const LOWER_RANK_ONLY_TEXT = 'You can only act on members of a lower rank than yours.';
export const RANK_BELOW_YOURS_TEXT = 'You can only give ranks below your own.';
export const LAST_LEADER_TEXT =
  'You are the last leader of your clan: you cannot leave while other members remain.';
export const ALREADY_IN_A_CLAN_TEXT = 'That player is already in a clan.';
export const ALREADY_INVITED_TEXT = 'That player already has an invite from your clan.';
export const NO_SUCH_SENT_INVITE_TEXT = 'Your clan has no invite for that player.';
export const TOO_MANY_INVITES_TEXT = `Your clan already has ${formatNumber(CLAN_PENDING_INVITES_MAX)} pending invites. Cancel one before sending another.`;

export function kickedText(actor: string, target: string): string {
  return `${actor} kicked ${target} from the clan.`;
}
export function rankChangedText(actor: string, target: string, rankName: string): string {
  return `${actor} changed the rank of ${target} to ${rankName}.`;
}
export function leftText(username: string): string {
  return `${username} left the clan.`;
}

/** The clan's ranks, from rank 1 down. */
export async function loadClanRanks(db: Executor, clanId: number): Promise<ClanRank[]> {
  const rows = await listRanks(db, clanId);
  return rows.map((row) => ({
    num: row.num,
    name: row.name,
    permissions: rankPermissions(row.num, row),
  }));
}

async function membersAnswer(game: GameContext, clanId: number): Promise<LoadMembersAnswer> {
  const now = game.clock.now();
  const activeSince = now - ONLINE_WINDOW_MS;
  const rows = await listMembersWithUsers(game.db, clanId);
  const actionTotals = await actionTotalsOf(
    game.db,
    rows.map((row) => ({
      id: row.user_id,
      stats_day: row.stats_day,
      stats_month: row.stats_month,
    })),
    now,
  );
  const members = rows.map((row): ClanMember => ({
    userid: row.user_id,
    username: row.username,
    rankNum: row.rank_num,
    lastActive: row.last_active_at >= activeSince ? 'now' : row.last_active_at,
    mobsKilled: row.mobs_killed,
    bossesKilled: row.bosses_killed,
    clanmanship: row.clanmanship,
    actions: row.actions,
    totalActionsDaily: actionTotals.get(row.user_id)?.totalActionsDaily ?? 0,
    totalActionsMonthly: actionTotals.get(row.user_id)?.totalActionsMonthly ?? 0,
    totalActions: actionTotals.get(row.user_id)?.totalActions ?? 0,
    donated: {
      gold: row.donated_gold,
      credits: row.donated_credits,
      metal: row.donated_metal,
      wood: row.donated_wood,
      stone: row.donated_stone,
    },
  }));
  return { members, ranks: await loadClanRanks(game.db, clanId) };
}

/** `loadMembers`: the clan's members and ranks. */
export async function loadMembers(game: GameContext, userId: number): Promise<LoadMembersAnswer> {
  const membership = await requireMembership(game.db, userId);
  return membersAnswer(game, membership.clanId);
}

/** The target's rank in the actor's clan (read under the clan's lock); refuses otherwise. */
async function targetInClan(
  trx: Transaction<Database>,
  clanId: number,
  targetId: number,
): Promise<{ rankNum: number; username: string }> {
  const row = await findMemberInClan(trx, clanId, targetId);
  if (!row) throw new GameError(NOT_IN_YOUR_CLAN_TEXT);
  return { rankNum: row.rank_num, username: row.username };
}

/** `kickMember`: with the kick permission, a member of a lower rank leaves the clan. */
export async function kickMember(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.KickMemberRequest>,
): Promise<LoadMembersAnswer> {
  const now = game.clock.now();
  const clanId = await writeTransaction(game.db, async (trx) => {
    const actor = await requireClanPermission(trx, userId, 'kick');
    const target = await targetInClan(trx, actor.clanId, input.id);
    if (!canActOnMember(actor.rankNum, target.rankNum)) throw new GameError(LOWER_RANK_ONLY_TEXT);
    await deleteMember(trx, input.id);
    await addClanLog(
      trx,
      actor.clanId,
      kickedText(await usernameOf(trx, userId), target.username),
      now,
    );
    return actor.clanId;
  });
  return membersAnswer(game, clanId);
}

/**
 * `changeRank`: with the promotions permission, a member of a lower rank gets another rank
 * below the actor's own; a leader may also make another leader (how a clan changes hands).
 */
export async function changeRank(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.ChangeRankRequest>,
): Promise<ChangeRankAnswer> {
  const now = game.clock.now();
  return writeTransaction(game.db, async (trx) => {
    const actor = await requireClanPermission(trx, userId, 'promotions');
    const target = await targetInClan(trx, actor.clanId, input.id);
    if (!canActOnMember(actor.rankNum, target.rankNum)) throw new GameError(LOWER_RANK_ONLY_TEXT);
    if (!canChangeRankTo({ promotions: true }, actor.rankNum, target.rankNum, input.rankNum)) {
      throw new GameError(RANK_BELOW_YOURS_TEXT);
    }
    if (input.rankNum !== target.rankNum) {
      await setMemberRank(trx, input.id, input.rankNum);
      const rankName = await getRankName(trx, actor.clanId, input.rankNum);
      const text = rankChangedText(await usernameOf(trx, userId), target.username, rankName);
      await addClanLog(trx, actor.clanId, text, now);
    }
    return { userid: input.id, rankNum: input.rankNum };
  });
}

/**
 * `leave`: the member leaves; the last leader cannot while others remain. The last member
 * leaving deletes the clan, and what its storage held leaves the economy (counted destroyed).
 */
export async function leaveClan(game: GameContext, userId: number): Promise<true> {
  const now = game.clock.now();
  await writeTransaction(game.db, async (trx) => {
    const membership = await lockedMembership(trx, userId);
    const members = await countMembers(trx, membership.clanId);
    if (members === 1) {
      const storage = await loadClanStorage(trx, membership.clanId);
      const held = Object.entries(storage).map(([id, amount]) => ({ id, amount }));
      await countFlow(trx, userId, held, 'destroyed');
      // Ranks, invites, log, storage, buildings and battlegrounds go with it (cascade).
      await deleteClan(trx, membership.clanId);
      return;
    }
    if (membership.rankNum === CLAN_TOP_RANK) {
      const leaders = await countMembersOfRank(trx, membership.clanId, CLAN_TOP_RANK);
      if (leaders === 1) throw new GameError(LAST_LEADER_TEXT);
    }
    await deleteMember(trx, userId);
    await addClanLog(trx, membership.clanId, leftText(await usernameOf(trx, userId)), now);
  });
  return true;
}

async function invitesAnswer(db: Executor, clanId: number): Promise<ClanSentInvitesAnswer> {
  const rows = await listSentInvites(db, clanId);
  return {
    invites: rows.map((row) => ({
      userid: row.user_id,
      username: row.username,
      tstamp: row.created_at,
    })),
  };
}

/** `sendInvite`: with the invite permission, invites a player who is in no clan, once. */
export async function sendInvite(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.SendInviteRequest>,
): Promise<ClanSentInvitesAnswer> {
  const now = game.clock.now();
  const clanId = await writeTransaction(game.db, async (trx) => {
    const actor = await requireClanPermission(trx, userId, 'invite');
    const invited = await findUserByNameKey(trx, usernameKey(input.username), ['id']);
    if (!invited) throw new GameError(UNKNOWN_PLAYER_TEXT);
    if (await findClanIdOf(trx, invited.id)) throw new GameError(ALREADY_IN_A_CLAN_TEXT);
    if (await hasInvite(trx, actor.clanId, invited.id)) throw new GameError(ALREADY_INVITED_TEXT);
    // Counted under the clan's lock (lockedMembership), so invites sent at once queue here.
    if ((await countSentInvites(trx, actor.clanId)) >= CLAN_PENDING_INVITES_MAX) {
      throw new GameError(TOO_MANY_INVITES_TEXT);
    }
    await insertInvite(trx, {
      clan_id: actor.clanId,
      user_id: invited.id,
      invited_by: userId,
      created_at: now,
    });
    return actor.clanId;
  });
  return invitesAnswer(game.db, clanId);
}

/** `cancelInvite`: with the invite permission, withdraws the clan's invite of a player. */
export async function cancelInvite(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.CancelInviteRequest>,
): Promise<ClanSentInvitesAnswer> {
  const clanId = await writeTransaction(game.db, async (trx) => {
    const actor = await requireClanPermission(trx, userId, 'invite');
    if (!(await deleteSentInvite(trx, actor.clanId, input.userid)))
      throw new GameError(NO_SUCH_SENT_INVITE_TEXT);
    return actor.clanId;
  });
  return invitesAnswer(game.db, clanId);
}

/** `loadInvites`: the clan's pending invites (the invites admin needs the invite permission). */
export async function sentInvites(
  game: GameContext,
  userId: number,
): Promise<ClanSentInvitesAnswer> {
  const membership = await requireMembership(game.db, userId);
  if (!membership.permissions.invite) throw new GameError(noPermissionText('invite'));
  return invitesAnswer(game.db, membership.clanId);
}
