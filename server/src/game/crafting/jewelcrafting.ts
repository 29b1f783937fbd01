/**
 * Jewelcrafting (spec 001 §3, §4, §5): a jewel takes JEWEL_STEPS steps and one gem, spent when
 * the jewel is begun. Each step improves a random stat with power 1 (barely), 2 (improves) or
 * 3 (perfectly); perfect steps make the jewel rarer. A finished jewel at or below the
 * auto-deconstruct floor becomes gem fragments at once. The jewel being made is kept in
 * jewel_progress; beginning a jewel of another gem gives it up (its gem is lost).
 */
import type { ItemAmount, Jewel, JewelcraftingResult, TickAnswer } from '@idle/contracts';
import {
  type AutoDeconstructFloor,
  canCraftJewel,
  GEM_FRAGMENT_COSTS,
  GEM_FRAGMENTS_ITEM,
  GEM_LEVEL_REQUIREMENTS,
  gemItemId,
  gemTypeName,
  type GemTypeId,
  JEWEL_STATS,
  type JewelStat,
  shouldAutoDeconstruct,
} from '@idle/game-rules';
import { JEWEL_FRAGMENT_SHARE, JEWEL_STAT_PER_POWER, JEWEL_STEPS } from '../content/crafting';
import type { GameContext } from '../context';
import type { Random } from '../random';
import { article, craftingTick, refuse, withExpBonus } from './tick';

/** Chances of a step's power 1, 2 and 3, in percent (ours). */
export const JEWEL_POWER_WEIGHTS: Record<1 | 2 | 3, number> = { 1: 50, 2: 35, 3: 15 };
/** A jewel's rarity: 1, plus 1 for every 2 perfect steps, at most 6 (ours). */
export const PERFECTS_PER_RARITY = 2;
export const JEWEL_CRAFTED_MAX_RARITY = 6;
/** The kind of a crafted jewel (jewels.type). */
export const CRAFTED_JEWEL_TYPE = 1;
/** Experience of a jewelcrafting step: 10 plus the gem's level requirement (ours). */
export const JEWEL_EXP_BASE = 10;

export const JEWEL_CRAFTED_STOP_TEXT = 'You crafted a jewel and stopped, as you asked.';

export function jewelLevelText(gemType: GemTypeId): string {
  return `Your jewelcrafting level is too low for ${gemTypeName(gemType)} jewels: they need level ${GEM_LEVEL_REQUIREMENTS[gemType]}.`;
}

export function noGemText(gemType: GemTypeId): string {
  const name = gemTypeName(gemType);
  return `You need ${article(name)} ${name} to craft a jewel.`;
}

/** Gem fragments a jewel gives when deconstructed: a share of its gem's cost per rarity step. */
export function jewelFragments(gemType: GemTypeId, rarity: number): number {
  return Math.floor(GEM_FRAGMENT_COSTS[gemType] * JEWEL_FRAGMENT_SHARE * rarity);
}

export function jewelRarity(perfects: number): number {
  return Math.min(JEWEL_CRAFTED_MAX_RARITY, 1 + Math.floor(perfects / PERFECTS_PER_RARITY));
}

export function jewelStepExp(gemType: GemTypeId): number {
  return JEWEL_EXP_BASE + GEM_LEVEL_REQUIREMENTS[gemType];
}

type JewelStats = Record<JewelStat, number>;

const noStats = (): JewelStats => ({ health: 0, attack: 0, defence: 0, accuracy: 0, dodge: 0 });

function parseStats(text: string): JewelStats {
  const stats = noStats();
  try {
    const parsed = JSON.parse(text) as Partial<Record<string, unknown>>;
    for (const stat of JEWEL_STATS) {
      const value = parsed[stat];
      if (typeof value === 'number' && Number.isFinite(value)) stats[stat] = value;
    }
  } catch {
    // A broken row starts its stats afresh.
  }
  return stats;
}

function withTotal(stats: JewelStats): Jewel['stats'] {
  return { ...stats, total: JEWEL_STATS.reduce((sum, stat) => sum + stats[stat], 0) };
}

