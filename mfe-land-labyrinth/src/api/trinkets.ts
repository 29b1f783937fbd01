/**
 * The player's trinkets (`equipment.php loadTrinkets`) and every change to them. Each change
 * writes what it answered into the kept list, and the fragments and essence it cost or gave
 * into `$items`.
 */
import { api, queryCache, type ServerData, useQuery } from '@idle/api-client';
import { ENDPOINTS, type EqStats, type LoadTrinketsAnswer, type Trinket } from '@idle/contracts';
import {
  type CraftableTrinketRarity,
  type RerollStage,
  TRINKET_ESSENCE_ITEM,
  TRINKET_FRAGMENTS_ITEM,
  type TrinketTypeId,
} from '@idle/game-rules';
import { $player, applyItemChanges } from '@idle/state';

/** The trinkets and the celestial slots. */
export function useTrinkets(): ServerData<LoadTrinketsAnswer> {
  return useQuery(ENDPOINTS.trinkets.loadTrinkets);
}

function updateTrinkets(change: (answer: LoadTrinketsAnswer) => LoadTrinketsAnswer): void {
  queryCache.update(ENDPOINTS.trinkets.loadTrinkets, undefined, change);
}

/** The list with `next` in place of the trinket of its id. */
function replaceTrinket(next: Trinket): void {
  updateTrinkets((answer) => ({
    ...answer,
    trinkets: answer.trinkets.map((entry) => (entry.id === next.id ? next : entry)),
  }));
}

/** An equipped trinket's Attributes count in the player's totals at once. */
function setEqStats(eqStats: EqStats | undefined): void {
  const player = $player.get();
  if (player && eqStats) $player.set({ ...player, ...eqStats });
}

/** Equips `trinket`, or unequips it when it is equipped (one call toggles). */
export async function toggleTrinketEquipped(trinket: Trinket) {
  const answer = await api.call(ENDPOINTS.trinkets.equipTrinket, { id: trinket.id });
  replaceTrinket({ ...trinket, equipped: answer.equipped });
  setEqStats(answer.eqStats);
  return answer;
}

/** Raises `trinket` a tier, paid in trinket fragments. */
export async function upgradeTrinket(trinket: Trinket) {
  const answer = await api.call(ENDPOINTS.trinkets.upgradeTrinket, { id: trinket.id });
  applyItemChanges([], [{ id: TRINKET_FRAGMENTS_ITEM, amount: answer.frags }]);
  replaceTrinket(answer.trinket);
  return answer;
}

/** Destroys `trinket` for fragments and essence; it leaves the list (and the player's totals). */
export async function destroyTrinket(trinket: Trinket) {
  const answer = await api.call(ENDPOINTS.trinkets.destroyTrinket, { id: trinket.id });
  applyItemChanges(
    [
      { id: TRINKET_FRAGMENTS_ITEM, amount: answer.frags },
      { id: TRINKET_ESSENCE_ITEM, amount: answer.essence },
    ],
    [],
  );
  setEqStats(answer.eqStats);
  updateTrinkets((loaded) => ({
    ...loaded,
    trinkets: loaded.trinkets.filter((entry) => entry.id !== trinket.id),
  }));
  return answer;
}

/** Makes `trinket` celestial. */
export async function convertTrinketToCelestial(trinket: Trinket) {
  const answer = await api.call(ENDPOINTS.trinkets.convertTrinketToCelestial, { id: trinket.id });
  replaceTrinket(answer.trinket);
  return answer;
}

/** One stage of `trinket`'s re-roll: open, pay and roll, accept or reject. */
export async function rerollTrinket(trinket: Trinket, stage: RerollStage) {
  const answer = await api.call(ENDPOINTS.trinkets.rerollTrinket, { id: trinket.id, stage });
  applyItemChanges([], answer.itemsToRemove);
  replaceTrinket({ ...answer.trinket, rerolledMods: answer.rerolledMods });
  return answer;
}

/** Adds a celestial slot, paid in trinket essence. */
export async function increaseCelestialSlots() {
  const answer = await api.call(ENDPOINTS.trinkets.increaseCelestial);
  applyItemChanges([], [{ id: TRINKET_ESSENCE_ITEM, amount: answer.cost }]);
  updateTrinkets((loaded) => ({ ...loaded, celestialSlots: answer.celestialSlots }));
  return answer;
}

/** A trinket to craft: its rarity and its type. */
export interface CraftChoice {
  rarity: CraftableTrinketRarity;
  type: TrinketTypeId;
}

/** Crafts a trinket of the chosen rarity and type; its cost leaves the inventory. */
export async function craftTrinket(choice: CraftChoice) {
  const answer = await api.call(ENDPOINTS.trinkets.craftTrinket, choice);
  applyItemChanges([], answer.itemsToRemove);
  updateTrinkets((loaded) => ({ ...loaded, trinkets: [...loaded.trinkets, answer.trinket] }));
  return answer;
}
