/**
 * Chat (spec 002 §2, §5, §7; GAME-FACTS "The live socket"): what the chat socket carries both
 * ways, the chat settings calls of `preferences.php`, and a chat line as stored and sent.
 *
 * A line's `text` is what the player typed (markup tags such as `[item:iron_bar]` included); the
 * client expands the tags into components and never renders the text as HTML.
 */

/** The channels a player writes to from the dock; `clan` is their own clan's. */
export const CHAT_SEND_CHANNELS = ['general', 'trade', 'help', 'clan'] as const;
export type ChatSendChannel = (typeof CHAT_SEND_CHANNELS)[number];

/**
 * The channel a line belongs to: a public one, `clan-<clanid>`, `pm` (private messages, to or
 * from the player) or `notifications` (the game's own lines).
 */
export type ChatChannel = 'general' | 'trade' | 'help' | `clan-${number}` | 'pm' | 'notifications';

/** Line kinds, as the original's socket names them. */
export type ChatLineType =
  'msg' | 'me' | 'pm-from' | 'pm-to' | 'global' | 'eventGlobal' | 'clanGlobal' | 'notification';

/** Who wrote a line, as the line shows them: "Peasant Nickname", Mod and Admin coloured. */
export interface ChatAuthor {
  userid: number;
  username: string;
  /** 1 (Peasant) to 27 (God). */
  nobilityRank: number;
  /** 50 reads Mod, 100 Admin (spec 000 §3). */
  accountStatus: number;
}

export interface ChatLine {
  id: number;
  type: ChatLineType;
  channel: ChatChannel;
  /** When it was sent, in milliseconds since the epoch (the client shows [hh:mm:ss]). */
  time: number;
  /** Null for the game's own lines (notifications, events). */
  from: ChatAuthor | null;
  /** The other player of a private message (the recipient of `pm-to`, the sender's self otherwise). */
  to: { userid: number; username: string } | null;
  text: string;
}

/**
 * What the browser writes on the chat socket. `text` is the input as typed: `/me text` and
 * `/m player: text` are read by the server (`/view player` never leaves the browser).
 */
export interface ChatSendFrame {
  type: 'chat';
  channel: ChatSendChannel;
  text: string;
}

/** Socket message types the chat server sends besides the line types. */
export const CHAT_HISTORY_MESSAGE_TYPE = 'loadMessages';
/** A refused chat frame: `data` is `{ error }`, a text to show in the dock. */
export const CHAT_ERROR_MESSAGE_TYPE = 'chatError';

/**
 * The close code of a socket whose server is restarting (WebSocket's 1012, "Service Restart"):
 * the browser reconnects at once instead of after its usual pause, reaching another instance
 * behind the proxy while this one stops.
 */
export const SERVER_RESTART_CLOSE_CODE = 1012;

export interface ChatErrorData {
  error: string;
}

/** An ignored player (spec 002 §3). */
export interface IgnoredEntry {
  userid: number;
  username: string;
}

/** `preferences.php getChatSettings`. */
export interface ChatSettingsAnswer {
  ignored: IgnoredEntry[];
  /** Whether lines reach this player with profanity masked (on unless they switched it off). */
  profanityFilter: boolean;
}

/** `preferences.php setProfanityFilter`. */
export interface ProfanityFilterAnswer {
  profanityFilter: boolean;
}
