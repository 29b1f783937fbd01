/** The personal log's answer (misc.php, spec 001 §7). */

export type LogEntryType = 'item' | 'rmsg' | 'msg' | 'jewel' | 'trinket';

/** A personal log entry; `data` is notification markup ([item:{id}], [nobility:{n}], urls...). */
export interface LogEntry {
  type: LogEntryType;
  /** Unix milliseconds. */
  tstamp: number;
  data: string;
}

/** `misc.php mod=getLog`: one page of the personal log, newest first. */
export interface LogPage {
  entries: LogEntry[];
  page: number;
  pages: number;
}
