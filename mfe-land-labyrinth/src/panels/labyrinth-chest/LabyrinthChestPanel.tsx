/**
 * The Labyrinth Reward Chest panel (spec 000 sections 1, 4 and 7): shown while a chest exists
 * (`$labyrinthRewards` not null). An empty list means the chest waits to be opened; Open asks
 * `getLabyrinthRewards`, which fills the list and puts the rewards in the inventory; Close clears
 * the chest. A refused Open shows the server's text and leaves the chest waiting.
 */
import { useServerCall } from '@idle/api-client';
import { LAB_CHEST_WAITING_TEXT, labyrinthChestState } from '@idle/game-rules';
import { $gameData, $labyrinthRewards } from '@idle/state';
import { Button, ItemLabel, Muted } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { openLabyrinthChest } from '../../api';
import styles from './LabyrinthChestPanel.module.css';

/** Said while the chest is being opened. Ours. */
export const LAB_CHEST_OPENING_TEXT = 'Opening the chest...';

export function LabyrinthChestPanel() {
  const rewards = useStore($labyrinthRewards);
  const gameData = useStore($gameData);
  const call = useServerCall();
  if (rewards === null) return null;
  const items = gameData?.itemData ?? {};
  const opening = call.pending !== null;

  if (labyrinthChestState(rewards) === 'waiting') {
    return (
      <div className={styles.chest}>
        <Muted>{opening ? LAB_CHEST_OPENING_TEXT : LAB_CHEST_WAITING_TEXT}</Muted>
        {call.error !== null && (
          <p role="alert" className={styles.error}>
            {call.error}
          </p>
        )}
        <Button
          size="sm"
          variant="primary"
          disabled={opening}
          onClick={() => void call.run('open', openLabyrinthChest, () => undefined)}
        >
          Open
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.chest}>
      <ul className={styles.rewards} aria-label="Chest rewards">
        {rewards.map((reward, index) => (
          // A chest may hold the same item twice.
          <li key={`${reward.id}-${String(index)}`}>
            <ItemLabel itemId={reward.id} items={items} amount={reward.amount} />
          </li>
        ))}
      </ul>
      <Button
        size="sm"
        onClick={() => {
          $labyrinthRewards.set(null);
        }}
      >
        Close
      </Button>
    </div>
  );
}
