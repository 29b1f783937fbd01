/** Trinkets (equipment.php, spec 002). */
import * as trinkets from '../game/trinkets/trinkets';
import { routeModule } from '../http/endpoints';

export const trinketsRoutes = routeModule('trinkets', {
  loadTrinkets: (_input, { game, userId }) => trinkets.loadTrinkets(game, userId),
  equipTrinket: (input, { game, userId }) => trinkets.equipTrinket(game, userId, input),
  upgradeTrinket: (input, { game, userId }) => trinkets.upgradeTrinket(game, userId, input),
  destroyTrinket: (input, { game, userId }) => trinkets.destroyTrinket(game, userId, input),
  rerollTrinket: (input, { game, userId }) => trinkets.rerollTrinket(game, userId, input),
  convertTrinketToCelestial: (input, { game, userId }) =>
    trinkets.convertTrinketToCelestial(game, userId, input),
  craftTrinket: (input, { game, userId }) => trinkets.craftTrinket(game, userId, input),
  increaseCelestial: (_input, { game, userId }) => trinkets.increaseCelestial(game, userId),
});
