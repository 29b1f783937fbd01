/** _load_initial_data.php: everything the shell needs to draw the game (spec 000 §7). */
import { initialData } from '../game/players/initial-data';
import { routeModule } from '../http/endpoints';

export const initialDataRoutes = routeModule('initialData', {
  load: (_input, { game, userId }) => initialData(game, userId),
});
