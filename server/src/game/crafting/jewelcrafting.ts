/**
 * Jewelcrafting (spec 001 §3, §4, §5), its rules and texts (the ticks are
 * actions/handlers/jewelcrafting.ts): a jewel takes JEWEL_STEPS steps and one gem, spent when
 * the jewel is begun. Each step improves a random stat with power 1 (barely), 2 (improves) or
 * 3 (perfectly); perfect steps make the jewel rarer. A finished jewel at or below the
 * auto-deconstruct floor becomes gem fragments at once. The jewel being made is kept in
 * jewel_progress; beginning a jewel of another gem gives it up (its gem is lost).
 */
import type { Jewel } from '@idle/contracts';
import {
  formatNumber,
  GEM_FRAGMENT_COSTS,
  GEM_LEVEL_REQUIREMENTS,
  gemTypeName,
  type GemTypeId,
  JEWEL_POWER_WEIGHTS,
  JEWEL_STATS,
  type JewelStat,
  withIndefiniteArticle,
} from '@idle/game-rules';
import { JEWEL_FRAGMENT_SHARE, JEWEL_STAT_PER_POWER } from '../content/crafting';
import type { Random } from '../random';

/** The kind of a crafted jewel (jewels.type). */
export const CRAFTED_JEWEL_TYPE = 1;

export const JEWEL_CRAFTED_STOP_TEXT = 'You crafted a jewel and stopped, as you asked.';

export function jewelLevelText(gemType: GemTypeId): string {
  return `Your jewelcrafting level is too low for ${gemTypeName(gemType)} jewels: they need level ${formatNumber(GEM_LEVEL_REQUIREMENTS[gemType])}.`;
}

export function noGemText(gemType: GemTypeId): string {
  return `You need ${withIndefiniteArticle(gemTypeName(gemType))} to craft a jewel.`;
}

/** Gem fragments a jewel gives when deconstructed: a share of its gem's cost per rarity step. */
export function jewelFragments(gemType: GemTypeId, rarity: number): number {
  return Math.floor(GEM_FRAGMENT_COSTS[gemType] * JEWEL_FRAGMENT_SHARE * rarity);
}

export type JewelStats = Record<JewelStat, number>;

export const noStats = (): JewelStats => ({
  health: 0,
  attack: 0,
  defence: 0,
  accuracy: 0,
  dodge: 0,
});

export function parseStats(text: string): JewelStats {
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

export function withTotal(stats: JewelStats): Jewel['stats'] {
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
