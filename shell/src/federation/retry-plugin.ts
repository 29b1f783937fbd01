/**
 * A Module Federation runtime plugin that tries a remote's network loads again before giving
 * up: the manifest fetch (the runtime's `fetch` hook) and the remote entry script
 * (`loadEntryError`). A remote that blips during a deployment or a flaky connection then loads
 * without the player ever seeing the fallback; one that stays down reaches the fallback plugin
 * after the last try.
 *
 * Our own rather than @module-federation/retry-plugin: that package exists on npm only as
 * 0.17.1, built against the 0.17 runtime, and this project runs the 2.9 runtime. The two hooks
 * used here are the runtime's documented plugin hooks, typed by ModuleFederationRuntimePlugin.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryPolicy {
  /** Tries in all, the first one included. */
  attempts: number;
  /** The wait before the n-th retry (1 for the first), in milliseconds. */
  delayMs: (retry: number) => number;
}

/** Three tries, 250 ms then 500 ms apart: at most 0.75 s of waiting before the fallback. */
export const REMOTE_RETRY: RetryPolicy = {
  attempts: 3,
  delayMs: (retry) => 250 * 2 ** (retry - 1),
};

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the retries after a first try failed; throws the last failure when none succeeds. */
async function retry<T>(
  policy: RetryPolicy,
  firstFailure: unknown,
  run: (retry: number) => Promise<T>,
): Promise<T> {
  let failure = firstFailure;
  for (let attempt = 1; attempt < policy.attempts; attempt += 1) {
    await wait(policy.delayMs(attempt));
    try {
      return await run(attempt);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

async function fetchOk(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response;
}

/** The entry's URL marked with the retry, so no cache between here and the remote answers it. */
function retryUrl(url: string, attempt: number): string {
  const marked = new URL(url, location.href);
  marked.searchParams.set('retry', String(attempt));
  return marked.toString();
}

export default function retryPlugin(
  policy: RetryPolicy = REMOTE_RETRY,
): ModuleFederationRuntimePlugin {
  return {
    name: 'idle-remote-retry',
    async fetch(url, init) {
      try {
        return await fetchOk(url, init);
      } catch (error) {
        return retry(policy, error, () => fetchOk(url, init));
      }
    },
    async loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }): ReturnType<LoadEntryError> {
      // The runtime already made the first try; it throws its own error when this returns nothing.
      if (policy.attempts < 2) return undefined;
      const exports = await retry(policy, undefined, (attempt) => {
        // The failed load is still registered as in progress: without this the retry would
        // wait on it.
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the runtime's own map, keyed per entry
        delete globalLoading[uniqueKey];
        return getRemoteEntry({
          origin,
          remoteInfo,
          remoteEntryExports,
          getEntryUrl: (url: string) => retryUrl(url, attempt),
        });
      });
      return exports || undefined;
    },
  };
}
