/**
 * /dungeons: the dungeon list as an accordion. Each dungeon shows its details (description,
 * level required, key, rooms, chance to progress, exp and tokens) and its chest's loot, and
 * Enter, or Resume and Leave for the dungeon the player is in; "[Unable To Enter]" without a key
 * or the level.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { DungeonData, ItemDefinition, LoadDungeonsAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import {
  canEnterDungeon,
  dungeonProgressChancePercent,
  formatNumber,
  UNABLE_TO_ENTER_TEXT,
} from '@idle/game-rules';
import { $action, $gameData, $items, $skills } from '@idle/state';
import {
  Accordion,
  Button,
  EmptyState,
  LoadError,
  LoadingState,
  Page,
  Table,
  Figure,
  Figures,
  Text,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ItemLabel } from '@idle/ui';
import { lootAmountText, lootFrequencyText } from '@idle/game-rules';
import { enterDungeon, leaveDungeon, useDungeons } from '../api';
import styles from './DungeonsPage.module.css';

/** Asked before leaving a run (ours). */
export const LEAVE_WARNING_TEXT = 'Leave? The key spent on this run is lost.';

export const NO_DUNGEONS_TEXT = 'There are no dungeons to explore.';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const DUNGEONS_LOAD_FAILED_TEXT = 'The dungeons could not be loaded.';

/** The chance to progress as shown: tenths of a percent with 2 decimals, 400 reads "40.00%". */
export function progressChanceText(progressChance: number): string {
  return `${formatNumber(dungeonProgressChancePercent(progressChance), { fractionDigits: 2 })}%`;
}

function DungeonDetails({
  dungeon,
  items,
  keysOwned,
  level,
}: {
  dungeon: DungeonData;
  items: Readonly<Record<string, ItemDefinition>>;
  keysOwned: number;
  level: number;
}) {
  return (
    <Figures>
      <Figure label="Dungeoneering level required">
        {formatNumber(dungeon.levelRequired)}{' '}
        <Text tone={level < dungeon.levelRequired ? 'error' : 'muted'}>
          (yours: {formatNumber(level)})
        </Text>
      </Figure>
      <Figure label="Key">
        <ItemLabel itemId={dungeon.key} items={items} />{' '}
        <Text tone={keysOwned < 1 ? 'error' : 'muted'}>(owned: {formatNumber(keysOwned)})</Text>
      </Figure>
      <Figure label="Chance to progress">{progressChanceText(dungeon.progressChance)}</Figure>
      <Figure label="Exp per fight">{formatNumber(dungeon.exp)}</Figure>
      <Figure label="Dungeoneering tokens">{formatNumber(dungeon.tokens)}</Figure>
    </Figures>
  );
}

function RoomsTable({ dungeon }: { dungeon: DungeonData }) {
  return (
    <Table
      caption={`Rooms of ${dungeon.name}`}
      rows={dungeon.rooms}
      rowKey={(_room, index) => index}
      emptyText="This dungeon has no rooms."
      columns={[
        { key: 'room', header: 'Room', align: 'right', render: (_room, index) => index + 1 },
        { key: 'mob', header: 'Mob', render: (room) => room.name },
        {
          key: 'level',
          header: 'Level',
          align: 'right',
          render: (room) => formatNumber(room.level),
        },
        {
          key: 'power',
          header: 'Power Level',
          align: 'right',
          render: (room) => formatNumber(room.powerLevel),
        },
      ]}
    />
  );
}

function ChestTable({
  dungeon,
  items,
}: {
  dungeon: DungeonData;
  items: Readonly<Record<string, ItemDefinition>>;
}) {
  return (
    <Table
      caption={`Chest loot of ${dungeon.name}`}
      rows={dungeon.chest}
      rowKey={(drop, index) => `${drop.itemId}-${index}`}
      emptyText="Only dungeoneering tokens."
      columns={[
        {
          key: 'item',
          header: 'Item',
          render: (drop) => <ItemLabel itemId={drop.itemId} items={items} />,
        },
        {
          key: 'amount',
          header: 'Amount',
          align: 'right',
          render: (drop) => lootAmountText(drop.amount),
        },
        {
          key: 'frequency',
          header: 'Frequency',
          align: 'right',
          render: (drop) => lootFrequencyText(drop.frequency),
        },
      ]}
    />
  );
}

