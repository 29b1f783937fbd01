/**
 * Alchemy (spec 001 §3, §5, §9), its rules and texts (the ticks are
 * actions/handlers/alchemy.ts): each tick brews one potion from its ingredients, until the
 * amount asked for is brewed; a brew may also give an essence. The count left is kept in the
 * action's params, as for gem creation.
 */
import { formatNumber, withIndefiniteArticle } from '@idle/game-rules';
import { findItem } from '../content/items';

export const UNKNOWN_POTION_TEXT = 'There is no such potion.';
export const POTIONS_BREWED_TEXT = 'You have brewed all your potions.';

function potionName(itemId: string): string {
  return findItem(itemId)?.name ?? itemId;
}

export function potionLevelText(itemId: string, level: number): string {
  return `Your alchemy level is too low for the ${potionName(itemId)}: it needs level ${formatNumber(level)}.`;
}

export function potionItemsText(itemId: string): string {
  return `You do not have the ingredients to brew ${withIndefiniteArticle(potionName(itemId))}.`;
}
