/** equipment.php and items.php: the home page's and the inventory's calls (spec 000 §7). */
import {
  destroyJewel,
  equipJewel,
  removeJewelMarket,
  sellJewelMarket,
  sendJewel,
  unequipJewel,
  upgradeLevel,
  upgradeType,
} from '../game/equipment';
import {
  destroyItems,
  equipRune,
  unequipRune,
  upgradeTool,
  upgradeUpgradeableItem,
  useItem,
} from '../game/inventory';
import { buyJewelMarket } from '../game/market/jewel-market';
import { sendItems } from '../game/send-items/send-items';
import type { Handlers } from '../http/endpoints';
import * as trinkets from '../game/trinkets/trinkets';

export const equipmentHandlers = {
  upgradeLevel: (input, { game, userId }) => upgradeLevel(game, userId, input.id),
  upgradeType: (input, { game, userId }) => upgradeType(game, userId, input.id),
  equipJewel: (input, { game, userId }) => equipJewel(game, userId, input.id),
  unequipJewel: (input, { game, userId }) => unequipJewel(game, userId, input.id),
  destroyJewel: (input, { game, userId }) => destroyJewel(game, userId, input.id),
  sellJewelMarket: (input, { game, userId }) => sellJewelMarket(game, userId, input.id, input.cost),
  removeJewelMarket: (input, { game, userId }) => removeJewelMarket(game, userId, input.id),
  sendJewel: (input, { game, userId }) => sendJewel(game, userId, input.jid, input.username),
  buyJewelMarket: (input, { game, userId }) => buyJewelMarket(game, userId, input.id),
  loadTrinkets: (_input, { game, userId }) => trinkets.loadTrinkets(game, userId),
  equipTrinket: (input, { game, userId }) => trinkets.equipTrinket(game, userId, input),
  upgradeTrinket: (input, { game, userId }) => trinkets.upgradeTrinket(game, userId, input),
  destroyTrinket: (input, { game, userId }) => trinkets.destroyTrinket(game, userId, input),
  rerollTrinket: (input, { game, userId }) => trinkets.rerollTrinket(game, userId, input),
  convertTrinketToCelestial: (input, { game, userId }) =>
    trinkets.convertTrinketToCelestial(game, userId, input),
  craftTrinket: (input, { game, userId }) => trinkets.craftTrinket(game, userId, input),
  increaseCelestial: (_input, { game, userId }) => trinkets.increaseCelestial(game, userId),
} satisfies Handlers<'equipment'>;

export const itemHandlers = {
  upgradeUpgradeableItem: (input, { game, userId }) =>
    upgradeUpgradeableItem(game, userId, input.id, input.level),
  equipRune: (input, { game, userId }) => equipRune(game, userId, input.id),
  unequipRune: (input, { game, userId }) => unequipRune(game, userId, input.id),
  upgradeTool: (input, { game, userId }) => upgradeTool(game, userId, input.id),
  destroyItems: (input, { game, userId }) => destroyItems(game, userId, input.type, input.data),
  useItem: (input, { game, userId }) => useItem(game, userId, input.id, input.amount),
  sendItems: (input, { game, userId }) =>
    sendItems(game, userId, input.username, input.itemid, input.amount),
} satisfies Handlers<'items'>;
