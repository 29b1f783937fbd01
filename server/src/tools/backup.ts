/**
 * `npm run backup [-- <file>]`: a backup of the configured database (the SQLite file of
 * DATA_DIR, or DATABASE_URL's PostgreSQL database) taken while the game runs, into `<file>` or
 * `backups/<UTC time>.sqlite` (`.dump`) at the project's root. Relative paths are read from the
 * folder npm was run in.
 */
import { join, resolve } from 'node:path';
import { configFromEnv } from '../config';
import { sqliteFile } from '../db/database';
import { backupDatabase, commandDir, defaultBackupFile, shownPath, sizeText } from './backups';

const root = join(import.meta.dirname, '..', '..', '..');
const config = configFromEnv(process.env, root);
const [fileArgument] = process.argv.slice(2);
const file = fileArgument
  ? resolve(commandDir(), fileArgument)
  : defaultBackupFile(config, join(root, 'backups'));
const source = config.databaseUrl
  ? 'the PostgreSQL database of DATABASE_URL'
  : shownPath(sqliteFile(config.dataDir));
try {
  const done = await backupDatabase(config, file);
  console.log(
    `Backed up ${source} to ${shownPath(done.file)} ` +
      `(${sizeText(done.bytes)}) in ${Math.round(done.ms)} ms.`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
