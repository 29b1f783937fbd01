/** Both fighters of a fight and its outcome, as every battle screen shows them (spec 000 §2). */
import type { BattleResult } from '@idle/contracts';
import { battleOutcomeText } from '@idle/game-rules';
import { FighterCard } from '@idle/ui';
import styles from './FightOutcome.module.css';

export function FightOutcome({ result }: { result: Pick<BattleResult, 'p1' | 'p2' | 'winner'> }) {
  const won = result.winner === 1;
  return (
    <>
      <div className={styles.fighters}>
        <FighterCard fighter={result.p1} outcome={won ? 'winner' : 'loser'} />
        <FighterCard fighter={result.p2} outcome={won ? 'loser' : 'winner'} />
      </div>
      <p className={won ? styles.victory : styles.defeat} role="status">
        {battleOutcomeText(result.winner)}
      </p>
    </>
  );
}
