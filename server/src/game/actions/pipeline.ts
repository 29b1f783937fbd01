/**
 * The one way a timed action ticks (every `actions/<file>.php`), in this order:
 *
 * 1. load: the player's state from the action cache, or read once (user, stored action,
 *    statistics, boosts, and the handler's own part);
 * 2. the shared checks: the current action (the handler's load), the timer, a pending captcha
 *    and the Autos; the timer is then taken at once, before anything awaits;
 * 3. the day and month roll-overs;
 * 4. what the boosts and the nobility rank add now, then the handler's step;
 * 5. the common statistics, the Auto spent and the tracker, in memory;
 * 6. the writes, as compiled increments in the group commit (with the handler's own);
 * 7. the base answer, completed by the handler.
 *
 * One tick per delay per player, whichever endpoints the ticks come to: the timer lives in the
 * action cache apart from the cached states, so switching actions never forgets it, and the
 * stored action row guards it again inside the writes. With several server instances on one
 * database, the in-memory timer only holds if a player's calls reach one instance (sticky
 * sessions); otherwise the stored guard decides, and it must then be a single conditional
 * update of the timer (PostgreSQL: `update ... where next_tick_at <= $now returning`) run
 * before the tick is answered, since two instances may both read the old timer.
 */
import type {
  BattleTracker,
  ItemAmount,
  StatisticKey,
  Statistics,
  TickAnswer,
} from '@idle/contracts';
import { NO_PERSONAL_BONUS, personalBonusPercents } from '@idle/game-rules';
import { afterTax, type ClanTickPart, clanTickWrites, isClanMember } from '../clan/clan-tick';
import type { GameContext } from '../context';
import { loadUser } from '../players';
import { loadBoosts } from '../premium/running-boosts';
import { loadStatistics, periodKeys, startPeriods } from '../statistics';
import { dropTrinket, trinketDraw } from '../trinkets/drops';
import {
  emptyTracker,
  endAction,
  NO_AUTOS_TEXT,
  parseStoredObject,
  TICK_TOLERANCE_MS,
  tooEarly,
} from './current-action';
import { type ActionHandler, type StoredAction, type Tick, TickRefusal } from './handler';
import { type ActionState, isActionState } from './state';
import { tickWrites } from './writes';

const DAY_MS = 24 * 3600 * 1000;

/** A load that answered a stop instead of a state, named by the request it was for. */
interface LoadStop {
  action: string;
  requestKey: string;
  stop: TickAnswer;
}

type LoadResult = ActionState | LoadStop;

/** The statistics a tick changed, at their new values (the client merges them). */
export function changedStatistics(
  statistics: Statistics,
  increments: readonly (readonly [StatisticKey, number])[],
): Partial<Statistics> {
  return Object.fromEntries(increments.map(([key]) => [key, statistics[key]]));
}

/** The load step: what the ticks of this request read, or the stop its handler answered. */
export async function loadState<Request, Own>(
  game: GameContext,
  handler: ActionHandler<Request, Own>,
  userId: number,
  request: Request,
  requestKey: string,
  now: number,
): Promise<LoadResult> {
  const user = await loadUser(game.db, userId);
  const row = await game.db
    .selectFrom('action_state')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
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
  const state: ActionState<Own> = {
    action: handler.action,
    requestKey,
    userId,
    username: user.username,
    autos: user.autos,
    captchaPending: user.captcha_required !== 0,
    inClan: await isClanMember(game.db, userId),
    statistics: await loadStatistics(game.db, userId, now),
    statsDay: user.stats_day,
    statsMonth: user.stats_month,
    nextDayAt: 0,
    startedAt: stored?.startedAt ?? now,
    nextTickAt: stored?.nextTickAt ?? 0,
    tracker: starting ? emptyTracker() : (stored?.tracker ?? emptyTracker()),
    boosts: await loadBoosts(game.db, userId, now),
    nobilityRank: user.nobility_rank,
    personal: NO_PERSONAL_BONUS,
    params: loaded.start ?? stored?.params ?? {},
    starting,
    own: loaded.own,
  };
  return state;
}

/** The cached state for this request, or what its load answered. */
async function stateFor<Request, Own>(
  game: GameContext,
  handler: ActionHandler<Request, Own>,
  userId: number,
  request: Request,
  now: number,
): Promise<LoadResult> {
  const requestKey = handler.requestKey(request);
  const load = () => loadState(game, handler, userId, request, requestKey, now);
  const fits = (loaded: LoadResult) =>
    loaded.action === handler.action && loaded.requestKey === requestKey;
  const loaded = await game.actionCache.getOrLoad(userId, load, isActionState);
  if (fits(loaded)) return loaded;
  // Another action's state (or a load shared with a tick of another action): read afresh.
  game.actionCache.forget(userId);
  const again = await game.actionCache.getOrLoad(userId, load, isActionState);
  return fits(again) ? again : load();
}

