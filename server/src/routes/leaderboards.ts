/** The leaderboards (misc.php, spec 001 §7). */
import { leaderboards } from '../game/leaderboards/leaderboards';
import { routeModule } from '../http/endpoints';

export const leaderboardsRoutes = routeModule('leaderboards', {
  leaderboards: (input, { game }) => leaderboards(game.db, input.id, game.clock.now()),
});
