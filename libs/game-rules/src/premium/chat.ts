/**
 * Chat limits: message length, the chat window size, the history size box and the socket port.
 * Spec 002, sections 2, 5, 7, 8 and 9; spec 000, section 9 (message length).
 */
import { formatNumber } from '../display/number-format';
import { assertFinite } from '../guards';
import { type AmountInputResult, DIGITS_ONLY, assertString } from './input';

/** The longest chat message, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 900;
/** The chat window size runs from 0 to 50, changed one step at a time with - and +. */
export const CHAT_SIZE_MIN = 0;
export const CHAT_SIZE_MAX = 50;
/** How many chat messages are kept, and the characters its box accepts. */
export const CHAT_HISTORY_MIN = 20;
export const CHAT_HISTORY_MAX = 300;
export const CHAT_HISTORY_INPUT_MAX_LENGTH = 3;
export const CHAT_HISTORY_SIZE_ERROR = 'You must select a value between 20 and 300.';
/** Port of the live chat WebSocket. */
export const CHAT_SOCKET_PORT = 8188;

/**
 * The chat window size to use for `size`: rounded to the nearest whole number, then held within
 * 0 to 50 (a stored preference out of range is brought back into it). Non-finite input throws.
 * Spec 002, sections 5 and 9.
 */
export function clampChatSize(size: number): number {
  assertFinite('chat size', size);
  return Math.min(CHAT_SIZE_MAX, Math.max(CHAT_SIZE_MIN, Math.round(size)));
}

/**
 * Reads the chat history size box: a whole number from 20 to 300 inclusive, digits only;
 * anything else is refused with "You must select a value between 20 and 300.". Refusals are
 * returned, not thrown. Spec 002, sections 5 and 8.
 */
export function validateChatHistorySize(input: string): AmountInputResult {
  assertString('chat history size', input);
  if (!DIGITS_ONLY.test(input)) return { ok: false, error: CHAT_HISTORY_SIZE_ERROR };
  const value = Number(input);
  if (value < CHAT_HISTORY_MIN || value > CHAT_HISTORY_MAX) {
    return { ok: false, error: CHAT_HISTORY_SIZE_ERROR };
  }
  return { ok: true, value };
}

/** What a line typed into the chat input asks for (spec 002 §2; GAME-FACTS "The live socket"). */
export type ChatInput =
  | { kind: 'say'; text: string }
  | { kind: 'me'; text: string }
  | { kind: 'pm'; to: string; text: string }
  | { kind: 'view'; username: string }
  | { kind: 'mute'; username: string; minutes: number }
  | { kind: 'unmute'; username: string }
  | { kind: 'invalid'; error: string };

/** The longest mute a Mod or Admin can give at once: 30 days. */
export const CHAT_MUTE_MAX_MINUTES = 43_200;

export const PM_USAGE_TEXT = 'Write a private message as /m player: text';
export const VIEW_USAGE_TEXT = 'Open a profile with /view player';
export const MUTE_USAGE_TEXT = `Mute with /mute player minutes (1 to ${formatNumber(CHAT_MUTE_MAX_MINUTES)}).`;
export const UNMUTE_USAGE_TEXT = 'Unmute with /unmute player.';
export const UNKNOWN_COMMAND_TEXT = 'Unknown command. Use /me, /m player: text or /view player.';

/**
 * Reads a chat input line: `/me text`, `/m player: text`, `/view player`, and for Mods and
 * Admins `/mute player minutes` and `/unmute player`; any other text is said in the channel.
 * Text starting with a second slash (`//`) is said as typed. Whether the player may mute is the
 * server's check; this only reads the line.
 */
export function parseChatInput(input: string): ChatInput {
  assertString('chat input', input);
  const line = input.trim();
  if (!line.startsWith('/') || line.startsWith('//')) return { kind: 'say', text: line };
  const [, command = '', rest = ''] = /^\/(\S*)\s*([\s\S]*)$/.exec(line) ?? [];
  const argument = rest.trim();
  switch (command.toLowerCase()) {
    case 'me':
      return argument
        ? { kind: 'me', text: argument }
        : { kind: 'invalid', error: 'Write /me text' };
    case 'm': {
      const colon = argument.indexOf(':');
      const to = colon > 0 ? argument.slice(0, colon).trim() : '';
      const text = colon > 0 ? argument.slice(colon + 1).trim() : '';
      return to && text ? { kind: 'pm', to, text } : { kind: 'invalid', error: PM_USAGE_TEXT };
    }
    case 'view':
      return argument
        ? { kind: 'view', username: argument }
        : { kind: 'invalid', error: VIEW_USAGE_TEXT };
    case 'mute': {
      const match = /^(\S+)\s+(\d{1,5})$/.exec(argument);
      const minutes = match ? Number(match[2]) : 0;
      return match?.[1] && minutes >= 1 && minutes <= CHAT_MUTE_MAX_MINUTES
        ? { kind: 'mute', username: match[1], minutes }
        : { kind: 'invalid', error: MUTE_USAGE_TEXT };
    }
    case 'unmute':
      return /^\S+$/.test(argument)
        ? { kind: 'unmute', username: argument }
        : { kind: 'invalid', error: UNMUTE_USAGE_TEXT };
    default:
      return { kind: 'invalid', error: UNKNOWN_COMMAND_TEXT };
  }
}

/**
 * Players one ignore list holds at most. Ours: enough for any community; it bounds what each
 * connected player's filter holds in memory.
 */
export const IGNORE_LIST_MAX = 500;
