/** push.php answers (issue 30): pushes to the installed game while no tab of it is open. */

/** The alert centre's rules that can arrive as a push, in the order the alerts page lists them. */
export const PUSH_RULES = [
  'raidReturned',
  'bossSpawned',
  'eventStarted',
  'marketOrderFilled',
  'whisper',
] as const;
export type PushRule = (typeof PUSH_RULES)[number];

/** A visible tab counts as visible this long after its last report (the page repeats it sooner). */
export const VISIBLE_TAB_TTL_MS = 90_000;

/** `push.php?mod=loadPush`: the server's VAPID key and this device's subscription, if any. */
export interface PushAnswer {
  /** The application server key the browser subscribes with (base64url). */
  publicKey: string;
  /** The rules this device receives; null when the device is not subscribed for this player. */
  rules: PushRule[] | null;
}
