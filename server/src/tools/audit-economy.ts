/**
 * `npm run audit:economy`: checks the configured database (DATABASE_URL, or the embedded SQLite
 * of DATA_DIR) and prints the first item whose books do not balance; exits 1 when one does.
 */
import { join } from 'node:path';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { economyVerdict } from './economy-verdict';

const config = configFromEnv(process.env, join(import.meta.dirname, '..', '..', '..'));
const db = await openDatabase(config);
try {
  const verdict = await economyVerdict(db);
  if (verdict.balanced) {
    console.log(verdict.line);
  } else {
    console.error(verdict.line);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
