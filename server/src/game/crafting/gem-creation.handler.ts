/**
 * `actions/creategem.php {gemType, amount}`: creates one gem of the amount from its fragments
 * (rules and texts in crafting/gem-creation.ts); the count left is stored with the action.
 */
import type { GemCreationResult } from '@idle/contracts';
import type { CreateGemTickRequest } from '@idle/contracts/schemas';
import {
  gemCreationExp,
  GEM_FRAGMENT_COSTS,
  GEM_FRAGMENTS_ITEM,
  GEM_LEVEL_REQUIREMENTS,
  gemItemId,
  type GemTypeId,
  skillFromExp,
} from '@idle/game-rules';
import type { z } from 'zod';
import { GEMS_CREATED_TEXT, gemFragmentsText, gemLevelText } from './gem-creation';
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

export const gemCreationHandler: ActionHandler<
  z.infer<typeof CreateGemTickRequest>,
  CraftingOwn,
  GemCreationResult
> = {
  action: 'jewelcrafting_create_gem',
  requestKey: (request) => `${request.gemType}/${request.amount}`,
  resumeFields: ['gemType', 'amount'],
  delayChangeMs: craftingTimerChange('jewelcrafting_create_gem'),
  answersAllStatistics: true,
  async load({ game, userId, stored }) {
    return {
      own: await loadCraftingOwn(game, userId, 'jewelcrafting', 'jewelcrafting_create_gem', stored),
    };
  },
  step({ game, state, request, delay }) {
    const gemType = request.gemType as GemTypeId;
    if (skillFromExp(state.own.skillExp).level < GEM_LEVEL_REQUIREMENTS[gemType]) {
      return hardStop(state, delay, gemLevelText(gemType));
    }
    const asked = { gemType, amount: request.amount };
    const continuing = continuesStored(state, asked, (stored) => remainingOf(stored) > 0);
    const remaining = (continuing ? remainingOf(state.params) : request.amount) - 1;
    const cost = GEM_FRAGMENT_COSTS[gemType];
    const exp = withExpBonus(
      gemCreationExp(gemType),
      craftingExpPercent(game, 'jewelcrafting_create_gem', state),
    );
    return craftingTick(game, state, {
      skill: 'jewelcrafting',
      continuing,
      params: { ...asked, remaining },
      data: {
        gem: gemType,
        remaining,
        fragmentsUsed: cost,
        exp,
        bonusActive: craftingBonusActive(game),
      },
      exp,
      itemsToAdd: [{ id: gemItemId(gemType), amount: 1 }],
      itemsToRemove: [{ id: GEM_FRAGMENTS_ITEM, amount: cost }],
      shortfallText: gemFragmentsText(gemType),
      ...(remaining <= 0 ? { stop: { msg: GEMS_CREATED_TEXT } } : {}),
    });
  },
};
