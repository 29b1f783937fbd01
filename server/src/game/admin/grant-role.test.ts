/** `npm run admin -- grant-role`: in-process, and once as the command on a SQLite file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSOLE_COMMAND_OPERATOR } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/accounts';
import { openDatabase } from '../../db/database';
import {
  TEST_START,
  createTestGame,
  insertTestPlayer,
  runServerTool,
  type TestGame,
} from '../../test-support';
import { adminTables } from './admin-support';
import { GrantRoleError, grantRole } from './grant-role';

describe('grantRole', () => {
  let t: TestGame;
  beforeEach(async () => {
    t = await createTestGame();
  });
  afterEach(() => t.close());

  const statusOf = async (id: number) =>
    (
      await t.game.db
        .selectFrom('users')
        .select('account_status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).account_status;

  it('sets each role\'s status and writes the trail as "console command"', async () => {
    const id = await insertTestPlayer(t.game.db, 'First_Admin');
    expect(await grantRole(t.game.db, 'first_admin', 'operator', TEST_START)).toBe(
      'First_Admin is now an operator (account status 100).',
    );
    expect(await statusOf(id)).toBe(100);
    expect(await grantRole(t.game.db, 'First_Admin', 'moderator', TEST_START + 1)).toBe(
      'First_Admin is now a moderator (account status 50).',
    );
    expect(await statusOf(id)).toBe(50);
    await grantRole(t.game.db, 'First_Admin', 'player', TEST_START + 2);
    expect(await statusOf(id)).toBe(0);
    const trail = await t.game.db
      .selectFrom('admin_audit_trail')
      .selectAll()
      .orderBy('id')
      .execute();
    expect(trail[0]).toEqual({
      id: expect.any(Number) as number,
      operator_id: null,
      operator_name: CONSOLE_COMMAND_OPERATOR,
      action: 'grantRole',
      target_id: id,
      target_name: 'First_Admin',
      reason: null,
      details: JSON.stringify({ role: 'operator', status: 100, previousStatus: 0 }),
      at: TEST_START,
    });
    expect(trail.map((row) => row.details)).toHaveLength(3);
  });

  it('refuses an unknown player or role, changing nothing', async () => {
    await insertTestPlayer(t.game.db, 'Someone');
    const before = await adminTables(t);
    await expect(grantRole(t.game.db, 'Nobody', 'operator', TEST_START)).rejects.toEqual(
      new GrantRoleError('There is no player named "Nobody".'),
    );
    await expect(grantRole(t.game.db, 'Someone', 'king', TEST_START)).rejects.toEqual(
      new GrantRoleError('Unknown role "king": use player, moderator, operator.'),
    );
    expect(await adminTables(t)).toEqual(before);
  });
});

describe('npm run admin', () => {
  it('grants a role on the configured database, and exits 1 naming what is wrong', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
    try {
      const db = await openDatabase(dataDir);
      const userId = await createAccount(db, {
        username: 'Owner_1',
        passwordHash: 'not a hash',
        email: null,
        now: TEST_START,
        nextCaptchaAt: TEST_START,
      });
      await db.destroy();

      const granted = await runServerTool('admin.ts', ['grant-role', 'Owner_1', 'operator'], {
        DATA_DIR: dataDir,
      });
      expect(granted).toEqual({
        code: 0,
        stdout: 'Owner_1 is now an operator (account status 100).\n',
        stderr: '',
      });
      const unknown = await runServerTool('admin.ts', ['grant-role', 'Ghost', 'operator'], {
        DATA_DIR: dataDir,
      });
      expect(unknown).toEqual({
        code: 1,
        stdout: '',
        stderr: 'There is no player named "Ghost".\n',
      });
      const badRole = await runServerTool('admin.ts', ['grant-role', 'Owner_1', 'emperor'], {
        DATA_DIR: dataDir,
      });
      expect(badRole.code).toBe(1);
      expect(badRole.stderr).toBe('Unknown role "emperor": use player, moderator, operator.\n');
      expect((await runServerTool('admin.ts', ['promote'], { DATA_DIR: dataDir })).code).toBe(1);

      const after = await openDatabase(dataDir);
      const row = await after
        .selectFrom('users')
        .select('account_status')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const trail = await after.selectFrom('admin_audit_trail').select('action').execute();
      await after.destroy();
      expect(row.account_status).toBe(100);
      expect(trail).toEqual([{ action: 'grantRole' }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
