/**
 * Gem creation (spec 001 §2, §5, §9): each tick fuses one gem from its fragment cost, until the
 * amount asked for is made. The count left is kept in the action's params; asking again for
 * the same gem and amount while some remain continues the count.
 */
import type { GemCreationResult, TickAnswer } from '@idle/contracts';
import {
  canCreateGem,
  GEM_FRAGMENT_COSTS,
  GEM_FRAGMENTS_ITEM,
  GEM_LEVEL_REQUIREMENTS,
  gemItemId,
  gemTypeName,
  type GemTypeId,
} from '@idle/game-rules';
import type { GameContext } from '../context';
import { article, craftingTick, refuse, remainingOf, withExpBonus } from './tick';

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

/** `actions/creategem.php {gemType, amount}`: creates one gem of the amount. */
export function createGemTick(
  game: GameContext,
  userId: number,
  gemType: GemTypeId,
  amount: number,
): Promise<TickAnswer<GemCreationResult>> {
  return craftingTick<GemCreationResult>(game, userId, {
    action: 'jewelcrafting_create_gem',
    skill: 'jewelcrafting',
    params: { gemType, amount },
    continues: (stored) => remainingOf(stored) > 0,
    async step({ level, expPercent, owned, continuing }) {
      if (level < GEM_LEVEL_REQUIREMENTS[gemType]) return refuse(gemLevelText(gemType));
      const counts = await owned([GEM_FRAGMENTS_ITEM]);
      if (!canCreateGem(gemType, level, counts[GEM_FRAGMENTS_ITEM] ?? 0, 1)) {
        return refuse(gemFragmentsText(gemType));
      }
      const cost = GEM_FRAGMENT_COSTS[gemType];
      const remaining = (continuing ? remainingOf(continuing) : amount) - 1;
      const exp = withExpBonus(gemCreationExp(gemType), expPercent);
      return {
        data: { gem: gemType, remaining, fragmentsUsed: cost, exp },
        exp,
        itemsToAdd: [{ id: gemItemId(gemType), amount: 1 }],
        itemsToRemove: [{ id: GEM_FRAGMENTS_ITEM, amount: cost }],
        state: { remaining },
        ...(remaining <= 0 ? { stop: { msg: GEMS_CREATED_TEXT } } : {}),
      };
    },
  });
}
