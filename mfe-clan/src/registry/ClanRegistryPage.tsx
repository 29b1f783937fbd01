/**
 * /clan_registry, and /clan for a player without a clan (spec 001 §2): the create form (a name;
 * the 250 credits it costs go into the new clan's storage), the invites the player received with
 * Accept and Reject, and the clans ranked by experience, each leading to its profile.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { ClanInvite, ClanListEntry } from '@idle/contracts';
import { CLAN_CREATION_COST_CREDITS, formatNumber } from '@idle/game-rules';
import {
  Button,
  EmptyState,
  Table,
  TextInput,
  type TableColumn,
  Section,
  Loaded,
  Page,
} from '@idle/ui';
import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { answerInvite, createClan, useClanList, useReceivedInvites } from '../api';
import { formatClanTime } from '../layout/clan-time';
import styles from './ClanRegistryPage.module.css';

/** The server's longest clan name (CreateClanRequest of the contracts). */
export const CLAN_NAME_INPUT_MAX_LENGTH = 20;
export const CLAN_CREATION_COST_TEXT = `Creating a clan costs ${formatNumber(CLAN_CREATION_COST_CREDITS)} credits; they go into the new clan's storage.`;
export const INVITES_LOADING_TEXT = 'Loading your invites...';
export const INVITES_LOAD_FAILED_TEXT = 'Your invites could not be loaded.';
export const NO_INVITES_TEXT = 'You have no clan invites.';
export const CLANS_LOADING_TEXT = 'Loading the clans...';
export const CLANS_LOAD_FAILED_TEXT = 'The clan list could not be loaded.';
export const NO_CLANS_TEXT = 'There are no clans yet.';

/** The public profile of a clan. */
export function clanProfilePath(clanid: number): string {
  return `/clan_profile/${String(clanid)}`;
}

function CreateClanForm({ onJoined }: { onJoined: () => void }) {
  const [name, setName] = useState('');
  const call = useServerCall();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void call.run('create', () => createClan(name.trim()), onJoined);
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <TextInput
        label="Clan name"
        value={name}
        maxLength={CLAN_NAME_INPUT_MAX_LENGTH}
        onChange={setName}
        hint={CLAN_CREATION_COST_TEXT}
      />
      <Button type="submit" variant="primary" disabled={call.pending !== null || !name.trim()}>
        Create Clan
      </Button>
    </form>
  );
}

function InviteList({ invites, onJoined }: { invites: ClanInvite[]; onJoined: () => void }) {
  const call = useServerCall();

  const answer = (invite: ClanInvite, accept: boolean) =>
    call.run(
      `${accept ? 'accept' : 'reject'}:${String(invite.id)}`,
      () => answerInvite(invite.id, accept),
      (handled) => {
        // A rejected invite left the list in the cache.
        if (handled.clan !== null) onJoined();
      },
    );

  const columns: TableColumn<ClanInvite>[] = [
    {
      key: 'clan',
      header: 'Clan',
      render: (invite) => <Link to={clanProfilePath(invite.clanid)}>{invite.clanName}</Link>,
    },
    { key: 'sent', header: 'Sent', render: (invite) => formatClanTime(invite.tstamp) },
    {
      key: 'answer',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      render: (invite) => (
        <span className={styles.buttons}>
          <Button
            size="sm"
            variant="primary"
            disabled={call.pending !== null}
            aria-label={`Accept the invite of ${invite.clanName}`}
            onClick={() => void answer(invite, true)}
          >
            Accept
          </Button>
          <Button
            size="sm"
            disabled={call.pending !== null}
            aria-label={`Reject the invite of ${invite.clanName}`}
            onClick={() => void answer(invite, false)}
          >
            Reject
          </Button>
        </span>
      ),
    },
  ];

  return invites.length === 0 ? (
    <EmptyState message={NO_INVITES_TEXT} />
  ) : (
    <Table
      caption="Clan invites"
      hideCaption
      rows={invites}
      rowKey={(invite) => invite.id}
      columns={columns}
    />
  );
}

const CLAN_COLUMNS: TableColumn<ClanListEntry>[] = [
  { key: 'rank', header: 'Rank', align: 'right', render: (clan) => formatNumber(clan.rank) },
  {
    key: 'name',
    header: 'Name',
    render: (clan) => <Link to={clanProfilePath(clan.clanid)}>{clan.name}</Link>,
  },
  { key: 'level', header: 'Level', align: 'right', render: (clan) => formatNumber(clan.level) },
  {
    key: 'members',
    header: 'Members',
    align: 'right',
    render: (clan) => formatNumber(clan.members),
  },
];

export interface ClanRegistryViewProps {
  /** `loadClanInvites`. */
  invites: LoadState<ClanInvite[]>;
  /** `getList`. */
  clans: LoadState<ClanListEntry[]>;
  onRetryInvites: () => void;
  onRetryClans: () => void;
  /** After creating a clan or accepting an invite ($clan is set by then). */
  onJoined: () => void;
}

/** The registry's sections for given states of its loads (stories render it directly). */
export function ClanRegistryView({
  invites,
  clans,
  onRetryInvites,
  onRetryClans,
  onJoined,
}: ClanRegistryViewProps) {
  return (
    <Page titleId="clan-registry-title" title="Clan Registry">
      <Section title="Create a Clan">
        <CreateClanForm onJoined={onJoined} />
      </Section>
      <Section title="Invites">
        <Loaded
          state={invites}
          loadingText={INVITES_LOADING_TEXT}
          failedText={INVITES_LOAD_FAILED_TEXT}
          onRetry={onRetryInvites}
        >
          {(received) => <InviteList invites={received} onJoined={onJoined} />}
        </Loaded>
      </Section>
      <Section title="Clans">
        <Loaded
          state={clans}
          loadingText={CLANS_LOADING_TEXT}
          failedText={CLANS_LOAD_FAILED_TEXT}
          onRetry={onRetryClans}
        >
          {(list) =>
            list.length === 0 ? (
              <EmptyState message={NO_CLANS_TEXT} />
            ) : (
              <Table
                caption="Clans"
                hideCaption
                rows={list}
                rowKey={(clan) => clan.clanid}
                columns={CLAN_COLUMNS}
              />
            )
          }
        </Loaded>
      </Section>
    </Page>
  );
}

/** The registry with its loads; `onJoined` defaults to opening the clan home. */
export function ClanRegistry({ onJoined }: { onJoined?: () => void }) {
  const navigate = useNavigate();
  const invites = useReceivedInvites();
  const clans = useClanList();
  return (
    <ClanRegistryView
      invites={invites.state}
      clans={clans.state}
      onRetryInvites={invites.reload}
      onRetryClans={clans.reload}
      onJoined={onJoined ?? (() => void navigate('/clan'))}
    />
  );
}

export function ClanRegistryPage() {
  return <ClanRegistry />;
}
