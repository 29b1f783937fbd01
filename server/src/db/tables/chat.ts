/** Chat lines, ignore lists and mutes. */
import type { Generated } from 'kysely';

export interface ChatMessagesTable {
  id: Generated<number>;
  channel: string;
  type: string;
  user_id: number | null;
  username: string | null;
  nobility_rank: number | null;
  account_status: number | null;
  to_user_id: number | null;
  to_username: string | null;
  text: string;
  created_at: number;
}

export interface ChatIgnoresTable {
  user_id: number;
  ignored_id: number;
}

export interface ChatMutesTable {
  user_id: number;
  /** Milliseconds since the epoch. */
  until: number;
  muted_by: number | null;
  /** Why, when the operator console muted (migration 0014); null for the chat's `/mute`. */
  reason: string | null;
}

export interface ChatTables {
  chat_messages: ChatMessagesTable;
  chat_ignores: ChatIgnoresTable;
  chat_mutes: ChatMutesTable;
}
