/** The labyrinth, its chest and the artisan totem (misc.php, spec 002); its tick is an action. */
import * as labyrinth from '../game/labyrinth/labyrinth';
import { routeModule } from '../http/endpoints';

export const labyrinthRoutes = routeModule('labyrinth', {
  loadLabyrinth: (_input, { game, userId }) => labyrinth.loadLabyrinth(game, userId),
  getLabyrinthRewards: (_input, { game, userId }) => labyrinth.openLabyrinthChest(game, userId),
  upgradeArtisanTotem: (_input, { game, userId }) => labyrinth.upgradeArtisanTotem(game, userId),
});
