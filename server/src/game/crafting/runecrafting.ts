/**
 * Runecrafting (spec 001 §3, §5, §9), its rules and texts (the ticks are
 * actions/handlers/runecrafting.ts): a rune takes `attemptsRequired` successful attempts in a
 * row; a failed attempt sends its progress back to 0. The items are paid when a rune is begun;
 * the rune stays in progress (rune_progress) across failures, and beginning another rune
 * discards it. The stop-after-craft and stop-after-fail flags live in the same row.
 */
import type { LoadCraftingAnswer, RuneFlags } from '@idle/contracts';
import { formatNumber, withIndefiniteArticle } from '@idle/game-rules';
import type { Db } from '../../db/database';
import { ESSENCE_ITEM, POTION_RECIPES, RUNE_RECIPES } from '../content/crafting';
import { findItem } from '../content/items';
import { runeProgressOf, setRuneStopFlags } from './rune-progress.repository';

export const UNKNOWN_RUNE_TEXT = 'There is no such rune.';

function runeName(itemId: string): string {
  return findItem(itemId)?.name ?? itemId;
}

export function runeLevelText(itemId: string, level: number): string {
  return `Your runecrafting level is too low for the ${runeName(itemId)}: it needs level ${formatNumber(level)}.`;
}

export function runeItemsText(itemId: string): string {
  return `You do not have the items to craft the ${runeName(itemId)}.`;
}

export function runeCraftedStopText(itemId: string): string {
  return `You crafted ${withIndefiniteArticle(runeName(itemId))} and stopped, as you asked.`;
}

export function runeFailedStopText(itemId: string): string {
  return `Your attempt at the ${runeName(itemId)} failed and its progress went back to 0. You stopped, as you asked.`;
}

/** The rune in progress and the stop flags (no row: neither). */
export function runeRow(db: Db, userId: number) {
  return runeProgressOf(db, userId);
}

export function flagsOf(row: Awaited<ReturnType<typeof runeRow>>): RuneFlags {
  return {
    stopAfterCraft: (row?.stop_after_craft ?? 0) !== 0,
    stopAfterFail: (row?.stop_after_fail ?? 0) !== 0,
  };
}

/** `misc.php?mod=loadCrafting`: the recipes, the rune in progress and the runecrafting flags. */
export async function loadCrafting(db: Db, userId: number): Promise<LoadCraftingAnswer> {
  const row = await runeRow(db, userId);
  const inProgress = row?.item_id && row.item_id in RUNE_RECIPES ? row.item_id : null;
  return {
    runes: RUNE_RECIPES,
    potions: POTION_RECIPES,
    essenceItem: ESSENCE_ITEM,
    runeInProgress: inProgress ? { itemid: inProgress, progress: row?.progress ?? 0 } : null,
    runeFlags: flagsOf(row),
  };
}

/** `misc.php mod=runecraftingFlags`: both flags at once; they apply from the next attempt on. */
export async function setRuneFlags(db: Db, userId: number, flags: RuneFlags): Promise<true> {
  await setRuneStopFlags(db, userId, {
    stop_after_craft: flags.stopAfterCraft ? 1 : 0,
    stop_after_fail: flags.stopAfterFail ? 1 : 0,
  });
  return true;
}
