/**
 * /clan/admin/ranks (spec 001 §2, §6): each rank's name, editable, and a checkbox per permission.
 * Only rank 1 manages ranks; others see why the page is empty. Rank 1 always has every
 * permission, so its boxes are shown ticked and read-only. A permission change shows the
 * checkbox's new state at once and reverts it when the server refuses (spec 001 §8).
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import {
  CLAN_PERMISSIONS,
  type ClanData,
  type ClanPermission,
  type ClanRank,
  type ClanRanksAnswer,
} from '@idle/contracts';
import {
  CLAN_PERMISSIONS as PERMISSION_TEXTS,
  canManageRanks,
  CLAN_TOP_RANK,
  PERMISSION_CHANGED_TEXT,
  RANK_NAME_CHANGED_TEXT,
} from '@idle/game-rules';
import { notify } from '@idle/state';
import { Button, EmptyState, Table, TextInput, type TableColumn, Loaded } from '@idle/ui';
import { useState } from 'react';
import { changePermission, changeRankName, useClanDetails, useClanRanks } from '../api';
import { ClanPage } from '../layout/ClanPage';
import styles from './admin.module.css';

export const RANKS_LOADING_TEXT = 'Loading the ranks...';
export const RANKS_LOAD_FAILED_TEXT = 'The ranks could not be loaded.';
export const LEADER_ONLY_TEXT = 'Only the clan leader (rank 1) manages ranks and permissions.';
/** The server's longest rank name (ChangeRankNameRequest of the contracts). */
export const RANK_NAME_MAX_LENGTH = 20;

/** "Details", "Promotions"... */
export function permissionLabel(permission: ClanPermission): string {
  return permission.charAt(0).toUpperCase() + permission.slice(1);
}

/** "Kick permission changed.": the spec's text after the permission's name. */
export function permissionChangedText(permission: ClanPermission): string {
  return `${permissionLabel(permission)} ${PERMISSION_CHANGED_TEXT}`;
}

function RankNameField({
  rank,
  busy,
  onSave,
}: {
  rank: ClanRank;
  busy: boolean;
  onSave: (name: string) => void;
}) {
  const [name, setName] = useState(rank.name);
  const changed = name.trim() !== '' && name.trim() !== rank.name;
  return (
    <form
      className={`${styles.inline ?? ''} ${styles.rankName ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) onSave(name.trim());
      }}
    >
      <TextInput
        label={`Name of rank ${String(rank.num)}`}
        hideLabel
        value={name}
        maxLength={RANK_NAME_MAX_LENGTH}
        onChange={setName}
      />
      <Button type="submit" size="sm" disabled={busy || !changed}>
        Save
      </Button>
    </form>
  );
}

function RanksTable({ answer }: { answer: ClanRanksAnswer }) {
  // The checkbox being changed and the value asked for, shown until the answer.
  const [asked, setAsked] = useState<{ num: number; permission: ClanPermission; value: boolean }>();
  const call = useServerCall();
  const busy = call.pending !== null;
  const { ranks } = answer;

  const rename = (rank: ClanRank, name: string) =>
    void call.run(
      `name:${String(rank.num)}`,
      () => changeRankName(rank.num, name),
      () => notify('success', RANK_NAME_CHANGED_TEXT),
    );

  const toggle = (rank: ClanRank, permission: ClanPermission, value: boolean) => {
    setAsked({ num: rank.num, permission, value });
    void call
      .run(
        `permission:${String(rank.num)}:${permission}`,
        () => changePermission(rank.num, permission, value),
        () => notify('success', permissionChangedText(permission)),
      )
      .then(() => setAsked(undefined));
  };

  const checked = (rank: ClanRank, permission: ClanPermission) =>
    asked?.num === rank.num && asked.permission === permission
      ? asked.value
      : rank.permissions[permission];

  const columns: TableColumn<ClanRank>[] = [
    { key: 'num', header: 'Rank', align: 'right', render: (rank) => rank.num },
    {
      key: 'name',
      header: 'Name',
      render: (rank) => (
        <RankNameField
          key={rank.name}
          rank={rank}
          busy={busy}
          onSave={(name) => rename(rank, name)}
        />
      ),
    },
    ...CLAN_PERMISSIONS.map((permission): TableColumn<ClanRank> => ({
      key: permission,
      header: <abbr title={PERMISSION_TEXTS[permission]}>{permissionLabel(permission)}</abbr>,
      align: 'center',
      render: (rank) => (
        <input
          type="checkbox"
          aria-label={`${permissionLabel(permission)} permission of ${rank.name}`}
          checked={rank.num === CLAN_TOP_RANK || checked(rank, permission)}
          disabled={busy || rank.num === CLAN_TOP_RANK}
          onChange={(event) => toggle(rank, permission, event.target.checked)}
        />
      ),
    })),
  ];

  return (
    <Table
      caption="Clan ranks"
      hideCaption
      rows={ranks}
      rowKey={(rank) => rank.num}
      columns={columns}
    />
  );
}

export interface ClanRanksViewProps {
  /** The player's clan data: only rank 1 sees the ranks. */
  clan: LoadState<ClanData>;
  /** The state of `ranks`; asked only for rank 1. */
  ranks: LoadState<ClanRanksAnswer>;
  onRetry: () => void;
}

/** The rank admin for given states of its loads (stories render it directly). */
export function ClanRanksView({ clan, ranks, onRetry }: ClanRanksViewProps) {
  return (
    <ClanPage title="Clan Ranks">
      <Loaded
        state={clan}
        loadingText={RANKS_LOADING_TEXT}
        failedText={RANKS_LOAD_FAILED_TEXT}
        onRetry={onRetry}
      >
        {(player) =>
          canManageRanks(player.rankNum) ? (
            <Loaded
              state={ranks}
              loadingText={RANKS_LOADING_TEXT}
              failedText={RANKS_LOAD_FAILED_TEXT}
              onRetry={onRetry}
            >
              {(answer) => <RanksTable answer={answer} />}
            </Loaded>
          ) : (
            <EmptyState message={LEADER_ONLY_TEXT} />
          )
        }
      </Loaded>
    </ClanPage>
  );
}

export function ClanRanksPage() {
  // The frame asks the same: one request.
  const clan = useClanDetails();
  const leader = clan.state.status === 'ready' && canManageRanks(clan.state.data.rankNum);
  const ranks = useClanRanks(leader);
  return (
    <ClanRanksView
      clan={clan.state}
      ranks={leader ? ranks.state : { status: 'loading' }}
      onRetry={clan.state.status === 'error' ? clan.reload : ranks.reload}
    />
  );
}
