/**
 * The action loop's calls: resume (actions/current.php), refresh (actions/refresh.php: Autos, a
 * captcha demand or "-") and stop; the ticks of the same group are registered by ticks.ts from
 * the action registry.
 */
import { currentAction } from '../game/actions/resume';
import { refreshAutos } from '../game/autos/autos';
import { stopCurrentAction } from '../game/battle/battle';
import { routeModule } from '../http/endpoints';

export const actionsRoutes = routeModule('actions', {
  refresh: (_input, { game, userId }) => refreshAutos(game, userId),
  current: (_input, { game, userId }) => currentAction(game, userId),
  async stopAction(_input, { game, userId }) {
    await stopCurrentAction(game, userId);
    return true;
  },
});
