/**
 * `npm run restore -- <file>`: puts a backup of `npm run backup` in place of the configured
 * database (refused while a server uses it), then runs the economy audit on it; exits 1 when the
 * restore is refused or fails, or the audit finds an item that does not balance.
 */
import { join, resolve } from 'node:path';
import { configFromEnv } from '../config';
import { openDatabase, sqliteFile } from '../db/database';
import { RestoreRefused, commandDir, restoreDatabase, shownPath, sizeText } from './backups';
import { economyVerdict } from './economy-verdict';

const config = configFromEnv(process.env, join(import.meta.dirname, '..', '..', '..'));
const [fileArgument] = process.argv.slice(2);
const target = config.databaseUrl
  ? 'the PostgreSQL database of DATABASE_URL'
  : shownPath(sqliteFile(config.dataDir));
if (!fileArgument) {
  console.error('usage: npm run restore -- <backup file>');
  process.exit(2);
}
const file = resolve(commandDir(), fileArgument);
try {
  const done = await restoreDatabase(config, file);
  console.log(
    `Restored ${shownPath(done.file)} (${sizeText(done.bytes)}) into ${target} in ${Math.round(done.ms)} ms.`,
  );
  // Opening runs the migrations a backup older than this server lacks, as a start would.
  const db = await openDatabase(config);
  try {
    const verdict = await economyVerdict(db);
    (verdict.balanced ? console.log : console.error)(verdict.line);
    if (!verdict.balanced) process.exitCode = 1;
  } finally {
    await db.destroy();
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof RestoreRefused ? `Restore refused: ${message}` : `Restore failed: ${message}`,
  );
  process.exitCode = 1;
}
