/**
 * /dungeon_battle: the latest dungeon fight (both fighters, the outcome), the room strip, the
 * chance to progress, the exp gained, the attribute gain, gold taxed and clan exp, the room
 * texts, the chest once the dungeon is completed, the stop-after-completing choice, a link back
 * to /dungeons and the combat analytics.
 */
import { setDungeonStopAfter } from '../api';
import type { DungeonBattleResult, ItemDefinition } from '@idle/contracts';
import {
  DUNGEON_TEXTS,
  dungeonRoomState,
  formatNumber,
  WAITING_FOR_ACTION_TEXT,
} from '@idle/game-rules';
import { $gameData, $lastTick } from '@idle/state';
import { LoadingState, Figure, Figures, FightOutcome, Page, Stack, VisuallyHidden } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CombatAnalytics } from '../analytics/CombatAnalytics';
import { ItemLabel } from '@idle/ui';
import { progressChanceText } from './DungeonsPage';
import { FightExtras } from '../shared/FightExtras';
import styles from './DungeonBattlePage.module.css';

export const STOP_AFTER_LABEL = 'Stop after completing the dungeon';

const ROOM_STATE_LABELS = {
  completed: 'completed',
  active: 'current room',
  incomplete: 'not reached',
} as const;

/** One cell per room: completed, active (the current room) or incomplete. */
export function RoomStrip({
  totalRooms,
  currentRoom,
  completed,
}: {
  totalRooms: number;
  currentRoom: number;
  completed: boolean;
}) {
  const rooms = Array.from({ length: Math.max(0, totalRooms) }, (_, index) => index + 1);
  return (
    <ol className={styles.rooms} aria-label="Rooms">
      {rooms.map((room) => {
        const state = dungeonRoomState(room, currentRoom, completed);
        return (
          <li
            key={room}
            className={styles[state]}
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            <span aria-hidden="true">{room}</span>
            <VisuallyHidden>
              Room {room}: {ROOM_STATE_LABELS[state]}
            </VisuallyHidden>
          </li>
        );
      })}
    </ol>
  );
}

/** The stop-after-completing checkbox: saved at once, put back when the server refuses. */
function StopAfterComplete({ value }: { value: boolean }) {
  const id = useId();
  const [checked, setChecked] = useState(value);
  const [serverValue, setServerValue] = useState(value);
  const [saving, setSaving] = useState(false);
  // A tick carrying another value (changed elsewhere) wins over what this screen holds.
  if (value !== serverValue) {
    setServerValue(value);
    setChecked(value);
  }

  const change = async (next: boolean) => {
    setChecked(next);
    setSaving(true);
    try {
      await setDungeonStopAfter(next);
    } catch {
      // The request layer has shown the refusal; the box shows what the server keeps.
      setChecked(!next);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.stopAfter}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={saving}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{STOP_AFTER_LABEL}</label>
    </div>
  );
}

function Chest({
  chest,
  items,
}: {
  chest: DungeonBattleResult['chest'];
  items: Readonly<Record<string, ItemDefinition>>;
}) {
  return (
    <section className={styles.chest} aria-label="Chest">
      <h3>Chest</h3>
      {chest && chest.length > 0 ? (
        <ul>
          {chest.map((drop, index) => (
            <li key={`${drop.id}-${String(index)}`}>
              <ItemLabel itemId={drop.id} items={items} amount={drop.amount} />
            </li>
          ))}
        </ul>
      ) : (
        <p>The chest is empty.</p>
      )}
    </section>
  );
}

export function DungeonResultView({ result }: { result: DungeonBattleResult }) {
  const data = useStore($gameData);
  const { dungeon } = result;
  return (
    <Stack>
      <h3 className={styles.dungeonName}>{dungeon.name}</h3>
      <FightOutcome result={result} />
      <RoomStrip
        totalRooms={dungeon.totalRooms}
        currentRoom={dungeon.currentRoom}
        completed={dungeon.completed}
      />
      {dungeon.progress && !dungeon.completed && (
        <p className={styles.progress}>{DUNGEON_TEXTS.progress}</p>
      )}
      {dungeon.completed && <p className={styles.progress}>{DUNGEON_TEXTS.end}</p>}
      <Figures align="end">
        {!dungeon.completed && (
          <Figure label="Chance to progress">{progressChanceText(dungeon.progressChance)}</Figure>
        )}
        <Figure label="Dungeoneering exp">+{formatNumber(dungeon.exp)}</Figure>
        <Figure label="Battling exp">+{formatNumber(result.exp)}</Figure>
        <FightExtras result={result} />
      </Figures>
      {dungeon.completed && <Chest chest={result.chest} items={data?.itemData ?? {}} />}
      <StopAfterComplete value={dungeon.stopAfterComplete} />
    </Stack>
  );
}

export function DungeonBattlePage() {
  const lastTick = useStore($lastTick);
  const result = lastTick.dungeoneering as DungeonBattleResult | undefined;
  return (
    <Page
      title="Dungeon"
      titleId="dungeon-battle-title"
      actions={
        <Link to="/dungeons" className={styles.back}>
          Back to dungeons
        </Link>
      }
    >
      {result ? (
        <DungeonResultView result={result} />
      ) : (
        <LoadingState label={WAITING_FOR_ACTION_TEXT} />
      )}
      <CombatAnalytics />
    </Page>
  );
}
