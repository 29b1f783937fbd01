/**
 * `actions/alchemy.php {itemid, amount}`: brews one potion of the amount from its ingredients,
 * maybe with an essence (rules and texts in crafting/alchemy.ts); the count left is stored with
 * the action.
 */
import type { AlchemyResult } from '@idle/contracts';
import type { AlchemyTickRequest } from '@idle/contracts/schemas';
import { alchemyEssenceChance, potionExp, skillFromExp } from '@idle/game-rules';
import type { z } from 'zod';
import { ESSENCE_ITEM, POTION_RECIPES } from '../content/crafting';
import {
  POTIONS_BREWED_TEXT,
  potionItemsText,
  potionLevelText,
  UNKNOWN_POTION_TEXT,
} from './alchemy';
import {
  continuesStored,
  craftingBonusActive,
  craftingExpPercent,
  type CraftingOwn,
  craftingTick,
  craftingTimerChange,
  loadCraftingOwn,
  remainingOf,
  withExpBonus,
} from './crafting-tick';
import { type ActionHandler, hardStop } from '../actions/handler';

export const alchemyHandler: ActionHandler<
  z.infer<typeof AlchemyTickRequest>,
  CraftingOwn,
  AlchemyResult
> = {
  action: 'alchemy',
  requestKey: (request) => `${request.itemid}/${request.amount}`,
  resumeFields: ['itemid', 'amount'],
  delayChangeMs: craftingTimerChange('alchemy'),
  answersAllStatistics: true,
  async load({ game, userId, stored }) {
    return { own: await loadCraftingOwn(game, userId, 'alchemy', 'alchemy', stored) };
  },
  step({ game, state, request, delay }) {
    const itemId = request.itemid;
    const recipe = POTION_RECIPES[itemId];
    if (!recipe) return hardStop(state, delay, UNKNOWN_POTION_TEXT);
    const level = skillFromExp(state.own.skillExp).level;
    if (level < recipe.levelRequired) {
      return hardStop(state, delay, potionLevelText(itemId, recipe.levelRequired));
    }
    const asked = { itemid: itemId, amount: request.amount };
    const continuing = continuesStored(state, asked, (stored) => remainingOf(stored) > 0);
    // Tenths of a percent, like the recipe's own chance.
    const essence = game.random.next() * 1000 < alchemyEssenceChance(recipe.essenceChance, level);
    const remaining = (continuing ? remainingOf(state.params) : request.amount) - 1;
    const exp = withExpBonus(
      potionExp(recipe.levelRequired),
      craftingExpPercent(game, 'alchemy', state),
    );
    return craftingTick(game, state, {
      skill: 'alchemy',
      continuing,
      params: { ...asked, remaining },
      data: { itemid: itemId, remaining, exp, essence, bonusActive: craftingBonusActive(game) },
      exp,
      itemsToAdd: [
        { id: itemId, amount: 1 },
        ...(essence ? [{ id: ESSENCE_ITEM, amount: 1 }] : []),
      ],
      itemsToRemove: recipe.itemsRequired.map(([id, count]) => ({ id, amount: count })),
      shortfallText: potionItemsText(itemId),
      statistics: [['totalPotionsCrafted', 1]],
      ...(remaining <= 0 ? { stop: { msg: POTIONS_BREWED_TEXT } } : {}),
    });
  },
};
