/**
 * Loadouts (issue 29): the player's saved sets, and the changes that save, equip, bind and delete
 * them. Every change answers the whole list, written into the cache; an equip (or an action's
 * start that equipped a bound set) also answers the gear now on, written into the shared stores
 * so the home page, the jewels and the trinkets follow without a reload.
 */
import { api, queryCache, useQuery } from '@idle/api-client';
import {
  type BoundLoadoutNotice,
  ENDPOINTS,
  type LoadoutActivity,
  type LoadoutGear,
  type LoadoutsAnswer,
} from '@idle/contracts';
import { bus } from '@idle/events';
import { applyLoadoutGear as applyGearToStores, notify } from '@idle/state';

/** `loadouts.php?mod=loadLoadouts`: the player's loadouts with what each would change. */
export function useLoadouts() {
  return useQuery(ENDPOINTS.loadouts.loadLoadouts);
}

function keepList<Answer extends LoadoutsAnswer>(answer: Answer): Answer {
  queryCache.update(ENDPOINTS.loadouts.loadLoadouts, undefined, () => ({
    loadouts: answer.loadouts,
  }));
  return answer;
}

/** Writes the gear a loadout put on into the stores the gear screens read. */
export function applyLoadoutGear(gear: LoadoutGear): void {
  applyGearToStores(gear);
  queryCache.invalidate(ENDPOINTS.trinkets.loadTrinkets);
}

/**
 * What starting an action said of its bound loadout: shown once, the gear applied when it went
 * on, and the list asked again (which set is on has changed).
 */
export function applyBoundLoadout(notice: BoundLoadoutNotice | undefined): void {
  if (!notice) return;
  notify(notice.gear ? 'success' : 'error', notice.message);
  if (notice.gear) applyLoadoutGear(notice.gear);
  queryCache.invalidate(ENDPOINTS.loadouts.loadLoadouts);
}

// A gathering start's answer carries its bound loadout: the stores took it with the tick (the
// shared state's applyTick); the lists here are asked again.
bus.on('tick', ({ answer }) => {
  if (!answer.loadout) return;
  queryCache.invalidate(ENDPOINTS.loadouts.loadLoadouts);
  if (answer.loadout.gear) queryCache.invalidate(ENDPOINTS.trinkets.loadTrinkets);
});

/** Saves what is equipped now: as a new loadout, or over loadout `id`. */
export async function saveLoadout(name: string, id?: number) {
  return keepList(await api.call(ENDPOINTS.loadouts.saveLoadout, { name, id }));
}

export async function equipLoadout(id: number) {
  const answer = keepList(await api.call(ENDPOINTS.loadouts.equipLoadout, { id }));
  applyLoadoutGear(answer.gear);
  return answer;
}

/** Binds loadout `id` to `activity` (`''`: to none). */
export async function bindLoadout(id: number, activity: LoadoutActivity | '') {
  return keepList(await api.call(ENDPOINTS.loadouts.bindLoadout, { id, activity }));
}

export async function deleteLoadout(id: number) {
  return keepList(await api.call(ENDPOINTS.loadouts.deleteLoadout, { id }));
}
