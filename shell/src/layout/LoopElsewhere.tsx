/**
 * Shown while another tab of the player runs the action loop: this tab sends no ticks until the
 * player takes over here (or the other tab closes, which hands the loop over on its own).
 */
import { Button } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { $loopElsewhere, LOOP_ELSEWHERE_TEXT, takeOverLoop } from '../action-loop/one-tab';
import styles from './LoopElsewhere.module.css';

export function LoopElsewhere() {
  const elsewhere = useStore($loopElsewhere);
  if (!elsewhere) return null;
  return (
    <div className={styles.banner} role="status">
      <span>{LOOP_ELSEWHERE_TEXT}</span>
      <Button size="sm" onClick={takeOverLoop}>
        Take over here
      </Button>
    </div>
  );
}
