/**
 * The Bosses panel (spec 000 sections 1 and 3): each world boss alive now, its name in its rarity
 * colour, its level and its shared hit points, and a Fight button that starts a boss battle (the
 * shell then shows /boss_battle). The list comes from the initial data and the socket's `boss`
 * messages (`$bosses`).
 */
import type { WorldBoss } from '@idle/contracts';
import { bus } from '@idle/events';
import { isRarity, NO_BOSSES_ALIVE_TEXT, rarityColour } from '@idle/game-rules';
import { $bosses } from '@idle/state';
import { Button, EmptyState, ProgressBar } from '@idle/ui';
import { useStore } from '@nanostores/react';
import styles from './BossesPanel.module.css';

/** The colour of a boss's name; none for a rarity outside 1 to 7. */
function nameColour(rarity: number): string | undefined {
  return isRarity(rarity) ? rarityColour(rarity) : undefined;
}

/** Asks the shell to start a boss battle against this boss. */
export function fightBoss(boss: Pick<WorldBoss, 'id'>): void {
  bus.emit('startAction', { action: 'bossBattle', body: { id: boss.id } });
}

export function BossesPanel() {
  const bosses = useStore($bosses).filter((boss) => boss.hpRemaining > 0);
  if (bosses.length === 0) return <EmptyState message={NO_BOSSES_ALIVE_TEXT} />;
  return (
    <ul className={styles.list} aria-label="Bosses alive">
      {bosses.map((boss) => {
        const colour = nameColour(boss.rarity);
        return (
          <li key={boss.id} className={styles.boss}>
            <span className={styles.name} style={colour ? { color: colour } : undefined}>
              {boss.name}
            </span>
            <span className={styles.level}>Lv {boss.level}</span>
            <div className={styles.hp}>
              <ProgressBar
                value={boss.hpRemaining}
                max={boss.hpMax}
                variant="health"
                label={`${boss.name} hit points`}
              />
            </div>
            <Button
              className={styles.fight}
              size="sm"
              variant="primary"
              action
              aria-label={`Fight ${boss.name}`}
              onClick={() => {
                fightBoss(boss);
              }}
            >
              Fight
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
