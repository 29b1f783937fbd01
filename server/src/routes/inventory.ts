/** Items, runes and tools (items.php, spec 000 §7). */
import {
  destroyItems,
  equipRune,
  unequipRune,
  upgradeTool,
  upgradeUpgradeableItem,
  useItem,
} from '../game/inventory/inventory';
import { routeModule } from '../http/endpoints';

export const inventoryRoutes = routeModule('inventory', {
  upgradeUpgradeableItem: (input, { game, userId }) =>
    upgradeUpgradeableItem(game, userId, input.id, input.level),
  equipRune: (input, { game, userId }) => equipRune(game, userId, input.id),
  unequipRune: (input, { game, userId }) => unequipRune(game, userId, input.id),
  upgradeTool: (input, { game, userId }) => upgradeTool(game, userId, input.id),
  destroyItems: (input, { game, userId }) => destroyItems(game, userId, input.type, input.data),
  useItem: (input, { game, userId }) => useItem(game, userId, input.id, input.amount),
});
