/**
 * The account and info pages' calls (spec 001 §7): the personal log, announcements, referrals
 * and leaderboards (misc.php), profile.php, preferences.php and loadhtml.php.
 */
import { readAnnouncements } from '../game/announcements';
import { STATIC_PAGE_HTML } from '../game/content/pages';
import { leaderboards } from '../game/leaderboards';
import { logPage } from '../game/log';
import { changePassword, changeUsername, loadPreferences } from '../game/preferences';
import { playerProfile } from '../game/profile';
import { loadReferrals } from '../game/referrals';
import type { Handlers } from '../http/endpoints';

export {
  SAME_USERNAME_TEXT,
  USERNAME_CREDITS_TEXT,
  WRONG_OLD_PASSWORD_TEXT,
  WRONG_PASSWORD_TEXT,
} from '../game/preferences';

/** Preference calls (password checks included) per address per minute. */
export const PREFERENCES_CALLS_PER_MINUTE = 30;

/** misc.php calls of the info pages; misc.ts adds them to the shell's own. */
export const infoMiscHandlers = {
  getLog: (input, { game, userId }) => logPage(game.db, userId, input.page),
  getAnnouncements: (_input, { game, userId }) => readAnnouncements(game.db, userId),
  getReferrals: (_input, { game, userId }) => loadReferrals(game.db, userId),
  leaderboards: (input, { game }) => leaderboards(game.db, input.id, game.clock.now()),
} satisfies Partial<Handlers<'misc'>>;

export const profileHandlers = {
  load: (input, { game }) => playerProfile(game, input.id),
} satisfies Handlers<'profile'>;

export const preferencesHandlers = {
  getPreferences: (_input, { game, userId }) => loadPreferences(game, userId),
  changeUsername: (input, { game, userId }) =>
    changeUsername(game, userId, input.newUsername, input.password),
  async changePassword(input, { game, userId, reply }) {
    await changePassword(game, userId, input.oldPassword, input.newPassword1);
    // Every other session has ended; this browser gets a fresh one and stays logged in.
    await game.sessions.create(reply, userId, game.clock.now(), game.config.production);
    return true;
  },
} satisfies Partial<Handlers<'preferences'>>;

const staticPage: Handlers<'loadhtml'>['rules'] = (input) =>
  Promise.resolve(STATIC_PAGE_HTML[input.mod]);

export const loadhtmlHandlers = {
  rules: staticPage,
  privacy: staticPage,
  beginners_guide: staticPage,
} satisfies Handlers<'loadhtml'>;
