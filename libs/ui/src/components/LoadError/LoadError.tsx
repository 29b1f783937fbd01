import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from '../../internal/states.module.css';
import { Button } from '../Button/Button';

export interface LoadErrorProps {
  /** What went wrong, in the words of the server or of the app. */
  message: ReactNode;
  /** A short heading. Default "Something went wrong". */
  title?: ReactNode;
  /** When given, a Retry button calls it: pass it only where asking again can help. */
  onRetry?: (() => void) | undefined;
  /** Text of the retry button. Default "Retry". */
  retryLabel?: string;
  className?: string;
}

/** Shown in place of a screen or a list that failed to load; announced at once (role alert). */
export function LoadError({
  message,
  title = 'Something went wrong',
  onRetry,
  retryLabel = 'Retry',
  className,
}: LoadErrorProps) {
  return (
    <div role="alert" className={cx(styles.state, styles.error, className)}>
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      {onRetry !== undefined && (
        <div className={styles.actions}>
          <Button size="sm" onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