/** Whether an answer ends the action (the client's loop stops on it). */
function endsAction(answer: TickAnswer): boolean {
  return answer.stopAction !== undefined || answer.startDefaultAction !== undefined;
}

/**
 * One tick of `handler`'s action for the player. An answer that stops the action also marks it
 * ended on the server, so a reload does not resume it.
 */
export async function runTick<Request, Own, Data>(
  game: GameContext,
  handler: ActionHandler<Request, Own, Data>,
  userId: number,
  request: Request,
): Promise<TickAnswer> {
  const answer = await tickOnce(game, handler, userId, request);
  if (endsAction(answer)) await endAction(game, userId, handler.action);
  return answer;
}

async function tickOnce<Request, Own, Data>(
  game: GameContext,
  handler: ActionHandler<Request, Own, Data>,
  userId: number,
  request: Request,
): Promise<TickAnswer> {
  const now = game.clock.now();
  const loaded = await stateFor(game, handler, userId, request, now);
  if (!isActionState(loaded)) return loaded.stop;
  const state = loaded as ActionState<Own>;
  const delay = Math.max(0, game.actionDelayMs + (handler.delayChangeMs?.(game, state.own) ?? 0));

  // From here to the writes nothing awaits: the timer is checked and taken in one go.
  const timer = game.actionCache.nextTickAt(userId);
  const readyAt = Math.max(state.nextTickAt, timer);
  if (now < readyAt - TICK_TOLERANCE_MS) throw tooEarly(readyAt, now);
  // The client refreshes instead of ticking at 0 Autos; another tab or a bot may still try.
  if (state.captchaPending || state.autos <= 0) {
    return {
      delay,
      autos: state.captchaPending ? 0 : state.autos,
      stopAction: { msg: NO_AUTOS_TEXT },
    };
  }
  game.actionCache.setNextTickAt(userId, now + delay);

  const period = now >= state.nextDayAt ? periodKeys(now) : null;
  if (period) handler.newDay?.(state.own, period.day);
  state.personal = personalBonusPercents(state.boosts, state.nobilityRank, now);
  const tick = handler.step({ game, state, request, now, delay });
  if (tick.kind === 'stop') {
    game.actionCache.setNextTickAt(userId, timer);
    if (tick.forget) game.actionCache.forget(userId);
    return tick.answer;
  }

  // Changed in memory first, so a tick arriving meanwhile is refused as early; if the writes
  // fail, the state is forgotten and read afresh at the next tick.
  const autosBefore = state.autos;
  const isAction = tick.isAction ?? true;
  const newPeriod = { day: false, month: false };
  if (period) {
    newPeriod.day = state.statsDay !== period.day;
    newPeriod.month = state.statsMonth !== period.month;
    if (newPeriod.day) state.statistics.totalActionsDaily = 0;
    if (newPeriod.month) state.statistics.totalActionsMonthly = 0;
    state.statsDay = period.day;
    state.statsMonth = period.month;
    state.nextDayAt = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
  }
  const increments: [StatisticKey, number][] = isAction
    ? [
        ['totalActions', 1],
        ['totalActionsDaily', 1],
        ['totalActionsMonthly', 1],
      ]
    : [];
  increments.push(...(tick.increments ?? []));
  for (const [key, value] of increments) state.statistics[key] += value;
  const starts = state.starting || tick.start === true;
  const previousStart = state.startedAt;
  const tracker = starts ? emptyTracker() : { ...state.tracker };
  if (isAction) {
    state.autos -= 1;
    tracker.actions += 1;
    tracker.wins += tick.tracker?.wins ?? 0;
    tracker.losses += tick.tracker?.losses ?? 0;
    tracker.gold += tick.tracker?.gold ?? 0;
  }
  state.tracker = tracker;
  if (tick.params) state.params = tick.params;
  state.starting = false;
  state.startedAt = starts ? now : previousStart;
  state.nextTickAt = now + delay;

  const write = tickWrites(game.db);
  const { params } = state;
  const skills = (tick.skills ?? []).filter(([, exp]) => exp > 0);
  const items = (tick.itemsToAdd ?? []).map(({ id, amount }): [string, number] => [id, amount]);
  const spend = mergedAmounts(tick.spend?.items ?? []);
  const economy = economyRows(userId, tick.itemsToAdd ?? [], spend);
  const trinketDrawn = isAction ? trinketDraw(handler.action) : 1;
  // Filled by the writes (a group commit may run them twice: the last run's part counts).
  const clan: { part: ClanTickPart | null } = { part: null };
  try {
    await game.groupCommit.transaction(async (trx) => {
      await startPeriods(trx, userId, now, newPeriod);
      if (spend.length > 0) {
        const spent = (await write.spendItems(trx, userId, spend)) as { numAffectedRows?: bigint };
        if (spent.numAffectedRows !== BigInt(spend.length)) {
          throw new TickRefusal(tick.spend?.shortfallText ?? '');
        }
      }
      if (isAction) await write.spendAuto(trx, now, userId);
      clan.part =
        isAction && state.inClan
          ? await clanTickWrites(game.db, trx, userId, tick.clan?.taxable ?? [])
          : null;
      // The tick creates the gross; the clan's tax goes to its storage, the player gets the rest.
      await write.items(trx, userId, clan.part ? afterTax(items, clan.part.taxed) : items);
      await write.economy(trx, economy);
      await write.skills(trx, userId, skills);
      await write.statistics(trx, userId, increments);
      await tick.write?.(trx);
      await dropTrinket(trx, game, userId, handler.action, trinketDrawn, now);
      const trackerText = JSON.stringify(tracker);
      const paramsText = JSON.stringify(params);
      const latest = now + TICK_TOLERANCE_MS;
      const stored = (
        starts
          ? await write.startAction(
              trx,
              userId,
              handler.action,
              paramsText,
              now,
              now + delay,
              trackerText,
              latest,
            )
          : await write.continueAction(
              trx,
              now + delay,
              trackerText,
              paramsText,
              userId,
              previousStart,
              latest,
            )
      ) as { rows: unknown[] };
      // The stored timer is the last word (another server instance may have ticked).
      if (stored.rows.length === 0) {
        const { rows } = (await write.early(trx, userId, latest)) as {
          rows: { next_tick_at: number | bigint }[];
        };
        const early = rows[0];
        if (starts || early) throw tooEarly(early ? Number(early.next_tick_at) : now + delay, now);
      }
    });
  } catch (error) {
    game.actionCache.forget(userId);
    game.actionCache.setNextTickAt(userId, timer);
    if (error instanceof TickRefusal) {
      return { delay, autos: autosBefore, stopAction: { msg: error.message, hardExit: true } };
    }
    throw error;
  }
  // Another action's state read while this tick was being stored has missed its writes.
  if (game.actionCache.get(userId) !== state) game.actionCache.forget(userId);
  if (isAction) game.world.countAction(handler.action);
  const answer = await tick.answer({
    delay,
    autos: state.autos,
    player: { autos: state.autos },
    misc: {
      statistics: handler.answersAllStatistics
        ? { ...state.statistics }
        : changedStatistics(state.statistics, increments),
    },
  });
  if (clan.part) showClanPart(answer, clan.part, tick.clan);
  return answer;
}

