/**
 * /clan (spec 001 §2): a member's clan home, with the side menu, the announcement (editable with
 * the details permission) and the clan log with the "Most Recent 100 Log Entries" loader; a
 * player without a clan (`loadClanHome` answers "-") sees the registry instead.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { ClanData, ClanLogEntry, LoadClanHomeAnswer } from '@idle/contracts';
import { CLAN_HOME_LOG_ENTRIES } from '@idle/game-rules';
import { Button, EmptyState, LoadError, LoadingState, Section, TextArea } from '@idle/ui';
import { useState } from 'react';
import { editAnnouncement, loadRecentLog, useClanHome } from '../api';
import { formatClanTime } from '../layout/clan-time';
import { ClanPage } from '../layout/ClanPage';
import { ClanRegistry } from '../registry/ClanRegistryPage';
import styles from './ClanHomePage.module.css';

export const CLAN_HOME_LOADING_TEXT = 'Loading your clan...';
export const CLAN_HOME_LOAD_FAILED_TEXT = 'Your clan could not be loaded.';
export const NO_ANNOUNCEMENT_TEXT = 'There is no announcement.';
export const EMPTY_CLAN_LOG_TEXT = 'The clan log is empty.';
export const LOAD_CLAN_LOG_TEXT = `Most Recent ${String(CLAN_HOME_LOG_ENTRIES)} Log Entries`;
/** The announcement box's limit (EditAnnouncementRequest of the contracts). */
export const ANNOUNCEMENT_MAX_LENGTH = 2_000;

function Announcement({ text, editable }: { text: string; editable: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const call = useServerCall();

  const save = (data: string) =>
    call.run(
      'announcement',
      () => editAnnouncement(data),
      () => setDraft(null),
    );

  return (
    <Section title="Announcement">
      {draft === null ? (
        <>
          {text.trim() === '' ? (
            <EmptyState message={NO_ANNOUNCEMENT_TEXT} />
          ) : (
            <p className={styles.announcement}>{text}</p>
          )}
          {editable && (
            <span>
              <Button size="sm" onClick={() => setDraft(text)}>
                Edit
              </Button>
            </span>
          )}
        </>
      ) : (
        <form
          className={styles.editor}
          onSubmit={(event) => {
            event.preventDefault();
            void save(draft);
          }}
        >
          <TextArea
            label="New announcement"
            value={draft}
            maxLength={ANNOUNCEMENT_MAX_LENGTH}
            rows={6}
            onChange={setDraft}
          />
          <span className={styles.buttons}>
            <Button type="submit" variant="primary" disabled={call.pending !== null}>
              Save
            </Button>
            <Button disabled={call.pending !== null} onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </span>
        </form>
      )}
    </Section>
  );
}

function ClanLog({ entries }: { entries: ClanLogEntry[] }) {
  const call = useServerCall();

  // The recent entries replace the home's log in the cache, which this list shows.
  const loadRecent = () => call.run('log', loadRecentLog, () => undefined);

  return (
    <Section title="Clan Log">
      {entries.length === 0 ? (
        <EmptyState message={EMPTY_CLAN_LOG_TEXT} />
      ) : (
        <ul className={styles.log} aria-label="Clan log entries">
          {entries.map((entry, index) => (
            <li key={`${String(entry.tstamp)}:${String(index)}`}>
              <time dateTime={new Date(entry.tstamp).toISOString()} className={styles.time}>
                {formatClanTime(entry.tstamp)}
              </time>{' '}
              {entry.msg}
            </li>
          ))}
        </ul>
      )}
      <span>
        <Button size="sm" disabled={call.pending !== null} onClick={() => void loadRecent()}>
          {LOAD_CLAN_LOG_TEXT}
        </Button>
      </span>
    </Section>
  );
}

function MemberHome({
  clan,
  announcement,
  log,
}: {
  clan: ClanData;
  announcement: string;
  log: ClanLogEntry[];
}) {
  return (
    <ClanPage title={clan.name} clanFrom="home">
      <Announcement text={announcement} editable={clan.permissions.details} />
      <ClanLog entries={log} />
    </ClanPage>
  );
}

export interface ClanHomeViewProps {
  /** The state of `loadClanHome`. */
  state: LoadState<LoadClanHomeAnswer>;
  onRetry: () => void;
}

/** The clan home for a given state of `loadClanHome` (stories render it directly). */
export function ClanHomeView({ state, onRetry }: ClanHomeViewProps) {
  if (state.status === 'loading') return <LoadingState label={CLAN_HOME_LOADING_TEXT} />;
  if (state.status === 'error') {
    return <LoadError message={CLAN_HOME_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }
  // Creating a clan or accepting an invite here loads the member's home.
  if (state.data === '-') return <ClanRegistry onJoined={onRetry} />;
  return (
    <MemberHome
      clan={state.data.clanMemberData}
      announcement={state.data.announcement}
      log={state.data.log}
    />
  );
}

export function ClanHomePage() {
  const home = useClanHome();
  return <ClanHomeView state={home.state} onRetry={home.reload} />;
}
