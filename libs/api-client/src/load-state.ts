/**
 * What a screen shows of a load from the server: loading, then the answer or the failure's text.
 * A refusal was already shown as an error notification by the request layer, so a screen shows a
 * sentence of its own in place of the content, with a retry.
 */
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { ApiError, LogoutError } from './errors';

export type LoadState<Data> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly data: Data };

export interface ServerData<Data> {
  state: LoadState<Data>;
  /**
   * Asks again (a Retry button, or after a change). Data already shown stays on screen until
   * the new answer replaces it (so an accordion keeps its open items); after a failure the
   * screen shows loading again.
   */
  reload: () => void;
}

/** The text of a failed load: the server's refusal, else `fallback`. */
export function failureText(error: unknown, fallback: string = SERVER_DOWN_TEXT): string {
  if (error instanceof LogoutError) return fallback;
  return error instanceof ApiError ? error.message : fallback;
}