/** The clan's part in a tick's answer: the items shown added are what the player received. */
function showClanPart<Data>(
  answer: TickAnswer<Data>,
  part: ClanTickPart,
  shown: Tick<Data>['clan'],
): void {
  if (answer.itemsToAdd && part.taxed.length > 0) {
    answer.itemsToAdd = afterTax(
      answer.itemsToAdd.map(({ id, amount }): [string, number] => [id, amount]),
      part.taxed,
    ).map(([id, amount]) => ({ id, amount }));
  }
  shown?.show?.(answer, part);
}

/** One economy counter row per item: what the tick created (its items) and destroyed (spent). */
function economyRows(
  userId: number,
  created: readonly ItemAmount[],
  destroyed: readonly ItemAmount[],
): [number, string, number, number][] {
  const rows = new Map<string, [number, string, number, number]>();
  const row = (id: string) => {
    let found = rows.get(id);
    if (!found) rows.set(id, (found = [userId, id, 0, 0]));
    return found;
  };
  for (const { id, amount } of created) row(id)[2] += amount;
  for (const { id, amount } of destroyed) row(id)[3] += amount;
  return [...rows.values()];
}

/** One entry per item id (a statement changes each row once). */
function mergedAmounts(items: readonly ItemAmount[]): ItemAmount[] {
  const totals = new Map<string, number>();
  for (const { id, amount } of items) totals.set(id, (totals.get(id) ?? 0) + amount);
  return [...totals].map(([id, amount]) => ({ id, amount }));
}
