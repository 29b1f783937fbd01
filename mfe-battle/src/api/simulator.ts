/** The combat simulator's read: the player's own fight figures, for the fighting action given. */
import { useQuery } from '@idle/api-client';
import { ENDPOINTS, type SimulatedAction } from '@idle/contracts';

/** `areas.php?mod=loadFightFigures`: figures, bonuses (with the action's world bonus), opponents. */
export function useFightFigures(action: SimulatedAction) {
  return useQuery(ENDPOINTS.battle.loadFightFigures, { action });
}
