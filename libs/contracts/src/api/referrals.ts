/** The referrals' answer (misc.php). */

export interface Referral {
  userid: number;
  username: string;
}
