/** The player's log, a page at a time (`misc.php mod=getLog`). */
import { queryCache, useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type LogPage } from '@idle/contracts';
import { useEffect, useMemo } from 'react';
import { whenReady } from './when-ready';

/** A page with its entries made safe to map over. */
function normalizeLogPage(answer: LogPage): LogPage {
  return { ...answer, entries: Array.isArray(answer.entries) ? answer.entries : [] };
}

/** Page `page` of the log (1 is the newest). */
export function useLog(page: number, failedText: string): ServerData<LogPage> {
  const { state, reload } = useQuery(ENDPOINTS.log.getLog, { page }, { failedText });
  // The log grows at the top, so a page left is out of date: shown again, it is asked again.
  useEffect(
    () => () => {
      queryCache.invalidate(ENDPOINTS.log.getLog, { page });
    },
    [page],
  );
  return { state: useMemo(() => whenReady(state, normalizeLogPage), [state]), reload };
}
