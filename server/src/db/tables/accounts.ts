/** Accounts: the player's row, login sessions and the captchas already used. */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lowercased username: names are unique regardless of case. */
  username_key: string;
  password_hash: string;
  email: string | null;
  created_at: number;
  /** 0 player, 50 moderator, 100 administrator. */
  account_status: Generated<number>;
  nobility_rank: Generated<number>;
  banned: Generated<number>;
  autos: number;
  max_autos: number;
  /** Authenticates the chat socket together with the user id. */
  chat_token: string;
  /** 1 while chat lines reach this player with profanity masked (the default), 0 when switched off. */
  chat_profanity_filter: Generated<number>;
  health: number;
  attack: number;
  defence: number;
  accuracy: number;
  dodge: number;
  active_attribute: Generated<number>;
  active_mastery: Generated<number>;
  /** The mob last chosen in areas.php, for the "Battle {mob}" quick link. */
  last_area: Generated<number>;
  last_mob: Generated<number>;
  last_active_at: number;
  /** Last time refresh.php refilled the Autos. */
  last_refresh_at: Generated<number>;
  captcha_required: Generated<number>;
  /** When refresh.php next asks for a captcha even with Autos left. */
  next_captcha_at: number;
  /** Day (YYYY-MM-DD, server time) and month (YYYY-MM) the period statistics belong to. */
  stats_day: string;
  stats_month: string;
  /** The player whose referral link brought this one (migration 0002). */
  referrer_id: number | null;
  /** The newest announcement id this player has seen; newer ones are new (migration 0002). */
  announcements_seen_id: Generated<number>;
  /** Heroic potions drunk and heroic shard upgrades made (migration 0003). */
  heroic_potion_doses: Generated<number>;
  heroic_shard_upgrades: Generated<number>;
  /** Battling upgrades bought with upgrade stones (migration 0003). */
  upgrade_health: Generated<number>;
  upgrade_damage: Generated<number>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a leaked database holds no usable session. */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export interface UsedCaptchasTable {
  /** The challenge's signature: a solution works once. */
  signature: string;
  used_at: number;
}

export interface AccountsTables {
  users: UsersTable;
  sessions: SessionsTable;
  used_captchas: UsedCaptchasTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
