/** Pushes to the installed game while no tab of it is open (push.php, issue 30). */
import { loadPush, removePush, reportVisibility, savePush } from '../game/push/push';
import { routeModule } from '../http/endpoints';

export const pushRoutes = routeModule('push', {
  loadPush: (input, { game, userId }) => loadPush(game, userId, input),
  savePush: (input, { game, userId }) => savePush(game, userId, input),
  removePush: (input, { game, userId }) => removePush(game, userId, input),
  reportVisibility: (input, { game, userId }) => reportVisibility(game, userId, input),
});
