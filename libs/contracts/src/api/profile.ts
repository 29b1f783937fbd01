/** A player's public profile (profile.php). */
import type { SkillId, Statistics } from './game';

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
