/**
 * `misc.php?mod=loadCrafting` (runes, potions, the essence item, the rune in progress and the
 * runecrafting flags), kept once loaded so the progress screens can show what the home screens
 * loaded, and the runecrafting flags both the runecrafting home and progress screens change.
 */
import { api, useServerData, type LoadState } from '@idle/api-client';
import { ENDPOINTS, type LoadCraftingAnswer, type Misc, type RuneFlags } from '@idle/contracts';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';

/** The latest `loadCrafting` answer; null until one arrived. */
export const $craftingData = atom<LoadCraftingAnswer | null>(null);
/** The stop-after-crafting and stop-after-fail flags of runecrafting; null until known. */
export const $runeFlags = atom<RuneFlags | null>(null);

/** Asks the server for the crafting data and keeps it (with the rune flags). */
export async function loadCrafting(): Promise<LoadCraftingAnswer> {
  const answer = await api.call(ENDPOINTS.crafting.loadCrafting);
  $craftingData.set(answer);
  $runeFlags.set(answer.runeFlags);
  return answer;
}

/** Forgets the crafting data and the flags (tests and stories start from nothing). */
export function resetCraftingData(): void {
  $craftingData.set(null);
  $runeFlags.set(null);
}

/**
 * The crafting data a progress screen needs: the kept answer, or loaded once when none is kept
 * (a progress screen opened without its home screen first).
 */
export function useKnownCraftingData(): {
  state: LoadState<LoadCraftingAnswer>;
  reload: () => void;
} {
  const known = useStore($craftingData);
  const server = useServerData(loadCrafting, { enabled: known === null });
  return {
    state: known ? { status: 'ready', data: known } : server.state,
    reload: server.reload,
  };
}

/** Whether the crafting action bonus is active: crafting is counted and has reached its goal. */
export function craftingBonusActive(misc: Misc | null): boolean {
  const bonus = misc?.actionBonus;
  return bonus?.kind === 'crafting' && bonus.current >= bonus.required;
}
