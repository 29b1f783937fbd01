/**
 * `actions/jewelcrafting.php {gemType, stopAfterCraft, floor}`: one step of a jewel (rules and
 * texts in crafting/jewelcrafting.ts). The jewel being made is kept in the cached state; its gem
 * is taken when the jewel is begun.
 */
import type { ItemAmount, JewelcraftingResult } from '@idle/contracts';
import type { JewelcraftingTickRequest } from '@idle/contracts/schemas';
import {
  type AutoDeconstructFloor,
  GEM_FRAGMENTS_ITEM,
  GEM_LEVEL_REQUIREMENTS,
  gemItemId,
  type GemTypeId,
  jewelRarity,
  jewelStepExp,
  shouldAutoDeconstruct,
  skillFromExp,
} from '@idle/game-rules';
import type { z } from 'zod';
import { JEWEL_STEPS } from '../content/crafting';
import { findJewelProgress, jewelProgressStatements } from './jewel-progress.repository';
import { insertJewel } from '../inventory/jewels.repository';
import {
  CRAFTED_JEWEL_TYPE,
  JEWEL_CRAFTED_STOP_TEXT,
  jewelFragments,
  jewelLevelText,
  type JewelStats,
  jewelStatGain,
  noGemText,
  noStats,
  parseStats,
  rollJewelStep,
  withTotal,
} from './jewelcrafting';
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
import { countFlow, jewelKey } from '../economy/economy';
import { type ActionHandler, hardStop } from '../actions/handler';

type JewelOwn = CraftingOwn & {
  /** The jewel being made, or null. */
  jewel: { gemType: number; progress: number; perfects: number; stats: JewelStats } | null;
};

/** The jewel after a step, stored: its progress, or done (crafted unless deconstructed). */
interface JewelStep {
  userId: number;
  username: string;
  now: number;
  gemType: GemTypeId;
  progress: number;
  perfects: number;
  stats: JewelStats;
  rarity: number;
  finished: boolean;
  deconstructed: boolean;
}

export const jewelcraftingHandler: ActionHandler<
  z.infer<typeof JewelcraftingTickRequest>,
  JewelOwn,
  JewelcraftingResult,
  JewelStep,
  JewelcraftingResult['jewel'] | undefined
> = {
  action: 'jewelcrafting',
  requestKey: (request) => `${request.gemType}/${request.stopAfterCraft}/${request.floor}`,
  resumeFields: ['gemType', 'stopAfterCraft', 'floor'],
  delayChangeMs: craftingTimerChange('jewelcrafting'),
  answersAllStatistics: true,
  async load({ game, userId, stored }) {
    const row = await findJewelProgress(game.db, userId);
    const crafting = await loadCraftingOwn(game, userId, 'jewelcrafting', 'jewelcrafting', stored);
    return {
      own: {
        ...crafting,
        jewel: row
          ? {
              gemType: row.gem_type,
              progress: row.progress,
              perfects: row.perfects,
              stats: parseStats(row.stats),
            }
          : null,
      },
    };
  },
  step({ game, state, request, delay, now }) {
    const { own } = state;
    const gemType = request.gemType as GemTypeId;
    const floor = request.floor as AutoDeconstructFloor;
    const level = skillFromExp(own.skillExp).level;
    if (level < GEM_LEVEL_REQUIREMENTS[gemType])
      return hardStop(state, delay, jewelLevelText(gemType));
    const itemsToRemove: ItemAmount[] = [];
    let { progress, perfects, stats } = { progress: 0, perfects: 0, stats: noStats() };
    if (own.jewel?.gemType === gemType) {
      ({ progress, perfects } = own.jewel);
      stats = { ...own.jewel.stats };
    } else {
      itemsToRemove.push({ id: gemItemId(gemType), amount: 1 });
    }
    const { power, stat } = rollJewelStep(game.random);
    const gain = jewelStatGain(gemType, power, stat);
    stats[stat] += gain;
    progress += 1;
    if (power === 3) perfects += 1;
    const finished = progress >= JEWEL_STEPS;
    own.jewel = finished ? null : { gemType, progress, perfects, stats };
    const exp = withExpBonus(
      jewelStepExp(gemType),
      craftingExpPercent(game, 'jewelcrafting', state),
    );
    const data: JewelcraftingResult = {
      gem: gemType,
      progress,
      progressRequired: JEWEL_STEPS,
      perfects,
      power,
      statGained: stat,
      statGainedAmount: gain,
      jewelData: withTotal(stats),
      exp,
      bonusActive: craftingBonusActive(game),
    };
    const itemsToAdd: ItemAmount[] = [];
    const rarity = jewelRarity(perfects);
    const deconstructed = finished && shouldAutoDeconstruct(rarity, floor);
    if (deconstructed) {
      const fragments = jewelFragments(gemType, rarity);
      data.deconstructed = fragments;
      if (fragments > 0) itemsToAdd.push({ id: GEM_FRAGMENTS_ITEM, amount: fragments });
    }
    const { userId, username } = state;
    const params = { gemType, stopAfterCraft: request.stopAfterCraft, floor };
    return craftingTick(game, state, {
      skill: 'jewelcrafting',
      continuing: continuesStored(state, params),
      params,
      data,
      exp,
      itemsToAdd,
      itemsToRemove,
      shortfallText: noGemText(gemType),
      statistics: finished ? [['totalJewelsCrafted', 1]] : [],
      writes: {
        userId,
        username,
        now,
        gemType,
        progress,
        perfects,
        stats,
        rarity,
        finished,
        deconstructed,
      },
      ...(finished && request.stopAfterCraft === 1
        ? { stop: { msg: JEWEL_CRAFTED_STOP_TEXT } }
        : {}),
    });
  },
  // The crafted jewel is answered with its new id.
  async write(trx, { writes: step }, { game }) {
    if (!step) return undefined;
    const { userId, username, now, gemType, progress, perfects, stats, rarity } = step;
    const { finished, deconstructed } = step;
    const write = jewelProgressStatements(game.db);
    if (!finished) {
      await write.progress(trx, {
        userId,
        gemType,
        progress,
        perfects,
        stats: JSON.stringify(stats),
      });
      return undefined;
    }
    await write.done(trx, { userId });
    if (deconstructed) return undefined;
    const insertedId = await insertJewel(trx, {
      user_id: userId,
      type: CRAFTED_JEWEL_TYPE,
      gem_type: gemType,
      rarity,
      ...stats,
      market_price: null,
      crafted_by_user_id: userId,
      crafted_by_name: username,
      created_at: now,
    });
    await countFlow(trx, userId, [{ id: jewelKey(gemType), amount: 1 }], 'created');
    return {
      id: insertedId,
      type: CRAFTED_JEWEL_TYPE,
      gemType,
      rarity,
      stats: withTotal(stats),
      equipped: false,
      marketPrice: null,
      craftedBy: username,
      craftedByUserid: userId,
    };
  },
  afterWrites(answer, _tick, jewel) {
    return jewel && answer.data ? { ...answer, data: { ...answer.data, jewel } } : answer;
  },
};
