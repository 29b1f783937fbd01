/**
 * /admin/players: find players by the start of their name (any case); each found player leads
 * to their page. The name searched is kept in the address (`?name=`), so the way back from a
 * player's page finds the same players.
 */
import type { LoadState } from '@idle/api-client';
import type { AdminPlayerRow } from '@idle/contracts';
import {
  Button,
  EmptyState,
  Inline,
  Loaded,
  Page,
  Section,
  Stack,
  Table,
  TextInput,
  type TableColumn,
} from '@idle/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFindPlayers } from '../api';
import { BackToConsole, playerPath, useAddressQuery } from '../console';
import { utcMinute } from '../format';
import { accountStatusName, banEndText } from '../status';

export const PLAYERS_LOADING_TEXT = 'Finding players...';
export const PLAYERS_LOAD_FAILED_TEXT = 'The players could not be found.';
export const NAME_MAX_LENGTH = 64;
export const BEFORE_SEARCH_TEXT = 'Type the start of a name to find players.';
export const NO_NAME_TEXT = 'Enter the start of a name.';

export function noPlayersText(prefix: string): string {
  return `No player's name starts with "${prefix}".`;
}

const COLUMNS: TableColumn<AdminPlayerRow>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (row) => <Link to={playerPath(row.userid)}>{row.username}</Link>,
  },
  { key: 'status', header: 'Status', render: (row) => accountStatusName(row.accountStatus) },
  {
    key: 'banned',
    header: 'Banned',
    render: (row) => (row.banned ? banEndText(row.bannedUntil) : 'No'),
  },
  {
    key: 'muted',
    header: 'Muted',
    render: (row) => (row.mutedUntil === null ? 'No' : `Until ${utcMinute(row.mutedUntil)}`),
  },
  {
    key: 'active',
    header: 'Last active',
    render: (row) => (row.online ? 'Online' : utcMinute(row.lastActiveAt)),
  },
];

export interface PlayersViewProps {
  /** The start of a name searched; '' before any search. */
  prefix: string;
  state: LoadState<AdminPlayerRow[]>;
  onSearch: (prefix: string) => void;
  onRetry: () => void;
}

export function PlayersView({ prefix, state, onSearch, onRetry }: PlayersViewProps) {
  const [typed, setTyped] = useState(prefix);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  return (
    <Page title="Players" titleId="admin-players-title">
      <Stack gap={6}>
        <BackToConsole />
        <form
          role="search"
          aria-label="Find players"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const wanted = typed.trim();
            setProblem(wanted === '' ? NO_NAME_TEXT : undefined);
            if (wanted !== '') onSearch(wanted);
          }}
        >
          <Inline gap={4} align="end">
            <TextInput
              label="Name starts with"
              value={typed}
              onChange={setTyped}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="off"
              error={problem}
            />
            <Button type="submit" variant="primary">
              Find
            </Button>
          </Inline>
        </form>
        <Section title="Found">
          {prefix === '' ? (
            <EmptyState message={BEFORE_SEARCH_TEXT} />
          ) : (
            <Loaded
              state={state}
              loadingText={PLAYERS_LOADING_TEXT}
              failedText={PLAYERS_LOAD_FAILED_TEXT}
              onRetry={onRetry}
            >
              {(rows) =>
                rows.length === 0 ? (
                  <EmptyState message={noPlayersText(prefix)} />
                ) : (
                  <Table
                    caption={`Players whose name starts with "${prefix}"`}
                    hideCaption
                    rows={rows}
                    rowKey={(row) => row.userid}
                    columns={COLUMNS}
                  />
                )
              }
            </Loaded>
          )}
        </Section>
      </Stack>
    </Page>
  );
}

export function PlayersPage() {
  const [params, setParams] = useAddressQuery();
  const prefix = params.get('name') ?? '';
  const found = useFindPlayers(prefix);
  return (
    <PlayersView
      prefix={prefix}
      state={found.state}
      onSearch={(wanted) => setParams({ name: wanted })}
      onRetry={found.reload}
    />
  );
}
