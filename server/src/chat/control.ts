/**
 * Instructions for the chat socket server itself, sent to a player's sockets through the live hub
 * so they reach every instance the player is connected to (the clustered hub relays them). The
 * socket server acts on them and never forwards them to the browser.
 */
import type { LiveHub } from '../game/live-hub';

/** The player's ignore list or profanity filter changed: `data` is {@link ChatPreferences}. */
export const CHAT_SETTINGS_CHANGED_TYPE = 'chatSettingsChanged';
/** The player's chat token changed: sockets opened with another token close. */
export const CHAT_TOKEN_CHANGED_TYPE = 'chatTokenChanged';

/** What the socket server keeps of a connected player's chat settings. */
export interface ChatPreferences {
  ignored: number[];
  profanityFilter: boolean;
}

export function tellChatSettingsChanged(
  live: LiveHub,
  userId: number,
  preferences: ChatPreferences,
): void {
  live.toUser(userId, { type: CHAT_SETTINGS_CHANGED_TYPE, data: preferences });
}

export function tellChatTokenChanged(live: LiveHub, userId: number): void {
  live.toUser(userId, { type: CHAT_TOKEN_CHANGED_TYPE, data: null });
}

export function isChatPreferences(data: unknown): data is ChatPreferences {
  if (typeof data !== 'object' || data === null) return false;
  const { ignored, profanityFilter } = data as Partial<ChatPreferences>;
  return (
    Array.isArray(ignored) &&
    ignored.every((id) => Number.isSafeInteger(id)) &&
    typeof profanityFilter === 'boolean'
  );
}
