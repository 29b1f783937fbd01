/**
 * /clan/members (spec 001 §2, §3, §5): the members with the active-now highlight, and a member's
 * panel with vitals, activity (actions for the clan since joining, and the player's action
 * totals today, this month and ever) and donations. Kick (after "Are you sure you want to kick this
 * clan member?") and Change rank show only with the permission and for a member of strictly lower
 * authority; a failed rank change puts the previous rank back in the select.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import {
  CLAN_STORAGE_ITEMS,
  type ClanData,
  type ClanMember,
  type ClanRank,
  type LoadMembersAnswer,
} from '@idle/contracts';
import {
  canChangeRankTo,
  canKick,
  formatNumber,
  KICK_CONFIRM_TEXT,
  MEMBER_KICKED_TEXT,
  RANK_CHANGED_TEXT,
} from '@idle/game-rules';
import { notify } from '@idle/state';
import { Button, EmptyState, Panel, Table, type TableColumn, Loaded } from '@idle/ui';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { changeMemberRank, kickMember, useClanDetails, useClanMembers } from '../api';
import { formatClanTime } from '../layout/clan-time';
import { ClanPage } from '../layout/ClanPage';
import styles from './ClanMembersPage.module.css';

export const MEMBERS_LOADING_TEXT = 'Loading the members...';
export const MEMBERS_LOAD_FAILED_TEXT = 'The members could not be loaded.';
export const NO_MEMBERS_TEXT = 'The clan has no members.';
export const ACTIVE_NOW_TEXT = 'Active now';

const STORAGE_ITEM_NAMES: Record<(typeof CLAN_STORAGE_ITEMS)[number], string> = {
  gold: 'Gold',
  credits: 'Credits',
  metal: 'Metal',
  wood: 'Wood',
  stone: 'Stone',
};

function rankName(ranks: readonly ClanRank[], num: number): string {
  return ranks.find((rank) => rank.num === num)?.name ?? `Rank ${String(num)}`;
}

function LastActive({ member }: { member: ClanMember }) {
  return member.lastActive === 'now' ? (
    <span className={styles.activeNow}>{ACTIVE_NOW_TEXT}</span>
  ) : (
    <>{formatClanTime(member.lastActive)}</>
  );
}

interface MemberPanelProps {
  member: ClanMember;
  ranks: readonly ClanRank[];
  /** The player's clan data: rank and permissions; null while unknown (no controls then). */
  actor: ClanData | null;
  onKicked: () => void;
  onClose: () => void;
}

