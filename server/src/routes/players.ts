/** Who plays: the players online and a player's id by name (misc.php). */
import { userIdByName } from '../game/accounts/accounts';
import { playersOnline } from '../game/accounts/online';
import { routeModule } from '../http/endpoints';

export const playersRoutes = routeModule('players', {
  playersOnline: (_input, { game }) => playersOnline(game),
  getUserid: (input, { game }) => userIdByName(game.db, input.username),
});
