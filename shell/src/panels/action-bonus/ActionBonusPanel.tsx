/**
 * The Action Bonus panel (spec 000 sections 4 and 9): the kind of action the world is counting
 * (battling, gathering or crafting), what the bonus grants (battling also grants its exp to
 * dungeons), how far the count is, and whether the bonus is active (the count has reached what
 * is required). The socket's `actionBonus` messages keep `$misc.actionBonus` current.
 */
import { ACTION_BONUS_NAMES, actionBonusHint } from '@idle/game-rules';
import { $misc } from '@idle/state';
import { EmptyState, ProgressBar } from '@idle/ui';
import { useStore } from '@nanostores/react';
import styles from './ActionBonusPanel.module.css';

/** Shown when no kind is being counted. Ours. */
export const NO_ACTION_BONUS_TEXT = 'No action bonus is active.';

export function ActionBonusPanel() {
  const misc = useStore($misc);
  const bonus = misc?.actionBonus;
  if (!bonus?.kind) return <EmptyState message={NO_ACTION_BONUS_TEXT} />;
  const active = bonus.current >= bonus.required;
  const name = ACTION_BONUS_NAMES[bonus.kind];
  return (
    <div className={styles.bonus}>
      <dl className={styles.hints}>
        <div className={styles.hint}>
          <dt>{name}:</dt>
          <dd>{actionBonusHint(bonus.kind)}</dd>
        </div>
        {bonus.kind === 'battling' && (
          <div className={styles.hint}>
            <dt>Dungeons:</dt>
            <dd>{actionBonusHint('dungeons')}</dd>
          </div>
        )}
      </dl>
      <ProgressBar
        value={bonus.current}
        max={bonus.required}
        variant={active ? 'green' : 'neutral'}
        label={`${name} action bonus progress`}
      />
      <p className={active ? styles.active : styles.inactive}>{active ? 'Active' : 'Inactive'}</p>
    </div>
  );
}