export interface DungeonsViewProps {
  state: LoadState<LoadDungeonsAnswer>;
  /** Loads the list again after a failure. */
  onRetry: () => void;
}

/** The dungeons screen for a given state of `loadDungeons` (stories render it directly). */
export function DungeonsView(props: DungeonsViewProps) {
  return (
    <Page titleId="dungeons-title" title="Dungeons">
      <DungeonList {...props} />
    </Page>
  );
}

function DungeonList({ state, onRetry }: DungeonsViewProps) {
  const data = useStore($gameData);
  const items = useStore($items);
  const skills = useStore($skills);
  const call = useServerCall();
  const busy = call.pending !== null;
  // Leaving loses the key spent on the run: a second, confirming click does it.
  const [confirmingLeave, setConfirmingLeave] = useState(false);

  if (state.status === 'loading' || !data) return <LoadingState label="Loading dungeons..." />;
  if (state.status === 'error') {
    return <LoadError message={DUNGEONS_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }
  const list = state.data;
  const { dungeons } = list;
  if (dungeons.length === 0) return <EmptyState message={NO_DUNGEONS_TEXT} />;
  const current = list.currentDungeon;
  const level = skills.dungeoneering?.level ?? 1;

  // A refusal was shown by the request layer; nothing changes then.
  const enter = (dungeon: DungeonData) =>
    call.run(
      'enterDungeon',
      () => enterDungeon(dungeon.id),
      () => {
        bus.emit('startAction', { action: 'dungeoneering' });
      },
    );

  const leave = () => {
    setConfirmingLeave(false);
    return call.run('leaveDungeon', leaveDungeon, () => {
      // A dungeon action still ticking would only be told there is no run any more.
      if ($action.get().type === 'dungeoneering') bus.emit('stopAction', undefined);
    });
  };

  const resume = () => {
    bus.emit('startAction', { action: 'dungeoneering' });
  };

  const buttons = (dungeon: DungeonData) => {
    if (current?.id === dungeon.id) {
      return (
        <>
          <Button variant="primary" action disabled={busy} onClick={resume}>
            Resume
          </Button>
          {confirmingLeave ? (
            <>
              <span className={styles.unable}>{LEAVE_WARNING_TEXT}</span>
              <Button variant="danger" disabled={busy} onClick={() => void leave()}>
                Confirm leave
              </Button>
              <Button disabled={busy} onClick={() => setConfirmingLeave(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button variant="danger" disabled={busy} onClick={() => setConfirmingLeave(true)}>
              Leave
            </Button>
          )}
        </>
      );
    }
    const check = canEnterDungeon({
      keys: items[dungeon.key] ?? 0,
      dungeoneeringLevel: level,
      levelRequired: dungeon.levelRequired,
    });
    if (!check.ok) return <span className={styles.unable}>{UNABLE_TO_ENTER_TEXT}</span>;
    return (
      <Button variant="primary" action disabled={busy} onClick={() => void enter(dungeon)}>
        Enter
      </Button>
    );
  };

  const firstOpen = dungeons.find((dungeon) => dungeon.id === current?.id) ?? dungeons[0];
  return (
    <Accordion
      items={dungeons.map((dungeon) => ({
        id: String(dungeon.id),
        header: dungeon.name,
        aside:
          current?.id === dungeon.id
            ? `In progress: room ${formatNumber(current.currentRoom)} of ${formatNumber(dungeon.rooms.length)}`
            : `Level ${formatNumber(dungeon.levelRequired)}`,
        content: (
          <div className={styles.dungeon}>
            <p className={styles.description}>{dungeon.description}</p>
            <DungeonDetails
              dungeon={dungeon}
              items={data.itemData}
              keysOwned={items[dungeon.key] ?? 0}
              level={level}
            />
            <div className={styles.buttons}>{buttons(dungeon)}</div>
            <RoomsTable dungeon={dungeon} />
            <ChestTable dungeon={dungeon} items={data.itemData} />
          </div>
        ),
      }))}
      defaultOpenIds={firstOpen ? [String(firstOpen.id)] : []}
    />
  );
}

export function DungeonsPage() {
  const dungeons = useDungeons();
  return <DungeonsView state={dungeons.state} onRetry={dungeons.reload} />;
}
