/**
 * The real server in a child process (`main.ts` on a temporary data folder, or a PostgreSQL
 * database of its own when the tests run on PostgreSQL, and free ports), under
 * a load of ticks and chat lines, stopped with SIGTERM: every tick answered 200 is stored, every
 * chat line its sender saw accepted reached the other player, and the process exits 0 in time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_RESTART_CLOSE_CODE } from '@idle/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openDatabase } from '../db/database';
import { type TestDatabase, openTestDatabase, testsOnPostgres } from '../test-support';
import { SHUTDOWN_DEADLINE_MS } from './shutdown';

const SERVER_ROOT = join(import.meta.dirname, '..', '..');
/** How long the child keeps answering, unready, once stopping (SHUTDOWN_DELAY_MS). */
const SHUTDOWN_DELAY_MS = 500;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dataDir: string;
/** PostgreSQL when the tests run on it (TEST_DATABASE_URL): a database of its own. */
let database: TestDatabase | null = null;
let child: ChildProcess;
let origin: string;
let log = '';
let exited: Promise<{ code: number | null; at: number }>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'idle-restart-'));
  if (testsOnPostgres) database = await openTestDatabase();
  const [port, chatPort] = [await freePort(), await freePort()];
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      CHAT_PORT: String(chatPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SHELL_DIR: join(dataDir, 'no-shell'),
      GAME_DEV_TOOLS: '1',
      ACTION_DELAY_MS: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: database?.url ?? '',
      REDIS_URL: '',
      METRICS_PORT: '',
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  exited = new Promise((resolve) => {
    child.once('exit', (code) => {
      resolve({ code, at: performance.now() });
    });
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${origin}/readyz`).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no start:\n${log}`);
    await sleep(100);
  }
}, 90_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await database?.close();
});

async function post(path: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${origin}/php/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function register(username: string): Promise<string> {
  const answer = await post('account.php', {
    mod: 'register',
    username,
    password: 'correct horse battery',
  });
  const session = /idle_session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  if (answer.status !== 200 || !session) throw new Error(`register ${username}: ${answer.status}`);
  return `idle_session=${session}`;
}

interface ChatAccess {
  userid: number;
  token: string;
  port: number;
}

async function chatAccess(cookie: string): Promise<ChatAccess> {
  const answer = await fetch(`${origin}/php/_load_initial_data.php`, { headers: { cookie } });
  return ((await answer.json()) as { chat: ChatAccess }).chat;
}

/** A chat socket that records the texts of the lines it gets and the code it closed with. */
async function chatSocket(access: ChatAccess) {
  const texts: string[] = [];
  const socket = new WebSocket(
    `ws://127.0.0.1:${access.port}/?userid=${access.userid}&token=${encodeURIComponent(access.token)}`,
  );
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { type: string; data: { text?: string } };
    if (message.type === 'msg' && typeof message.data.text === 'string') {
      texts.push(message.data.text);
    }
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, texts, closed };
}

describe('SIGTERM under load', () => {
  it('stores every answered tick, delivers every accepted line and exits 0 in time', async () => {
    const tickers = ['Ticker_1', 'Ticker_2', 'Ticker_3'];
    const cookies = new Map<string, string>();
    for (const name of tickers) {
      const cookie = await register(name);
      cookies.set(name, cookie);
      await post('dev.php', { mod: 'setAutos', username: name, autos: '1000000' });
      expect(
        (await post('areas.php', { mod: 'enterArea', area: '1', mob: '1' }, cookie)).status,
      ).toBe(200);
    }
    const senderCookie = await register('Sender');
    const receiverCookie = await register('Receiver');
    const sender = await chatSocket(await chatAccess(senderCookie));
    const receiver = await chatSocket(await chatAccess(receiverCookie));

    const answered = new Map(tickers.map((name) => [name, 0]));
    let stopping = false;
    const tickLoop = async (name: string) => {
      while (!stopping) {
        try {
          const answer = await post('actions/battle.php', {}, cookies.get(name));
          if (answer.status === 200) answered.set(name, (answered.get(name) ?? 0) + 1);
          else await answer.arrayBuffer();
        } catch {
          return; // refused: the server stopped listening
        }
      }
    };
    let sent = 0;
    const chatLoop = async () => {
      // The chat allows 20 lines in 30 s: 19 lines, one every 100 ms, around the stop.
      while (!stopping && sent < 19 && sender.socket.readyState === WebSocket.OPEN) {
        sent += 1;
        sender.socket.send(
          JSON.stringify({ type: 'chat', channel: 'general', text: `line ${sent}` }),
        );
        await sleep(100);
      }
    };
    const loops = [...tickers.map(tickLoop), chatLoop()];
    await sleep(1000);
    const stoppedAt = performance.now();
    child.kill('SIGTERM');
    // A probe polling /readyz sees 503 before the listener closes (SHUTDOWN_DELAY_MS).
    let readiness: number | 'refused' = 200;
    while (readiness === 200) {
      readiness = await fetch(`${origin}/readyz`).then(
        (answer) => answer.status,
        () => 'refused' as const,
      );
      await sleep(20);
    }
    expect(readiness).toBe(503);
    const { code, at } = await exited;
    stopping = true;
    await Promise.all(loops);

    expect(code, log).toBe(0);
    expect(at - stoppedAt).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    expect(log).toContain('"msg":"shut down"');

    // The sockets were told to reconnect at once (to another instance, behind a proxy).
    expect(await sender.closed).toBe(SERVER_RESTART_CLOSE_CODE);
    expect(await receiver.closed).toBe(SERVER_RESTART_CLOSE_CODE);
    // Every line the sender saw accepted (its own line came back) reached the other player.
    expect(sender.texts.length).toBeGreaterThan(0);
    expect(receiver.texts).toEqual(expect.arrayContaining(sender.texts));

    const db = database?.db ?? (await openDatabase(dataDir));
    try {
      for (const name of tickers) {
        const row = await db
          .selectFrom('statistics')
          .innerJoin('users', 'users.id', 'statistics.user_id')
          .select('statistics.value')
          .where('users.username', '=', name)
          .where('statistics.stat', '=', 'totalActions')
          .executeTakeFirst();
        expect(answered.get(name)).toBeGreaterThan(0);
        // Stored exactly: no answered tick lost, none stored that was not answered.
        expect(row?.value ?? 0, name).toBe(answered.get(name));
      }
    } finally {
      if (!database) await db.destroy();
    }
  }, 60_000);
});
