/**
 * The Log panel (spec 000 sections 1, 3, 8 and 9): the device log, newest first (the state
 * library keeps at most DEVICE_LOG_MAX_ENTRIES), each entry with its time and its message, and a
 * Clear button.
 */
import { EMPTY_LOG_TEXT } from '@idle/game-rules';
import { $log, clearLog } from '@idle/state';
import { Button, EmptyState } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { formatLogTime, LOG_TYPE_LABELS, logDateTime } from './log-format';
import { LogEntryContent } from './LogEntryContent';
import styles from './LogPanel.module.css';

export function LogPanel() {
  const log = useStore($log);
  if (log.length === 0) return <EmptyState message={EMPTY_LOG_TEXT} />;
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <Button size="sm" onClick={clearLog}>
          Clear
        </Button>
      </div>
      <ol className={styles.list} aria-label="Log entries">
        {log.map((entry, index) => (
          // New entries only ever arrive on top, so an entry's distance from the bottom is stable.
          <li
            key={`${String(entry.tstamp)}-${String(log.length - index)}`}
            className={entry.type === 'rmsg' ? `${styles.entry} ${styles.rmsg}` : styles.entry}
            data-type={entry.type}
            title={LOG_TYPE_LABELS[entry.type]}
          >
            <time className={styles.time} dateTime={logDateTime(entry.tstamp)}>
              {formatLogTime(entry.tstamp)}
            </time>
            <LogEntryContent type={entry.type} data={entry.data} />
          </li>
        ))}
      </ol>
    </div>
  );
}
