/**
 * `actions/current.php`: the action the server keeps running for the player, for a client that
 * resumes it (a reload, a new login on the device, another tab taking over the loop).
 */
import {
  ACTION_TYPES,
  type ActionType,
  type BattleTracker,
  type CurrentActionAnswer,
} from '@idle/contracts';
import type { GameContext } from '../context';
import { loadRunningAction } from './action-state.repository';
import { emptyTracker, parseStoredObject } from './current-action';
import { ACTION_REGISTRY } from '../action-registry';

function isActionType(action: string): action is ActionType {
  return (ACTION_TYPES as readonly string[]).includes(action);
}

export async function currentAction(
  game: GameContext,
  userId: number,
): Promise<CurrentActionAnswer> {
  const row = await loadRunningAction(game.db, userId);
  if (!row || !isActionType(row.action)) return null;
  // The in-memory timer is the newer one while this instance ticks for the player.
  const readyAt = Math.max(row.next_tick_at, game.actionCache.nextTickAt(userId));
  return {
    action: row.action,
    body: ACTION_REGISTRY[row.action].resumeRequest(parseStoredObject(row.params)),
    nextTickIn: Math.max(0, readyAt - game.clock.now()),
    tracker: { ...emptyTracker(), ...(parseStoredObject(row.tracker) as Partial<BattleTracker>) },
  };
}
