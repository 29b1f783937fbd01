/** The top bar's bell: a link to the alert centre with the count of alerts not yet seen. */
import { formatNumber } from '@idle/game-rules';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import styles from './AlertsBell.module.css';
import { $unseenAlertCount } from './store';

export function AlertsBell() {
  const unseen = useStore($unseenAlertCount);
  return (
    <Link
      className={styles.bell}
      to="/alerts"
      aria-label="Alerts"
      title={unseen > 0 ? `${formatNumber(unseen)} new alerts` : 'Alerts'}
    >
      <span aria-hidden="true">🔔</span>
      {unseen > 0 && (
        <span className={styles.count} data-testid="unseen-alerts">
          {formatNumber(unseen)}
        </span>
      )}
    </Link>
  );
}
