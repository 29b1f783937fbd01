/**
 * /battle: the result of the latest fight (both fighters, the outcome, exp, gold, attribute gain,
 * gold taxed, clan exp, special battles or mobs remaining), the battle action tracker (actions, wins, losses,
 * gold, gold per hour) of the current run, as the server counts it, and the combat analytics.
 */
import type { BattleResult, SpecialBattleResult } from '@idle/contracts';
import { formatNumber, perHour, WAITING_FOR_ACTION_TEXT } from '@idle/game-rules';
import { $lastTick } from '@idle/state';
import { LoadingState } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { CombatAnalytics } from '../analytics/CombatAnalytics';
import { $battleTracker } from './tracker';
import { FightExtras } from '../shared/FightExtras';
import { FightOutcome } from '../shared/FightOutcome';
import styles from './BattlePage.module.css';

/** A battle result; special battles also say how many battles the area has left. */
export type AnyBattleResult = BattleResult &
  Partial<Pick<SpecialBattleResult, 'specialBattlesRemaining'>>;

export function BattleResultView({ result }: { result: AnyBattleResult }) {
  return (
    <div className={styles.result}>
      <FightOutcome result={result} />
      <dl className={styles.gains}>
        <dt>Experience</dt>
        <dd>+{formatNumber(result.exp)}</dd>
        <dt>Gold</dt>
        <dd>+{formatNumber(result.gold)}</dd>
        <FightExtras result={result} />
        {result.specialBattlesRemaining !== undefined && (
          <>
            <dt>Special battles remaining</dt>
            <dd>{formatNumber(result.specialBattlesRemaining)}</dd>
          </>
        )}
        {result.mobsRemaining !== undefined && (
          <>
            <dt>Mobs remaining</dt>
            <dd>{formatNumber(result.mobsRemaining)}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

export function BattleTrackerView() {
  const tracker = useStore($battleTracker);
  return (
    <section className={styles.tracker} aria-labelledby="tracker-title">
      <h3 id="tracker-title">Battle tracker</h3>
      <dl className={styles.gains}>
        <dt>Actions</dt>
        <dd>{formatNumber(tracker.actions)}</dd>
        <dt>Wins</dt>
        <dd>{formatNumber(tracker.wins)}</dd>
        <dt>Losses</dt>
        <dd>{formatNumber(tracker.losses)}</dd>
        <dt>Gold</dt>
        <dd>{formatNumber(tracker.gold)}</dd>
        <dt>Gold per hour</dt>
        <dd>{formatNumber(Math.round(perHour(tracker.actions, tracker.gold)))}</dd>
      </dl>
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
      <CombatAnalytics />
    </section>
  );
}
