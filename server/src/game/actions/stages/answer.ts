/**
 * Step 7, the answer: the base answer (`delay`, `autos`, `player`, the statistics changed),
 * completed by the handler, with the tick modifiers' outcomes merged in (what they took off the
 * items added, what they show in the data).
 */
import type { StatisticKey, Statistics, TickAnswer } from '@idle/contracts';
import type { Tick } from '../handler';
import { type ModifierOutcome, withOutcomes } from '../modifier';
import type { ActionState } from '../state';
import type { CountedTick } from './statistics';

/** The statistics a tick changed, at their new values (the client merges them). */
export function changedStatistics(
  statistics: Statistics,
  increments: readonly (readonly [StatisticKey, number])[],
): Partial<Statistics> {
  return Object.fromEntries(increments.map(([key]) => [key, statistics[key]]));
}

export async function answerTick<Data>(
  answersAllStatistics: boolean,
  state: ActionState,
  tick: Tick<Data>,
  counted: CountedTick,
  outcomes: readonly ModifierOutcome[],
  delay: number,
): Promise<TickAnswer<Data>> {
  const answer = await tick.answer({
    delay,
    autos: state.autos,
    player: { autos: state.autos },
    misc: {
      statistics: answersAllStatistics
        ? { ...state.statistics }
        : changedStatistics(state.statistics, counted.increments),
    },
  });
  return outcomes.length === 0 ? answer : withOutcomes(answer, outcomes);
}
