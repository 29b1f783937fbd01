import type { Fighter } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { useId } from 'react';
import { cx } from '../../internal/cx';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import styles from './FighterCard.module.css';

export type FighterOutcome = 'winner' | 'loser';

export interface FighterCardProps {
  fighter: Fighter;
  /** Marks the card as the winner or the loser of the battle. */
  outcome?: FighterOutcome;
  className?: string;
}

const OUTCOME_LABELS: Record<FighterOutcome, string> = { winner: 'Winner', loser: 'Defeated' };

function show(value: number): string {
  return Number.isFinite(value) ? formatNumber(value) : '?';
}

/** One side of a battle: name, level, health bar and the battle statistics. */
export function FighterCard({ fighter, outcome, className }: FighterCardProps) {
  const nameId = useId();
  const stats: readonly [string, number][] = [
    ['Hits', fighter.hits],
    ['Total Damage', fighter.totalDamage],
    ['Critical Hits', fighter.criticalHits],
    ['Missed', fighter.missed],
    ['Dodged', fighter.dodged],
  ];
  return (
    <article
      aria-labelledby={nameId}
      className={cx(styles.card, outcome !== undefined && styles[outcome], className)}
      data-outcome={outcome}
    >
      <header className={styles.header}>
        <h3 id={nameId} className={styles.name}>
          {fighter.name}
        </h3>
        <span className={styles.level}>Level {show(fighter.level)}</span>
        {outcome !== undefined && (
          <span className={cx(styles.badge, styles[`${outcome}Badge`])}>
            {OUTCOME_LABELS[outcome]}
          </span>
        )}
      </header>
      <ProgressBar
        label={`${fighter.name} health`}
        variant="health"
        value={fighter.hp}
        max={fighter.maxHp}
        valueText={`${show(fighter.hp)} / ${show(fighter.maxHp)}`}
      />
      <dl className={styles.stats}>
        {stats.map(([name, value]) => (
          <div key={name} className={styles.stat}>
            <dt>{name}</dt>
            <dd>{show(value)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
