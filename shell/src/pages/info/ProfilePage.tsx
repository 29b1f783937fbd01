/**
 * /player_profile/{userid} (spec 001 sections 2, 3 and 7): `profile.php {id}` shows a player's
 * name, age in days, nobility rank, clan, a Send Items link, statistics and skill levels, each with
 * its leaderboard rank ("#12" or "Unranked"). A banned account shows only "This account is
 * banned.".
 */
import type { ProfileAnswer, ProfileStatistic, SkillId } from '@idle/contracts';
import { SKILL_IDS } from '@idle/contracts';
import { BANNED_ACCOUNT_TEXT, formatNumber, SKILL_NAMES } from '@idle/game-rules';
import { $player } from '@idle/state';
import { LoadError, LoadingState, Page, Table } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { usePlayerProfile } from '../../api';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { STATISTIC_LABELS } from '../home/StatisticsSection';
import styles from './InfoPages.module.css';
import pageStyles from '../page.module.css';
import { safeAccountStatusLabel, safeNobilityRankName } from './PlayerName';
import type { LoadState } from '@idle/api-client';

export const PROFILE_FAILED_TEXT = 'This profile could not be loaded.';
export const UNRANKED_TEXT = 'Unranked';
export const NO_CLAN_TEXT = 'No clan';

export type PlayerProfile = Extract<ProfileAnswer, { banned: false }>;

/** The profile's statistic groups (spec 001 §2: actions, battles, gathering, crafting). */
export const PROFILE_STATISTIC_GROUPS: readonly {
  title: string;
  keys: readonly ProfileStatistic[];
}[] = [
  { title: 'Actions', keys: ['totalActionsDaily', 'totalActionsMonthly', 'totalActions'] },
  {
    title: 'Battles',
    keys: ['totalMobsKilled', 'totalBossesKilled', 'totalBossDamage', 'totalDungeonsCompleted'],
  },
  {
    title: 'Gathering',
    keys: [
      'totalGatheringActions',
      'totalMiningActions',
      'totalWoodcuttingActions',
      'totalQuarryingActions',
    ],
  },
  { title: 'Crafting', keys: ['totalRunesCrafted', 'totalJewelsCrafted', 'totalPotionsCrafted'] },
];

/** A leaderboard rank as shown: "#12", or "Unranked" without one. */
export function rankText(rank: number | null | undefined): string {
  return typeof rank === 'number' && Number.isFinite(rank)
    ? `#${formatNumber(rank)}`
    : UNRANKED_TEXT;
}

function count(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatNumber(value) : '0';
}

/** The route of the Send Items page for a player. */
export function sendItemsPath(username: string): string {
  return `/send_items/${encodeURIComponent(username)}`;
}

function RankCell({ rank }: { rank: string }) {
  return <span className={rank === UNRANKED_TEXT ? styles.unranked : undefined}>{rank}</span>;
}

interface StatisticRow {
  key: ProfileStatistic;
  label: string;
  value: string;
  rank: string;
}

function StatisticGroup({
  profile,
  title,
  keys,
}: { profile: PlayerProfile } & (typeof PROFILE_STATISTIC_GROUPS)[number]) {
  const ranks = profile.ranks as Partial<Record<ProfileStatistic, number | null>> | undefined;
  const rows: StatisticRow[] = keys.map((key) => ({
    key,
    label: STATISTIC_LABELS[key],
    value: count(profile[key]),
    rank: rankText(ranks?.[key]),
  }));
  return (
    <Table
      caption={title}
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        { key: 'label', header: 'Statistic', render: (row) => row.label },
        { key: 'value', header: 'Value', align: 'right', render: (row) => row.value },
        {
          key: 'rank',
          header: 'Rank',
          align: 'right',
          render: (row) => <RankCell rank={row.rank} />,
        },
      ]}
    />
  );
}

