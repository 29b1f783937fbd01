import type { NotificationKind } from '@idle/contracts';
import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import shared from '../../internal/shared.module.css';
import styles from './Notifications.module.css';

export interface NotificationItem {
  id: string | number;
  kind: NotificationKind;
  /** Plain text: it is always rendered as text, never as HTML. */
  text: string;
}

export interface NotificationsProps {
  /** The notifications shown, oldest first. The caller owns the list and its 5 s auto-close. */
  items: readonly NotificationItem[];
  /** Called with the id of the notification the player dismissed. */
  onDismiss: (id: NotificationItem['id']) => void;
  /** Accessible name of the region. Default "Notifications". */
  label?: string;
  /** `fixed` stacks them at the bottom right of the window (default); `inline` in the flow. */
  placement?: 'fixed' | 'inline';
  /** Draws a text (e.g. expanding notification markup into React nodes); default: as it is. */
  renderText?: (text: string) => ReactNode;
  className?: string;
}

const KIND_LABELS: Record<NotificationKind, string> = {
  success: 'Success',
  error: 'Error',
  info: 'Information',
};

const KIND_ICONS: Record<NotificationKind, string> = {
  success: '\u2714',
  error: '\u2716',
  info: '\u2139',
};

/**
 * The stack of notifications, each with a Dismiss button. Presentational: the shell keeps the
 * list and closes each one after TIMINGS.NOTIFICATION_AUTO_CLOSE. Errors are announced at once
 * (role alert), others politely (role status).
 */
export function Notifications({
  items,
  onDismiss,
  label = 'Notifications',
  placement = 'fixed',
  renderText = (text) => text,
  className,
}: NotificationsProps) {
  return (
    <section aria-label={label} className={cx(styles.region, styles[placement], className)}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li
            key={item.id}
            className={cx(styles.notification, styles[item.kind])}
            data-kind={item.kind}
          >
            <span className={styles.icon} aria-hidden="true">
              {KIND_ICONS[item.kind]}
            </span>
            <div role={item.kind === 'error' ? 'alert' : 'status'} className={styles.text}>
              <span className={shared.visuallyHidden}>{KIND_LABELS[item.kind]}: </span>
              {renderText(item.text)}
            </div>
            <button
              type="button"
              className={styles.dismiss}
              aria-label={`Dismiss: ${item.text}`}
              onClick={() => {
                onDismiss(item.id);
              }}
            >
              <span aria-hidden="true">{'\u00d7'}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