/** One step's roll: its power (by JEWEL_POWER_WEIGHTS), then the stat it improves. */
export function rollJewelStep(random: Random): { power: 1 | 2 | 3; stat: JewelStat } {
  const roll = random.next() * 100;
  const power =
    roll < JEWEL_POWER_WEIGHTS[1]
      ? 1
      : roll < JEWEL_POWER_WEIGHTS[1] + JEWEL_POWER_WEIGHTS[2]
        ? 2
        : 3;
  const stat = JEWEL_STATS[Math.floor(random.next() * JEWEL_STATS.length)] ?? 'health';
  return { power, stat };
}

/** What a step of `power` adds to `stat` for a gem type (accuracy and dodge in hundredths). */
export function jewelStatGain(gemType: GemTypeId, power: number, stat: JewelStat): number {
  const hundredths = stat === 'accuracy' || stat === 'dodge' ? 100 : 1;
  return power * JEWEL_STAT_PER_POWER[gemType] * hundredths;
}

export interface JewelcraftingRequest {
  gemType: GemTypeId;
  stopAfterCraft: boolean;
  floor: AutoDeconstructFloor;
}

/** `actions/jewelcrafting.php {gemType, stopAfterCraft, floor}`: one step of a jewel. */
export function jewelcraftingTick(
  game: GameContext,
  userId: number,
  request: JewelcraftingRequest,
): Promise<TickAnswer<JewelcraftingResult>> {
  const { gemType, floor } = request;
  return craftingTick<JewelcraftingResult>(game, userId, {
    action: 'jewelcrafting',
    skill: 'jewelcrafting',
    params: { gemType, stopAfterCraft: request.stopAfterCraft ? 1 : 0, floor },
    async step({ trx, level, random, expPercent, owned, username, now }) {
      if (level < GEM_LEVEL_REQUIREMENTS[gemType]) return refuse(jewelLevelText(gemType));
      const row = await trx
        .selectFrom('jewel_progress')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const itemsToRemove: ItemAmount[] = [];
      let progress = 0;
      let perfects = 0;
      let stats = noStats();
      if (row?.gem_type === gemType) {
        progress = row.progress;
        perfects = row.perfects;
        stats = parseStats(row.stats);
      } else {
        const gem = gemItemId(gemType);
        const counts = await owned([gem]);
        if (!canCraftJewel(gemType, level, counts[gem] ?? 0)) return refuse(noGemText(gemType));
        itemsToRemove.push({ id: gem, amount: 1 });
      }

      const { power, stat } = rollJewelStep(random);
      const gain = jewelStatGain(gemType, power, stat);
      stats[stat] += gain;
      progress += 1;
      if (power === 3) perfects += 1;
      const finished = progress >= JEWEL_STEPS;
      const exp = withExpBonus(jewelStepExp(gemType), expPercent);
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
      };
      const itemsToAdd: ItemAmount[] = [];

      if (!finished) {
        const values = { gem_type: gemType, progress, perfects, stats: JSON.stringify(stats) };
        await trx
          .insertInto('jewel_progress')
          .values({ user_id: userId, ...values })
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
          .execute();
      } else {
        await trx.deleteFrom('jewel_progress').where('user_id', '=', userId).execute();
        const rarity = jewelRarity(perfects);
        if (shouldAutoDeconstruct(rarity, floor)) {
          const fragments = jewelFragments(gemType, rarity);
          data.deconstructed = fragments;
          if (fragments > 0) itemsToAdd.push({ id: GEM_FRAGMENTS_ITEM, amount: fragments });
        } else {
          const inserted = await trx
            .insertInto('jewels')
            .values({
              user_id: userId,
              type: CRAFTED_JEWEL_TYPE,
              gem_type: gemType,
              rarity,
              ...stats,
              market_price: null,
              crafted_by_user_id: userId,
              crafted_by_name: username,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          data.jewel = {
            id: inserted.id,
            type: CRAFTED_JEWEL_TYPE,
            gemType,
            rarity,
            stats: withTotal(stats),
            equipped: false,
            marketPrice: null,
            craftedBy: username,
            craftedByUserid: userId,
          };
        }
      }
      return {
        data,
        exp,
        itemsToAdd,
        itemsToRemove,
        statistics: finished ? { totalJewelsCrafted: 1 } : {},
        ...(finished && request.stopAfterCraft ? { stop: { msg: JEWEL_CRAFTED_STOP_TEXT } } : {}),
      };
    },
  });
}
