/**
 * /clan/admin/invites (spec 001 §2, §6): with the invite permission, a form sending an invite by
 * username and the pending invites, each with Cancel; "There are no pending invites." when none.
 * Without the permission the page says so and asks nothing.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import { type ClanData, type ClanSentInvite, type ClanSentInvitesAnswer } from '@idle/contracts';
import { NO_PENDING_INVITES_TEXT } from '@idle/game-rules';
import { notify } from '@idle/state';
import { Button, EmptyState, Table, TextInput, type TableColumn, Section, Loaded } from '@idle/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { cancelInvite, sendInvite, useClanDetails, useSentInvites } from '../api';
import { formatClanTime } from '../layout/clan-time';
import { ClanPage } from '../layout/ClanPage';
import styles from './admin.module.css';

export const INVITES_LOADING_TEXT = 'Loading the invites...';
export const INVITES_LOAD_FAILED_TEXT = 'The invites could not be loaded.';
export const INVITE_PERMISSION_TEXT = 'Your rank does not have the invite permission.';
/** The server's longest username. */
export const USERNAME_MAX_LENGTH = 64;

export function inviteSentText(username: string): string {
  return `You invited ${username} to the clan.`;
}

function SentInvites({ answer }: { answer: ClanSentInvitesAnswer }) {
  const [username, setUsername] = useState('');
  const send = useServerCall();
  const cancel = useServerCall();
  const busy = send.pending !== null || cancel.pending !== null;
  const { invites } = answer;

  const invite = (name: string) =>
    void send.run(
      'send',
      () => sendInvite(name),
      () => {
        notify('success', inviteSentText(name));
        setUsername('');
      },
    );

  const columns: TableColumn<ClanSentInvite>[] = [
    {
      key: 'username',
      header: 'Player',
      render: (sent) => <Link to={`/player_profile/${String(sent.userid)}`}>{sent.username}</Link>,
    },
    { key: 'sent', header: 'Sent', render: (sent) => formatClanTime(sent.tstamp) },
    {
      key: 'cancel',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      render: (sent) => (
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          aria-label={`Cancel the invite of ${sent.username}`}
          onClick={() =>
            void cancel.run(
              `cancel:${String(sent.userid)}`,
              () => cancelInvite(sent.userid),
              () => undefined,
            )
          }
        >
          Cancel
        </Button>
      ),
    },
  ];

  return (
    <>
      <Section title="Send an Invite">
        <form
          className={styles.inline}
          onSubmit={(event) => {
            event.preventDefault();
            if (username.trim()) invite(username.trim());
          }}
        >
          <TextInput
            label="Username"
            value={username}
            maxLength={USERNAME_MAX_LENGTH}
            onChange={setUsername}
          />
          <Button type="submit" variant="primary" disabled={busy || !username.trim()}>
            Send Invite
          </Button>
        </form>
      </Section>
      <Section title="Pending Invites">
        {invites.length === 0 ? (
          <EmptyState message={NO_PENDING_INVITES_TEXT} />
        ) : (
          <Table
            caption="Pending invites"
            hideCaption
            rows={invites}
            rowKey={(sent) => sent.userid}
            columns={columns}
          />
        )}
      </Section>
    </>
  );
}

export interface ClanInvitesViewProps {
  /** The player's clan data: the invite permission opens the page. */
  clan: LoadState<ClanData>;
  /** The state of `loadInvites`; asked only with the invite permission. */
  invites: LoadState<ClanSentInvitesAnswer>;
  onRetry: () => void;
}

/** The invites admin for given states of its loads (stories render it directly). */
export function ClanInvitesView({ clan, invites, onRetry }: ClanInvitesViewProps) {
  return (
    <ClanPage title="Clan Invites">
      <Loaded
        state={clan}
        loadingText={INVITES_LOADING_TEXT}
        failedText={INVITES_LOAD_FAILED_TEXT}
        onRetry={onRetry}
      >
        {(player) =>
          player.permissions.invite ? (
            <Loaded
              state={invites}
              loadingText={INVITES_LOADING_TEXT}
              failedText={INVITES_LOAD_FAILED_TEXT}
              onRetry={onRetry}
            >
              {(answer) => <SentInvites answer={answer} />}
            </Loaded>
          ) : (
            <EmptyState message={INVITE_PERMISSION_TEXT} />
          )
        }
      </Loaded>
    </ClanPage>
  );
}

export function ClanInvitesPage() {
  // The frame asks the same: one request.
  const clan = useClanDetails();
  const allowed = clan.state.status === 'ready' && clan.state.data.permissions.invite;
  const invites = useSentInvites(allowed);
  return (
    <ClanInvitesView
      clan={clan.state}
      invites={allowed ? invites.state : { status: 'loading' }}
      onRetry={clan.state.status === 'error' ? clan.reload : invites.reload}
    />
  );
}
