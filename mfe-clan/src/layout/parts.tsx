/**
 * Pieces the clan pages share: a titled section, a form's own check, a loaded part's states.
 * The server's refusals are never repeated here: the request layer shows each once, as the
 * error notification (spec 000 §8), so nothing of a refused call stays on the page.
 */
import type { LoadState } from '@idle/api-client';
import { LoadError, LoadingState } from '@idle/ui';
import { useId, type ReactNode } from 'react';
import styles from './parts.module.css';

/** A titled box of a clan page. */
export function ClanSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** What a form's own check (made before asking the server) found wrong, beside it. */
export function FormError({ text }: { text: string | null }) {
  return text === null ? null : (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  );
}

export interface LoadedProps<Data> {
  state: LoadState<Data>;
  loadingText: string;
  /** The page's own sentence; the server's refusal was already shown as a notification. */
  failedText: string;
  onRetry: () => void;
  children: (data: Data) => ReactNode;
}

/** Loading, a failure with Retry, or the content made from the data. */
export function Loaded<Data>({
  state,
  loadingText,
  failedText,
  onRetry,
  children,
}: LoadedProps<Data>) {
  if (state.status === 'loading') return <LoadingState label={loadingText} />;
  if (state.status === 'error') return <LoadError message={failedText} onRetry={onRetry} />;
  return children(state.data);
}
