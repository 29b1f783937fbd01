/**
 * Alchemy (spec 001 §3, §5, §9): each tick brews one potion from its ingredients, until the
 * amount asked for is brewed; a brew may also give an essence. The count left is kept in the
 * action's params, as for gem creation.
 */
import type { AlchemyResult, TickAnswer } from '@idle/contracts';
import { alchemyEssenceChance, canBrew } from '@idle/game-rules';
import { ESSENCE_ITEM, POTION_RECIPES } from '../content/crafting';
import { ITEMS } from '../content/items';
import type { GameContext } from '../context';
import { article, craftingTick, refuse, remainingOf, withExpBonus } from './tick';

export const UNKNOWN_POTION_TEXT = 'There is no such potion.';
export const POTIONS_BREWED_TEXT = 'You have brewed all your potions.';
/** Experience of a potion brewed: 10 plus its level requirement (ours). */
export const POTION_EXP_BASE = 10;

function potionName(itemId: string): string {
  return ITEMS[itemId]?.name ?? itemId;
}

export function potionLevelText(itemId: string, level: number): string {
  return `Your alchemy level is too low for the ${potionName(itemId)}: it needs level ${level}.`;
}

export function potionItemsText(itemId: string): string {
  const name = potionName(itemId);
  return `You do not have the ingredients to brew ${article(name)} ${name}.`;
}

export function potionExp(levelRequired: number): number {
  return POTION_EXP_BASE + levelRequired;
}

/** `actions/alchemy.php {itemid, amount}`: brews one potion of the amount. */
export function alchemyTick(
  game: GameContext,
  userId: number,
  itemId: string,
  amount: number,
): Promise<TickAnswer<AlchemyResult>> {
  return craftingTick<AlchemyResult>(game, userId, {
    action: 'alchemy',
    skill: 'alchemy',
    params: { itemid: itemId, amount },
    continues: (stored) => remainingOf(stored) > 0,
    async step({ level, random, expPercent, owned, continuing }) {
      const recipe = Object.hasOwn(POTION_RECIPES, itemId) ? POTION_RECIPES[itemId] : undefined;
      if (!recipe) return refuse(UNKNOWN_POTION_TEXT);
      if (level < recipe.levelRequired)
        return refuse(potionLevelText(itemId, recipe.levelRequired));
      const counts = await owned(recipe.itemsRequired.map(([id]) => id));
      if (!canBrew(recipe.levelRequired, level, counts, recipe.itemsRequired)) {
        return refuse(potionItemsText(itemId));
      }
      // Tenths of a percent, like the recipe's own chance.
      const essence = random.next() * 1000 < alchemyEssenceChance(recipe.essenceChance, level);
      const remaining = (continuing ? remainingOf(continuing) : amount) - 1;
      const exp = withExpBonus(potionExp(recipe.levelRequired), expPercent);
      return {
        data: { itemid: itemId, remaining, exp, essence },
        exp,
        itemsToAdd: [
          { id: itemId, amount: 1 },
          ...(essence ? [{ id: ESSENCE_ITEM, amount: 1 }] : []),
        ],
        itemsToRemove: recipe.itemsRequired.map(([id, count]) => ({ id, amount: count })),
        statistics: { totalPotionsCrafted: 1 },
        state: { remaining },
        ...(remaining <= 0 ? { stop: { msg: POTIONS_BREWED_TEXT } } : {}),
      };
    },
  });
}
