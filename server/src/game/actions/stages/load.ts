/**
 * Step 1, load: the player's state from the action cache, or read once (the user, the stored
 * action, the statistics, what each tick modifier loads, and the handler's own part).
 */
import type { BattleTracker, TickAnswer } from '@idle/contracts';
import { NO_PERSONAL_BONUS } from '@idle/game-rules';
import { bulkReads } from '../../../db/bulk-reads';
import type { GameContext } from '../../context';
import { loadUser } from '../../players/players';
import { loadStatistics } from '../../players/statistics';
import { loadActionRow } from '../action-state.repository';
import { coldLoad } from '../cold-loads';
import { emptyTracker, parseStoredObject } from '../current-action';
import type { ActionHandler, StoredAction } from '../handler';
import { type ActionState, isActionState } from '../state';

/** A load that answered a stop instead of a state, named by the request it was for. */
interface LoadStop {
  action: string;
  requestKey: string;
  stop: TickAnswer;
}

export type LoadResult = ActionState | LoadStop;

/** The load step: what the ticks of this request read, or the stop its handler answered. */
export async function loadState<Request, Own>(
  game: GameContext,
  handler: ActionHandler<Request, Own>,
  userId: number,
  request: Request,
  requestKey: string,
  now: number,
): Promise<LoadResult> {
  // The stored action first: its timer is the version the tick's write compares (writes.ts). A
  // tick stored elsewhere after this read changes it, so what is read next, maybe newer, is
  // never written over the newer timer: that tick is refused and read again.
  const row = await loadActionRow(game.db, userId);
  const user = await loadUser(game.db, userId);
  const stored: StoredAction | null = row
    ? {
        action: row.action,
        params: parseStoredObject(row.params),
        startedAt: row.started_at,
        nextTickAt: row.next_tick_at,
        tracker: {
          ...emptyTracker(),
          ...(parseStoredObject(row.tracker) as Partial<BattleTracker>),
        },
      }
    : null;
  const loaded = await handler.load({ game, userId, request, now, user, stored });
  if (!('own' in loaded)) return { action: handler.action, requestKey, stop: loaded };
  // A tick after the action ended (finished, stopped by an answer) starts it afresh.
  const starting = loaded.start !== undefined || row?.ended === 1;
  const modifiers: unknown[] = [];
  for (const modifier of game.tickModifiers) modifiers.push(await modifier.load?.(game, user, now));
  const state: ActionState<Own> = {
    action: handler.action,
    requestKey,
    userId,
    username: user.username,
    autos: user.autos,
    captchaPending: user.captcha_required !== 0,
    statistics: await loadStatistics(game.db, userId, now),
    statsDay: user.stats_day,
    statsMonth: user.stats_month,
    nextDayAt: 0,
    startedAt: stored?.startedAt ?? now,
    nextTickAt: stored?.nextTickAt ?? 0,
    tracker: starting ? emptyTracker() : (stored?.tracker ?? emptyTracker()),
    modifiers,
    personal: NO_PERSONAL_BONUS,
    params: loaded.start ?? stored?.params ?? {},
    starting,
    own: loaded.own,
  };
  return state;
}

/** The cached state for this request, or what its load answered. */
export async function stateFor<Request, Own>(
  game: GameContext,
  handler: ActionHandler<Request, Own>,
  userId: number,
  request: Request,
  now: number,
): Promise<LoadResult> {
  const requestKey = handler.requestKey(request);
  // Read beside the other players' cold loads, one query per select for all (db/bulk-reads.ts).
  const load = () =>
    coldLoad(game.db, () =>
      loadState({ ...game, db: bulkReads(game.db) }, handler, userId, request, requestKey, now),
    );
  const fits = (loaded: LoadResult) =>
    loaded.action === handler.action && loaded.requestKey === requestKey;
  const loaded = await game.actionCache.getOrLoad(userId, load, isActionState);
  if (fits(loaded)) return loaded;
  // Another action's state (or a load shared with a tick of another action): read afresh.
  game.actionCache.forget(userId);
  const again = await game.actionCache.getOrLoad(userId, load, isActionState);
  return fits(again) ? again : load();
}
