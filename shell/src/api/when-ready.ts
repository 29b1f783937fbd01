/** Reading a kept answer as a screen shows it. */
import type { LoadState } from '@idle/api-client';

/**
 * The state with its answer read by `read` (the cache keeps the answer as the server sent it);
 * `read` may throw to show the load as failed, with `failedText`.
 */
export function whenReady<Answer, Shown>(
  state: LoadState<Answer>,
  read: (answer: Answer) => Shown,
  failedText = '',
): LoadState<Shown> {
  if (state.status !== 'ready') return state;
  try {
    return { status: 'ready', data: read(state.data) };
  } catch {
    return { status: 'error', message: failedText };
  }
}
