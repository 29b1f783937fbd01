/**
 * The chat as the live socket delivers it (spec 002 §4, §7): the lines of every channel, oldest
 * first and at most CHAT_HISTORY_MAX of them, whether the socket is open, and the last error the
 * chat server (or the shell, when the socket is closed) reported. The shell feeds every socket
 * message to `applyChatSocketMessage`; the chat dock only reads these stores.
 */
import {
  CHAT_ERROR_MESSAGE_TYPE,
  CHAT_HISTORY_MESSAGE_TYPE,
  type ChatAuthor,
  type ChatChannel,
  type ChatLine,
  type ChatLineType,
} from '@idle/contracts';
import { CHAT_HISTORY_MAX } from '@idle/game-rules';
import { atom, type ReadableAtom } from 'nanostores';
import { serverNow } from './server-clock';

export interface ChatError {
  error: string;
  /** When it was reported, in milliseconds since the epoch. */
  at: number;
}

export interface ChatSocketMessage {
  type: string;
  data: unknown;
  channel?: string;
}

/** The line types a chat server sends one line at a time; `notification` is built here. */
const SENT_LINE_TYPES: readonly ChatLineType[] = [
  'msg',
  'me',
  'pm-from',
  'pm-to',
  'global',
  'eventGlobal',
  'clanGlobal',
];
const LINE_TYPES: readonly ChatLineType[] = [...SENT_LINE_TYPES, 'notification'];
const FIXED_CHANNELS: readonly string[] = ['general', 'trade', 'help', 'pm', 'notifications'];

const chatLines = atom<ChatLine[]>([]);
const chatConnected = atom(false);
const chatError = atom<ChatError | null>(null);
/** Notification lines get ids below zero so they never meet a server line's id. */
let lastNotificationId = 0;

export const $chatLines: ReadableAtom<ChatLine[]> = chatLines;
export const $chatConnected: ReadableAtom<boolean> = chatConnected;
export const $chatError: ReadableAtom<ChatError | null> = chatError;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function isChannel(value: unknown): value is ChatChannel {
  return typeof value === 'string' && (FIXED_CHANNELS.includes(value) || /^clan-\d+$/.test(value));
}

function isAuthor(value: unknown): value is ChatAuthor {
  return (
    isRecord(value) &&
    isId(value['userid']) &&
    typeof value['username'] === 'string' &&
    isId(value['nobilityRank']) &&
    isId(value['accountStatus'])
  );
}

/** A chat line with only the fields of the contract, or null when `value` is not one. */
export function readChatLine(value: unknown): ChatLine | null {
  if (!isRecord(value)) return null;
  const { id, type, channel, time, from, to, text } = value;
  if (!isId(id) || !LINE_TYPES.includes(type as ChatLineType) || !isChannel(channel)) return null;
  if (typeof time !== 'number' || !Number.isFinite(time) || typeof text !== 'string') return null;
  if (from !== null && !isAuthor(from)) return null;
  if (to !== null && !(isRecord(to) && isId(to['userid']) && typeof to['username'] === 'string')) {
    return null;
  }
  return {
    id,
    type: type as ChatLineType,
    channel,
    time,
    from:
      from === null
        ? null
        : {
            userid: from.userid,
            username: from.username,
            nobilityRank: from.nobilityRank,
            accountStatus: from.accountStatus,
          },
    to: to === null ? null : { userid: to['userid'] as number, username: to['username'] as string },
    text,
  };
}

function newest(lines: ChatLine[]): ChatLine[] {
  return lines.length > CHAT_HISTORY_MAX ? lines.slice(-CHAT_HISTORY_MAX) : lines;
}

function appendLine(line: ChatLine): void {
  chatLines.set(newest([...chatLines.get(), line]));
}

/**
 * Applies one socket message to the chat stores: `loadMessages` (the history on connect) replaces
 * the lines and marks the chat connected, a line type appends its line, `notification` (a markup
 * text) appends a notification line timed `now` (on the message's channel, `notifications` when
 * it names none), `chatError` records the error. Returns whether
 * the message changed the chat; a chat message with the wrong shape changes nothing.
 */
export function applyChatSocketMessage(
  message: ChatSocketMessage,
  now: number = serverNow(),
): boolean {
  const { type, data } = message;
  if (type === CHAT_HISTORY_MESSAGE_TYPE) {
    if (!Array.isArray(data)) return false;
    const lines = (data as unknown[]).map(readChatLine);
    if (lines.some((line) => line === null)) return false;
    chatLines.set(newest(lines as ChatLine[]));
    chatConnected.set(true);
    return true;
  }
  if (SENT_LINE_TYPES.includes(type as ChatLineType)) {
    const line = readChatLine(data);
    if (line === null) return false;
    appendLine(line);
    return true;
  }
  if (type === 'notification') {
    if (typeof data !== 'string') return false;
    lastNotificationId -= 1;
    appendLine({
      id: lastNotificationId,
      type: 'notification',
      // World news comes on `notifications`; a clan's own news keeps its clan channel.
      channel: isChannel(message.channel) ? message.channel : 'notifications',
      time: now,
      from: null,
      to: null,
      text: data,
    });
    return true;
  }
  if (type === CHAT_ERROR_MESSAGE_TYPE) {
    if (!isRecord(data) || typeof data['error'] !== 'string') return false;
    chatError.set({ error: data['error'], at: now });
    return true;
  }
  return false;
}

export function setChatConnected(connected: boolean): void {
  chatConnected.set(connected);
}

/** Records an error the shell itself finds (a message written while the socket is closed). */
export function setChatError(error: string, now: number = serverNow()): void {
  chatError.set({ error, at: now });
}

/** Empties the chat (logout): no lines, not connected, no error. */
export function resetChat(): void {
  chatLines.set([]);
  chatConnected.set(false);
  chatError.set(null);
  lastNotificationId = 0;
}
