/**
 * The fight figures every battle screen shows when the server sent them (spec 000 §2): the
 * attribute gain, the gold the clan taxed and the clan exp. Rows of a `<dl>`.
 */
import type { BattleResult } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';

export function FightExtras({
  result,
}: {
  result: Pick<BattleResult, 'attributeGain' | 'goldTaxed' | 'clanExp'>;
}) {
  return (
    <>
      {result.attributeGain > 0 && (
        <>
          <dt>Attribute gain</dt>
          <dd>+{formatNumber(result.attributeGain)}</dd>
        </>
      )}
      {result.goldTaxed !== undefined && result.goldTaxed > 0 && (
        <>
          <dt>Gold taxed</dt>
          <dd>{formatNumber(result.goldTaxed)}</dd>
        </>
      )}
      {result.clanExp !== undefined && (
        <>
          <dt>Clan exp</dt>
          <dd>+{formatNumber(result.clanExp)}</dd>
        </>
      )}
    </>
  );
}
