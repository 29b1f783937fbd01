/** The world bosses (misc.php); the boss tick is an action. */
import { routeModule } from '../http/endpoints';
import { WORLD_BOSSES } from '../game/battle/bosses.schedule';

export const bossesRoutes = routeModule('bosses', {
  loadBosses: (_input, { game }) => Promise.resolve(game.world.view(WORLD_BOSSES)),
});
