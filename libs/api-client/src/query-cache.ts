/**
 * The keyed query cache of the page. @idle/api-client is a federation singleton, so every app
 * reads through this one cache: an answer is kept under its endpoint and fields, two screens
 * asking for one key make one request, and a change updates or invalidates exactly the keys it
 * touched, so every screen that shows them follows without a reload.
 *
 * Built on @nanostores/query (nanostores are what the apps already share). Answers stay until a
 * change replaces them; a screen opened again after FRESH_FOR_MS shows the kept answer at once and
 * asks again in the background; a failed load is retried only by the player (Retry).
 */
import type { AnswerOf, Endpoint, RequestOf } from '@idle/contracts';
import { bus } from '@idle/events';
import { nanoquery, type FetcherStore } from '@nanostores/query';
import { atom } from 'nanostores';

/** How long an answer counts as fresh: opening its screen again within it asks nothing. */
export const FRESH_FOR_MS = 4_000;

type CacheEntry = { data?: unknown; error?: unknown; created?: number; expires?: number };

const entries = new Map<string, CacheEntry>();

const [createFetcherStore, , controls] = nanoquery({
  cache: entries,
  dedupeTime: FRESH_FOR_MS,
  // A kept answer is shown until a change replaces it (mutated answers too: the library's
  // default would drop them after 8 s).
  cacheLifetime: Number.POSITIVE_INFINITY,
  // The library asks nothing while the tab is hidden; this catches up when it shows again.
  revalidateOnFocus: true,
  onErrorRetry: null,
});

/** The fields a key is made of, for endpoints whose fields are optional. */
export type KeyFields<E extends Endpoint> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no required field"
  {} extends RequestOf<E> ? [fields?: RequestOf<E>] : [fields: RequestOf<E>];

/**
 * Counts the clears: every key starts with it, so a load still in flight when the cache was
 * cleared (the last player's, another server's) can never answer an ask made after.
 */
let generation = 0;

/** The part of every key of `endpoint`: `1:market.php?loadItems|`. */
export function endpointKey(endpoint: Endpoint): string {
  return `${String(generation)}:${endpoint.file}?${endpoint.mod ?? ''}|`;
}

/**
 * The key of one answer: the endpoint, then its fields sorted by name, so `{ a, b }` and
 * `{ b, a }` share an answer; fields left undefined are not part of it.
 */
export function queryKey<E extends Endpoint>(endpoint: E, ...[fields]: KeyFields<E>): string {
  const named = Object.entries((fields ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
  return endpointKey(endpoint) + JSON.stringify(named);
}

/** The keys whose load is running, and those of them a change made out of date meanwhile. */
const loadingKeys = new Set<string>();
const outdatedWhileLoading = new Set<string>();

/**
 * Loads the answer of `key` until no change made it out of date during the load: the library
 * ignores an invalidation of a key whose load is in flight, and would keep an answer fetched
 * before the change.
 */
async function loadCurrent<Data>(key: string, load: () => Promise<Data>): Promise<Data> {
  loadingKeys.add(key);
  try {
    for (;;) {
      outdatedWhileLoading.delete(key);
      const answer = await load();
      if (!outdatedWhileLoading.has(key)) return answer;
    }
  } finally {
    loadingKeys.delete(key);
    outdatedWhileLoading.delete(key);
  }
}

/** The key of a disabled query: the library asks nothing while a key part is false. */
const NOTHING_TO_ASK = atom(false);

/** The store of one key's answer, loaded by `load`; `undefined` asks nothing. */
export function createQueryStore<Data>(
  key: string | undefined,
  load: () => Promise<Data>,
): FetcherStore<Data> {
  return createFetcherStore<Data>(key ?? [NOTHING_TO_ASK], {
    fetcher: (askedKey) => loadCurrent(String(askedKey), load),
  });
}

/**
 * The answer of `key` outside a screen, through the same cache: a fresh kept answer at once, else
 * the load of `key` (joining one in flight), kept for the screens that ask next. A failed answer
 * kept for the key is asked again (the caller retries, as a screen's Retry does). Rejects when
 * the cache is cleared before the answer: it belongs to the last player or server.
 */
export function loadQuery<Data>(key: string, load: () => Promise<Data>): Promise<Data> {
  const askedIn = generation;
  if (entries.get(key)?.data === undefined) entries.delete(key);
  const store = createQueryStore(key, load);
  let stop = (): void => undefined;
  const answer = new Promise<Data>((resolve, reject) => {
    stop = store.listen(({ data, error, loading }) => {
      if (loading) return;
      if (askedIn !== generation) reject(new Error('The query cache was cleared during the load.'));
      else if (error !== undefined)
        reject(error instanceof Error ? error : new Error(String(error)));
      else if (data !== undefined) resolve(data);
    });
  });
  return answer.finally(() => {
    stop();
  });
}

/** Selects every key of `endpoint`, or the one of `fields` when given. */
function selector<E extends Endpoint>(
  endpoint: E,
  fields?: RequestOf<E>,
): (key: string) => boolean {
  if (fields !== undefined) {
    const key = queryKey(endpoint, ...([fields] as KeyFields<E>));
    return (candidate) => candidate === key;
  }
  const prefix = endpointKey(endpoint);
  return (candidate) => candidate.startsWith(prefix);
}

/** What changes write into the cache. */
export const queryCache = {
  /** The kept answer of one key, if any. */
  get<E extends Endpoint>(endpoint: E, ...[fields]: KeyFields<E>): AnswerOf<E> | undefined {
    return entries.get(queryKey(endpoint, ...([fields] as KeyFields<E>)))?.data as
      AnswerOf<E> | undefined;
  },

  /**
   * Rewrites the kept answers of `endpoint` (every key, or the one of `fields`) with what a
   * change answered; the screens showing them re-render. Keys nobody asked for stay unasked.
   */
  update<E extends Endpoint>(
    endpoint: E,
    fields: RequestOf<E> | undefined,
    change: (answer: AnswerOf<E>) => AnswerOf<E>,
  ): void {
    const matches = selector(endpoint, fields);
    for (const [key, entry] of [...entries]) {
      if (!matches(key) || entry.data === undefined) continue;
      controls.mutateCache(key, change(entry.data as AnswerOf<E>));
    }
  },

  /**
   * Marks the answers of `endpoint` (every key, or the one of `fields`) as out of date: a screen
   * showing one asks again at once, keeping what it shows until the answer comes; another asks
   * when it opens, showing the kept answer meanwhile.
   */
  invalidate<E extends Endpoint>(endpoint: E, fields?: RequestOf<E>): void {
    const matches = selector(endpoint, fields);
    for (const key of loadingKeys) if (matches(key)) outdatedWhileLoading.add(key);
    controls.revalidateKeys(matches);
  },

  /**
   * Forgets every answer (another player, another server): a screen opened after asks afresh.
   * Screens still open ask nothing: at a logout they are about to close, and a request made then
   * would be refused as a lost session, turning "You have logged out." into "You have been
   * logged out.".
   */
  clear(): void {
    generation += 1;
    entries.clear();
  },
};

// The next player on this page must not see what the last one was shown.
bus.on('logout', () => {
  queryCache.clear();
});
