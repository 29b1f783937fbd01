/**
 * /log, the personal log (spec 001 sections 2, 3, 7 and 9): the server's log of the player,
 * newest first, PERSONAL_LOG_PAGE_SIZE entries a page, asked for with `misc.php mod=getLog`.
 */
import type { LoadState } from '@idle/api-client';
import { type LogEntry, type LogPage as LogPageAnswer } from '@idle/contracts';
import { EMPTY_LOG_TEXT } from '@idle/game-rules';
import { EmptyState, LoadError, LoadingState, Pagination, Table, Stack } from '@idle/ui';
import { type ReactNode, useState } from 'react';
import {
  formatLogDate,
  formatLogTime,
  LOG_TYPE_LABELS,
  logDateTime,
} from '../../panels/log/log-format';
import { LogEntryContent } from '../../panels/log/LogEntryContent';
import { useLog } from '../../api';
import styles from './LogPage.module.css';
import pageStyles from '../page.module.css';

/** Shown when the log could not be loaded and the failure carries no text of the server. */
export const LOG_LOAD_FAILED_TEXT = 'Your log could not be loaded.';

export type LogPageState = LoadState<LogPageAnswer>;

export interface LogPageViewProps {
  state: LogPageState;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

function LogTable({ entries }: { entries: readonly LogEntry[] }) {
  return (
    <Table
      caption="Log entries"
      hideCaption
      rows={entries}
      // Entries of one page never move; the position and time identify them.
      rowKey={(entry, index) => `${String(index)}-${String(entry.tstamp)}`}
      columns={[
        {
          key: 'time',
          header: 'Time',
          width: '12em',
          render: (entry) => (
            <time className={styles.time} dateTime={logDateTime(entry.tstamp)}>
              {formatLogDate(entry.tstamp)} {formatLogTime(entry.tstamp)}
            </time>
          ),
        },
        {
          key: 'type',
          header: 'Type',
          width: '6em',
          render: (entry) => (
            <span className={entry.type === 'rmsg' ? `${styles.type} ${styles.rmsg}` : styles.type}>
              {LOG_TYPE_LABELS[entry.type]}
            </span>
          ),
        },
        {
          key: 'message',
          header: 'Message',
          render: (entry) => <LogEntryContent type={entry.type} data={entry.data} />,
        },
      ]}
    />
  );
}

/** What /log shows for a state: loading, error with Retry, empty, or a page of entries. */
export function LogPageView({ state, onPageChange, onRetry }: LogPageViewProps) {
  let body: ReactNode;
  if (state.status === 'loading') body = <LoadingState label="Loading your log..." />;
  else if (state.status === 'error')
    body = <LoadError message={LOG_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  else if (state.data.entries.length === 0) body = <EmptyState message={EMPTY_LOG_TEXT} />;
  else {
    body = (
      <>
        <LogTable entries={state.data.entries} />
        {state.data.pages > 1 && (
          <Pagination
            label="Log pages"
            page={state.data.page}
            pageCount={state.data.pages}
            onPageChange={onPageChange}
          />
        )}
      </>
    );
  }
  return (
    <Stack as="section" gap={4} aria-labelledby="log-title">
      <h2 id="log-title" className={pageStyles.plainTitle}>
        Log
      </h2>
      {body}
    </Stack>
  );
}

/** /log: loads the page asked for, and again on Retry. */
export function LogPage() {
  const [page, setPage] = useState(1);
  const { state, reload } = useLog(page, LOG_LOAD_FAILED_TEXT);
  return <LogPageView state={state} onPageChange={setPage} onRetry={reload} />;
}
