import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
// The chat registers its metrics when the socket server is loaded, as main.ts does.
import '../chat/socket';
import { type TestGame, createTestGame, insertTestPlayer, userIdOf } from '../test-support';
import { type Drain, createDrain } from './drain';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { collectProcessMetrics, metricValues, metricsText } from './metrics';

const DELAY = 6000;

/** A log stream whose JSON lines a test reads. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, stream };
}

let t: TestGame | null = null;
let drain: Drain;

async function game(options: Parameters<typeof createTestGame>[0] = {}): Promise<TestGame> {
  drain = createDrain();
  t = await createTestGame({ ...options, app: { drain, ...options.app } });
  return t;
}

afterEach(async () => {
  await t?.close();
  t = null;
});

describe('health and readiness', () => {
  it('answers /healthz while the process answers, without a session', async () => {
    const { app } = await game();
    const answer = await app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
  });

  it('is ready with its database migrated and not draining', async () => {
    const { app } = await game();
    const answer = await app.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'ready',
      checks: { draining: 'ok', database: 'ok', migrations: 'ok' },
    });
  });

  it('is unready, naming the database, while the database does not answer', async () => {
    const test = await game();
    // The same server with its database handle closed under it.
    await test.game.db.destroy();
    const answer = await test.app.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    const body = answer.json<{ status: string; checks: Record<string, string> }>();
    expect(body.status).toBe('unready');
    expect(body.checks.draining).toBe('ok');
    expect(body.checks.database).not.toBe('ok');
    expect(body.checks.migrations).not.toBe('ok');
    // Liveness is the process, not its database: restarting would not help.
    expect((await test.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    t = null; // its database is gone already
    await test.app.close();
  });

  it('is unready while draining, and says so', async () => {
    const { app } = await game();
    drain.start();
    const answer = await app.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: 'unready',
      checks: { draining: 'the instance is shutting down', database: 'ok', migrations: 'ok' },
    });
  });

  it('names a migration the database has not run', async () => {
    const test = await game();
    await sql`delete from kysely_migration where name = '0013_chat_boosts'`.execute(test.game.db);
    const answer = await test.app.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json<{ checks: Record<string, string> }>().checks.migrations).toBe(
      'not applied: 0013_chat_boosts',
    );
  });

  it('is never rate-limited: probes come every few seconds from the same address', async () => {
    const { app } = await game();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => app.inject({ method: 'GET', url: '/readyz' })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });
});

/** Prometheus's text format, line by line: comments, then `name{labels} value`. */
const SAMPLE_LINE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="([^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/;

function expectPrometheusText(text: string) {
  const lines = text.split('\n').filter(Boolean);
  const problems = lines.filter(
    (line) => !/^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/.test(line) && !SAMPLE_LINE.test(line),
  );
  expect(problems).toEqual([]);
}

async function ticksCounted(kind: string, outcome: string): Promise<number> {
  const values = await metricValues('ticks_total');
  return (
    values.find((entry) => entry.labels.kind === kind && entry.labels.outcome === outcome)?.value ??
    0
  );
}

