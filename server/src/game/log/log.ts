/**
 * The personal log (spec 001: log entries, 50 a page, newest first). Entries are notification
 * markup: [item:{id}], [nobility:{n}] and urls are expanded by the client.
 */
import type { LogEntry, LogEntryType, LogPage } from '@idle/contracts';
import { formatNumber, PERSONAL_LOG_PAGE_SIZE } from '@idle/game-rules';
import type { Db } from '../../db/database';
import { countLogEntries, insertLogEntries, logEntries } from './log.repository';

export async function addLogEntry(
  db: Db,
  userId: number,
  type: LogEntryType,
  data: string,
  now: number,
): Promise<void> {
  await insertLogEntries(db, [{ user_id: userId, type, data, tstamp: now }]);
}

/** The log line of a found item: "You found 2 x [item:troll_tooth]." (1,500 x for many). */
export function foundItemText(itemId: string, amount: number): string {
  return `You found ${formatNumber(amount)} x [item:${itemId}].`;
}

/** One page of the player's log; a page past the last answers the last page. */
export async function logPage(db: Db, userId: number, page: number): Promise<LogPage> {
  const count = await countLogEntries(db, userId);
  const pages = Math.max(1, Math.ceil(count / PERSONAL_LOG_PAGE_SIZE));
  const shown = Math.min(page, pages);
  const rows = await logEntries(
    db,
    userId,
    PERSONAL_LOG_PAGE_SIZE,
    (shown - 1) * PERSONAL_LOG_PAGE_SIZE,
  );
  const entries: LogEntry[] = rows.map((row) => ({
    type: row.type as LogEntryType,
    tstamp: row.tstamp,
    data: row.data,
  }));
  return { entries, page: shown, pages };
}
