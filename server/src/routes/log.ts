/** The player's personal log (misc.php, spec 001 §7). */
import { logPage } from '../game/log/log';
import { routeModule } from '../http/endpoints';

export const logRoutes = routeModule('log', {
  getLog: (input, { game, userId }) => logPage(game.db, userId, input.page),
});
