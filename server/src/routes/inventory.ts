/** equipment.php and items.php: the home page's and the inventory's calls (spec 000 §7). */
import {
  DestroyItemsRequest,
  DestroyJewelRequest,
  FormId,
  RemoveJewelMarketRequest,
  SellJewelMarketRequest,
  SendJewelRequest,
  EquipRuneRequest,
  UnequipRuneRequest,
  UpgradeLevelRequest,
  UpgradeToolRequest,
  UpgradeTypeRequest,
  UpgradeUpgradeableRequest,
  UseItemRequest,
} from '@idle/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GameContext } from '../game/context';
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
import { mod, registerEndpoint } from '../http/endpoints';

/** Jewel calls of spec 001 §7 (the jewel pages come with the crafting domain). */
export const EquipJewelRequest = z.object({ mod: z.literal('equipJewel'), id: FormId });
export const UnequipJewelRequest = z.object({ mod: z.literal('unequipJewel'), id: FormId });

export function inventoryRoutes(app: FastifyInstance, game: GameContext): void {
  registerEndpoint(app, game, 'equipment.php', {
    upgradeLevel: mod({
      method: 'POST',
      schema: UpgradeLevelRequest,
      handle: (input, { userId }) => upgradeLevel(game, userId, input.id),
    }),
    upgradeType: mod({
      method: 'POST',
      schema: UpgradeTypeRequest,
      handle: (input, { userId }) => upgradeType(game, userId, input.id),
    }),
    equipJewel: mod({
      method: 'POST',
      schema: EquipJewelRequest,
      handle: (input, { userId }) => equipJewel(game, userId, input.id),
    }),
    destroyJewel: mod({
      method: 'POST',
      schema: DestroyJewelRequest,
      handle: (input, { userId }) => destroyJewel(game, userId, input.id),
    }),
    sellJewelMarket: mod({
      method: 'POST',
      schema: SellJewelMarketRequest,
      handle: (input, { userId }) => sellJewelMarket(game, userId, input.id, input.cost),
    }),
    removeJewelMarket: mod({
      method: 'POST',
      schema: RemoveJewelMarketRequest,
      handle: (input, { userId }) => removeJewelMarket(game, userId, input.id),
    }),
    sendJewel: mod({
      method: 'POST',
      schema: SendJewelRequest,
      handle: (input, { userId }) => sendJewel(game, userId, input.jid, input.username),
    }),
    unequipJewel: mod({
      method: 'POST',
      schema: UnequipJewelRequest,
      handle: (input, { userId }) => unequipJewel(game, userId, input.id),
    }),
  });
  registerEndpoint(app, game, 'items.php', {
    upgradeUpgradeableItem: mod({
      method: 'POST',
      schema: UpgradeUpgradeableRequest,
      handle: (input, { userId }) => upgradeUpgradeableItem(game, userId, input.id, input.level),
    }),
    equipRune: mod({
      method: 'POST',
      schema: EquipRuneRequest,
      handle: (input, { userId }) => equipRune(game, userId, input.id),
    }),
    unequipRune: mod({
      method: 'POST',
      schema: UnequipRuneRequest,
      handle: (input, { userId }) => unequipRune(game, userId, input.id),
    }),
    upgradeTool: mod({
      method: 'POST',
      schema: UpgradeToolRequest,
      handle: (input, { userId }) => upgradeTool(game, userId, input.id),
    }),
    destroyItems: mod({
      method: 'POST',
      schema: DestroyItemsRequest,
      handle: (input, { userId }) => destroyItems(game, userId, input.type, input.data),
    }),
    useItem: mod({
      method: 'POST',
      schema: UseItemRequest,
      handle: (input, { userId }) => useItem(game, userId, input.id, input.amount),
    }),
  });
}
