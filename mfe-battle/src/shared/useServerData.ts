/**
 * Loading what a screen shows from the server: loading, then the answer or the failure's text.
 * A refusal was already shown as an error notification by the request layer; the screen shows
 * its text in place of the content too, with a retry.
 */
import { ApiError } from '@idle/api-client';
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { useCallback, useEffect, useState } from 'react';

export type LoadState<Data> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly data: Data };

export interface ServerData<Data> {
  state: LoadState<Data>;
  /**
   * Asks again. Data already shown stays on screen until the new answer replaces it (so an
   * accordion keeps its open items); after a failure the screen shows loading again.
   */
  reload: () => void;
}

/** The text of a failed load: the server's refusal or "Server is down.". */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : SERVER_DOWN_TEXT;
}

/**
 * Calls `load` when the screen opens (and on reload) while `enabled`; an answer that arrives
 * after the screen closed or after a newer call is dropped.
 */
export function useServerData<Data>(load: () => Promise<Data>, enabled = true): ServerData<Data> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<Data>>({ status: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: failureText(error) });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new closure on every render; only a reload or enabling asks the server again.
  }, [attempt, enabled]);

  const reload = useCallback(() => {
    setAttempt((count) => count + 1);
  }, []);

  return { state, reload };
}
