/**
 * `actions/runecrafting.php {itemid}`: one attempt at a rune (rules and texts in
 * crafting/runecrafting.ts). The rune in progress and the stop flags are kept in the cached
 * state; its items are taken when the rune is begun.
 */
import type { ItemAmount, RunecraftingResult, StopAction } from '@idle/contracts';
import type { RunecraftingTickRequest } from '@idle/contracts/schemas';
import type { z } from 'zod';
import { runeAttemptChance, runeAttemptExp, skillFromExp } from '@idle/game-rules';
import { RUNE_RECIPES } from '../content/crafting';
import { runeProgressWrite } from './rune-progress.repository';
import {
  flagsOf,
  runeCraftedStopText,
  runeFailedStopText,
  runeItemsText,
  runeLevelText,
  runeRow,
  UNKNOWN_RUNE_TEXT,
} from './runecrafting';
import { rollPercent } from '../random';
import {
  continuesStored,
  craftingBonusActive,
  craftingExpPercent,
  type CraftingOwn,
  craftingTick,
  craftingTimerChange,
  loadCraftingOwn,
  withExpBonus,
} from './crafting-tick';
import { type ActionHandler, hardStop } from '../actions/handler';

type RuneOwn = CraftingOwn & {
  /** The rune in progress (null: none) and its successful attempts in a row. */
  inProgress: string | null;
  progress: number;
  stopAfterCraft: boolean;
  stopAfterFail: boolean;
};

/** The rune in progress after a tick, stored. */
interface RuneProgress {
  userId: number;
  item: string | null;
  progress: number;
}

export const runecraftingHandler: ActionHandler<
  z.infer<typeof RunecraftingTickRequest>,
  RuneOwn,
  RunecraftingResult,
  RuneProgress,
  void
> = {
  action: 'runecrafting',
  requestKey: (request) => request.itemid,
  resumeFields: ['itemid'],
  delayChangeMs: craftingTimerChange('runecrafting'),
  answersAllStatistics: true,
  async load({ game, userId, stored }) {
    const row = await runeRow(game.db, userId);
    const flags = flagsOf(row);
    const crafting = await loadCraftingOwn(game, userId, 'runecrafting', 'runecrafting', stored);
    return {
      own: {
        ...crafting,
        inProgress: row?.item_id ?? null,
        progress: row?.progress ?? 0,
        stopAfterCraft: flags.stopAfterCraft,
        stopAfterFail: flags.stopAfterFail,
      },
    };
  },
  step({ game, state, request, delay }) {
    const { own } = state;
    const itemId = request.itemid;
    const recipe = RUNE_RECIPES[itemId];
    if (!recipe) return hardStop(state, delay, UNKNOWN_RUNE_TEXT);
    const level = skillFromExp(own.skillExp).level;
    const chance = runeAttemptChance(recipe, level);
    if (chance === null) return hardStop(state, delay, runeLevelText(itemId, recipe.startLevel));
    // A new rune: its items are paid now; another rune in progress is given up.
    const begun = own.inProgress !== itemId;
    const itemsToRemove: ItemAmount[] = begun
      ? recipe.itemsRequired.map(([id, amount]) => ({ id, amount }))
      : [];
    const success = rollPercent(game.random, chance);
    const progress = success ? (begun ? 0 : own.progress) + 1 : 0;
    const finished = progress >= recipe.attemptsRequired;
    own.inProgress = finished ? null : itemId;
    own.progress = finished ? 0 : progress;
    const stored: RuneProgress = {
      userId: state.userId,
      item: own.inProgress,
      progress: own.progress,
    };
    const exp = withExpBonus(
      runeAttemptExp(recipe.startLevel, success),
      craftingExpPercent(game, 'runecrafting', state),
    );
    let stop: StopAction | undefined;
    if (finished && own.stopAfterCraft) stop = { msg: runeCraftedStopText(itemId) };
    if (!success && own.stopAfterFail) stop = { msg: runeFailedStopText(itemId) };
    const params = { itemid: itemId };
    return craftingTick(game, state, {
      skill: 'runecrafting',
      continuing: continuesStored(state, params),
      params,
      data: {
        itemid: itemId,
        progress,
        attemptsRequired: recipe.attemptsRequired,
        success,
        finished,
        exp,
        chance,
        bonusActive: craftingBonusActive(game),
      },
      exp,
      itemsToAdd: finished ? [{ id: itemId, amount: 1 }] : [],
      itemsToRemove,
      shortfallText: runeItemsText(itemId),
      statistics: finished ? [['totalRunesCrafted', 1]] : [],
      writes: stored,
      ...(stop ? { stop } : {}),
    });
  },
  async write(trx, { writes: stored }, { game }) {
    if (!stored) return;
    await runeProgressWrite(game.db)(trx, {
      userId: stored.userId,
      itemId: stored.item,
      progress: stored.progress,
    });
  },
};
