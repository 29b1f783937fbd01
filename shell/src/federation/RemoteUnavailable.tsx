/** "... is unavailable." with the reason and Retry, in the place of a remote's piece that failed. */
import { Button } from '@idle/ui';
import styles from './RemoteUnavailable.module.css';

export function RemoteUnavailable({
  label,
  error,
  onRetry,
}: {
  /** What players call the missing piece: "Chat", "Land and labyrinth". */
  label: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className={styles.unavailable}>
      <p className={styles.message}>
        <strong>{label} is unavailable.</strong>{' '}
        <span className={styles.reason}>{error.message}</span>
      </p>
      <Button size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
