/** Battling areas and the special areas (areas.php); the battle ticks are actions. */
import { enterArea } from '../game/battle/battle';
import { loadFightFigures } from '../game/battle/fight-figures';
import { specialBattlesRemaining } from '../game/battle/special-areas';
import { routeModule } from '../http/endpoints';

export const battleRoutes = routeModule('battle', {
  enterArea: (input, { game, userId }) =>
    enterArea(game, userId, input.area, input.mob, input.power),
  loadSpecialBattlesRemaining: (_input, { game, userId }) =>
    specialBattlesRemaining(game.db, userId, game.clock.now()),
  loadFightFigures: (input, { game, userId }) => loadFightFigures(game, userId, input.action),
});
