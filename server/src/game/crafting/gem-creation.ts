/**
 * Gem creation (spec 001 §2, §5, §9), its rules and texts (the ticks are
 * actions/handlers/gem-creation.ts): each tick fuses one gem from its fragment cost, until the
 * amount asked for is made. The count left is kept in the action's params; asking again for
 * the same gem and amount while some remain continues the count.
 */
import {
  formatCount,
  formatNumber,
  GEM_FRAGMENT_COSTS,
  GEM_LEVEL_REQUIREMENTS,
  gemTypeName,
  type GemTypeId,
  withIndefiniteArticle,
} from '@idle/game-rules';

export const GEMS_CREATED_TEXT = 'You have created all your gems.';

export function gemLevelText(gemType: GemTypeId): string {
  const gem = withIndefiniteArticle(gemTypeName(gemType));
  return `Your jewelcrafting level is too low to create ${gem}: it needs level ${formatNumber(GEM_LEVEL_REQUIREMENTS[gemType])}.`;
}

export function gemFragmentsText(gemType: GemTypeId): string {
  const fragments = formatCount(GEM_FRAGMENT_COSTS[gemType], 'gem fragment', 'gem fragments');
  return `You need ${fragments} to create ${withIndefiniteArticle(gemTypeName(gemType))}.`;
}
