/**
 * The operator console's answers (admin.php). Ids are numbers; times are epoch milliseconds.
 * Every call is refused to a player (account status below 50) with ADMIN_REFUSAL_TEXT.
 */
import type { Announcement } from './announcements';
import type { GatheringEvent } from './gathering';
import type { WorldBoss } from './bosses';
import type { Equipment, Misc } from './game';
import type { LogEntry } from './log';

/** What every admin call answers a caller without the role it needs; nothing changes. */
export const ADMIN_REFUSAL_TEXT = 'You do not have permission to do that.';

/**
 * Socket message to a player whose items an operator took (compensation undone, an exploit's
 * gains): `data` is the items taken, `ItemAmount[]`, for the open game to take off its inventory.
 */
export const ITEMS_TAKEN_MESSAGE_TYPE = 'itemsTaken';

/* The console's bounds: the request schemas (schemas/admin.ts) refuse past them, the forms check
   them before sending. */
/** A reason, kept in the audit trail: 3 to 500 characters. */
export const ADMIN_REASON_MIN_LENGTH = 3;
export const ADMIN_REASON_MAX_LENGTH = 500;
/** Ten years, the longest ban or mute by duration (a ban may also be permanent). */
export const ADMIN_MAX_MINUTES = 10 * 365 * 24 * 60;
/** The most one grant or take moves (as the dev tools' grant). */
export const ADMIN_ITEMS_MAX = 1_000_000_000_000;
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 200;
export const ANNOUNCEMENT_MESSAGE_MAX_LENGTH = 5000;

export const ADMIN_ROLES = ['moderator', 'operator'] as const;
/** `moderator` for account status 50..99, `operator` for 100 and up. */
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** What a role may do in the console; the server checks each call against this table. */
export const ADMIN_PERMISSIONS = [
  /** Find players and read one player's detail (log, items, trades). */
  'readPlayers',
  /** Ban and unban, mute and unmute (never an operator, for a moderator; never oneself). */
  'moderate',
  'readAuditTrail',
  /** Players online and the world's state. */
  'readWorld',
  'announcements',
  'compensation',
  'economyAudit',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

export const ADMIN_ROLE_PERMISSIONS: Readonly<Record<AdminRole, readonly AdminPermission[]>> = {
  moderator: ['readPlayers', 'moderate', 'readAuditTrail', 'readWorld'],
  operator: ADMIN_PERMISSIONS,
};

/** `admin.php mod=whoami`: the caller's role and what it may do. */
export interface AdminWhoami {
  userid: number;
  username: string;
  role: AdminRole;
  permissions: AdminPermission[];
}

/** An announcement as the console lists it (no "new" flag: that is a player's). */
export type AdminAnnouncement = Omit<Announcement, 'new'>;

/** A ban in force. */
export interface AdminBan {
  /** When it ends; null: permanent. */
  until: number | null;
  reason: string;
  byUserid: number | null;
  /** The operator's name, or "console command". */
  byUsername: string;
  at: number;
}

/** A chat mute in force (also set by the chat's `/mute`, which gives no reason). */
export interface AdminMute {
  until: number;
  reason: string | null;
  byUserid: number | null;
  byUsername: string | null;
}

/** One row of `findPlayers`. */
export interface AdminPlayerRow {
  userid: number;
  username: string;
  accountStatus: number;
  banned: boolean;
  /** The ban's end; null while banned: permanent. */
  bannedUntil: number | null;
  /** The mute's end; null when not muted. */
  mutedUntil: number | null;
  lastActiveAt: number;
  online: boolean;
}

/** One market trade the player took part in. */
export interface AdminTrade {
  id: number;
  itemId: string;
  amount: number;
  /** Price per item in hundredths of a gold. */
  priceCents: number;
  /** The player's side of the trade. */
  side: 'bought' | 'sold';
  /** The other party; null once their account is gone. */
  otherUserid: number | null;
  otherUsername: string | null;
  at: number;
}

/** `admin.php mod=player`: one player's detail. Items sent and received appear in the log. */
export interface AdminPlayerDetail {
  userid: number;
  username: string;
  accountStatus: number;
  nobilityRank: number;
  createdAt: number;
  lastActiveAt: number;
  online: boolean;
  autos: number;
  maxAutos: number;
  gold: number;
  ban: AdminBan | null;
  mute: AdminMute | null;
  /** The newest personal log lines, newest first. */
  log: LogEntry[];
  /** Inventory amounts by item id. */
  items: Record<string, number>;
  equipment: Equipment;
  /** The newest market trades, newest first. */
  trades: AdminTrade[];
}

/** `grantItems` / `takeItems`: what the player holds of the item afterwards. */
export interface AdminItemsAnswer {
  userid: number;
  itemId: string;
  held: number;
}

/** One item of the economy audit. */
export interface AdminEconomyRow {
  itemId: string;
  /** What players and the market hold. */
  held: number;
  created: number;
  destroyed: number;
  /** held - (created - destroyed): 0 when the item's books balance. */
  difference: number;
  /** Of `created` and `destroyed`, what operators granted and took (compensation). */
  operatorCreated: number;
  operatorDestroyed: number;
}

/** What one operator granted and took of one item, over all time. */
export interface AdminOperatorGrant {
  operatorUserid: number | null;
  /** The operator's name, or "console command". */
  operatorUsername: string;
  itemId: string;
  created: number;
  destroyed: number;
}

/** `admin.php mod=economyAudit`: every item's books, run now. */
export interface AdminEconomyAudit {
  ranAt: number;
  /** True when every row's difference is 0. */
  clean: boolean;
  rows: AdminEconomyRow[];
  operatorGrants: AdminOperatorGrant[];
}

/** A player online, as the console lists them. */
export interface AdminOnlinePlayer {
  userid: number;
  username: string;
  accountStatus: number;
  lastActiveAt: number;
}

/** Who runs the world's schedules. */
export type AdminWorldLease =
  | { clustered: false }
  | {
      clustered: true;
      /** The instance holding the lease; null while none does. */
      holder: string | null;
      /** The instance that answered. */
      thisInstance: string;
    };

/** `admin.php mod=worldState`: each world schedule's view and the lease. */
export interface AdminWorldState {
  bonusTime: Misc['bonusTime'];
  actionBonus: Misc['actionBonus'];
  gatheringEvent: GatheringEvent | null;
  worldBosses: WorldBoss[];
  lease: AdminWorldLease;
  playersOnline: number;
}

export const ADMIN_ACTIONS = [
  'postAnnouncement',
  'editAnnouncement',
  'deleteAnnouncement',
  'ban',
  'unban',
  'mute',
  'unmute',
  'grantItems',
  'takeItems',
  'grantRole',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** The name the audit trail shows for `npm run admin` (no operator account). */
export const CONSOLE_COMMAND_OPERATOR = 'console command';

/** One row of the audit trail. */
export interface AdminAuditEntry {
  id: number;
  /** Null for `npm run admin` on the server's machine. */
  operatorUserid: number | null;
  /** The operator's name, or "console command". */
  operatorUsername: string;
  action: AdminAction;
  targetUserid: number | null;
  targetUsername: string | null;
  reason: string | null;
  /** What the action changed (item and amount, the ban's end, an announcement's id...). */
  details: Record<string, string | number | boolean | null>;
  at: number;
}

/** `admin.php mod=auditTrail`: one page, newest first. */
export interface AdminAuditPage {
  entries: AdminAuditEntry[];
  page: number;
  pages: number;
}
