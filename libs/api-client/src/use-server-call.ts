/**
 * One server call at a time for a part of a screen, for React screens of any app: while a call
 * is in flight the part's buttons are disabled (no double submits), and a refused call leaves the
 * stores untouched and keeps its text for the screen to show.
 */
import { useCallback, useRef, useState } from 'react';
import { ApiError, LogoutError } from './errors';

/** Shown when a call fails without a text of its own (a bug rather than a refusal). */
export const CALL_FAILED_TEXT = 'Something went wrong. Please try again.';

export interface ServerCall {
  /** The key of the call in flight, or null. */
  readonly pending: string | null;
  /** The text of the last refusal, cleared when the next call starts. */
  readonly error: string | null;
  /**
   * Makes `call` unless another one is in flight; `apply` writes its answer into the stores.
   * Resolves true once applied, false when skipped or refused (nothing applied then).
   */
  run<Answer>(
    key: string,
    call: () => Promise<Answer>,
    apply: (answer: Answer) => void,
  ): Promise<boolean>;
}

export function useServerCall(): ServerCall {
  const busy = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async <Answer>(
      key: string,
      call: () => Promise<Answer>,
      apply: (answer: Answer) => void,
    ): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setPending(key);
      setError(null);
      try {
        const answer = await call();
        apply(answer);
        return true;
      } catch (failure) {
        // A logout leads to the login page; there is nothing to say here.
        if (!(failure instanceof LogoutError)) {
          setError(failure instanceof ApiError ? failure.message : CALL_FAILED_TEXT);
        }
        return false;
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [],
  );

  return { pending, error, run };
}
