/**
 * What a chat frame from a player's socket does: validated with the contract's schema, counted
 * against the rate limit, read with `parseChatInput` (say, /me, /m player: text, and for Mods and
 * Admins /mute and /unmute), checked against mutes, clans and ignore lists, then stored and
 * delivered. A refusal is a text for that socket alone, and nothing is stored.
 */
import type { Notices } from '../game/notices';
import {
  CHAT_SEND_CHANNELS,
  type ChatChannel,
  type ChatLine,
  type ChatSendChannel,
} from '@idle/contracts';
import { ChatSchemas, playerIssueText } from '@idle/contracts/schemas';
import { MODERATOR_STATUS, parseChatInput, whisperText } from '@idle/game-rules';
import type { Db } from '../db/database';
import { playerTransaction } from '../db/transactions';
import { usernameKey } from '../game/accounts/accounts';
import { findUserByNameKey, loadChatAuthor } from '../game/accounts/users.repository';
import { type Clock, utcMinute } from '../game/clock';
import { UNKNOWN_PLAYER_TEXT } from '../game/players/players';
import { listIgnoringBetween } from '../game/chat/chat-ignores.repository';
import { listMemberIds } from '../game/clan/clan-members.repository';
import { recordAdminAction } from '../game/admin/audit-trail';
import { describeZodError } from '../http/errors';
import { PM_CHANNEL, clanChannel, storeLine } from './lines';
import type { ChatRateLimit } from './rate-limit';
import { deleteRunningMute, saveMute } from './chat-mutes.repository';

/** A line for some players (`recipients`), or for everyone connected (null). */
export interface ChatDelivery {
  line: ChatLine;
  recipients: number[] | null;
}

export interface ChatCommandContext {
  db: Db;
  clock: Clock;
  rateLimit: ChatRateLimit;
  /** Delivers to the sockets of every instance. */
  deliver(delivery: ChatDelivery): void;
  /** A whisper is a notice too (pushed while the recipient has no tab in view). */
  notices: Notices;
}

export const NOT_JSON_TEXT = `Chat messages are JSON: {"type":"chat","channel":"${CHAT_SEND_CHANNELS.join('|')}","text":"..."}.`;
export const NO_CLAN_TEXT = 'You are not in a clan.';
export const VIEW_IN_BROWSER_TEXT = '/view opens a profile in the chat dock; it is not sent.';
export const PM_SELF_TEXT = 'You cannot send a private message to yourself.';
export const NOT_A_MODERATOR_TEXT = 'Only Mods and Admins can mute players.';
export const MUTE_SELF_TEXT = 'You cannot mute yourself.';

export const ignoredByText = (username: string) => `${username} ignores you.`;
export const ignoringText = (username: string) =>
  `You ignore ${username}: remove them from your ignore list to write to them.`;
export const cannotMuteText = (username: string) =>
  `${username} is a Mod or Admin and cannot be muted.`;
export const notMutedText = (username: string) => `${username} is not muted.`;
/** What a player whose mute ended early reads (from `/unmute` or the operator console). */
export const UNMUTED_TEXT = 'You can chat again.';

/** The reason the audit trail shows for a mute set with `/mute` (the command takes none). */
export const CHAT_COMMAND_REASON = 'Set in the chat with a command.';
export const mutedText = (until: number) => `You are muted until ${utcMinute(until)}.`;

type Author = Awaited<ReturnType<typeof loadChatAuthor>>;

function findPlayer(db: Db, username: string) {
  return findUserByNameKey(db, usernameKey(username), ['id', 'username', 'account_status']);
}

function lineFrom(
  author: Author,
  channel: ChatChannel,
  now: number,
): Omit<ChatLine, 'type' | 'text'> {
  return {
    id: 0,
    channel,
    time: now,
    from: {
      userid: author.id,
      username: author.username,
      nobilityRank: author.nobility_rank,
      accountStatus: author.account_status,
    },
    to: null,
  };
}

/** A line of the game's own to one player (not stored): confirmations for moderators. */
function notification(text: string, now: number): ChatLine {
  return {
    id: 0,
    type: 'notification',
    channel: 'notifications',
    time: now,
    from: null,
    to: null,
    text,
  };
}

async function say(
  context: ChatCommandContext,
  author: Author,
  channel: ChatSendChannel,
  type: 'msg' | 'me',
  text: string,
): Promise<string | null> {
  let lineChannel: ChatChannel;
  let recipients: number[] | null = null;
  if (channel === 'clan') {
    if (author.clan_id === null) return NO_CLAN_TEXT;
    lineChannel = clanChannel(author.clan_id);
    recipients = await listMemberIds(context.db, author.clan_id);
  } else {
    lineChannel = channel;
  }
  const line = await storeLine(context.db, {
    ...lineFrom(author, lineChannel, context.clock.now()),
    type,
    text,
  });
  context.deliver({ line, recipients });
  return null;
}

