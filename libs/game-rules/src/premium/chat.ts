/**
 * Chat limits: message length, the chat window size, the history size box and the socket port.
 * Spec 002, sections 2, 5, 7, 8 and 9; spec 000, section 9 (message length).
 */
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
