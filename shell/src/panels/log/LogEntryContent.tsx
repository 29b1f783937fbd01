/** The message of one log entry, device or server, with its markup expanded and typed styling. */
import { formatNumber, type LogEntryType } from '@idle/game-rules';
import { Markup, MarkupItem } from '@idle/ui';
import styles from './LogEntryContent.module.css';

export interface LogEntryContentProps {
  type: LogEntryType;
  /**
   * Notification markup (server entries and device `msg`/`rmsg`/`jewel`/`trinket` entries), or
   * `{ id, amount }` for a device `item` entry (a drop).
   */
  data: unknown;
}

function isDrop(data: unknown): data is { id: string; amount: number } {
  if (typeof data !== 'object' || data === null) return false;
  const entry = data as Record<string, unknown>;
  return typeof entry.id === 'string' && typeof entry.amount === 'number';
}

/** A drop reads "+{amount} {item}"; text reads as its markup; any other data as plain JSON text. */
export function LogEntryContent({ type, data }: LogEntryContentProps) {
  const className = styles[type];
  if (typeof data === 'string') return <Markup text={data} className={className} />;
  if (isDrop(data)) {
    return (
      <span className={className}>
        <span className={styles.amount}>+{formatNumber(data.amount)}</span>{' '}
        <MarkupItem id={data.id} />
      </span>
    );
  }
  if (typeof data === 'number' || typeof data === 'boolean') {
    return <span className={className}>{String(data)}</span>;
  }
  if (typeof data === 'object' && data !== null) {
    return <span className={className}>{JSON.stringify(data)}</span>;
  }
  return null;
}
