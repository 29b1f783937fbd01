/**
 * /labyrinth_home (spec 002 sections 2, 3, 5 and 9): today's labyrinth for the player. Actions
 * used (turns of the maximum), rooms completed, Enter Labyrinth (shown only while turns are
 * below the maximum; it starts the `labyrinth` action, whose screen is /labyrinth), the artisan
 * shrine with its upgrade popup (cost in artisan shards), and the layout: each room's skill and
 * its difficulty as 1 to 5 stars.
 */
import {
  api,
  type LoadState,
  type ServerCall,
  useServerCall,
  useServerData,
} from '@idle/api-client';
import { ENDPOINTS, type LabyrinthRoom, type LoadLabyrinthAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import {
  ARTISAN_SHARD_ITEM,
  artisanShrineUpgradeCost,
  canEnterLabyrinth,
  formatNumber,
} from '@idle/game-rules';
import { $gameData, $items, applyItemChanges, notify } from '@idle/state';
import { Button, EmptyState, LoadError, LoadingState, Modal } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
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
              <td className={status === 'Completed' ? styles.muted : undefined}>{status}</td>
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
  onUpgrade,
  initialOpen,
}: {
  level: number;
  call: ServerCall;
  onUpgrade: (level: number) => void;
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
    call.run(
      'shrine',
      () => api.call(ENDPOINTS.labyrinth.upgradeArtisanTotem),
      (answer) => {
        applyItemChanges([], [{ id: ARTISAN_SHARD_ITEM, amount: answer.cost }]);
        onUpgrade(answer.newLvl);
        setOpen(false);
        notify('success', shrineUpgradedText(answer.newLvl));
      },
    );
  return (
    <section aria-labelledby="shrine-title" className={styles.section}>
      <h3 id="shrine-title">Artisan shrine</h3>
      <p className={styles.line}>
        <span>Level {formatNumber(level)}</span>
        <span className={styles.muted}>{shrineEffectsText(level)}</span>
      </p>
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
        <p className={styles.muted}>
          At level {formatNumber(target)}: {shrineEffectsText(target)}.
        </p>
      </Modal>
    </section>
  );
}

export interface LabyrinthHomeViewProps {
  loaded: LoadLabyrinthAnswer;
  /** The shrine's upgrade popup open at first (stories). */
  shrineOpen?: boolean | undefined;
}

/** The loaded labyrinth home; the shrine's level follows its upgrades. */
export function LabyrinthHomeView({ loaded, shrineOpen = false }: LabyrinthHomeViewProps) {
  const [totemLevel, setTotemLevel] = useState(loaded.totemLevel);
  const call = useServerCall();
  const { layout, roomsCompleted } = loaded.data;
  const canEnter = canEnterLabyrinth(loaded.turns, loaded.maxTurns);
  return (
    <>
      <section aria-labelledby="labyrinth-today-title" className={styles.section}>
        <h3 id="labyrinth-today-title">Today</h3>
        <dl className={styles.figures}>
          <div>
            <dt>Actions used</dt>
            <dd>
              {formatNumber(loaded.turns)} / {formatNumber(loaded.maxTurns)}
            </dd>
          </div>
          <div>
            <dt>Rooms completed</dt>
            <dd>
              {formatNumber(roomsCompleted)} / {formatNumber(layout.length)}
            </dd>
          </div>
        </dl>
        {loaded.rewardObtained && <p className={styles.muted}>{CHEST_OBTAINED_TEXT}</p>}
        <div>
          {canEnter ? (
            <Button variant="primary" onClick={enterLabyrinth}>
              Enter Labyrinth
            </Button>
          ) : (
            <p className={styles.muted}>{NO_TURNS_LEFT_TEXT}</p>
          )}
        </div>
      </section>
      <ArtisanShrine
        level={totemLevel}
        call={call}
        onUpgrade={setTotemLevel}
        initialOpen={shrineOpen}
      />
      <section aria-labelledby="labyrinth-layout-title" className={styles.section}>
        <h3 id="labyrinth-layout-title">Layout</h3>
        <RoomList layout={layout} currentRoom={loaded.currentRoom} />
      </section>
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
  const labyrinth = useServerData(() => api.call(ENDPOINTS.labyrinth.loadLabyrinth));
  return (
    <section aria-labelledby="labyrinth-home-title" className={styles.page}>
      <h2 id="labyrinth-home-title">Labyrinth</h2>
      <LabyrinthHomeContent state={labyrinth.state} onRetry={labyrinth.reload} />
    </section>
  );
}