async function privateMessage(
  context: ChatCommandContext,
  author: Author,
  toName: string,
  text: string,
): Promise<string | null> {
  const { db } = context;
  const recipient = await findPlayer(db, toName);
  if (!recipient) return UNKNOWN_PLAYER_TEXT;
  if (recipient.id === author.id) return PM_SELF_TEXT;
  const ignores = await listIgnoringBetween(db, author.id, recipient.id);
  if (ignores.includes(author.id)) return ignoringText(recipient.username);
  if (ignores.length > 0) return ignoredByText(recipient.username);
  const line = await storeLine(db, {
    ...lineFrom(author, PM_CHANNEL, context.clock.now()),
    type: 'pm-to',
    to: { userid: recipient.id, username: recipient.username },
    text,
  });
  context.deliver({ line, recipients: [author.id, recipient.id] });
  context.notices.notify({
    kind: 'whisper',
    userId: recipient.id,
    text: whisperText(author.username, text),
    route: '/',
  });
  return null;
}

/** A mute set or lifted in the chat goes to the operators' audit trail as the console's do. */
function recordChatMute(
  db: Db,
  moderator: Author,
  target: { id: number; username: string },
  action: 'mute' | 'unmute',
  details: { until?: number },
  at: number,
): Promise<void> {
  return recordAdminAction(db, {
    actor: { id: moderator.id, username: moderator.username },
    action,
    target,
    reason: CHAT_COMMAND_REASON,
    details,
    at,
  });
}

async function setMute(
  context: ChatCommandContext,
  moderator: Author,
  username: string,
  minutes: number | null,
): Promise<string | null> {
  const { db, clock } = context;
  if (moderator.account_status < MODERATOR_STATUS) return NOT_A_MODERATOR_TEXT;
  const target = await findPlayer(db, username);
  if (!target) return UNKNOWN_PLAYER_TEXT;
  if (target.id === moderator.id) return MUTE_SELF_TEXT;
  if (target.account_status >= MODERATOR_STATUS) return cannotMuteText(target.username);
  const now = clock.now();
  if (minutes === null) {
    const lifted = await playerTransaction(db, [target.id], async (trx) => {
      if (!(await deleteRunningMute(trx, target.id, now))) return false;
      await recordChatMute(trx, moderator, target, 'unmute', {}, now);
      return true;
    });
    if (!lifted) return notMutedText(target.username);
    context.deliver({
      line: notification(`${target.username} can chat again.`, now),
      recipients: [moderator.id],
    });
    context.deliver({ line: notification(UNMUTED_TEXT, now), recipients: [target.id] });
    return null;
  }
  const until = now + minutes * 60_000;
  await playerTransaction(db, [target.id], async (trx) => {
    await saveMute(trx, target.id, until, moderator.id, null);
    await recordChatMute(trx, moderator, target, 'mute', { until }, now);
  });
  context.deliver({
    line: notification(`${target.username} is muted until ${utcMinute(until)}.`, now),
    recipients: [moderator.id],
  });
  context.deliver({ line: notification(mutedText(until), now), recipients: [target.id] });
  return null;
}

/** Acts on one frame of `userId`'s socket; answers the refusal text, or null when done. */
export async function handleChatFrame(
  context: ChatCommandContext,
  userId: number,
  raw: string,
): Promise<string | null> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return NOT_JSON_TEXT;
  }
  const frame = ChatSchemas.ChatSendFrame.safeParse(json, { error: playerIssueText });
  if (!frame.success) return describeZodError(frame.error);
  const tooFast = await context.rateLimit.take(userId);
  if (tooFast) return tooFast;
  const input = parseChatInput(frame.data.text);
  if (input.kind === 'invalid') return input.error;
  if (input.kind === 'view') return VIEW_IN_BROWSER_TEXT;
  const author = await loadChatAuthor(context.db, userId);
  if (input.kind === 'mute') return setMute(context, author, input.username, input.minutes);
  if (input.kind === 'unmute') return setMute(context, author, input.username, null);
  if (author.until !== null && author.until > context.clock.now()) return mutedText(author.until);
  if (input.kind === 'pm') return privateMessage(context, author, input.to, input.text);
  return say(context, author, frame.data.channel, input.kind === 'me' ? 'me' : 'msg', input.text);
}
