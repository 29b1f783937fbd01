import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from '../../internal/states.module.css';

export interface EmptyStateProps {
  /** What is empty, e.g. "Your log is empty...". */
  message: ReactNode;
  /** A short heading above the message. */
  title?: ReactNode;
  /** A control offering the next step (e.g. a link to the market). */
  action?: ReactNode;
  className?: string;
}

/** Shown in place of a list or a screen that has nothing to show. */
export function EmptyState({ message, title, action, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.state, styles.empty, className)}>
      {title !== undefined && <p className={styles.title}>{title}</p>}
      <p className={styles.message}>{message}</p>
      {action !== undefined && <div className={styles.actions}>{action}</div>}
    </div>
  );
}
