/** The players the player referred (misc.php, spec 001 §7). */
import { loadReferrals } from '../game/accounts/referrals';
import { routeModule } from '../http/endpoints';

export const referralsRoutes = routeModule('referrals', {
  getReferrals: (_input, { game, userId }) => loadReferrals(game.db, userId),
});
