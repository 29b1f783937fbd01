/**
 * /battle: the result of the latest fight (both fighters, the outcome, exp, gold, attribute gain,
 * gold taxed, clan exp, special battles or mobs remaining), the battle action tracker (actions, wins, losses,
 * gold, gold per hour) of the current run, as the server counts it, and the combat analytics.
 */
import type { BattleResult, SpecialBattleResult } from '@idle/contracts';
import { formatNumber, perHour, WAITING_FOR_ACTION_TEXT } from '@idle/game-rules';
import { $lastTick } from '@idle/state';
import { LoadingState, Figure, Figures, FightOutcome, Stack } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { CombatAnalytics } from '../analytics/CombatAnalytics';
import { $battleTracker } from './tracker';
import { FightExtras } from '../shared/FightExtras';
import styles from './BattlePage.module.css';

/** A battle result; special battles also say how many battles the area has left. */
export type AnyBattleResult = BattleResult &
  Partial<Pick<SpecialBattleResult, 'specialBattlesRemaining'>>;

export function BattleResultView({ result }: { result: AnyBattleResult }) {
  return (
    <Stack>
      <FightOutcome result={result} />
      <Figures align="end">
        <Figure label="Experience">+{formatNumber(result.exp)}</Figure>
        <Figure label="Gold">+{formatNumber(result.gold)}</Figure>
        <FightExtras result={result} />
        {result.specialBattlesRemaining !== undefined && (
          <Figure label="Special battles remaining">
            {formatNumber(result.specialBattlesRemaining)}
          </Figure>
        )}
        {result.mobsRemaining !== undefined && (
          <Figure label="Mobs remaining">{formatNumber(result.mobsRemaining)}</Figure>
        )}
      </Figures>
    </Stack>
  );
}

export function BattleTrackerView() {
  const tracker = useStore($battleTracker);
  return (
    <section className={styles.tracker} aria-labelledby="tracker-title">
      <h3 id="tracker-title">Battle tracker</h3>
      <Figures align="end">
        <Figure label="Actions">{formatNumber(tracker.actions)}</Figure>
        <Figure label="Wins">{formatNumber(tracker.wins)}</Figure>
        <Figure label="Losses">{formatNumber(tracker.losses)}</Figure>
        <Figure label="Gold">{formatNumber(tracker.gold)}</Figure>
        <Figure label="Gold per hour">
          {formatNumber(Math.round(perHour(tracker.actions, tracker.gold)))}
        </Figure>
      </Figures>
    </section>
  );
}

export function BattlePage() {
  const lastTick = useStore($lastTick);
  // Battles in special areas show on the same screen.
  const result = (lastTick.battling ?? lastTick.specialBattling) as AnyBattleResult | undefined;
  return (
    <section aria-labelledby="battle-title" className={styles.page}>
      <h2 id="battle-title">Battle</h2>
      {result ? (
        <BattleResultView result={result} />
      ) : (
        <LoadingState label={WAITING_FOR_ACTION_TEXT} />
      )}
      <BattleTrackerView />
      <p className={styles.links}>
        <Link to="/simulator">Simulate your fights</Link>
        <Link to="/loadouts">Your loadouts</Link>
      </p>
      <CombatAnalytics />
    </section>
  );
}
