/**
 * The chat sizes this device keeps (spec 002 §3 "Per-device local storage": chat-size and
 * chat-history-size), shared by the chat settings screen and the dock: a change on the screen
 * resizes the dock at once. Stored by @idle/state's device preferences (under its `idle:`
 * prefix); a stored value out of range is brought back into it.
 */
import { CHAT_HISTORY_MAX, CHAT_HISTORY_MIN, clampChatSize } from '@idle/game-rules';
import { devicePreference } from '@idle/state';

export const CHAT_SIZE_KEY = 'chat-size';
export const CHAT_HISTORY_SIZE_KEY = 'chat-history-size';

/** Until the player chooses: a window of 15 steps (180 px of lines) keeping 100 lines. */
export const CHAT_SIZE_DEFAULT = 15;
export const CHAT_HISTORY_SIZE_DEFAULT = 100;
/** Height of the dock's lines per step of the chat size; 0 leaves the input alone. */
export const CHAT_SIZE_STEP_PX = 12;

function decodeChatSize(stored: unknown): number | undefined {
  return typeof stored === 'number' && Number.isFinite(stored) ? clampChatSize(stored) : undefined;
}

function decodeHistorySize(stored: unknown): number | undefined {
  if (typeof stored !== 'number' || !Number.isInteger(stored)) return undefined;
  return Math.min(CHAT_HISTORY_MAX, Math.max(CHAT_HISTORY_MIN, stored));
}

/** The chat window size, 0 to 50 (0: the input only). */
export const $chatSize = devicePreference<number>(CHAT_SIZE_KEY, CHAT_SIZE_DEFAULT, {
  decode: decodeChatSize,
});

/** How many lines a channel shows at most, 20 to 300. */
export const $chatHistorySize = devicePreference<number>(
  CHAT_HISTORY_SIZE_KEY,
  CHAT_HISTORY_SIZE_DEFAULT,
  { decode: decodeHistorySize },
);

/** Moves the chat size by `steps` (the - and + buttons), held within 0 to 50. */
export function changeChatSize(steps: number): void {
  $chatSize.set(clampChatSize($chatSize.get() + steps));
}
