/**
 * Loading what a page shows from the server: loading, then the answer or the failure's text,
 * again when `key` changes (another id) or on retry. A refusal was already shown as an error
 * notification by the request layer; the page shows its text in place of the content too.
 */
import { ApiError, LogoutError } from '@idle/api-client';
import { useCallback, useEffect, useState } from 'react';

export type LoadState<Data> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly data: Data };

export interface ServerData<Data> {
  state: LoadState<Data>;
  /** Asks again (the Retry button of an error state). */
  retry: () => void;
}

/** The text of a failed load: the server's refusal or "Server is down.", else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof LogoutError) return fallback;
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * Calls `load` when the page opens and whenever `key` changes; `load` is the one of the render
 * that changed the key. An answer that arrives after the key changed (or after the page closed)
 * is dropped.
 */
export function useServerData<Data>(
  key: string,
  load: () => Promise<Data>,
  failedText: string,
): ServerData<Data> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<Data>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: failureText(error, failedText) });
      },
    );
    return () => {
      current = false;
    };
    // `load` and `failedText` belong to the render that changed `key`; a new closure alone
    // (every render makes one) is not a reason to ask the server again.
  }, [key, attempt]);

  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
