/**
 * The battling areas: entering an area's mob, and the battles each special area has left today,
 * which every special battling tick counts down.
 */
import { api, queryCache, useQuery } from '@idle/api-client';
import { ENDPOINTS, type EnterAreaAnswer, type SpecialBattleResult } from '@idle/contracts';
import { bus } from '@idle/events';
import { applyBoundLoadout } from './loadouts';

/**
 * The special area entered from this page, whose battles the ticks count down; null for a run
 * this page did not start (a reload resumed it), whose area the ticks do not name.
 */
let specialAreaInBattle: number | null = null;

/** `areas.php?mod=loadSpecialBattlesRemaining`: battles left today, by special area id. */
export function useSpecialBattlesRemaining(options: { enabled: boolean }) {
  return useQuery(ENDPOINTS.battle.loadSpecialBattlesRemaining, undefined, options);
}

/**
 * Enters an area to battle `mob` (area 14 at the typed `power`); the caller starts the action.
 * `special` marks a special area, whose remaining battles the ticks then count down.
 */
export async function enterArea(
  area: { id: number; special: boolean },
  mob: number,
  power?: number,
): Promise<EnterAreaAnswer> {
  const answer = await api.call(ENDPOINTS.battle.enterArea, { area: area.id, mob, power });
  specialAreaInBattle = area.special ? area.id : null;
  applyBoundLoadout(answer.loadout);
  return answer;
}

// Each special battle answers what is left of its area's battles today.
bus.on('tick', ({ action, answer }) => {
  if (action !== 'specialBattling') return;
  const remaining = (answer.data as Partial<SpecialBattleResult> | undefined)
    ?.specialBattlesRemaining;
  if (remaining === undefined) return;
  const area = specialAreaInBattle;
  if (area === null) {
    queryCache.invalidate(ENDPOINTS.battle.loadSpecialBattlesRemaining);
    return;
  }
  queryCache.update(ENDPOINTS.battle.loadSpecialBattlesRemaining, undefined, (left) =>
    left[String(area)] === remaining ? left : { ...left, [String(area)]: remaining },
  );
});
