/**
 * In-process test harness: a fresh database, a clock the test moves, seeded chance, and helpers
 * to register players and call the API as a browser would (form bodies, cookies).
 *
 * The database is an in-memory SQLite one, or with `TEST_DATABASE_URL` (a PostgreSQL server's
 * maintenance database, as `scripts/with-postgres.mjs` gives) a new PostgreSQL database per
 * game, copied from a template migrated once, and dropped when the game closes.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { ItemCounts } from '@idle/contracts';
import { playerTextProblems } from '@idle/game-rules';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type AppOptions, buildApp } from './app';
import { createAccount } from './game/accounts/accounts';
import type { ClusterBus } from './cluster/bus';
import { clusteredActionCache } from './cluster/clustered-cache';
import { clusteredHub } from './cluster/clustered-hub';
import { createCaptchaService, type CaptchaService } from './captcha/captcha';
import { configFromEnv } from './config';
import { openDatabase, type Db } from './db/database';
import { migrations } from './db/migrations';
import { createGroupCommit } from './db/group-commit';
import { createActionCache } from './game/action-cache';
import type { ActionState } from './game/actions/state';
import { addItems, loadItems } from './game/inventory/items';
import { createSessions } from './http/session';
import type { Clock } from './game/clock';
import type { AnyTickModifier } from './game/actions/modifier';
import { type GameContext, type LiveHub, silentHub } from './game/context';
import { type ScheduleFactory, World } from './game/world/world';
import { TICK_MODIFIERS } from './game/tick-modifiers';
import { createNotices } from './game/notices';
import { registerPushSender } from './game/push/push';
import { seededRandom } from './game/random';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { WORLD_SCHEDULES } from './game/world-schedules';

export interface TestDatabase {
  db: Db;
  /** The PostgreSQL database's URL (tests of tools that connect by themselves); null on SQLite. */
  url: string | null;
  /** Closes the database and drops it (PostgreSQL). */
  close(): Promise<void>;
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;

/** Whether the tests run on PostgreSQL (`TEST_DATABASE_URL`) rather than SQLite. */
export const testsOnPostgres = testDatabaseUrl !== null;

/** A game's connections: the group commit holds one while the others answer reads. */
const TEST_POOL_SIZE = 4;

/** `sqliteDir`: keep the SQLite database in a file in that folder rather than in memory. */
export async function openTestDatabase(sqliteDir = ':memory:'): Promise<TestDatabase> {
  if (testDatabaseUrl === null) {
    const db = await openDatabase({ dataDir: sqliteDir });
    return { db, url: null, close: () => db.destroy() };
  }
  const server = postgresServer(testDatabaseUrl);
  const template = await server.template;
  const name = `test_${randomBytes(8).toString('hex')}`;
  // Copying the files (PostgreSQL 15+) takes a few ms; the default, copying through the
  // write-ahead log, takes tens to hundreds.
  await server.admin.query(`create database ${name} template ${template} strategy file_copy`);
  const url = server.urlOf(name);
  const db = await openDatabase({
    dataDir: ':memory:',
    databaseUrl: url,
    databasePoolSize: TEST_POOL_SIZE,
  });
  return {
    db,
    url,
    close: async () => {
      await db.destroy();
      await server.admin.query(`drop database ${name}`);
    },
  };
}

/**
 * A new database with no tables on the tests' PostgreSQL server (tests of tools that fill one),
 * dropped by `drop`.
 */
export async function emptyPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (testDatabaseUrl === null) throw new Error('not on PostgreSQL: TEST_DATABASE_URL is unset');
  const server = postgresServer(testDatabaseUrl);
  const name = `test_${randomBytes(8).toString('hex')}`;
  await server.admin.query(`create database ${name}`);
  return {
    url: server.urlOf(name),
    drop: async () => {
      await server.admin.query(`drop database ${name} with (force)`);
    },
  };
}

interface PostgresServer {
  admin: pg.Pool;
  /** The name of a database with every migration run, made once per server and migration set. */
  template: Promise<string>;
  urlOf(database: string): string;
}

let server: PostgresServer | null = null;

function postgresServer(url: string): PostgresServer {
  if (server) return server;
  const urlOf = (database: string) => {
    const target = new URL(url);
    target.pathname = `/${database}`;
    return target.toString();
  };
  const admin = new pg.Pool({ connectionString: url, max: 2, allowExitOnIdle: true });
  server = { admin, urlOf, template: migratedTemplate(admin, urlOf) };
  return server;
}

