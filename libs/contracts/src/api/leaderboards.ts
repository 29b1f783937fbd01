/** The leaderboards' answer (misc.php). */

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
