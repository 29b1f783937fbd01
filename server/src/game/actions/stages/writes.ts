/**
 * Step 6, the writes, in the group commit, as compiled increments: the roll-overs, the items
 * spent (only while owned), the Auto, the modifiers' writes of an action's start (its bound
 * loadout), the modifiers' writes before the gains (the clan's tax),
 * the items (less what the modifiers took), the economy counters, experience, statistics, the
 * handler's own writes, the modifiers' writes after them (trinket drops), and the action row
 * (started anew or continued) with its timer guard.
 */
import type { ItemAmount, TickAnswer } from '@idle/contracts';
import { batchRows } from '../../../db/group-commit';
import type { GameContext } from '../../context';
import { startPeriods } from '../../players/statistics';
import { TICK_TOLERANCE_MS } from '../current-action';
import { type ActionHandler, type Tick, TickRefusal, type WriteContext } from '../handler';
import { type ModifierOutcome, type ModifierTick, withoutTaken } from '../modifier';

/** The writes a tick modifier may make inside the tick's transaction, in the order they run. */
type ModifierWritePhase = 'writeOnStart' | 'writeBeforeGains' | 'writeAfterHandler';
import { tickWrites } from '../writes';
import type { CountedTick } from './statistics';

/** The modifiers' outcomes, or the answer of a tick refused at write time. */
export type WrittenTick<Written> =
  | { refused: null; outcomes: ModifierOutcome[]; written: Written | undefined }
  | { refused: TickAnswer; outcomes: null; written: undefined };

export async function writeTick<Request, Own, Data, Writes, Written>(
  handler: ActionHandler<Request, Own, Data, Writes, Written>,
  context: WriteContext<Own>,
  tick: Tick<Data, Writes>,
  counted: CountedTick,
  delay: number,
  timer: number,
): Promise<WrittenTick<Written>> {
  const { game, state, now } = context;
  const { action } = handler;
  const { userId } = state;
  const { isAction, starts, previousStart } = counted;
  const write = tickWrites(game.db);
  const { tickModifiers } = game;
  const { params } = state;
  const skills = (tick.skills ?? []).filter(([, exp]) => exp > 0);
  const gains = tick.itemsToAdd ?? [];
  const spend = mergedAmounts(tick.spend?.items ?? []);
  const economy = economyRows(userId, gains, spend);
  const modifierTick: ModifierTick<GameContext> = {
    game,
    userId,
    action,
    now,
    isAction,
    taxable: tick.taxable,
    tracked: handler.trackedAs ? `${action}:${handler.trackedAs(state.own, game)}` : action,
    delay,
    skills,
    received: gains,
    starts,
  };
  const decided = tickModifiers.map((modifier, index): unknown =>
    modifier.decide?.(modifierTick, state.modifiers[index]),
  );
  // Filled by the writes (a group commit may run them twice: the last run's outcomes count).
  const outcomes: ModifierOutcome[] = [];
  let written: Written | undefined;
  try {
    await game.groupCommit.transaction(async (trx) => {
      outcomes.length = 0;
      await startPeriods(trx, userId, now, counted.newPeriod);
      const shortfallText = tick.spend?.shortfallText ?? '';
      for (const { id, amount } of spend) {
        batchRows(trx, write.spendItems, { userId, itemId: id, amount, shortfallText });
      }
      if (isAction) batchRows(trx, write.spendAutos, [userId, now]);
      /** Runs one write of every modifier in their order, keeping and answering the outcomes. */
      const modifierWrites = async (phase: ModifierWritePhase) => {
        const found: ModifierOutcome[] = [];
        for (let index = 0; index < tickModifiers.length; index++) {
          const writing = tickModifiers[index]?.[phase]?.(
            trx,
            modifierTick,
            state.modifiers[index],
            decided[index],
          );
          // Awaited only when there is a write: a tick awaits nothing for an idle modifier.
          const outcome = writing ? await writing : null;
          if (outcome) found.push(outcome);
        }
        outcomes.push(...found);
        return found;
      };
      if (starts) await modifierWrites('writeOnStart');
      let received = gains;
      for (const outcome of await modifierWrites('writeBeforeGains')) {
        // The tick creates the gross (its economy counts); the player gets the rest.
        if (outcome.taken && outcome.taken.length > 0) {
          received = withoutTaken(received, outcome.taken);
        }
      }
      modifierTick.received = received;
      for (const { id, amount } of received) batchRows(trx, write.items, [userId, id, amount]);
      for (const row of economy) batchRows(trx, write.economy, row);
      for (const [skill, exp] of skills) batchRows(trx, write.skills, [userId, skill, exp]);
      for (const [key, amount] of counted.increments) {
        batchRows(trx, write.statistics, [userId, key, amount]);
      }
      // Awaited only when the handler writes: a tick awaits nothing for a handler without.
      written = handler.write ? await handler.write(trx, tick, context) : undefined;
      await modifierWrites('writeAfterHandler');
      batchRows(trx, write.actionRows, {
        userId,
        starts,
        action,
        params: JSON.stringify(params),
        startedAt: starts ? now : previousStart,
        nextTickAt: now + delay,
        tracker: JSON.stringify(counted.tracker),
        expected: counted.previousNextTickAt,
        latest: now + TICK_TOLERANCE_MS,
        now,
      });
    });
  } catch (error) {
    game.actionCache.forget(userId);
    game.actionCache.setNextTickAt(userId, timer);
    if (error instanceof TickRefusal) {
      return {
        refused: {
          delay,
          autos: counted.autosBefore,
          stopAction: { msg: error.message, hardExit: true },
        },
        outcomes: null,
        written: undefined,
      };
    }
    throw error;
  }
  return { refused: null, outcomes, written };
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