function SkillTable({ profile }: { profile: PlayerProfile }) {
  const skills = (profile.skills as Partial<Record<SkillId, number>> | undefined) ?? {};
  const ranks = profile.skillRanks as Partial<Record<SkillId, number | null>> | undefined;
  const rows = SKILL_IDS.filter((id) => typeof skills[id] === 'number').map((id) => ({
    id,
    name: SKILL_NAMES[id],
    level: count(skills[id]),
    rank: rankText(ranks?.[id]),
  }));
  return (
    <Table
      caption="Skills"
      rows={rows}
      rowKey={(row) => row.id}
      emptyText="No skill levels to show."
      columns={[
        { key: 'name', header: 'Skill', render: (row) => row.name },
        { key: 'level', header: 'Level', align: 'right', render: (row) => row.level },
        {
          key: 'rank',
          header: 'Rank',
          align: 'right',
          render: (row) => <RankCell rank={row.rank} />,
        },
      ]}
    />
  );
}

function ProfileDetails({ profile }: { profile: PlayerProfile }) {
  const rank = safeNobilityRankName(profile.nobilityRank);
  const status = safeAccountStatusLabel(profile.accountStatus);
  const age = count(profile.age);
  const title = (
    <>
      {profile.username}
      {status !== null && (
        <>
          {' '}
          <span className={status === 'Admin' ? styles.admin : styles.mod}>{status}</span>
        </>
      )}
    </>
  );
  return (
    <Page className={pageStyles.page} title={title} titleId="profile-title">
      <dl className={styles.facts}>
        <dt>Age</dt>
        <dd>{profile.age === 1 ? '1 day' : `${age} days`}</dd>
        <dt>Nobility rank</dt>
        <dd>{rank ?? '-'}</dd>
        <dt>Clan</dt>
        <dd>
          {typeof profile.clanid === 'number' ? (
            <Link to={`/clan_profile/${String(profile.clanid)}`}>
              {profile.clanName ?? `Clan ${String(profile.clanid)}`}
            </Link>
          ) : (
            NO_CLAN_TEXT
          )}
        </dd>
      </dl>
      <p className={styles.actions}>
        <Link to={sendItemsPath(profile.username)}>Send Items</Link>
      </p>
      <div className={styles.statGrid}>
        {PROFILE_STATISTIC_GROUPS.map((group) => (
          <StatisticGroup key={group.title} profile={profile} {...group} />
        ))}
        <SkillTable profile={profile} />
      </div>
    </Page>
  );
}

export interface ProfileViewProps {
  state: LoadState<ProfileAnswer>;
  onRetry: () => void;
}

/** What /player_profile/{userid} shows: loading, error with Retry, banned, or the profile. */
export function ProfileView({ state, onRetry }: ProfileViewProps) {
  if (state.status === 'ready') {
    const profile = state.data;
    if (profile.banned) {
      return (
        <section className={pageStyles.page} aria-label="Player profile">
          <p className={styles.banned}>{BANNED_ACCOUNT_TEXT}</p>
        </section>
      );
    }
    return <ProfileDetails profile={profile} />;
  }
  return (
    <Page className={pageStyles.page} title="Player Profile" titleId="profile-title">
      {state.status === 'loading' ? (
        <LoadingState label="Loading the profile..." />
      ) : (
        <LoadError message={PROFILE_FAILED_TEXT} onRetry={onRetry} />
      )}
    </Page>
  );
}

export interface ProfilePageProps {
  /** The player's user id, from the route. */
  userid: number;
}

/**
 * /player_profile/{userid}: loads the profile (again when the id changes, and on Retry). An id no
 * player can have (0, negative, not a whole number) is not asked for: it shows the failed text.
 */
export function ProfilePage({ userid }: ProfilePageProps) {
  const { state, reload: retry } = usePlayerProfile(userid, PROFILE_FAILED_TEXT);
  // Net worth is the player's own: another player's profile shows nothing of it.
  const own = useStore($player)?.userid === userid;
  return (
    <>
      <ProfileView state={state} onRetry={retry} />
      {own && <RemoteSlot slot="netWorthSection" />}
    </>
  );
}
