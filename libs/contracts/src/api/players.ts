/** Who plays (misc.php). */

export interface OnlinePlayer {
  userid: number;
  username: string;
  accountStatus: number;
  nobilityRank: number;
}
