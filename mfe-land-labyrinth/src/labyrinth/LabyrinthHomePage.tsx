/**
 * /labyrinth_home (spec 002 sections 2, 3, 5 and 9): today's labyrinth for the player. Actions
 * used (turns of the maximum), rooms completed, Enter Labyrinth (shown only while turns are
 * below the maximum; it starts the `labyrinth` action, whose screen is /labyrinth), the artisan
 * shrine with its upgrade popup (cost in artisan shards), and the layout: each room's skill and
 * its difficulty as 1 to 5 stars. The run's figures follow the labyrinth's ticks (src/api).
 */
import { type LoadState, type ServerCall, useServerCall } from '@idle/api-client';
import type { LabyrinthRoom, LoadLabyrinthAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import {
  ARTISAN_SHARD_ITEM,
  artisanShrineUpgradeCost,
  canEnterLabyrinth,
  formatNumber,
} from '@idle/game-rules';
import { $gameData, $items, notify } from '@idle/state';
import {
  Button,
  EmptyState,
  Figure,
  Figures,
  LoadError,
  LoadingState,
  Modal,
  Muted,
  Page,
  Section,
  Inline,
  Text,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { upgradeArtisanShrine, useLabyrinth } from '../api';
import {
  CHEST_OBTAINED_TEXT,
  difficultyLabel,
  LABYRINTH_LOAD_FAILED_TEXT,
  LABYRINTH_LOADING_TEXT,
  NO_LAYOUT_TEXT,
  NO_TURNS_LEFT_TEXT,
  roomSkillText,
  shrineEffectsText,
  shrineUpgradedText,
  shrineUpgradeText,
  starsText,
} from './labyrinth-text';
import styles from './Labyrinth.module.css';

function enterLabyrinth(): void {
  bus.emit('startAction', { action: 'labyrinth' });
}

function roomStatus(index: number, currentRoom: number): string {
  const room = index + 1;
  if (room < currentRoom) return 'Completed';
  return room === currentRoom ? 'Current' : '';
}

function RoomList({
  layout,
  currentRoom,
}: {
  layout: readonly LabyrinthRoom[];
  currentRoom: number;
}) {
  if (layout.length === 0) return <EmptyState message={NO_LAYOUT_TEXT} />;
  return (
    <table className={styles.rooms}>
      <caption className={styles.hidden}>Rooms</caption>
      <thead>
        <tr>
          <th scope="col">Room</th>
          <th scope="col">Skill</th>
          <th scope="col">Difficulty</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {layout.map(([skill, difficulty], index) => {
          const status = roomStatus(index, currentRoom);
          return (
            <tr key={index} className={status === 'Current' ? styles.current : undefined}>
              <td>{formatNumber(index + 1)}</td>
              <td>{roomSkillText(skill)}</td>
              <td>
                <span role="img" className={styles.stars} aria-label={difficultyLabel(difficulty)}>
                  {starsText(difficulty)}
                </span>
              </td>
              <td>
                <Text tone={status === 'Completed' ? 'muted' : undefined}>{status}</Text>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ArtisanShrine({
  level,
  call,
  initialOpen,
}: {
  level: number;
  call: ServerCall;
  initialOpen: boolean;
}) {
  const [open, setOpen] = useState(initialOpen);
  const gameData = useStore($gameData);
  const items = useStore($items, { keys: [ARTISAN_SHARD_ITEM] });
  const busy = call.pending !== null;
  const target = level + 1;
  const cost = artisanShrineUpgradeCost(target);
  const owned = items[ARTISAN_SHARD_ITEM] ?? 0;
  const shardName = gameData?.itemData[ARTISAN_SHARD_ITEM]?.name ?? 'Artisan shards';
  const upgrade = () =>
    call.run('shrine', upgradeArtisanShrine, (answer) => {
      setOpen(false);
      notify('success', shrineUpgradedText(answer.newLvl));
    });
  return (
    <Section title="Artisan shrine" titleId="shrine-title" variant="plain">
      <Inline as="p" gap={4}>
        <span>Level {formatNumber(level)}</span>
        <Muted inline>{shrineEffectsText(level)}</Muted>
      </Inline>
      <div>
        <Button
          size="sm"
          onClick={() => {
            setOpen(true);
          }}
        >
          Upgrade shrine
        </Button>
      </div>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Upgrade the artisan shrine"
        size="sm"
        footer={
          <>
            <Button variant="primary" disabled={busy} onClick={() => void upgrade()}>
              Upgrade
            </Button>
            <Button
              disabled={busy}
              onClick={() => {
                setOpen(false);
              }}
            >
              Cancel
            </Button>
          </>
        }
      >
        <p>{shrineUpgradeText(target, cost)}</p>
        <p className={owned >= cost ? styles.enough : styles.short}>
          {shardName}: {formatNumber(owned)} / {formatNumber(cost)}
        </p>
        <Muted>
          At level {formatNumber(target)}: {shrineEffectsText(target)}.
        </Muted>
      </Modal>
    </Section>
  );
}

export interface LabyrinthHomeViewProps {
  loaded: LoadLabyrinthAnswer;
  /** The shrine's upgrade popup open at first (stories). */
  shrineOpen?: boolean | undefined;
}

/** The loaded labyrinth home. */
export function LabyrinthHomeView({ loaded, shrineOpen = false }: LabyrinthHomeViewProps) {
  const call = useServerCall();
  const { layout, roomsCompleted } = loaded.data;
  const canEnter = canEnterLabyrinth(loaded.turns, loaded.maxTurns);
  return (
    <>
      <Section title="Today" titleId="labyrinth-today-title" variant="plain">
        <Figures>
          <Figure label="Actions used">
            {formatNumber(loaded.turns)} / {formatNumber(loaded.maxTurns)}
          </Figure>
          <Figure label="Rooms completed">
            {formatNumber(roomsCompleted)} / {formatNumber(layout.length)}
          </Figure>
        </Figures>
        {loaded.rewardObtained && <Muted>{CHEST_OBTAINED_TEXT}</Muted>}
        <div>
          {canEnter ? (
            <Button variant="primary" action onClick={enterLabyrinth}>
              Enter Labyrinth
            </Button>
          ) : (
            <Muted>{NO_TURNS_LEFT_TEXT}</Muted>
          )}
        </div>
      </Section>
      <ArtisanShrine level={loaded.totemLevel} call={call} initialOpen={shrineOpen} />
      <Section title="Layout" titleId="labyrinth-layout-title" variant="plain">
        <RoomList layout={layout} currentRoom={loaded.currentRoom} />
      </Section>
    </>
  );
}

export interface LabyrinthHomeContentProps {
  state: LoadState<LoadLabyrinthAnswer>;
  onRetry: () => void;
  shrineOpen?: boolean | undefined;
}

/** The labyrinth home for a given state of `loadLabyrinth` (stories render it directly). */
export function LabyrinthHomeContent({ state, onRetry, shrineOpen }: LabyrinthHomeContentProps) {
  if (state.status === 'loading') return <LoadingState label={LABYRINTH_LOADING_TEXT} />;
  if (state.status === 'error') {
    return <LoadError message={LABYRINTH_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }
  return <LabyrinthHomeView loaded={state.data} shrineOpen={shrineOpen} />;
}

export function LabyrinthHomePage() {
  const labyrinth = useLabyrinth();
  return (
    <Page title="Labyrinth" titleId="labyrinth-home-title">
      <LabyrinthHomeContent state={labyrinth.state} onRetry={labyrinth.reload} />
    </Page>
  );
}
