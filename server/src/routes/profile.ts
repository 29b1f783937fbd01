/** A player's public profile (profile.php). */
import { playerProfile } from '../game/players/profile';
import { routeModule } from '../http/endpoints';

export const profileRoutes = routeModule('profile', {
  load: (input, { game }) => playerProfile(game, input.id),
});
