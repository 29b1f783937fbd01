/**
 * /land/raids (spec 002 §2, §3, §4, §8): the current raid with its name, rarity and status (In
 * Progress with a live countdown and Cancel, or Returned with Get Rewards and the rewards list),
 * "You are not currently on a raid." without one, then the three standard raids and today's
 * scouted raids, each with Start (disabled while a raid is out or below the land level the raid
 * needs). Every change (src/api/raids.ts) updates the Land panel (`$land`) and the list (a
 * started scouted raid leaves it); the raid's return shows here as it happens.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { CurrentRaid, LoadRaidsAnswer, Raid } from '@idle/contracts';
import { LAND_LEVELS, NO_RAID_TEXT, RAID_STARTED_TEXT, raidState } from '@idle/game-rules';
import { $land, notify } from '@idle/state';
import {
  Button,
  EmptyState,
  ItemLabel,
  LoadError,
  LoadingState,
  Muted,
  Page,
  RarityName,
  Section,
  Table,
  type TableColumn,
  Text,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import {
  cancelRaid,
  claimRaidRewards,
  raidReturned,
  showRaidInPanel,
  startRaid,
  useRaids,
  type WithPlot,
} from '../api';
import { useItemNames } from '../land/parts';
import { NoPlotNotice } from '../land/plot-gate';
import { formatMinutes, formatTimeLeft, useSecondsLeft } from './countdown';
import styles from './RaidsPage.module.css';

export const RAIDS_LOADING_TEXT = 'Loading the raids...';
export const RAIDS_LOAD_FAILED_TEXT = 'The raids could not be loaded.';
export const NO_SCOUTED_RAIDS_TEXT = 'No scouted raids today.';
export const RAID_REWARDS_CLAIMED_TEXT = 'You have collected the raid rewards.';
export const RAID_CANCELLED_TEXT = 'Your raid has been cancelled.';
export const RAIDS_NEED_PLOT_TEXT = 'Raids set out from your plot.';

/** The level of a land level's name; undefined for a name the rules do not know. */
function landLevelOf(name: string | undefined): number | undefined {
  return LAND_LEVELS.find((entry) => entry.name === name)?.level;
}

/** Whether the plot's level (by name) is below what `raid` needs; unknown names never block. */
function needsHigherLevel(raid: Raid, plotLevelName: string | undefined): boolean {
  const plot = landLevelOf(plotLevelName);
  const needed = landLevelOf(raid.levelReqName);
  return plot !== undefined && needed !== undefined && plot < needed;
}

interface RaidActions {
  busy: boolean;
  onCancel: () => void;
  onClaim: () => void;
  onReturned: () => void;
}

function TimeLeft({ raid, onReturned }: { raid: CurrentRaid; onReturned: () => void }) {
  const left = useSecondsLeft(raid, raid.timer ?? 0, onReturned);
  return (
    <time aria-label="Time left" dateTime={`PT${String(left)}S`}>
      {formatTimeLeft(left)}
    </time>
  );
}

