/** The session, the presence ping and the captcha (misc.php, spec 000 §7). */
import { solveCaptcha } from '../game/autos/autos';
import { markActive } from '../game/accounts/online';
import { routeModule } from '../http/endpoints';

export const miscRoutes = routeModule('misc', {
  async ping(_input, { game, userId }) {
    await markActive(game, userId);
    return true;
  },
  async logout(_input, { game, request, reply }) {
    await game.sessions.end(request, reply);
    return true;
  },
  captchaChallenge: (_input, { game }) => game.captcha.challenge(),
  captcha: (input, { game, userId }) => solveCaptcha(game, userId, input.r),
});
