/**
 * The combat analytics panel of the battle screens: fights and wins of the session, the
 * estimated win rate against the current opponent, and both sides' hit, miss, critical and dodge
 * rates and damage per fight.
 */
import { formatNumber } from '@idle/game-rules';
import { Table, Figure, Figures } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { averageText, percentText, sideRates, winRateText, type SideRates } from './combat-stats';
import { $combatSession } from './store';
import styles from './CombatAnalytics.module.css';

interface SideRow {
  side: string;
  rates: SideRates;
}

export function CombatAnalytics() {
  const session = useStore($combatSession);
  const titleId = useId();
  const opponent = session.currentOpponent;
  const record = opponent === null ? undefined : session.opponents[opponent];
  const rows: SideRow[] = [
    { side: 'You', rates: sideRates(session.player, session.opponent, session.fights) },
    { side: 'Opponents', rates: sideRates(session.opponent, session.player, session.fights) },
  ];
  return (
    <section className={styles.analytics} aria-labelledby={titleId}>
      <h3 id={titleId}>Combat analytics</h3>
      <Figures align="end">
        <Figure label="Fights">{formatNumber(session.fights)}</Figure>
        <Figure label="Wins">{formatNumber(session.wins)}</Figure>
        <Figure
          label={opponent === null ? 'Estimated win rate' : `Estimated win rate vs ${opponent}`}
        >
          {winRateText(record?.wins ?? 0, record?.fights ?? 0)}
        </Figure>
      </Figures>
      <Table
        caption="Combat rates this session"
        hideCaption
        rows={rows}
        rowKey={(row) => row.side}
        columns={[
          { key: 'side', header: 'Side', hideHeader: true, render: (row) => row.side },
          {
            key: 'hit',
            header: 'Hit rate',
            align: 'right',
            render: (row) => percentText(row.rates.hitRate),
          },
          {
            key: 'miss',
            header: 'Miss rate',
            align: 'right',
            render: (row) => percentText(row.rates.missRate),
          },
          {
            key: 'critical',
            header: 'Critical rate',
            align: 'right',
            render: (row) => percentText(row.rates.criticalRate),
          },
          {
            key: 'dodge',
            header: 'Dodge rate',
            align: 'right',
            render: (row) => percentText(row.rates.dodgeRate),
          },
          {
            key: 'damage',
            header: 'Damage per fight',
            align: 'right',
            render: (row) => averageText(row.rates.damagePerFight),
          },
        ]}
      />
    </section>
  );
}
