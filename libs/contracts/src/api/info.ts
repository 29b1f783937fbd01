/**
 * The account and info pages' calls (spec 001 section 7): log, announcements, leaderboards,
 * referrals, profile, preferences and static pages.
 */
import type { Statistics, SkillId } from './game';

export type LogEntryType = 'item' | 'rmsg' | 'msg' | 'jewel' | 'trinket';

/** A personal log entry; `data` is notification markup ([item:{id}], [nobility:{n}], urls...). */
export interface LogEntry {
  type: LogEntryType;
  /** Unix milliseconds. */
  tstamp: number;
  data: string;
}

/** `misc.php mod=getLog`: one page of the personal log, newest first. */
export interface LogPage {
  entries: LogEntry[];
  page: number;
  pages: number;
}

/** Announcement type 1 reads "Update". */
export interface Announcement {
  id: number;
  type: number;
  title: string;
  msg: string;
  postedBy: string;
  postedByUserid: number;
  /** Unix milliseconds. */
  postedOn: number;
  /** Not yet seen by this player when the list was asked for. */
  new: boolean;
}

export interface Referral {
  userid: number;
  username: string;
}

export interface LeaderboardCategory {
  id: number;
  name: string;
}

/** [rank, userid, name, nobilityRank, accountStatus, value] (spec 001: two middle values ours). */
export type LeaderboardRow = [number, number, string, number, number, number];

/** `misc.php mod=leaderboards`: the categories, and the board asked for when `id` was given. */
export interface LeaderboardsAnswer {
  categories: LeaderboardCategory[];
  board: { id: number; name: string; rows: LeaderboardRow[] } | null;
}

/** Profile statistics that have a leaderboard rank. */
export type ProfileStatistic = Exclude<keyof Statistics, 'totalDeaths'>;

/** `profile.php`: a player's public profile, or only `banned` for a banned account. */
export type ProfileAnswer =
  | { banned: true }
  | ({
      banned: false;
      userid: number;
      username: string;
      age: number;
      nobilityRank: number;
      accountStatus: number;
      clanid: number | null;
      clanName: string | null;
      skills: Record<SkillId, number>;
      /** Leaderboard rank per statistic; null reads "Unranked". */
      ranks: Partial<Record<ProfileStatistic, number | null>>;
      /** Leaderboard rank per skill level; null reads "Unranked". */
      skillRanks: Partial<Record<SkillId, number | null>>;
    } & Pick<Statistics, ProfileStatistic>);

/** `preferences.php mod=getPreferences`. */
export interface PreferencesAnswer {
  email: string | null;
}

/**
 * Static pages served by `loadhtml.php?mod=` (footer links /load/rules and /load/privacy; the
 * Beginner's Guide at /load/beginners_guide).
 */
export const STATIC_PAGES = ['rules', 'privacy', 'beginners_guide'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** `preferences.php mod=changeUsername`: the name now in use. */
export interface ChangeUsernameAnswer {
  username: string;
}
