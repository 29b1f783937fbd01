/** The announcements' answer (misc.php). */

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
