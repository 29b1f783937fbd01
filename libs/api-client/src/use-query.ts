/**
 * `useQuery`: what a screen shows of one endpoint's answer, read through the page's query cache
 * (query-cache.ts); `fetchQuery`: the same answer for code outside a screen.
 */
import type { AnswerOf, Endpoint, RequestOf } from '@idle/contracts';
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import type { FetcherValue } from '@nanostores/query';
import { useStore } from '@nanostores/react';
import { useCallback, useMemo } from 'react';
import type { CallArguments } from './client';
import { api } from './default-client';
import { failureText, type ServerData } from './load-state';
import { createQueryStore, loadQuery, queryKey, type KeyFields } from './query-cache';

export interface QueryOptions {
  /** While false nothing is asked (the screen has nothing to load yet). Default true. */
  enabled?: boolean;
  /** Shown when the call failed without a refusal of the server. Default "Server is down.". */
  failedText?: string;
}

/** The fields of a query: optional for an endpoint that needs none, like CallArguments. */
export type QueryArguments<E extends Endpoint> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no required field"
  {} extends RequestOf<E>
    ? [fields?: RequestOf<E>, options?: QueryOptions]
    : [fields: RequestOf<E>, options?: QueryOptions];

/** `api.call` with fields that may be optional for this endpoint (QueryArguments checked them). */
function callWithFields<E extends Endpoint>(endpoint: E, fields: RequestOf<E> | undefined) {
  return api.call(endpoint, ...([fields] as CallArguments<E>));
}

function toServerData<Data>(
  value: FetcherValue<Data>,
  failedText: string,
): ServerData<Data>['state'] {
  if (value.data !== undefined) return { status: 'ready', data: value.data };
  if (value.error !== undefined && !value.loading) {
    return { status: 'error', message: failureText(value.error, failedText) };
  }
  return { status: 'loading' };
}

/**
 * What a screen shows of one endpoint's answer, read through the cache: loading, then the answer
 * or the failure's text. `reload` asks again: after a failure the screen shows loading; an answer
 * on screen stays until the new one replaces it.
 */
export function useQuery<E extends Endpoint>(
  endpoint: E,
  ...[fields, options = {}]: QueryArguments<E>
): ServerData<AnswerOf<E>> {
  const { enabled = true, failedText = SERVER_DOWN_TEXT } = options;
  const key = queryKey(endpoint, ...([fields] as KeyFields<E>));
  const store = useMemo(
    () =>
      // The fields of this key; any store of the key asks the same.
      createQueryStore(enabled ? key : undefined, () => callWithFields(endpoint, fields)),
    // The key names the endpoint and the fields: a new one is a new store.
    [key, enabled],
  );
  const value = useStore(store);
  const reload = useCallback(() => {
    if (store.get().data === undefined) store.invalidate();
    else store.revalidate();
  }, [store]);
  return { state: toServerData(value, failedText), reload };
}

/**
 * One endpoint's answer for code outside a screen (the item hover's loader), through the cache
 * `useQuery` reads: a fresh kept answer asks nothing, a load in flight for the key is joined, and
 * what it loads is kept for the screens that ask next. Rejects with the load's failure (already
 * shown by the request layer); the next call asks again.
 */
export function fetchQuery<E extends Endpoint>(
  endpoint: E,
  ...[fields]: KeyFields<E>
): Promise<AnswerOf<E>> {
  return loadQuery(queryKey(endpoint, ...([fields] as KeyFields<E>)), () =>
    callWithFields(endpoint, fields),
  );
}
