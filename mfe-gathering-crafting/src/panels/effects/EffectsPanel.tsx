/**
 * The Effects panel (spec 000 sections 3 and 4): each potion with actions remaining in
 * `misc.potions`, with its bonus and how many actions it still lasts, then each running boost
 * with its bonus and its time left, counting down. The panel rules show the panel only while a
 * potion or a boost is active.
 */
import type { ActiveBoost, ItemDefinition, PotionBonus } from '@idle/contracts';
import { BOOSTS, boostTimeLeftText, formatNumber } from '@idle/game-rules';
import { $gameData, $misc } from '@idle/state';
import { EmptyState, ItemName, useRunningBoosts, useSecondClock } from '@idle/ui';
import { useStore } from '@nanostores/react';
import styles from './EffectsPanel.module.css';

/** What each potion bonus raises, as the panel words it. */
export const POTION_BONUS_LABELS: Record<PotionBonus, string> = {
  exp: 'experience',
  gold: 'gold',
  damage: 'damage',
  defence: 'defence',
};

/** Shown when no potion or boost is active (the panel is normally hidden then). Ours. */
export const NO_ACTIVE_EFFECTS_TEXT = 'No potions or boosts are active.';

/** "+10% damage": the potion's percent and what it raises; the stored percent without data. */
export function potionBonusText(item: ItemDefinition | undefined, storedPercent: number): string {
  const potion = item?.potion;
  if (!potion) return `+${formatNumber(storedPercent)}%`;
  return `+${formatNumber(potion.percent)}% ${POTION_BONUS_LABELS[potion.bonus]}`;
}

/** "25 actions left", "1 action left". */
export function actionsLeftText(remaining: number): string {
  return `${formatNumber(remaining)} ${remaining === 1 ? 'action' : 'actions'} left`;
}

/** "Gold Boost": the boost's name as the panel lists it. */
export function boostName(boost: Pick<ActiveBoost, 'kind'>): string {
  return `${BOOSTS[boost.kind].name} Boost`;
}

/** "+10% gold from battles". */
export function boostBonusText(boost: Pick<ActiveBoost, 'kind' | 'percent'>): string {
  return `+${formatNumber(boost.percent)}% ${BOOSTS[boost.kind].raises}`;
}

export function EffectsPanel() {
  const misc = useStore($misc);
  const data = useStore($gameData);
  const boosts = useRunningBoosts();
  const now = useSecondClock(boosts.length > 0);
  const active = Object.entries(misc?.potions ?? {}).filter(
    ([, pair]) => Array.isArray(pair) && pair[1] > 0,
  );
  if (active.length === 0 && boosts.length === 0) {
    return <EmptyState message={NO_ACTIVE_EFFECTS_TEXT} />;
  }
  return (
    <ul className={styles.list} aria-label="Active effects">
      {active.map(([id, [percent, remaining]]) => {
        const item = data && Object.hasOwn(data.itemData, id) ? data.itemData[id] : undefined;
        return (
          <li key={id} className={styles.effect}>
            {item ? <ItemName itemId={id} item={item} /> : <span>{id}</span>}
            <span className={styles.bonus}>{potionBonusText(item, percent)}</span>
            <span className={styles.remaining}>{actionsLeftText(remaining)}</span>
          </li>
        );
      })}
      {boosts.map((boost) => (
        <li key={boost.kind} className={styles.effect}>
          <span>{boostName(boost)}</span>
          <span className={styles.bonus}>{boostBonusText(boost)}</span>
          <span className={styles.remaining}>
            <time dateTime={new Date(boost.endsAt).toISOString()}>
              {boostTimeLeftText(boost.endsAt, now)} left
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}
