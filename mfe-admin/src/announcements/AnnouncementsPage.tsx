/**
 * /admin/announcements: post an announcement (players see it live), and the announcements
 * posted, newest first, each with Edit (the form in its place) and Delete (asked twice).
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { AdminAnnouncement } from '@idle/contracts';
import { notify } from '@idle/state';
import { Button, EmptyState, Inline, Loaded, Page, Section, Stack, Text } from '@idle/ui';
import { useState } from 'react';
import {
  deleteAnnouncement,
  editAnnouncement,
  postAnnouncement,
  useAdminAnnouncements,
} from '../api';
import { BackToConsole } from '../console';
import { utcMinute } from '../format';
import { AnnouncementForm } from './AnnouncementForm';
import styles from './AnnouncementsPage.module.css';

export const ANNOUNCEMENTS_LOADING_TEXT = 'Loading the announcements...';
export const ANNOUNCEMENTS_LOAD_FAILED_TEXT = 'The announcements could not be loaded.';
export const NO_ANNOUNCEMENTS_TEXT = 'No announcement has been posted yet.';
export const ANNOUNCEMENT_TEXTS = {
  posted: 'The announcement was posted.',
  edited: 'The announcement was saved.',
  deleted: 'The announcement was deleted.',
} as const;

export interface AnnouncementsViewProps {
  state: LoadState<AdminAnnouncement[]>;
  onRetry: () => void;
}

export function AnnouncementsView({ state, onRetry }: AnnouncementsViewProps) {
  return (
    <Page title="Announcements" titleId="admin-announcements-title">
      <Stack gap={6}>
        <BackToConsole />
        <Section title="Post an announcement">
          <AnnouncementForm
            label="Post an announcement"
            submitLabel="Post"
            onSubmit={postAnnouncement}
            onDone={() => notify('success', ANNOUNCEMENT_TEXTS.posted)}
          />
        </Section>
        <Section title="Posted">
          <Loaded
            state={state}
            loadingText={ANNOUNCEMENTS_LOADING_TEXT}
            failedText={ANNOUNCEMENTS_LOAD_FAILED_TEXT}
            onRetry={onRetry}
          >
            {(announcements) =>
              announcements.length === 0 ? (
                <EmptyState message={NO_ANNOUNCEMENTS_TEXT} />
              ) : (
                <ul className={styles.list}>
                  {announcements.map((announcement) => (
                    <PostedAnnouncement key={announcement.id} announcement={announcement} />
                  ))}
                </ul>
              )
            }
          </Loaded>
        </Section>
      </Stack>
    </Page>
  );
}

function PostedAnnouncement({ announcement }: { announcement: AdminAnnouncement }) {
  const [mode, setMode] = useState<'read' | 'edit' | 'confirmDelete'>('read');
  const call = useServerCall();

  if (mode === 'edit') {
    return (
      <li className={styles.announcement}>
        <AnnouncementForm
          label={`Edit ${announcement.title}`}
          submitLabel="Save"
          initial={{ title: announcement.title, msg: announcement.msg }}
          onSubmit={(text) => editAnnouncement(announcement, text)}
          onDone={() => {
            setMode('read');
            notify('success', ANNOUNCEMENT_TEXTS.edited);
          }}
          onCancel={() => setMode('read')}
        />
      </li>
    );
  }

  const remove = () =>
    void call.run(
      'delete',
      () => deleteAnnouncement(announcement.id),
      () => notify('success', ANNOUNCEMENT_TEXTS.deleted),
    );

  return (
    <li className={styles.announcement} aria-label={announcement.title}>
      <Stack gap={3}>
        <h4>{announcement.title}</h4>
        <Text tone="muted" size="sm">
          Posted by {announcement.postedBy} on {utcMinute(announcement.postedOn)}
        </Text>
        <p className={styles.body}>{announcement.msg}</p>
        {mode === 'confirmDelete' ? (
          <Inline gap={4}>
            <Text>Delete this announcement for every player?</Text>
            <Button variant="danger" size="sm" disabled={call.pending !== null} onClick={remove}>
              Delete
            </Button>
            <Button size="sm" onClick={() => setMode('read')}>
              Keep it
            </Button>
          </Inline>
        ) : (
          <Inline gap={4}>
            <Button size="sm" onClick={() => setMode('edit')}>
              Edit
            </Button>
            <Button variant="danger" size="sm" onClick={() => setMode('confirmDelete')}>
              Delete
            </Button>
          </Inline>
        )}
      </Stack>
    </li>
  );
}

export function AnnouncementsPage() {
  const announcements = useAdminAnnouncements();
  return <AnnouncementsView state={announcements.state} onRetry={announcements.reload} />;
}
