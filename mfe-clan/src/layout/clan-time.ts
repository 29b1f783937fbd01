/** How clan times (log entries, invites, last active) are shown. */

const CLAN_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A clan log or invite time (Unix milliseconds), in UTC so every member reads the same. */
export function formatClanTime(tstamp: number): string {
  return `${CLAN_TIME.format(new Date(tstamp))} UTC`;
}
