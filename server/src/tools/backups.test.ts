/**
 * `npm run backup` and `npm run restore` (backups.ts): a backup taken while 50 players tick,
 * restored to a fresh place, holds every tick answered before it began and passes the economy
 * audit; a restore is refused while a server uses the target and leaves a damaged backup out.
 * On SQLite (a file, not the tests' in-memory database), and with `npm run test:postgres` on
 * PostgreSQL through pg_dump and pg_restore.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TickAnswer } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { createAccount } from '../game/accounts/accounts';
import {
  createTestGame,
  emptyPostgresTestDatabase,
  openTestDatabase,
  TEST_PASSWORD,
  TEST_START,
  type TestGame,
  runServerTool,
  testsOnPostgres,
} from '../test-support';
import {
  backupDatabase,
  type DatabaseLocation,
  postgresProgram,
  RestoreRefused,
  restoreDatabase,
} from './backups';
import { economyVerdict } from './economy-verdict';

const PLAYERS = 50;
const DELAY = 6000;
const START_AUTOS = 150;

const pgDumpFound = (() => {
  try {
    postgresProgram('pg_dump');
    return true;
  } catch {
    return false;
  }
})();

let folder: string;
let t: TestGame;
let live: DatabaseLocation;
let cookies: string[];
/** Places made by a test, dropped after it (PostgreSQL databases). */
let cleanups: (() => Promise<void>)[];

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'backups-'));
  cleanups = [];
  const database = await openTestDatabase(join(folder, 'live'));
  live = { dataDir: join(folder, 'live'), databaseUrl: database.url };
  t = await createTestGame({ database });
  cookies = [];
});
afterEach(async () => {
  await t.close();
  for (const cleanup of cleanups) await cleanup();
  rmSync(folder, { recursive: true, force: true });
});

/** A place no database has been restored to yet: an empty folder, or an empty database. */
async function freshPlace(name: string): Promise<DatabaseLocation> {
  if (!live.databaseUrl) return { dataDir: join(folder, name), databaseUrl: null };
  const empty = await emptyPostgresTestDatabase();
  cleanups.push(() => empty.drop());
  return { dataDir: ':memory:', databaseUrl: empty.url };
}

/** Opens a restored place for reading; closed after the test. */
async function open(place: DatabaseLocation) {
  const db = await openDatabase(place);
  cleanups.unshift(() => db.destroy());
  return db;
}