/**
 * The template database for this set of migrations, made by the first test process to need it
 * (the others wait on an advisory lock, then find it). Copying it is much faster than migrating.
 */
async function migratedTemplate(
  admin: pg.Pool,
  urlOf: (database: string) => string,
): Promise<string> {
  const version = createHash('sha256')
    .update(Object.keys(migrations).join('\n'))
    .digest('hex')
    .slice(0, 12);
  const name = `test_template_${version}`;
  const client = await admin.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`drop database if exists ${name}_making`);
      await client.query(`create database ${name}_making`);
      const db = await openDatabase({ dataDir: ':memory:', databaseUrl: urlOf(`${name}_making`) });
      await db.destroy();
      // Renamed only when whole, so a test run stopped half-way leaves no broken template.
      await client.query(`alter database ${name}_making rename to ${name}`);
    }
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
  } finally {
    client.release();
  }
  return name;
}

export const TEST_START = Date.UTC(2026, 10, 21, 12, 0, 0);

/** A player stored straight into `db` (no HTTP, no password), for tests of a repository. */
export function insertTestPlayer(db: Db, username: string): Promise<number> {
  return createAccount(db, {
    username,
    passwordHash: 'x',
    email: null,
    now: TEST_START,
    nextCaptchaAt: TEST_START,
  });
}
export const TEST_PASSWORD = 'correct horse battery';

export function manualClock(start = TEST_START): Clock {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}

export interface TestGame {
  app: FastifyInstance;
  game: GameContext;
  /** GET with the given cookie; query fields go in the URL. */
  get(
    path: string,
    query?: Record<string, string>,
    cookie?: string,
  ): Promise<LightMyRequestResponse>;
  /** POST a form body (objects JSON-encoded, as the request layer does). */
  post(
    path: string,
    body: Record<string, unknown>,
    cookie?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Registers a player and returns its session cookie. */
  register(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestGame(
  options: {
    devTools?: boolean;
    seed?: number;
    captcha?: CaptchaService;
    actionDelayMs?: number;
    /** Tick modifiers run after the game's own (tests of the modifier registry). */
    tickModifiers?: readonly AnyTickModifier<GameContext>[];
    /** Records what the server pushes over the live socket. */
    live?: LiveHub;
    /**
     * An instance of a cluster (tests of several instances): it joins the others through `bus`
     * (cluster/bus.ts) and, with `sharesWith`, uses that instance's database and clock.
     */
    cluster?: { bus: ClusterBus; sharesWith?: TestGame; rateLimitRedis?: Redis };
    /** The app's log and drain (operations tests); rate limits use `cluster.rateLimitRedis`. */
    app?: Omit<AppOptions, 'clusterRedis'>;
    /** The world's schedules (all of them unless given). */
    worldSchedules?: readonly ScheduleFactory[];
    /** The game's database, opened by the test (a file, say), closed with the game. */
    database?: TestDatabase;
  } = {},
): Promise<TestGame> {
  const shared = options.cluster?.sharesWith?.game;
  const database = shared
    ? { db: shared.db, close: () => Promise.resolve() }
    : (options.database ?? (await openTestDatabase()));
  const db = database.db;
  const clock = shared?.clock ?? manualClock();
  const bus = options.cluster?.bus;
  const config = {
    ...configFromEnv({}, '/nonexistent'),
    dataDir: ':memory:',
    devTools: options.devTools ?? false,
    shellDir: null,
    remotesFile: null,
  };
  const random = seededRandom(options.seed ?? 7);
  const hub = bus ? clusteredHub(options.live ?? silentHub, bus, () => clock.now()) : null;
  const live = hub ?? options.live ?? silentHub;
  // Loaded but not started: tests run its schedules with world.step().
  const notices = createNotices();
  const world = new World(
    { db, clock, random, live, notices },
    options.worldSchedules ?? WORLD_SCHEDULES,
  );
  await world.load();
  const game: GameContext = {
    db,
    groupCommit: createGroupCommit(db),
    actionCache: bus
      ? clusteredActionCache(createActionCache<ActionState>(), bus)
      : createActionCache(),
    sessions: createSessions(db, config.sessionTtlSeconds, bus),
    clock,
    random,
    config,
    captcha:
      options.captcha ??
      createCaptchaService({ secret: 'test', now: () => clock.now(), difficulty: 4 }),
    live,
    notices,
    world,
    actionDelayMs: options.actionDelayMs ?? 6000,
    tickModifiers: [...TICK_MODIFIERS, ...(options.tickModifiers ?? [])],
  };
  const rateLimitRedis = options.cluster?.rateLimitRedis;
  registerPushSender(game);
  const app = await buildApp(game, {
    ...options.app,
    ...(rateLimitRedis ? { clusterRedis: rateLimitRedis } : {}),
  });
  expectPlayerRefusals(app);
  const encode = (body: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(body).map(([key, value]): [string, string] => [
        key,
        typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
      ]),
    ).toString();
  const test: TestGame = {
    app,
    game,
    get: (path, query = {}, cookie) =>
      app.inject({ method: 'GET', url: `/php/${path}`, query, headers: cookie ? { cookie } : {} }),
    post: (path, body, cookie, headers = {}) =>
      app.inject({
        method: 'POST',
        url: `/php/${path}`,
        payload: encode(body),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      }),
    async register(username, password = TEST_PASSWORD) {
      const response = await test.post('account.php', { mod: 'register', username, password });
      if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
      const cookie = response.cookies.find((entry) => entry.name === 'idle_session');
      if (!cookie) throw new Error('no session cookie');
      return `idle_session=${cookie.value}`;
    },
    close: async () => {
      hub?.close();
      await app.close();
      await database.close();
    },
  };
  return test;
}

/**
 * Every refusal a test provokes is checked as a player will read it: no field name before the
 * sentence, every number of four or more digits formatted like the screen. A bad text fails the
 * test that made the server answer it (a soft expectation: the test goes on).
 */
function expectPlayerRefusals(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload !== 'string' || !payload.startsWith('{"')) return payload;
    const error = (JSON.parse(payload) as { error?: unknown }).error;
    if (typeof error === 'string') {
      expect.soft(playerTextProblems(error), `refusal answered: "${error}"`).toEqual([]);
    }
    return payload;
  });
}

