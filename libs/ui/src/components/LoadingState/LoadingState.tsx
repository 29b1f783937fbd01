import { cx } from '../../internal/cx';
import styles from '../../internal/states.module.css';
import { Spinner } from '../Spinner/Spinner';

export interface LoadingStateProps {
  /** Text beside the spinner. Default "Loading...". */
  label?: string;
  className?: string;
}

export const LOADING_DEFAULT_TEXT = 'Loading...';

/** Shown while a screen or a list waits for its data. */
export function LoadingState({ label = LOADING_DEFAULT_TEXT, className }: LoadingStateProps) {
  return (
    <div role="status" className={cx(styles.state, styles.loading, className)}>
      <Spinner decorative />
      <span className={styles.message}>{label}</span>
    </div>
  );
}
