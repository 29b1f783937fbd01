/**
 * Bans from the console: `users.banned` says "banned now" (sessions, the chat socket, the online
 * list and the leaderboards read it), `account_bans` why, until when (null: permanent) and by
 * whom. A ban that has ended lifts itself when it is next looked at (a login, the profile), so
 * no timer runs; a banned player without a row (the dev tools' ban) stays banned for good.
 */
import type { AdminBan } from '@idle/contracts';
import type { BanEnd } from '@idle/contracts/schemas';
import type { Db } from '../../db/database';
import { playerTransaction, writeTransaction } from '../../db/transactions';
import { deleteStoredAction } from '../actions/action-state.repository';
import { updateUser } from '../accounts/users.repository';
import type { GameContext } from '../context';
import { GameError } from '../errors';
import { forgetLeaderboards } from '../leaderboards/leaderboards';
import { deleteBan, findBan, saveBan, type AccountBanRow } from './account-bans.repository';
import { recordAdminAction } from './audit-trail';
import type { Operator } from './roles';
import { targetToModerate } from './targets';

export const BAN_SELF_TEXT = 'You cannot ban yourself.';
export const END_IN_PAST_TEXT = 'The end time must be in the future.';
export const notBannedText = (username: string) => `${username} is not banned.`;

/** When a ban or mute given as a duration or a time ends (null: never). */
export function endTime(end: BanEnd, now: number): number | null {
  if (end.kind === 'permanent') return null;
  if (end.kind === 'minutes') return now + end.minutes * 60_000;
  if (end.at <= now) throw new GameError(END_IN_PAST_TEXT);
  return end.at;
}

export function banAnswer(row: AccountBanRow): AdminBan {
  return {
    until: row.until,
    reason: row.reason,
    byUserid: row.banned_by,
    byUsername: row.banned_by_name,
    at: row.banned_at,
  };
}

/**
 * The ban a player flagged banned is under, or null once it has ended (then lifted here, in one
 * transaction that re-reads it: a new ban set meanwhile stays). `until` null: permanent.
 */
export async function banInForce(
  db: Db,
  userId: number,
  now: number,
): Promise<{ until: number | null } | null> {
  const ban = await findBan(db, userId);
  if (!ban) return { until: null };
  if (ban.until === null || ban.until > now) return { until: ban.until };
  const lifted = await writeTransaction(db, async (trx) => {
    const current = await findBan(trx, userId);
    if (!current || current.until === null || current.until > now) return false;
    await deleteBan(trx, userId);
    await updateUser(trx, userId, { banned: 0 });
    return true;
  });
  if (lifted) forgetLeaderboards(db);
  return lifted ? null : banInForce(db, userId, now);
}

/** Bans the player: their sessions, current action and chat sockets end at once. */
export async function banPlayer(
  game: GameContext,
  operator: Operator,
  targetId: number,
  reason: string,
  end: BanEnd,
): Promise<AdminBan> {
  const now = game.clock.now();
  const until = endTime(end, now);
  const ban = await playerTransaction(game.db, [targetId], async (trx) => {
    const target = await targetToModerate(trx, operator, targetId, BAN_SELF_TEXT);
    const row: AccountBanRow = {
      user_id: target.id,
      reason,
      until,
      banned_by: operator.id,
      banned_by_name: operator.username,
      banned_at: now,
    };
    await updateUser(trx, target.id, { banned: 1 });
    await saveBan(trx, row);
    await deleteStoredAction(trx, target.id);
    await recordAdminAction(trx, {
      actor: operator,
      action: 'ban',
      target,
      reason,
      details: { until },
      at: now,
    });
    return row;
  });
  game.actionCache.forget(targetId);
  await game.sessions.endAll(targetId);
  game.live.forceLogout(targetId);
  forgetLeaderboards(game.db);
  return banAnswer(ban);
}

export async function unbanPlayer(
  game: GameContext,
  operator: Operator,
  targetId: number,
  reason: string,
): Promise<true> {
  const now = game.clock.now();
  await playerTransaction(game.db, [targetId], async (trx) => {
    const target = await targetToModerate(trx, operator, targetId, BAN_SELF_TEXT);
    if (target.banned === 0) throw new GameError(notBannedText(target.username));
    const ban = await findBan(trx, target.id);
    await updateUser(trx, target.id, { banned: 0 });
    await deleteBan(trx, target.id);
    await recordAdminAction(trx, {
      actor: operator,
      action: 'unban',
      target,
      reason,
      details: { until: ban?.until ?? null, bannedReason: ban?.reason ?? null },
      at: now,
    });
  });
  forgetLeaderboards(game.db);
  return true;
}
