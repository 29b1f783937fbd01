/** What each action brought in per hour, since the player's last reset (rates.php, issue 29). */
import { loadRates, resetRates } from '../game/rates/rates';
import { routeModule } from '../http/endpoints';

export const ratesRoutes = routeModule('rates', {
  loadRates: (_input, { game, userId }) => loadRates(game, userId),
  resetRates: (_input, { game, userId }) => resetRates(game, userId),
});
