/**
 * Step 7, the answer: the base answer (`delay`, `autos`, `player`, the statistics changed),
 * with the handler's part merged in and completed by its `afterWrites`, with the tick modifiers' outcomes merged in (what they took off the
 * items added, what they show in the data).
 */
import type { StatisticKey, Statistics, TickAnswer } from '@idle/contracts';
import type { ActionHandler, Tick, WriteContext } from '../handler';
import { type ModifierOutcome, withOutcomes } from '../modifier';
import type { CountedTick } from './statistics';

/** The statistics a tick changed, at their new values (the client merges them). */
export function changedStatistics(
  statistics: Statistics,
  increments: readonly (readonly [StatisticKey, number])[],
): Partial<Statistics> {
  return Object.fromEntries(increments.map(([key]) => [key, statistics[key]]));
}

/**
 * The handler's answer on `base`: its part merged in (`player` and `misc` one level deep, the
 * tracker when the tick answers it), then completed by its `afterWrites` with what the writes
 * returned (`written`).
 */
export async function handlerAnswer<Request, Own, Data, Writes, Written>(
  handler: ActionHandler<Request, Own, Data, Writes, Written>,
  context: WriteContext<Own>,
  tick: Tick<Data, Writes>,
  base: TickAnswer,
  written: Written | undefined,
): Promise<TickAnswer<Data>> {
  const part = tick.answer;
  const merged = (
    tick.answerAlone
      ? { delay: base.delay, autos: context.state.autos, ...part }
      : {
          ...base,
          ...(tick.answersTracker ? { tracker: { ...context.state.tracker } } : {}),
          ...part,
          ...(part.player ? { player: { ...base.player, ...part.player } } : {}),
          ...(part.misc ? { misc: { ...base.misc, ...part.misc } } : {}),
        }
  ) as TickAnswer<Data>;
  return handler.afterWrites ? handler.afterWrites(merged, tick, written, context) : merged;
}

export async function answerTick<Request, Own, Data, Writes, Written>(
  handler: ActionHandler<Request, Own, Data, Writes, Written>,
  context: WriteContext<Own>,
  tick: Tick<Data, Writes>,
  counted: CountedTick,
  written: Written | undefined,
  outcomes: readonly ModifierOutcome[],
  delay: number,
): Promise<TickAnswer<Data>> {
  const { state } = context;
  const base: TickAnswer = {
    delay,
    autos: state.autos,
    player: { autos: state.autos },
    misc: {
      statistics: handler.answersAllStatistics
        ? { ...state.statistics }
        : changedStatistics(state.statistics, counted.increments),
    },
  };
  const answer = await handlerAnswer(handler, context, tick, base, written);
  return outcomes.length === 0 ? answer : withOutcomes(answer, outcomes);
}
