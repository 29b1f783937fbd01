/** Which mastery and which attribute the player trains (misc.php). */
import { setActiveAttribute, setActiveMastery } from '../game/accounts/preferences';
import { routeModule } from '../http/endpoints';

export { UNKNOWN_MASTERY_TEXT } from '../game/accounts/preferences';

export const trainingRoutes = routeModule('training', {
  async changeActiveMastery(input, { game, userId }) {
    await setActiveMastery(game, userId, input.id);
    return true;
  },
  async changeActiveAttribute(input, { game, userId }) {
    await setActiveAttribute(game, userId, input.id);
    return true;
  },
});
