/**
 * Rates per action (issue 29): the figures since the player's last reset, on the shared query
 * cache, kept up to date by each tick's answer (no call per tick), and the reset.
 */
import { api, queryCache, useQuery } from '@idle/api-client';
import { ENDPOINTS, type RatesAnswer, type TrackedRates } from '@idle/contracts';
import { bus } from '@idle/events';
import { addFigures } from '@idle/game-rules';
import { resetSessionRates } from '@idle/state';

/** `rates.php?mod=loadRates`: every action tracked since the last reset. */
export function useRates() {
  return useQuery(ENDPOINTS.rates.loadRates);
}

/** The answer with a tick's rates added to its action (a new answer; the same order). */
export function withTickRates(answer: RatesAnswer, rates: TrackedRates): RatesAnswer {
  const found = answer.tracked.some((row) => row.key === rates.key);
  return {
    ...answer,
    tracked: found
      ? answer.tracked.map((row) =>
          row.key === rates.key ? { ...row, figures: addFigures(row.figures, rates.figures) } : row,
        )
      : [...answer.tracked, rates],
  };
}

bus.on('tick', ({ answer }) => {
  const { rates } = answer;
  if (!rates) return;
  // Only a loaded answer is added to (`update` skips the rest): a later load reads the tick.
  queryCache.update(ENDPOINTS.rates.loadRates, undefined, (current) =>
    withTickRates(current, rates),
  );
});

/** Forgets every figure on the server, and this session's with them. */
export async function resetRates(): Promise<RatesAnswer> {
  const answer = await api.call(ENDPOINTS.rates.resetRates, {});
  queryCache.update(ENDPOINTS.rates.loadRates, undefined, () => answer);
  resetSessionRates();
  return answer;
}
