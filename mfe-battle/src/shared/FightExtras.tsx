/**
 * The fight figures every battle screen shows when the server sent them (spec 000 §2): the
 * attribute gain, the gold the clan taxed and the clan exp. `Figure`s of the screen's `Figures`.
 */
import type { BattleResult } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { Figure } from '@idle/ui';

export function FightExtras({
  result,
}: {
  result: Pick<BattleResult, 'attributeGain' | 'goldTaxed' | 'clanExp'>;
}) {
  return (
    <>
      {result.attributeGain > 0 && (
        <Figure label="Attribute gain">+{formatNumber(result.attributeGain)}</Figure>
      )}
      {result.goldTaxed !== undefined && result.goldTaxed > 0 && (
        <Figure label="Gold taxed">{formatNumber(result.goldTaxed)}</Figure>
      )}
      {result.clanExp !== undefined && (
        <Figure label="Clan exp">+{formatNumber(result.clanExp)}</Figure>
      )}
    </>
  );
}
