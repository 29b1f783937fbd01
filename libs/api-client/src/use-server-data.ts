/**
 * Loading what a screen shows from the server, for React screens of any app: loading, then the
 * answer or the failure's text. A refusal was already shown as an error notification by the
 * request layer, so a screen shows a sentence of its own in place of the content, with a retry
 * (the shell's pages do; the failure's text is there for screens that need it).
 */
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { useCallback, useEffect, useState } from 'react';
import { failureText, type LoadState, type ServerData } from './load-state';

export interface ServerDataOptions {
  /** What is shown (an id, a page name): another key loads afresh, from the loading state. */
  key?: string;
  /** While false nothing is asked (the screen has nothing to load). Default true. */
  enabled?: boolean;
  /** Shown when the call failed without a refusal of the server. Default "Server is down.". */
  failedText?: string;
}

/**
 * Calls `load` when the screen opens, when `key` changes, on reload, while `enabled`; `load` is
 * the one of the render that asked. An answer that arrives after the screen closed or after a
 * newer call is dropped.
 */
export function useServerData<Data>(
  load: () => Promise<Data>,
  { key = '', enabled = true, failedText = SERVER_DOWN_TEXT }: ServerDataOptions = {},
): ServerData<Data> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; load: LoadState<Data> }>({
    key,
    load: { status: 'loading' },
  });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((previous) =>
      previous.key === key && previous.load.status === 'ready'
        ? previous
        : { key, load: { status: 'loading' } },
    );
    load().then(
      (data) => {
        if (current) setState({ key, load: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (current)
          setState({ key, load: { status: 'error', message: failureText(error, failedText) } });
      },
    );
    return () => {
      current = false;
    };
    // `load` and `failedText` are new on every render; only the key, a reload or enabling asks
    // the server again.
  }, [key, attempt, enabled]);

  const reload = useCallback(() => {
    setAttempt((count) => count + 1);
  }, []);

  // Data of another key never shows, even for the one render before the effect runs.
  return { state: state.key === key ? state.load : { status: 'loading' }, reload };
}
