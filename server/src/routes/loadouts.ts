/** Named sets of trinkets, jewels and belt runes (loadouts.php, issue 29). */
import {
  bindLoadout,
  deleteLoadout,
  equipLoadout,
  loadLoadouts,
  saveLoadout,
} from '../game/loadouts/loadouts';
import { routeModule } from '../http/endpoints';

export const loadoutsRoutes = routeModule('loadouts', {
  loadLoadouts: (_input, { game, userId }) => loadLoadouts(game, userId),
  saveLoadout: (input, { game, userId }) => saveLoadout(game, userId, input.name, input.id),
  equipLoadout: (input, { game, userId }) => equipLoadout(game, userId, input.id),
  bindLoadout: (input, { game, userId }) => bindLoadout(game, userId, input.id, input.activity),
  deleteLoadout: (input, { game, userId }) => deleteLoadout(game, userId, input.id),
});
