/**
 * Gem creation (spec 001 §2, §5, §9), its rules and texts (the ticks are
 * actions/handlers/gem-creation.ts): each tick fuses one gem from its fragment cost, until the
 * amount asked for is made. The count left is kept in the action's params; asking again for
 * the same gem and amount while some remain continues the count.
 */
import {
  GEM_FRAGMENT_COSTS,
  GEM_LEVEL_REQUIREMENTS,
  gemTypeName,
  type GemTypeId,
} from '@idle/game-rules';
import { article } from '../actions/crafting';

export const GEMS_CREATED_TEXT = 'You have created all your gems.';
/** Experience of a gem created: half of 10 plus the gem's level requirement (ours). */
export const GEM_EXP_BASE = 10;

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

export function gemLevelText(gemType: GemTypeId): string {
  const name = gemTypeName(gemType);
  return `Your jewelcrafting level is too low to create ${article(name)} ${name}: it needs level ${GEM_LEVEL_REQUIREMENTS[gemType]}.`;
}

export function gemFragmentsText(gemType: GemTypeId): string {
  const name = gemTypeName(gemType);
  return `You need ${COUNT_FORMAT.format(GEM_FRAGMENT_COSTS[gemType])} gem fragments to create ${article(name)} ${name}.`;
}

export function gemCreationExp(gemType: GemTypeId): number {
  return Math.floor((GEM_EXP_BASE + GEM_LEVEL_REQUIREMENTS[gemType]) / 2);
}
