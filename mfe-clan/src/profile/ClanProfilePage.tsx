/**
 * /clan_profile/:clanid, a clan's public profile (spec 001 §2, §3): its name, level, members,
 * taxes and buildings with their levels. Open to every player. A clan that does not exist (the
 * server answers "-", or the route names no clan) says so and leads to the clan registry.
 */
import type { LoadState } from '@idle/api-client';
import type { ClanProfileAnswer, ClanProfileLookup } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { EmptyState, Table, type TableColumn, Section, Loaded, Page } from '@idle/ui';
import { Link, useParams } from 'react-router';
import { useClanProfile } from '../api';
import styles from './ClanProfilePage.module.css';

export const CLAN_PROFILE_LOADING_TEXT = 'Loading the clan...';
export const CLAN_PROFILE_LOAD_FAILED_TEXT = 'This clan could not be loaded.';
export const NO_BUILDINGS_TEXT = 'This clan has no buildings yet.';
export const NOT_A_CLAN_TEXT = 'There is no such clan. It may have been disbanded.';
export const CLAN_REGISTRY_LINK_TEXT = 'Find a clan in the Clan Registry';

function NotAClan() {
  return (
    <EmptyState
      message={NOT_A_CLAN_TEXT}
      action={<Link to="/clan_registry">{CLAN_REGISTRY_LINK_TEXT}</Link>}
    />
  );
}

const BUILDING_COLUMNS: TableColumn<[string, number]>[] = [
  { key: 'name', header: 'Building', render: ([name]) => name },
  { key: 'level', header: 'Level', align: 'right', render: ([, level]) => formatNumber(level) },
];

function ClanProfile({ clan }: { clan: ClanProfileAnswer }) {
  const facts: [string, string][] = [
    ['Level', formatNumber(clan.level)],
    ['Members', formatNumber(clan.members)],
    ['Gold tax', `${String(clan.goldTax)}%`],
    ['Resource tax', `${String(clan.resTax)}%`],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Section title="Buildings">
        {clan.buildings.length === 0 ? (
          <EmptyState message={NO_BUILDINGS_TEXT} />
        ) : (
          <Table
            caption="Clan buildings"
            hideCaption
            rows={clan.buildings}
            rowKey={([name]) => name}
            columns={BUILDING_COLUMNS}
          />
        )}
      </Section>
    </>
  );
}

export interface ClanProfileViewProps {
  /** The state of `profile`: the clan, or "-" when there is none with that id. */
  state: LoadState<ClanProfileLookup>;
  onRetry: () => void;
}

/** The clan profile for a given state of `profile` (stories render it directly). */
export function ClanProfileView({ state, onRetry }: ClanProfileViewProps) {
  return (
    <Page
      titleId="clan-profile-title"
      title={state.status === 'ready' && state.data !== '-' ? state.data.name : 'Clan Profile'}
    >
      <Loaded
        state={state}
        loadingText={CLAN_PROFILE_LOADING_TEXT}
        failedText={CLAN_PROFILE_LOAD_FAILED_TEXT}
        onRetry={onRetry}
      >
        {(clan) => (clan === '-' ? <NotAClan /> : <ClanProfile clan={clan} />)}
      </Loaded>
    </Page>
  );
}

export function ClanProfilePage() {
  const { clanid = '' } = useParams();
  const id = /^[1-9][0-9]*$/.test(clanid) ? Number(clanid) : null;
  const profile = useClanProfile(id);
  return (
    <ClanProfileView
      state={id === null ? { status: 'ready', data: '-' } : profile.state}
      onRetry={profile.reload}
    />
  );
}
