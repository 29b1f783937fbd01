/**
 * The shared shell: timings, the page title, the log and announcement texts, notification
 * markup rules and the request layer's empty-answer text.
 * Spec 000, sections 2, 3, 4, 5, 7, 8 and 9; spec 001, sections 3 and 9; spec 002, sections 4
 * and 9.
 */
import { RuleInputError, assertInteger } from '../guards';
import { formatNumber } from './number-format';

/** Timings of the shell and the action loop, in milliseconds. */
export const TIMINGS = {
  /** The menu closes by itself after this long. */
  MENU_AUTO_CLOSE: 5000,
  /** Notifications close by themselves after this long. */
  NOTIFICATION_AUTO_CLOSE: 5000,
  /** A hover popup appears after this long. */
  HOVER_POPUP_DELAY: 80,
  /** Delay between ticks when the answer gives none. */
  DEFAULT_ACTION_DELAY: 2000,
  /** A failed tick is retried, silently, after this long. */
  ACTION_RETRY: 2000,
  /** With Autos at 0 or below, the Autos refresh is retried this often. */
  AUTOS_EXPIRED_RETRY: 1000,
  /** The keep-alive ping repeats this often. */
  PING_INTERVAL: 100000,
  /** The chat socket reconnects this long after it closes. */
  CHAT_RECONNECT: 1000,
} as const;
export type TimingName = keyof typeof TIMINGS;

/** The page title while Autos are 0 or below. Spec 000, section 4. */
export const AUTOS_EXPIRED_TITLE = '[AUTOS EXPIRED]';

/**
 * The page title for an Autos count: the count in brackets with thousands separators
 * ("[123]", "[1,234]"), or {@link AUTOS_EXPIRED_TITLE} at 0 or below. Spec 000, section 4.
 */
export function autosTitle(autos: number): string {
  assertInteger('autos', autos, Number.MIN_SAFE_INTEGER);
  return autos <= 0 ? AUTOS_EXPIRED_TITLE : `[${formatNumber(autos)}]`;
}

/** How many log entries the device keeps (the spec says "about 200"). Spec 000, section 9. */
export const DEVICE_LOG_MAX_ENTRIES = 200;
/** Entries per page of the personal log. Spec 001, section 9. */
export const PERSONAL_LOG_PAGE_SIZE = 50;
/** Kinds of log entry. Spec 000, section 3; spec 001, section 3. */
export const LOG_ENTRY_TYPES = ['item', 'rmsg', 'msg', 'jewel', 'trinket'] as const;
export type LogEntryType = (typeof LOG_ENTRY_TYPES)[number];
/** Shown when the log has no entries. Spec 000, section 8. */
export const EMPTY_LOG_TEXT = 'Your log is empty...';

/** Announcement type 1 is an update; the spec names no other type. Spec 001, sections 3, 9. */
export const ANNOUNCEMENT_TYPE_UPDATE = 1;
export const ANNOUNCEMENT_TYPE_NAMES = { [ANNOUNCEMENT_TYPE_UPDATE]: 'Update' } as const;

/**
 * The name of an announcement type: "Update" for type 1, null for the types the spec leaves
 * unnamed. Spec 001, sections 3 and 9.
 */
export function announcementTypeName(type: number): 'Update' | null {
  assertInteger('announcement type', type);
  return type === ANNOUNCEMENT_TYPE_UPDATE
    ? ANNOUNCEMENT_TYPE_NAMES[ANNOUNCEMENT_TYPE_UPDATE]
    : null;
}

/**
 * The navigation bar's link text while new announcements exist: "{n} New Announcement(s)",
 * with "(s)" written as is and n with thousands separators. Spec 000, section 2.
 */
export function newAnnouncementsText(count: number): string {
  assertInteger('new announcement count', count);
  return `${formatNumber(count)} New Announcement(s)`;
}

/** Players this many days old or younger see the Beginner's Guide link. Spec 000, section 2. */
export const BEGINNER_GUIDE_MAX_AGE_DAYS = 7;

/** Whether the quick-links bar shows the Beginner's Guide: age 7 days or less. Spec 000, 2. */
export function showsBeginnerGuide(ageDays: number): boolean {
  assertInteger('player age in days', ageDays);
  return ageDays <= BEGINNER_GUIDE_MAX_AGE_DAYS;
}

/** Shown in place of an item tag whose item does not exist. Spec 000, section 5. */
export const INVALID_ITEM_TEXT = '[Invalid Item]';

function assertUrl(value: unknown): string {
  if (typeof value !== 'string' || value.trim().length === 0) {
    throw new RuleInputError(`url must be a non-empty string, got ${JSON.stringify(value)}`);
  }
  return value;
}

const HAS_WEB_SCHEME = /^https?:\/\//i;

/**
 * A url from notification markup made clickable: "http://" is put in front unless it already
 * starts with http:// or https:// (any letter case). Spec 000, section 5.
 */
export function withUrlScheme(url: string): string {
  assertUrl(url);
  return HAS_WEB_SCHEME.test(url) ? url : `http://${url}`;
}

/** What the request layer shows for an empty answer. Spec 000, sections 7 and 8. */
export const SERVER_DOWN_TEXT = 'Server is down.';

/** Empty states of the home page's rune belt. Spec 000, section 8. */
export const NO_UNEQUIPPED_RUNES_TEXT = 'You do not have any unequipped runes.';
export const NO_EQUIPPED_RUNES_TEXT = 'You do not have any runes equipped.';
/** The Deconstruct dialog with nothing to deconstruct. Spec 000, section 8. */
export const NO_DECONSTRUCTIBLE_TEXT = 'You have no deconstructible items.';
/** The referrals page without referrals. Spec 001, section 8. */
export const NO_REFERRALS_TEXT = 'You do not have any referrals.';
/** The whole profile of a banned account. Spec 001, sections 3 and 8. */
export const BANNED_ACCOUNT_TEXT = 'This account is banned.';

/** Announcements listed at most, newest first. Ours. */
export const ANNOUNCEMENTS_SHOWN = 100;
