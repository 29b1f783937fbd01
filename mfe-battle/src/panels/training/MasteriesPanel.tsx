/** The Masteries panel (spec 000 §4): each mastery with its level, the trained one pressed. */
import { toggleSelection } from '@idle/game-rules';
import { $active, $masteries } from '@idle/state';
import { EmptyState } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { changeActiveMastery } from '../../api';
import styles from './TrainingPanels.module.css';

export function MasteriesPanel() {
  const masteries = useStore($masteries);
  const active = useStore($active);
  if (!active) return null;
  const choose = async (id: number) => {
    await changeActiveMastery(toggleSelection(active.mastery, id));
  };
  const entries = Object.entries(masteries);
  if (entries.length === 0) return <EmptyState message="No masteries yet." />;
  return (
    <ul className={styles.list}>
      {entries.map(([id, mastery]) => (
        <li key={id}>
          <button
            type="button"
            title={mastery.description}
            className={active.mastery === Number(id) ? styles.selected : styles.choice}
            aria-pressed={active.mastery === Number(id)}
            onClick={() => void choose(Number(id))}
          >
            {mastery.name}
          </button>
          <span>Lv {mastery.level}</span>
        </li>
      ))}
    </ul>
  );
}