/** Registers players in battle, each from an address of its own (as many players would). */
async function registerBattlers(count: number): Promise<void> {
  for (let n = 0; n < count; n++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/php/account.php',
      remoteAddress: `192.0.2.${String(n + 1)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        mod: 'register',
        username: `Ticker_${String(n)}`,
        password: TEST_PASSWORD,
      }).toString(),
    });
    const session = response.cookies.find((entry) => entry.name === 'idle_session');
    if (!session) throw new Error(`register failed: ${response.body}`);
    const cookie = `idle_session=${session.value}`;
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    cookies.push(cookie);
  }
}

/** One battle tick of every player at once; answers each player's Autos after its tick. */
async function tickRound(): Promise<number[]> {
  const answers = await Promise.all(
    cookies.map(async (cookie) => {
      const response = await t.post('actions/battle.php', {}, cookie);
      expect(response.statusCode).toBe(200);
      return response.json<TickAnswer>().autos;
    }),
  );
  t.game.clock.advance(DELAY);
  return answers;
}

async function autosByName(db: Awaited<ReturnType<typeof open>>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('users').select(['username', 'autos']).execute();
  return new Map(rows.map((row) => [row.username, row.autos]));
}

describe.skipIf(testsOnPostgres && !pgDumpFound)('a backup of a game in play', () => {
  it(
    'taken while 50 players tick, restores to a fresh place holding every tick answered before it began, and the audit passes',
    { timeout: 120_000 },
    async () => {
      await registerBattlers(PLAYERS);
      for (let round = 0; round < 3; round++) await tickRound();

      // Every player's Autos as last answered when the backup begins: ticks answered before the
      // backup began are in it, so the copy holds these Autos or fewer (a later tick's).
      const answeredBefore = await tickRound();
      const file = join(folder, live.databaseUrl ? 'game.dump' : 'game.sqlite');
      const backupState = { done: false };
      const backup = backupDatabase(live, file).finally(() => (backupState.done = true));
      const answeredDuring: number[][] = [];
      while (!backupState.done) answeredDuring.push(await tickRound());
      const done = await backup;
      const answeredAfter = await tickRound();
      // The game went on ticking while the backup ran.
      expect(answeredDuring.length).toBeGreaterThan(0);
      expect(done.bytes).toBeGreaterThan(0);

      const place = await freshPlace('restored');
      await restoreDatabase(place, file);
      const copy = await open(place);
      expect(await economyVerdict(copy)).toMatchObject({ balanced: true });
      const restored = await autosByName(copy);
      expect(restored.size).toBe(PLAYERS);
      for (const [index, before] of answeredBefore.entries()) {
        const autos = restored.get(`Ticker_${index}`);
        expect(autos).toBeLessThanOrEqual(before);
        expect(autos).toBeGreaterThan(answeredAfter[index] ?? 0);
        // A state some answer showed: no tick is half in the copy.
        const shown = [before, ...answeredDuring.map((round) => round[index])];
        expect(shown).toContain(autos);
      }
      // The live game is untouched: every player's last answered tick is stored.
      const stillLive = await autosByName(t.game.db);
      for (const [index, autos] of answeredAfter.entries()) {
        expect(stillLive.get(`Ticker_${index}`)).toBe(autos);
      }
      expect(Math.max(...answeredBefore)).toBeLessThan(START_AUTOS);
    },
  );

  it('is not restored over a database a server is using: refused, and the game goes on', async () => {
    await registerBattlers(2);
    await tickRound();
    const file = join(folder, 'game.backup');
    await backupDatabase(live, file);
    const [later] = await tickRound();

    await expect(restoreDatabase(live, file)).rejects.toThrow(RestoreRefused);
    await expect(restoreDatabase(live, file)).rejects.toThrow(
      live.databaseUrl
        ? /other connection\(s\): stop every game server/
        : /in use by a running server/,
    );
    expect((await autosByName(t.game.db)).get('Ticker_0')).toBe(later);
    const [next] = await tickRound();
    expect(next).toBe((later ?? 0) - 1);
  });

  it('leaves the target as it was when the backup is damaged', async () => {
    await registerBattlers(1);
    await tickRound();
    const file = join(folder, 'game.backup');
    await backupDatabase(live, file);
    const damaged = join(folder, 'damaged.backup');
    const bytes = readFileSync(file);
    writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));

    // A place holding the good backup, then the damaged one tried over it.
    const place = await freshPlace('target');
    await restoreDatabase(place, file);
    await expect(restoreDatabase(place, damaged)).rejects.toThrow();
    const copy = await open(place);
    expect(await autosByName(copy)).toEqual(new Map([['Ticker_0', START_AUTOS - 1]]));
  });
});

describe.skipIf(testsOnPostgres)('the commands', () => {
  it('npm run backup prints the file, its size and time; npm run restore exits 1 when the copy does not balance', async () => {
    const dataDir = join(folder, 'commands');
    const db = await openDatabase(dataDir);
    const userId = await createAccount(db, {
      username: 'Restorer_1',
      passwordHash: 'not a hash',
      email: null,
      now: TEST_START,
      nextCaptchaAt: TEST_START,
    });
    await db.destroy();

    const file = join(folder, 'balanced.sqlite');
    const backup = await runServerTool('backup.ts', [file], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backed up .*game\\.sqlite to .*balanced\\.sqlite \\(\\d+ kB\\) in \\d+ ms\\.\\n$`,
      ),
    );

    const restoredDir = join(folder, 'restored');
    const restore = await runServerTool('restore.ts', [file], { DATA_DIR: restoredDir });
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(
      /^Restored .*balanced\.sqlite \(\d+ kB\) into .*game\.sqlite in \d+ ms\.\nEconomy audit: all \d+ items balance/,
    );

    const tampered = await openDatabase(dataDir);
    await tampered
      .insertInto('items')
      .values({ user_id: userId, item_id: 'wolf_pelt', amount: 1 })
      .execute();
    await tampered.destroy();
    const unbalancedFile = join(folder, 'unbalanced.sqlite');
    await runServerTool('backup.ts', [unbalancedFile], { DATA_DIR: dataDir });
    const unbalanced = await runServerTool('restore.ts', [unbalancedFile], {
      DATA_DIR: restoredDir,
    });
    expect(unbalanced.code).toBe(1);
    expect(unbalanced.stderr).toContain('Economy audit: wolf_pelt does not balance');
  }, 60_000);
});
