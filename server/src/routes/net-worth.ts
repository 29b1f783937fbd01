/** The caller's own net worth (networth.php, issue 29). */
import { loadNetWorth } from '../game/net-worth/net-worth';
import { routeModule } from '../http/endpoints';

export const netWorthRoutes = routeModule('netWorth', {
  loadNetWorth: (_input, { game, userId }) => loadNetWorth(game, userId),
});
