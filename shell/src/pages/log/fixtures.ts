/** Pages of the personal log as `misc.php mod=getLog` answers them, for tests and stories. */
import type { LogEntry, LogEntryType, LogPage } from '@idle/contracts';
import { PERSONAL_LOG_PAGE_SIZE } from '@idle/game-rules';

const MESSAGES: Record<LogEntryType, string> = {
  item: 'You found [item:troll_tooth] x3.',
  rmsg: 'Rare drop! You found [item:ember_core].',
  msg: 'You were raised to [nobility:2]. See www.idle.test/ranks.',
  jewel: 'You crafted a [jewel:3:4].',
  trinket: 'You found a [trinket:5:2].',
};
const TYPES = Object.keys(MESSAGES) as LogEntryType[];

/** 2024-03-05 14:07:09 local time minus `minutes`. */
export function logTime(minutes: number): number {
  return new Date(2024, 2, 5, 14, 7 - minutes, 9).getTime();
}

/** Entry `index` (0 is the newest of all) of a log. */
export function logEntry(index: number): LogEntry {
  const type = TYPES[index % TYPES.length] ?? 'msg';
  return { type, tstamp: logTime(index), data: MESSAGES[type] };
}

/** Page `page` (from 1) of a log of `total` entries, PERSONAL_LOG_PAGE_SIZE a page. */
export function logPage(page: number, total: number): LogPage {
  const pages = Math.max(1, Math.ceil(total / PERSONAL_LOG_PAGE_SIZE));
  const first = (page - 1) * PERSONAL_LOG_PAGE_SIZE;
  const count = Math.max(0, Math.min(PERSONAL_LOG_PAGE_SIZE, total - first));
  return {
    page,
    pages,
    entries: Array.from({ length: count }, (_, offset) => logEntry(first + offset)),
  };
}
