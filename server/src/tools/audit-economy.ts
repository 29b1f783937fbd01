/**
 * `npm run audit:economy`: checks the configured database (DATABASE_URL, or the embedded SQLite
 * of DATA_DIR) and prints the first item whose books do not balance; exits 1 when one does.
 */
import { join } from 'node:path';
import { formatNumber } from '@idle/game-rules';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { auditEconomy } from '../game/economy/economy-audit';

const config = configFromEnv(process.env, join(import.meta.dirname, '..', '..', '..'));
const db = await openDatabase(config);
try {
  const audit = await auditEconomy(db);
  const first = audit.differences[0];
  if (!first) {
    console.log(
      `Economy audit: all ${formatNumber(audit.items)} items balance (held = created - destroyed).`,
    );
  } else {
    const expected = first.created - first.destroyed;
    console.error(
      `Economy audit: ${first.itemId} does not balance: players and the market hold ` +
        `${formatNumber(first.held)}, created ${formatNumber(first.created)} - destroyed ` +
        `${formatNumber(first.destroyed)} = ${formatNumber(expected)} ` +
        `(${formatNumber(first.held - expected)} unaccounted for; ` +
        `${audit.differences.length} of ${formatNumber(audit.items)} items differ).`,
    );
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
