/**
 * `misc.php?mod=loadCrafting`: the runes, the potions, the essence item, the rune in progress and
 * the runecrafting flags, which the crafting home and progress screens share through the cache.
 * The runecrafting ticks move the rune in progress; the flags are saved from either screen.
 */
import { api, queryCache, useQuery } from '@idle/api-client';
import { ENDPOINTS, type RunecraftingResult, type RuneFlags } from '@idle/contracts';
import { bus } from '@idle/events';

/** The crafting data (a progress screen opened after its home screen shows the kept answer). */
export function useCrafting() {
  return useQuery(ENDPOINTS.crafting.loadCrafting);
}

function keepRuneFlags(flags: RuneFlags): void {
  queryCache.update(ENDPOINTS.crafting.loadCrafting, undefined, (crafting) => ({
    ...crafting,
    runeFlags: flags,
  }));
}

/**
 * Saves the stop-after-crafting and stop-after-fail flags. The screens show `next` at once (they
 * may change mid-action) and `previous` again when the server refuses.
 */
export async function saveRuneFlags(next: RuneFlags, previous: RuneFlags): Promise<void> {
  keepRuneFlags(next);
  try {
    await api.call(ENDPOINTS.crafting.runecraftingFlags, {
      stopAfterCraft: next.stopAfterCraft ? 1 : 0,
      stopAfterFail: next.stopAfterFail ? 1 : 0,
    });
  } catch (error) {
    keepRuneFlags(previous);
    throw error;
  }
}

// An attempt moves the rune in progress: a success adds to it, a failure resets it to 0, and the
// finished rune leaves nothing in progress (the runecrafting home's Continue Crafting follows).
bus.on('tick', ({ action, answer }) => {
  if (action !== 'runecrafting') return;
  const result = answer.data as RunecraftingResult | undefined;
  if (result === undefined) return;
  const runeInProgress = result.finished
    ? null
    : { itemid: result.itemid, progress: result.progress };
  queryCache.update(ENDPOINTS.crafting.loadCrafting, undefined, (crafting) => ({
    ...crafting,
    runeInProgress,
  }));
});
