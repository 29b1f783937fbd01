/** Items sent to another player (items.php). */
import { sendItems } from '../game/send-items/send-items';
import { routeModule } from '../http/endpoints';

export const sendItemsRoutes = routeModule('sendItems', {
  sendItems: (input, { game, userId }) =>
    sendItems(game, userId, input.username, input.itemid, input.amount),
});