/** Solves a captcha challenge as the browser widget would and returns the widget's payload. */
export async function solvedCaptchaPayload(challengeJson: unknown): Promise<string> {
  const challenge = JSON.parse(JSON.stringify(challengeJson)) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (solution === null) throw new Error('no captcha solution found');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Reads a user's row by name (for asserting that nothing changed). */
export async function userRow(game: GameContext, username: string) {
  return game.db
    .selectFrom('users')
    .selectAll()
    .where('username_key', '=', username.toLowerCase())
    .executeTakeFirst();
}

/** Gives a player items directly (a test set-up; the player's next tick reads afresh). */
/** The id of a registered player (the test fails when there is none). */
export async function userIdOf(game: GameContext, username: string): Promise<number> {
  const user = await userRow(game, username);
  if (!user) throw new Error(`no player ${username}`);
  return user.id;
}

/** Registers a player without the starting gold, so a test counts only what it gives. */
export async function registerEmptyHanded(t: TestGame, username: string): Promise<string> {
  const cookie = await t.register(username);
  const userId = await userIdOf(t.game, username);
  await t.game.db.deleteFrom('items').where('user_id', '=', userId).execute();
  // The starter items were all the player's counters held: the economy audit still balances.
  await t.game.db.deleteFrom('economy_counters').where('user_id', '=', userId).execute();
  return cookie;
}

/**
 * `count` stand-ins for other players (`<prefix>_0`, ...), written directly as copies of
 * `template`'s row (far quicker than registering each), for tests of caps on lists of players.
 */
export async function insertStandInPlayers(
  game: GameContext,
  template: string,
  count: number,
  prefix: string,
): Promise<{ id: number; name: string }[]> {
  const row = await game.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', await userIdOf(game, template))
    .executeTakeFirstOrThrow();
  const columns: Omit<typeof row, 'id'> & { id?: number } = { ...row };
  delete columns.id;
  const names = Array.from({ length: count }, (_, n) => `${prefix}_${String(n)}`);
  const inserted = await game.db
    .insertInto('users')
    .values(names.map((name) => ({ ...columns, username: name, username_key: name.toLowerCase() })))
    .returning('id')
    .execute();
  return inserted.map((user, n) => ({ id: user.id, name: names[n] ?? '' }));
}

/** A live hub recording what is pushed to each player (`pushed`), for tests. */
export function recordingLiveHub(): {
  hub: LiveHub;
  pushed: { userId: number; type: string; data: unknown }[];
} {
  const pushed: { userId: number; type: string; data: unknown }[] = [];
  return {
    pushed,
    hub: {
      toUser: (userId, message) => pushed.push({ userId, type: message.type, data: message.data }),
      broadcast: () => undefined,
      forceLogout: () => undefined,
      onlineUserIds: () => [],
    },
  };
}

export async function grantItems(
  game: GameContext,
  username: string,
  items: Record<string, number>,
): Promise<void> {
  const user = await userRow(game, username);
  if (!user) throw new Error(`no player ${username}`);
  game.actionCache.forget(user.id);
  await game.db.transaction().execute((trx) =>
    addItems(
      trx,
      user.id,
      Object.entries(items).map(([id, amount]) => ({ id, amount })),
      'created',
    ),
  );
}

/** A player's item counts, zero counts left out. */
export async function itemsOf(game: GameContext, username: string): Promise<ItemCounts> {
  const user = await userRow(game, username);
  if (!user) throw new Error(`no player ${username}`);
  return loadItems(game.db, user.id);
}

/** Every row of the tables a game call may change, for asserting that nothing changed. */
export async function gameTables(game: GameContext) {
  const db = game.db;
  return {
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    items: await db.selectFrom('items').selectAll().orderBy('user_id').orderBy('item_id').execute(),
    equipment: await db
      .selectFrom('equipment')
      .selectAll()
      .orderBy('user_id')
      .orderBy('slot')
      .execute(),
    tools: await db.selectFrom('tools').selectAll().orderBy('user_id').orderBy('tool').execute(),
    upgradeable: await db.selectFrom('upgradeable_items').selectAll().orderBy('user_id').execute(),
    runes: await db.selectFrom('rune_belt').selectAll().orderBy('id').execute(),
    potions: await db.selectFrom('potions').selectAll().orderBy('user_id').execute(),
    jewels: await db.selectFrom('jewels').selectAll().orderBy('id').execute(),
    log: await db.selectFrom('log').selectAll().orderBy('id').execute(),
    specialBattles: await db.selectFrom('special_battles').selectAll().orderBy('user_id').execute(),
    dungeonRuns: await db.selectFrom('dungeon_runs').selectAll().orderBy('user_id').execute(),
    dungeonsCompleted: await db.selectFrom('dungeons_completed').selectAll().execute(),
    bosses: await db.selectFrom('world_bosses').selectAll().orderBy('id').execute(),
    bossDamage: await db.selectFrom('boss_damage').selectAll().execute(),
    actionState: await db.selectFrom('action_state').selectAll().orderBy('user_id').execute(),
    skills: await db.selectFrom('skills').selectAll().orderBy('user_id').orderBy('skill').execute(),
    statistics: await db
      .selectFrom('statistics')
      .selectAll()
      .orderBy('user_id')
      .orderBy('stat')
      .execute(),
    gatheringUpgrades: await db.selectFrom('gathering_upgrades').selectAll().execute(),
    runeProgress: await db.selectFrom('rune_progress').selectAll().execute(),
    jewelProgress: await db.selectFrom('jewel_progress').selectAll().execute(),
    marketOrders: await db.selectFrom('market_orders').selectAll().orderBy('id').execute(),
    blackMarketCredits: await db
      .selectFrom('black_market_credits')
      .selectAll()
      .orderBy('user_id')
      .execute(),
    jewelSlots: await db
      .selectFrom('jewel_slots')
      .selectAll()
      .orderBy('user_id')
      .orderBy('gem_type')
      .execute(),
    marketTrades: await db.selectFrom('market_trades').selectAll().orderBy('id').execute(),
    jewelTrades: await db.selectFrom('jewel_trades').selectAll().orderBy('id').execute(),
  };
}

/**
 * Makes a call that must be refused: HTTP 400 with `{ error }` matching `error` (a text or an
 * asymmetric matcher), and every game table exactly as before.
 */
export async function expectRefusedUnchanged(
  game: GameContext,
  call: () => Promise<{ statusCode: number; json: () => unknown }>,
  error: unknown,
  /** Fields the refusal answers beside its text (a too-early tick's `retryIn`). */
  details: Record<string, unknown> = {},
): Promise<void> {
  const before = await gameTables(game);
  const response = await call();
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ ...details, error });
  expect(await gameTables(game)).toEqual(before);
}

/** What a command printed and how it exited. */
export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `src/tools/<script>` as its npm script does (tsx), from the server's folder, on the
 * SQLite database the settings name (`DATA_DIR`): DATABASE_URL is left out.
 */
export function runServerTool(
  script: string,
  args: readonly string[],
  settings: Record<string, string>,
): Promise<CommandRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    // Node loads tsx itself: a second faster than going through npm or npx.
    const child = spawn(process.execPath, ['--import', 'tsx', `src/tools/${script}`, ...args], {
      cwd: join(import.meta.dirname, '..'),
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}
