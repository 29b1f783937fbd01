/** The top bar's bell: a link to the alert centre with the count of alerts not yet seen. */
import { formatNumber } from '@idle/game-rules';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import styles from './AlertsBell.module.css';
import { $unseenAlertCount } from './store';

/** Drawn rather than an emoji, which not every system has a font for. */
function BellIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-5-1.5-1.5V11a5.5 5.5 0 0 0-4.25-5.36V4.75a1.25 1.25 0 0 0-2.5 0v.89A5.5 5.5 0 0 0 6.5 11v4.5L5 17v1.5h14Z"
      />
    </svg>
  );
}

export function AlertsBell() {
  const unseen = useStore($unseenAlertCount);
  return (
    <Link
      className={styles.bell}
      to="/alerts"
      // The name carries the count shown, for screen readers and for the visible label to match.
      aria-label={unseen > 0 ? `Alerts, ${formatNumber(unseen)} new` : 'Alerts'}
    >
      <BellIcon />
      {unseen > 0 && (
        <span className={styles.count} data-testid="unseen-alerts">
          {formatNumber(unseen)}
        </span>
      )}
    </Link>
  );
}
