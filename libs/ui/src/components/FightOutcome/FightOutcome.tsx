/** Both fighters of a fight and its outcome, as every battle screen shows them (spec 000 §2). */
import type { BattleResult } from '@idle/contracts';
import { battleOutcomeText } from '@idle/game-rules';
import { FighterCard } from '../FighterCard/FighterCard';
import { Text } from '../Text/Text';
import styles from './FightOutcome.module.css';

export interface FightOutcomeProps {
  /** The fighters (the player first) and who won (1: the player). */
  result: Pick<BattleResult, 'p1' | 'p2' | 'winner'>;
}

/** The two fighter cards side by side, then the verdict, announced (role status). */
export function FightOutcome({ result }: FightOutcomeProps) {
  const won = result.winner === 1;
  return (
    <>
      <div className={styles.fighters}>
        <FighterCard fighter={result.p1} outcome={won ? 'winner' : 'loser'} />
        <FighterCard fighter={result.p2} outcome={won ? 'loser' : 'winner'} />
      </div>
      <Text as="p" role="status" tone={won ? 'success' : 'error'} weight="bold" size="lg">
        {battleOutcomeText(result.winner)}
      </Text>
    </>
  );
}