function MemberPanel({ member, ranks, actor, onKicked, onClose }: MemberPanelProps) {
  const call = useServerCall();
  // The rank being asked for: shown in the select until the answer, then dropped.
  const [askedRank, setAskedRank] = useState<number | null>(null);
  const busy = call.pending !== null;

  const kickable = actor !== null && canKick(actor.permissions, actor.rankNum, member.rankNum);
  const rankChoices =
    actor === null
      ? []
      : ranks.filter((rank) =>
          canChangeRankTo(actor.permissions, actor.rankNum, member.rankNum, rank.num),
        );

  const kick = () => {
    if (!window.confirm(KICK_CONFIRM_TEXT)) return;
    void call.run(
      'kick',
      () => kickMember(member.userid),
      () => {
        notify('success', MEMBER_KICKED_TEXT);
        onKicked();
      },
    );
  };

  const changeRank = (rankNum: number) => {
    setAskedRank(rankNum);
    void call
      .run(
        'rank',
        () => changeMemberRank(member.userid, rankNum),
        () => notify('success', RANK_CHANGED_TEXT),
      )
      .then(() => setAskedRank(null));
  };

  const vitals: [string, ReactNode][] = [
    ['Rank', rankName(ranks, member.rankNum)],
    ['Last active', <LastActive key="active" member={member} />],
    ['Mobs killed', formatNumber(member.mobsKilled)],
    ['Bosses killed', formatNumber(member.bossesKilled)],
    ['Clanmanship', formatNumber(member.clanmanship)],
    ['Actions for the clan', formatNumber(member.actions)],
    ['Actions today', formatNumber(member.totalActionsDaily)],
    ['Actions this month', formatNumber(member.totalActionsMonthly)],
    ['Total actions', formatNumber(member.totalActions)],
  ];

  return (
    <Panel
      title={member.username}
      collapsible={false}
      headingLevel={3}
      actions={
        <Button size="sm" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className={styles.panel}>
        <dl className={styles.facts} aria-label="Vitals and activity">
          {vitals.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h4>Donations</h4>
        <dl className={styles.facts} aria-label="Donations">
          {CLAN_STORAGE_ITEMS.map((item) => (
            <div key={item}>
              <dt>{STORAGE_ITEM_NAMES[item]}</dt>
              <dd>{formatNumber(member.donated[item])}</dd>
            </div>
          ))}
        </dl>
        <Link to={`/player_profile/${String(member.userid)}`}>Profile</Link>
        {(kickable || rankChoices.length > 0) && (
          <div className={styles.controls}>
            {rankChoices.length > 0 && (
              <label className={styles.rankSelect}>
                Change rank
                <select
                  value={askedRank ?? member.rankNum}
                  disabled={busy}
                  onChange={(event) => changeRank(Number(event.target.value))}
                >
                  {!rankChoices.some((rank) => rank.num === member.rankNum) && (
                    <option value={member.rankNum}>{rankName(ranks, member.rankNum)}</option>
                  )}
                  {rankChoices.map((rank) => (
                    <option key={rank.num} value={rank.num}>
                      {rank.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {kickable && (
              <Button size="sm" variant="danger" disabled={busy} onClick={kick}>
                Kick
              </Button>
            )}
          </div>
        )}
      </div>
    </Panel>
  );
}

function MemberList({
  answer,
  actor,
  initialSelected,
}: {
  answer: LoadMembersAnswer;
  actor: ClanData | null;
  initialSelected: number | null;
}) {
  const [selected, setSelected] = useState(initialSelected);
  const member = answer.members.find((entry) => entry.userid === selected);

  const columns: TableColumn<ClanMember>[] = [
    {
      key: 'username',
      header: 'Member',
      render: (entry) => (
        <Button
          size="sm"
          variant="link"
          aria-pressed={entry.userid === selected}
          onClick={() => setSelected(entry.userid)}
        >
          {entry.username}
        </Button>
      ),
    },
    { key: 'rank', header: 'Rank', render: (entry) => rankName(answer.ranks, entry.rankNum) },
    {
      key: 'active',
      header: 'Last active',
      render: (entry) => <LastActive member={entry} />,
    },
    {
      key: 'clanmanship',
      header: 'Clanmanship',
      align: 'right',
      render: (entry) => formatNumber(entry.clanmanship),
    },
  ];

  if (answer.members.length === 0) return <EmptyState message={NO_MEMBERS_TEXT} />;
  return (
    <>
      <Table
        caption="Clan members"
        hideCaption
        rows={answer.members}
        rowKey={(entry) => entry.userid}
        columns={columns}
      />
      {member !== undefined && (
        <MemberPanel
          key={member.userid}
          member={member}
          ranks={answer.ranks}
          actor={actor}
          onKicked={() => setSelected(null)}
          onClose={() => setSelected(null)}
        />
      )}
    </>
  );
}

export interface ClanMembersViewProps {
  /** The player's clan data (`loadDetails`): the rank and permissions the controls need. */
  clan: LoadState<ClanData>;
  /** The state of `loadMembers`. */
  members: LoadState<LoadMembersAnswer>;
  onRetry: () => void;
  /** The member whose panel is open at first (stories show a panel); none by default. */
  initialSelected?: number;
}

/** The members page for given states of its loads (stories render it directly). */
export function ClanMembersView({ clan, members, onRetry, initialSelected }: ClanMembersViewProps) {
  return (
    <ClanPage title="Clan Members">
      <Loaded
        state={members}
        loadingText={MEMBERS_LOADING_TEXT}
        failedText={MEMBERS_LOAD_FAILED_TEXT}
        onRetry={onRetry}
      >
        {(answer) => (
          <MemberList
            answer={answer}
            actor={clan.status === 'ready' ? clan.data : null}
            initialSelected={initialSelected ?? null}
          />
        )}
      </Loaded>
    </ClanPage>
  );
}

export function ClanMembersPage() {
  // The frame asks the same: one request.
  const clan = useClanDetails();
  const members = useClanMembers();
  return (
    <ClanMembersView
      clan={clan.state}
      members={members.state}
      onRetry={() => {
        members.reload();
        if (clan.state.status === 'error') clan.reload();
      }}
    />
  );
}