function CurrentRaidView({ raid, actions }: { raid: CurrentRaid; actions: RaidActions }) {
  const items = useItemNames();
  const returned = raidState(raid) === 'returned';
  return (
    <div className={styles.current}>
      <p>
        <strong>{raid.name}</strong> <RarityName rarity={raid.rarity} />
      </p>
      {returned ? (
        <>
          <p>
            Status: <strong>Returned</strong>
          </p>
          <h4>Rewards</h4>
          {raid.rewards.length === 0 ? (
            <Muted>The rewards are on their way.</Muted>
          ) : (
            <ul aria-label="Raid rewards" className={styles.rewards}>
              {raid.rewards.map((reward) => (
                <li key={reward.id}>
                  <ItemLabel itemId={reward.id} items={items} amount={reward.amount} />
                </li>
              ))}
            </ul>
          )}
          <div>
            <Button variant="primary" disabled={actions.busy} onClick={actions.onClaim}>
              Get Rewards
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>
            Status: <strong>In Progress</strong>,{' '}
            <TimeLeft raid={raid} onReturned={actions.onReturned} /> left
          </p>
          <div>
            <Button variant="danger" disabled={actions.busy} onClick={actions.onCancel}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function RaidTable({
  caption,
  raids,
  canStart,
  onStart,
}: {
  caption: string;
  raids: readonly Raid[];
  canStart: boolean;
  onStart: (raid: Raid, index: number) => void;
}) {
  const plotLevelName = useStore($land)?.levelName;
  const columns: TableColumn<Raid>[] = [
    { key: 'name', header: 'Raid', render: (raid) => raid.name },
    { key: 'rarity', header: 'Rarity', render: (raid) => <RarityName rarity={raid.rarity} /> },
    { key: 'duration', header: 'Duration', render: (raid) => formatMinutes(raid.duration) },
    {
      key: 'needs',
      header: 'Needs',
      render: (raid) => (
        <Text tone={needsHigherLevel(raid, plotLevelName) ? 'error' : undefined}>
          {raid.levelReqName}
        </Text>
      ),
    },
    {
      key: 'start',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      render: (raid) => (
        <Button
          size="sm"
          variant="primary"
          aria-label={`Start ${raid.name}`}
          disabled={!canStart || needsHigherLevel(raid, plotLevelName)}
          onClick={() => onStart(raid, raids.indexOf(raid))}
        >
          Start
        </Button>
      ),
    },
  ];
  return (
    <Table
      caption={caption}
      hideCaption
      rows={[...raids]}
      rowKey={(raid) => raid.id}
      columns={columns}
    />
  );
}

function RaidsContent({ answer }: { answer: LoadRaidsAnswer }) {
  const call = useServerCall();
  const busy = call.pending !== null;
  const current = answer.current;

  // Each load brings the raid's fresh timer to the Land panel.
  useEffect(() => {
    showRaidInPanel(current);
  }, [current]);

  const start = (raid: Raid, index: number) =>
    void call.run(
      `start:${String(raid.id)}`,
      () => startRaid(raid, index),
      () => {
        notify('success', RAID_STARTED_TEXT);
      },
    );
  const actions: RaidActions = {
    busy,
    // Counted down to 0 on the device: returned now, its rewards asked for.
    onReturned: () => {
      raidReturned();
    },
    onClaim: () =>
      void call.run('claim', claimRaidRewards, () => {
        notify('success', RAID_REWARDS_CLAIMED_TEXT);
      }),
    onCancel: () =>
      void call.run('cancel', cancelRaid, () => {
        notify('info', RAID_CANCELLED_TEXT);
      }),
  };
  const canStart = current === null && !busy;

  return (
    <div className={styles.sections}>
      <Section title="Current raid" titleId="raids-current" variant="plain">
        {current === null ? (
          <EmptyState message={NO_RAID_TEXT} />
        ) : (
          <CurrentRaidView raid={current} actions={actions} />
        )}
      </Section>
      <Section title="Standard raids" titleId="raids-standard" variant="plain">
        <RaidTable
          caption="Standard raids"
          raids={answer.standard}
          canStart={canStart}
          onStart={start}
        />
      </Section>
      <Section title="Scouted raids" titleId="raids-scouted" variant="plain">
        {answer.scouted.length === 0 ? (
          <EmptyState message={NO_SCOUTED_RAIDS_TEXT} />
        ) : (
          <RaidTable
            caption="Scouted raids"
            raids={answer.scouted}
            canStart={canStart}
            onStart={start}
          />
        )}
      </Section>
    </div>
  );
}

export interface RaidsViewProps {
  /** The state of `land.php?mod=loadRaids`, null without a plot. */
  state: LoadState<WithPlot<LoadRaidsAnswer>>;
  onRetry: () => void;
}

/** The raids screen for a given state of `loadRaids` (stories render it directly). */
export function RaidsView({ state, onRetry }: RaidsViewProps) {
  let content;
  if (state.status === 'loading') content = <LoadingState label={RAIDS_LOADING_TEXT} />;
  else if (state.status === 'error') {
    content = <LoadError message={RAIDS_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  } else if (state.data === null) content = <NoPlotNotice needs={RAIDS_NEED_PLOT_TEXT} />;
  else content = <RaidsContent answer={state.data} />;
  return (
    <Page title="Raids" titleId="raids-title">
      {content}
    </Page>
  );
}

export function RaidsPage() {
  const raids = useRaids();
  return <RaidsView state={raids.state} onRetry={raids.reload} />;
}
