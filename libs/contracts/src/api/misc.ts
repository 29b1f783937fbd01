/** `misc.php`: the small calls of the shell (spec 000, section 7). */

export interface OnlinePlayer {
  userid: number;
  username: string;
  accountStatus: number;
  nobilityRank: number;
}
