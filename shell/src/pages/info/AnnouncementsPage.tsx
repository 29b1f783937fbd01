/**
 * /announcements (spec 001 sections 2, 3 and 7): the game's announcements, newest first as the
 * server sends them, each with its title, type ("Update" for type 1), who posted it and when,
 * the message with its line breaks and notification markup expanded (`[item:gold]`; HTML stays
 * text), and a "New" badge for unseen ones. The poster's name links to their profile unless the
 * poster has none (the game team's posts, user id 0). Asking for
 * the list marks them seen on the server, so the navigation bar's count drops to 0.
 */
import type { LoadState } from '@idle/api-client';
import type { Announcement } from '@idle/contracts';
import { announcementTypeName } from '@idle/game-rules';
import { EmptyState, LoadError, LoadingState, MarkupPieces, Page } from '@idle/ui';
import { Fragment, type ReactNode } from 'react';
import { useAnnouncements } from '../../api';
import { formatLogDate, formatLogTime, logDateTime } from '../../panels/log/log-format';
import styles from './InfoPages.module.css';
import pageStyles from '../page.module.css';
import { PlayerName } from './PlayerName';

export const NO_ANNOUNCEMENTS_TEXT = 'There are no announcements yet.';
export const ANNOUNCEMENTS_FAILED_TEXT = 'The announcements could not be loaded.';

/** The type's name, or null for types the spec leaves unnamed (or a broken value). */
function typeName(type: number): string | null {
  try {
    return announcementTypeName(type);
  } catch {
    return null;
  }
}

/** Text with its line breaks kept and its notification markup expanded; never HTML. */
export function MarkupWithLineBreaks({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return (
    <>
      {lines.map((line, index) => (
        // Lines of one message never move; their position identifies them.
        <Fragment key={index}>
          {index > 0 && <br />}
          <MarkupPieces text={line} />
        </Fragment>
      ))}
    </>
  );
}

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const type = typeName(announcement.type);
  const titleId = `announcement-${String(announcement.id)}`;
  return (
    <article
      className={announcement.new ? `${styles.card} ${styles.unseen}` : styles.card}
      aria-labelledby={titleId}
    >
      <header className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {announcement.title}
        </h3>
        {announcement.new && <span className={styles.badge}>New</span>}
      </header>
      <p className={styles.meta}>
        {type !== null && <span className={styles.type}>{type}</span>}
        <span>
          Posted by{' '}
          {announcement.postedByUserid > 0 ? (
            <PlayerName userid={announcement.postedByUserid} username={announcement.postedBy} />
          ) : (
            announcement.postedBy
          )}
        </span>
        <time dateTime={logDateTime(announcement.postedOn)}>
          {formatLogDate(announcement.postedOn)} {formatLogTime(announcement.postedOn)}
        </time>
      </p>
      <p className={styles.message}>
        <MarkupWithLineBreaks text={announcement.msg} />
      </p>
    </article>
  );
}

export interface AnnouncementsViewProps {
  state: LoadState<readonly Announcement[]>;
  onRetry: () => void;
}

/** What /announcements shows for a state: loading, error with Retry, empty, or the list. */
export function AnnouncementsView({ state, onRetry }: AnnouncementsViewProps) {
  let body: ReactNode;
  if (state.status === 'loading') body = <LoadingState label="Loading announcements..." />;
  else if (state.status === 'error')
    body = <LoadError message={ANNOUNCEMENTS_FAILED_TEXT} onRetry={onRetry} />;
  else if (state.data.length === 0) body = <EmptyState message={NO_ANNOUNCEMENTS_TEXT} />;
  else {
    body = (
      <div className={styles.cards}>
        {state.data.map((announcement) => (
          <AnnouncementItem key={announcement.id} announcement={announcement} />
        ))}
      </div>
    );
  }
  return (
    <Page className={pageStyles.page} title="Announcements" titleId="announcements-title">
      {body}
    </Page>
  );
}

/** /announcements: loads the list, again on Retry, and when one is posted. */
export function AnnouncementsPage() {
  const { state, reload: retry } = useAnnouncements(ANNOUNCEMENTS_FAILED_TEXT);
  return <AnnouncementsView state={state} onRetry={retry} />;
}
