/** Registration and login, account.php (DESIGN, "Accounts"). */
import { logIn, registerAccount } from '../game/accounts/accounts';
import { routeModule } from '../http/endpoints';

export { BANNED_TEXT } from '../game/accounts/accounts';

/** Login and registration attempts per address per minute. */
export const ACCOUNT_ATTEMPTS_PER_MINUTE = 10;

export const accountRoutes = routeModule('account', {
  async register(input, { game, reply }) {
    const userId = await registerAccount(game, input);
    await game.sessions.create(reply, userId, game.clock.now(), game.config.production);
    return { success: true };
  },
  async login(input, { game, reply }) {
    const userId = await logIn(game.db, input.username, input.password, game.clock.now());
    await game.sessions.create(reply, userId, game.clock.now(), game.config.production);
    return { success: true };
  },
});
