/**
 * Net worth (issue 29): the player's own worth, and every traded item's 7-day average. The
 * averages go to `$marketValues` too, where every item name's hover reads them: one request a
 * page however many items it shows, kept in the shared query cache.
 */
import { useQuery } from '@idle/api-client';
import { ENDPOINTS } from '@idle/contracts';
import { setMarketValues } from '@idle/state';
import { useEffect } from 'react';

export const useNetWorth = () => useQuery(ENDPOINTS.netWorth.loadNetWorth, {});

export function useMarketValues() {
  const values = useQuery(ENDPOINTS.market.marketValues, {});
  const answer = values.state.status === 'ready' ? values.state.data : undefined;
  useEffect(() => {
    if (answer) setMarketValues(answer);
  }, [answer]);
  return values;
}
