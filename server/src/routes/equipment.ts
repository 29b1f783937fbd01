/** Equipment upgrades and the jewels set in it (equipment.php, spec 000 §7). */
import {
  destroyJewel,
  equipJewel,
  sendJewel,
  unequipJewel,
  upgradeLevel,
  upgradeType,
} from '../game/inventory/equipment';
import { routeModule } from '../http/endpoints';

export const equipmentRoutes = routeModule('equipment', {
  upgradeLevel: (input, { game, userId }) => upgradeLevel(game, userId, input.id),
  upgradeType: (input, { game, userId }) => upgradeType(game, userId, input.id),
  equipJewel: (input, { game, userId }) => equipJewel(game, userId, input.id),
  unequipJewel: (input, { game, userId }) => unequipJewel(game, userId, input.id),
  destroyJewel: (input, { game, userId }) => destroyJewel(game, userId, input.id),
  sendJewel: (input, { game, userId }) => sendJewel(game, userId, input.jid, input.username),
});
