/** Username and password (preferences.php, spec 001 §7). */
import { changePassword, changeUsername, loadPreferences } from '../game/accounts/preferences';
import { routeModule } from '../http/endpoints';

export {
  SAME_USERNAME_TEXT,
  USERNAME_CREDITS_TEXT,
  WRONG_OLD_PASSWORD_TEXT,
  WRONG_PASSWORD_TEXT,
} from '../game/accounts/preferences';

/** Preference calls (password checks included) per address per minute. */
export const PREFERENCES_CALLS_PER_MINUTE = 30;

export const preferencesRoutes = routeModule('preferences', {
  getPreferences: (_input, { game, userId }) => loadPreferences(game, userId),
  changeUsername: (input, { game, userId }) =>
    changeUsername(game, userId, input.newUsername, input.password),
  async changePassword(input, { game, userId, reply }) {
    await changePassword(game, userId, input.oldPassword, input.newPassword1);
    // Every other session has ended; this browser gets a fresh one and stays logged in.
    await game.sessions.create(reply, userId, game.clock.now(), game.config.production);
    return true;
  },
});
