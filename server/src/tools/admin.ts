/**
 * `npm run admin -- grant-role <username> <role>`: gives a player a role (player, moderator,
 * operator) on the database the server would use (DATABASE_URL, or the SQLite file of
 * DATA_DIR, read as main.ts reads them). Prints one line; exits 1 with the reason otherwise.
 */
import { join } from 'node:path';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { GrantRoleError, grantRole } from '../game/admin/grant-role';

const USAGE = 'Usage: npm run admin -- grant-role <username> <role> (player, moderator, operator)';

async function main(args: readonly string[]): Promise<number> {
  const [command, username, role, ...rest] = args;
  if (command !== 'grant-role' || username === undefined || role === undefined || rest.length) {
    console.error(USAGE);
    return 1;
  }
  const config = configFromEnv(process.env, join(import.meta.dirname, '..', '..', '..'));
  const db = await openDatabase(config);
  try {
    console.log(await grantRole(db, username, role, Date.now()));
    return 0;
  } catch (error) {
    if (!(error instanceof GrantRoleError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
