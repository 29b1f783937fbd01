/**
 * Mutes from the console: the chat domain's own mute (`chat_mutes`, what `/mute` sets), with a
 * reason kept beside it, so the player's next line is refused with the chat's text and end.
 */
import type { AdminMute } from '@idle/contracts';
import type { MuteEnd } from '@idle/contracts/schemas';
import { deleteRunningMute, saveMute } from '../../chat/chat-mutes.repository';
import { MUTE_SELF_TEXT, mutedText, notMutedText, UNMUTED_TEXT } from '../../chat/commands';
import { playerTransaction } from '../../db/transactions';
import type { GameContext } from '../context';
import { GameError } from '../errors';
import { recordAdminAction } from './audit-trail';
import { endTime } from './bans';
import type { Operator } from './roles';
import { targetToModerate } from './targets';

function notify(game: GameContext, userId: number, text: string): void {
  game.live.toUser(userId, { type: 'notification', data: text, channel: 'notifications' });
}

export async function mutePlayer(
  game: GameContext,
  operator: Operator,
  targetId: number,
  reason: string,
  end: MuteEnd,
): Promise<AdminMute> {
  const now = game.clock.now();
  // A mute always ends: MuteEnd has no permanent kind.
  const until = endTime(end, now) ?? now;
  await playerTransaction(game.db, [targetId], async (trx) => {
    const target = await targetToModerate(trx, operator, targetId, MUTE_SELF_TEXT);
    await saveMute(trx, target.id, until, operator.id, reason);
    await recordAdminAction(trx, {
      actor: operator,
      action: 'mute',
      target,
      reason,
      details: { until },
      at: now,
    });
  });
  notify(game, targetId, mutedText(until));
  return { until, reason, byUserid: operator.id, byUsername: operator.username };
}

export async function unmutePlayer(
  game: GameContext,
  operator: Operator,
  targetId: number,
  reason: string,
): Promise<true> {
  const now = game.clock.now();
  await playerTransaction(game.db, [targetId], async (trx) => {
    const target = await targetToModerate(trx, operator, targetId, MUTE_SELF_TEXT);
    if (!(await deleteRunningMute(trx, target.id, now))) {
      throw new GameError(notMutedText(target.username));
    }
    await recordAdminAction(trx, {
      actor: operator,
      action: 'unmute',
      target,
      reason,
      details: {},
      at: now,
    });
  });
  notify(game, targetId, UNMUTED_TEXT);
  return true;
}