describe('metrics', () => {
  it('is Prometheus text, and counts exactly the ticks sent by kind and outcome', async () => {
    const test = await game();
    const cookie = await test.register('Metric_1');
    await test.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    const answeredBefore = await ticksCounted('battling', 'answered');
    const refusedBefore = await ticksCounted('battling', 'refused');
    for (let tick = 0; tick < 5; tick += 1) {
      expect((await test.post('actions/battle.php', {}, cookie)).statusCode).toBe(200);
      test.game.clock.advance(DELAY);
    }
    // Early: refused by the timer.
    await test.post('actions/battle.php', {}, cookie);
    expect((await test.post('actions/battle.php', {}, cookie)).statusCode).toBe(400);
    expect((await ticksCounted('battling', 'answered')) - answeredBefore).toBe(6);
    expect((await ticksCounted('battling', 'refused')) - refusedBefore).toBe(1);

    const text = await metricsText({ db: test.game.db });
    expectPrometheusText(text);
    for (const name of [
      'idle_rpg_ticks_total',
      'idle_rpg_tick_duration_seconds',
      'idle_rpg_http_responses_total',
      'idle_rpg_http_request_duration_seconds',
      'idle_rpg_group_commit_batch_size',
      'idle_rpg_group_commit_duration_seconds',
      'idle_rpg_db_connections',
      'idle_rpg_sockets_online',
      'idle_rpg_chat_lines_total',
      'idle_rpg_world_lease_held',
      'idle_rpg_market_orders_open',
      'idle_rpg_market_trades_total',
      'idle_rpg_market_book_pages_total',
      'idle_rpg_background_errors_total',
    ]) {
      expect(text, name).toContain(`\n# TYPE ${name} `);
    }
    expect(text).toMatch(
      /\nidle_rpg_http_responses_total\{route="\/php\/actions\/battle\.php",method="POST",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /\nidle_rpg_db_connections\{dialect="(sqlite|postgres)",state="open"\} \d+/,
    );
  });

  it('samples the market orders open from the database at each scrape', async () => {
    const test = await game();
    const sellerId = await insertTestPlayer(test.game.db, 'Seller');
    await test.game.db
      .insertInto('market_orders')
      .values({ user_id: sellerId, item_id: 'stone', type: 1, amount: 5, cost: 3, created_at: 0 })
      .execute();
    const text = await metricsText({ db: test.game.db });
    expect(text).toMatch(/\nidle_rpg_market_orders_open\{side="sell"\} 1\n/);
  });

  it('follows the live heap: what a full garbage collection leaves', async () => {
    collectProcessMetrics();
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const liveHeap = async () => (await metricValues('heap_live_bytes'))[0]?.value ?? 0;
    /** A full collection, then the gauge once the collection's entry has reached it. */
    const collectedLiveHeap = async () => {
      const shown = await liveHeap();
      collect();
      for (let waited = 0; waited < 5_000 && (await liveHeap()) === shown; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return liveHeap();
    };
    const before = await collectedLiveHeap();
    // 40 MB kept alive across a full collection, let go when the function returns. (JavaScript
    // arrays of numbers: a typed array's bytes live outside the heap.)
    const keepForAWhile = async () => {
      const kept = Array.from({ length: 40 }, () => new Array<number>(131_072).fill(0.5));
      return { grown: (await collectedLiveHeap()) - before, arrays: kept.length };
    };
    const { grown, arrays } = await keepForAWhile();
    expect(arrays).toBe(40);
    expect(grown).toBeGreaterThan(35 * 1024 * 1024);
    expect((await collectedLiveHeap()) - before).toBeLessThan(10 * 1024 * 1024);
  });

  it('has every metric the Grafana dashboard (deploy/grafana) plots', async () => {
    const test = await game();
    collectProcessMetrics();
    const dashboard = readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'deploy', 'grafana', 'idle-rpg.json'),
      'utf8',
    );
    const plotted = new Set(dashboard.match(/idle_rpg_\w+/g));
    expect(plotted.size).toBeGreaterThan(10);
    const text = await metricsText({ db: test.game.db });
    const served = new Set(
      text.split('\n').map((line) => line.replace(/^# TYPE /, '').split(/[{ ]/)[0]),
    );
    expect([...plotted].filter((name) => !served.has(name))).toEqual([]);
  });
});

describe('logs', () => {
  it('echoes an incoming request id, logs it with the route, status, time and player', async () => {
    const log = capturedLog();
    const test = await game({ app: { logger: { level: 'debug', stream: log.stream } } });
    const cookie = await test.register('Logged_1');
    const answer = await test.app.inject({
      method: 'GET',
      url: '/php/misc.php?mod=ping',
      headers: { cookie, 'x-request-id': 'probe-42' },
    });
    expect(answer.headers['x-request-id']).toBe('probe-42');
    const line = log.lines.find((entry) => entry.reqId === 'probe-42');
    expect(line).toMatchObject({
      msg: 'request',
      level: 20,
      route: '/php/misc.php',
      method: 'GET',
      status: answer.statusCode,
    });
    expect(line?.userId).toBe(await userIdOf(test.game, 'Logged_1'));
    expect(typeof line?.ms).toBe('number');
  });

  it('makes an id when none (or a strange one) comes, and never logs the probes', async () => {
    const log = capturedLog();
    const { app } = await game({ app: { logger: { level: 'debug', stream: log.stream } } });
    const answer = await app.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { 'x-request-id': 'bad id\nwith a line break' },
    });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.lines.some((entry) => entry.reqId === id && entry.msg === 'request')).toBe(true);
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/readyz' });
    expect(log.lines.filter((entry) => String(entry.url).endsWith('z'))).toEqual([]);
  });

  it('writes no request line at info, the default level', async () => {
    const log = capturedLog();
    const { app } = await game({ app: { logger: { level: 'info', stream: log.stream } } });
    await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(log.lines.filter((entry) => entry.msg === 'request')).toEqual([]);
  });
});
