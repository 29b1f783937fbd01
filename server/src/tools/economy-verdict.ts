/**
 * The economy audit's verdict as an operator reads it (`npm run audit:economy`, and `npm run
 * restore` on the restored copy): all items balance, or the first that does not.
 */
import { formatNumber } from '@idle/game-rules';
import type { Db } from '../db/database';
import { auditEconomy } from '../game/economy/economy-audit';

export async function economyVerdict(db: Db): Promise<{ balanced: boolean; line: string }> {
  const audit = await auditEconomy(db);
  const first = audit.differences[0];
  if (!first) {
    return {
      balanced: true,
      line: `Economy audit: all ${formatNumber(audit.items)} items balance (held = created - destroyed).`,
    };
  }
  const expected = first.created - first.destroyed;
  return {
    balanced: false,
    line:
      `Economy audit: ${first.itemId} does not balance: players and the market hold ` +
      `${formatNumber(first.held)}, created ${formatNumber(first.created)} - destroyed ` +
      `${formatNumber(first.destroyed)} = ${formatNumber(expected)} ` +
      `(${formatNumber(first.held - expected)} unaccounted for; ` +
      `${audit.differences.length} of ${formatNumber(audit.items)} items differ).`,
  };
}
