import type { ReactNode } from 'react';
import { LoadError } from '../LoadError/LoadError';
import { LOADING_DEFAULT_TEXT, LoadingState } from '../LoadingState/LoadingState';

/**
 * The states of a load as `Loaded` reads them. Declared here by shape, not imported: the design
 * system does not depend on the request layer, and any load state of this shape fits
 * (`LoadState` of @idle/api-client does).
 */
export type LoadedState<Data> =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly data: Data };

export interface LoadedProps<Data> {
  state: LoadedState<Data>;
  /** Beside the spinner while loading. Default "Loading...". */
  loadingText?: string | undefined;
  /**
   * The screen's own sentence for a failure (the request layer has already shown the server's
   * refusal as a notification).
   */
  failedText: ReactNode;
  /** Loads again; given, the failure offers Retry (leave it out where asking again cannot help). */
  onRetry?: (() => void) | undefined;
  /** The content, made from the loaded data. */
  children: (data: Data) => ReactNode;
}

/** A loaded part of a screen: loading, the failure (with Retry), or the content from the data. */
export function Loaded<Data>({
  state,
  loadingText = LOADING_DEFAULT_TEXT,
  failedText,
  onRetry,
  children,
}: LoadedProps<Data>) {
  if (state.status === 'loading') return <LoadingState label={loadingText} />;
  if (state.status === 'error') return <LoadError message={failedText} onRetry={onRetry} />;
  return children(state.data);
}
