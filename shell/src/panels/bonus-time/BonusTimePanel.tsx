/**
 * The Bonus Time panel (spec 000 sections 4 and 9): what Bonus Time grants, and a countdown that
 * ticks down every second on the device from the `timeRemaining` (seconds) the server last sent.
 * When the countdown reaches 0 it sets `timeRemaining` to 0 in `$misc`, so the panel rules hide
 * the panel; a new value from the server (a tick, the socket) restarts the countdown from it.
 */
import type { Misc } from '@idle/contracts';
import { bonusTimePercent } from '@idle/game-rules';
import { $misc } from '@idle/state';
import { EmptyState, formatCountdown, Muted, useCountdown } from '@idle/ui';
import { useStore } from '@nanostores/react';
import styles from './BonusTimePanel.module.css';

/** Shown when no Bonus Time is running (the panel rules hide the panel then). Ours. */
export const NO_BONUS_TIME_TEXT = 'No Bonus Time is running.';

/** "+80% gold, resources and experience". */
export function bonusTimeText(modifier: number): string {
  return `+${bonusTimePercent(modifier)}% gold, resources and experience`;
}

/** Ends Bonus Time in the stores, unless the server sent a new one meanwhile. */
function endBonusTime(counted: Misc['bonusTime']): void {
  const misc = $misc.get();
  if (misc?.bonusTime !== counted) return;
  $misc.set({ ...misc, bonusTime: { ...counted, timeRemaining: 0 } });
}

function Countdown({ bonusTime }: { bonusTime: Misc['bonusTime'] }) {
  const left = useCountdown(bonusTime, endBonusTime);
  return (
    <div className={styles.bonus}>
      <p className={styles.text}>{bonusTimeText(bonusTime.modifier)}</p>
      <p className={styles.countdown}>
        <Muted inline size="sm">
          Time left
        </Muted>{' '}
        <time className={styles.time} dateTime={`PT${Math.max(0, Math.ceil(left))}S`}>
          {formatCountdown(left)}
        </time>
      </p>
    </div>
  );
}

export function BonusTimePanel() {
  const misc = useStore($misc);
  if (!misc || !(misc.bonusTime.timeRemaining > 0))
    return <EmptyState message={NO_BONUS_TIME_TEXT} />;
  return <Countdown bonusTime={misc.bonusTime} />;
}
