/** The world bosses (misc.php); the boss tick is an action. */
import { routeModule } from '../http/endpoints';

export const bossesRoutes = routeModule('bosses', {
  loadBosses: (_input, { game }) => Promise.resolve(game.world.bossList()),
});
