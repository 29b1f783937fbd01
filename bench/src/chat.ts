/**
 * Chat fan-out: SOCKETS players each with one chat socket open, a player sends a line to the
 * general channel, and the time from the send until the last of those sockets has the line is
 * measured, message after message (p50 and p99 over the messages). Twice: on one instance (the
 * bench's SQLite server) and on two instances with Redis (`npm run start:cluster`, see
 * cluster.ts), half the sockets on each, the line sent on instance 1.
 *
 * The sockets are the bench's own (undici's WebSocket client, in this process): a figure includes
 * the time the bench takes to receive every copy, on the same cores as the servers. A socket
 * only looks for the line's marker in the text it receives; nothing is parsed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type CloseEvent, type MessageEvent, WebSocket } from 'undici';
import { type Cluster, startCluster, stopCluster } from './cluster';
import * as fmt from './format';
import { HOST } from './processes';
import { type Player, type ServerRef, registerPlayers } from './players';

/** Lines one sender sends before the next sender takes over (the limit is 20 per 30 s). */
const LINES_PER_SENDER = 15;
/** Lines sent first and not counted: the servers' code paths warm up. */
const WARMUP_LINES = 3;
/** The longest a line may take to reach every socket before the measurement fails. */
const LINE_TIMEOUT_MS = 30_000;
/** Sockets opened at once. */
const CONNECT_CONCURRENCY = 50;
/**
 * X-Forwarded-For addresses from this player index on: apart from the other measurements'
 * players, so the 10-a-minute registration limit per address is never met.
 */
const FIRST_ADDRESS_INDEX = 40_000;

export type ChatSetup = 'one instance' | 'two instances';

export interface ChatMeasured {
  setup: ChatSetup;
  sockets: number;
  /** For each measured line: until the last socket had it, and until half the sockets had it. */
  lastMs: number[];
  medianMs: number[];
}

export interface ChatSettings {
  /** The bench's own server (SQLite): its origin and chat port. */
  single: { origin: string; chatPort: number };
  /** Two instances are measured when this is set: the folder and environment of their cluster. */
  cluster: { dir: string; env: NodeJS.ProcessEnv } | null;
  sockets: number;
  messages: number;
  print: (text: string) => void;
}

export interface ChatAccess {
  userid: number;
  token: string;
}

export async function chatAccessOf(server: ServerRef, player: Player): Promise<ChatAccess> {
  const response = await fetch(`${server.origin}/php/_load_initial_data.php`, {
    headers: { cookie: player.cookie },
  });
  if (response.status !== 200) {
    throw new Error(`_load_initial_data.php for ${player.username}: ${response.status}`);
  }
  return ((await response.json()) as { chat: ChatAccess }).chat;
}

/** A receiving socket: it counts the line whose marker is `watched.marker` once. */
export interface Watched {
  marker: string;
  onLine: (() => void) | null;
  /** A refusal the server sent back on a socket (`chatError`): why a line reached no one. */
  onChatError?: (text: string) => void;
}

/** A player's chat socket, open once the server sent its lines; `onClosed` if it closes after. */
export function openSocket(
  port: number,
  access: ChatAccess,
  watched: Watched,
  onClosed?: () => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `ws://${HOST}:${port}/?userid=${access.userid}&token=${encodeURIComponent(access.token)}`,
    );
    let ready = false;
    let counted = '';
    socket.addEventListener('message', (event: MessageEvent) => {
      const text = event.data as string;
      if (!ready) {
        if (text.startsWith('{"type":"loadMessages"')) {
          ready = true;
          resolve(socket);
        }
        return;
      }
      if (text.startsWith('{"type":"chatError"')) {
        watched.onChatError?.(text);
        return;
      }
      if (watched.onLine && counted !== watched.marker && text.includes(watched.marker)) {
        counted = watched.marker;
        watched.onLine();
      }
    });
    socket.addEventListener('error', () => reject(new Error(`chat socket to ${port} failed`)));
    socket.addEventListener('close', (event: CloseEvent) => {
      if (!ready) reject(new Error(`chat socket to ${port} closed (${event.code})`));
      else onClosed?.();
    });
  });
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

/** Sends `count` lines (after the warm-up) from the senders and times each to every socket. */
async function timeLines(
  senders: WebSocket[],
  audience: Watched[],
  count: number,
): Promise<{ lastMs: number[]; medianMs: number[] }> {
  const lastMs: number[] = [];
  const medianMs: number[] = [];
  const total = audience.length;
  for (let index = 0; index < WARMUP_LINES + count; index++) {
    const sender = senders[Math.floor(index / LINES_PER_SENDER)];
    if (!sender) throw new Error('not enough senders for the lines asked');
    // Digits only: random letters can spell a word the profanity filter masks, and the line is lost.
    const marker = `fanout-${index}-${Math.floor(Math.random() * 1e9)}`;
    let received = 0;
    let half = 0;
    const sentAt = performance.now();
    const last = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new Error(
            `line ${index}: ${received} of ${total} sockets had it after ${LINE_TIMEOUT_MS} ms`,
          ),
        );
      }, LINE_TIMEOUT_MS);
      const onLine = () => {
        received++;
        if (received === Math.ceil(total / 2)) half = performance.now() - sentAt;
        if (received === total) {
          clearTimeout(timer);
          resolve(performance.now() - sentAt);
        }
      };
      for (const watched of audience) {
        watched.marker = marker;
        watched.onLine = onLine;
      }
      sender.send(JSON.stringify({ type: 'chat', channel: 'general', text: `${marker} hello` }));
    });
    for (const watched of audience) watched.onLine = null;
    if (index >= WARMUP_LINES) {
      lastMs.push(last);
      medianMs.push(half);
    }
  }
  return { lastMs, medianMs };
}

/** Registers the audience and senders on `server` and opens their sockets on `ports` in turn. */
async function measureSetup(
  setup: ChatSetup,
  server: ServerRef,
  ports: number[],
  settings: ChatSettings,
  prefix: string,
): Promise<ChatMeasured> {
  const senderCount = Math.ceil((WARMUP_LINES + settings.messages) / LINES_PER_SENDER);
  const began = performance.now();
  const registration = await registerPlayers(
    server,
    prefix,
    settings.sockets + senderCount,
    4,
    FIRST_ADDRESS_INDEX,
  );
  const accesses = await inBatches(registration.players, 20, (player) =>
    chatAccessOf(server, player),
  );
  settings.print(
    `chat ${setup}: registered ${fmt.int(accesses.length)} players in ${fmt.int(performance.now() - began)} ms`,
  );
  const connectBegan = performance.now();
  const watched = accesses
    .slice(0, settings.sockets)
    .map((): Watched => ({ marker: '', onLine: null }));
  const sockets = await inBatches(
    accesses.slice(0, settings.sockets).map((access, index) => ({ access, index })),
    CONNECT_CONCURRENCY,
    ({ access, index }) =>
      openSocket(ports[index % ports.length] as number, access, watched[index] as Watched),
  );
  const idle: Watched = { marker: '', onLine: null };
  const senders = await Promise.all(
    accesses.slice(settings.sockets).map((access) => openSocket(ports[0] as number, access, idle)),
  );
  settings.print(
    `chat ${setup}: ${fmt.int(sockets.length)} sockets open (${ports.length === 1 ? 'one instance' : `${sockets.length / ports.length} on each instance`}) in ${fmt.int(performance.now() - connectBegan)} ms`,
  );
  try {
    const timed = await timeLines(senders, watched, settings.messages);
    return { setup, sockets: sockets.length, ...timed };
  } finally {
    for (const socket of [...sockets, ...senders]) socket.close();
  }
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** One line of figures for a setup. */
export function chatLine(measured: ChatMeasured): string {
  return `chat fan-out, ${fmt.pad(measured.setup, 14)} ${fmt.int(measured.sockets)} sockets, ${
    measured.lastMs.length
  } lines: last socket p50 ${fmt.ms(percentile(measured.lastMs, 0.5))} p99 ${fmt.ms(
    percentile(measured.lastMs, 0.99),
  )} max ${fmt.ms(Math.max(...measured.lastMs))}; half the sockets p50 ${fmt.ms(
    percentile(measured.medianMs, 0.5),
  )}`;
}

/** Every line's time to the last socket, in order: a slow one shows where it fell. */
function eachLine(measured: ChatMeasured): string {
  return `  each line, ms: ${measured.lastMs.map((value) => value.toFixed(0)).join(' ')}`;
}

/** Measures one instance, then (with `settings.cluster`) two instances with Redis. */
export async function measureChat(settings: ChatSettings): Promise<ChatMeasured[]> {
  const results: ChatMeasured[] = [];
  results.push(
    await measureSetup(
      'one instance',
      { origin: settings.single.origin },
      [settings.single.chatPort],
      settings,
      'bench_chat',
    ),
  );
  settings.print(chatLine(results[0] as ChatMeasured));
  settings.print(eachLine(results[0] as ChatMeasured));
  if (!settings.cluster) return results;
  const cluster: Cluster = await startCluster(settings.cluster.dir, settings.cluster.env);
  try {
    const instances = JSON.parse(
      readFileSync(join(settings.cluster.dir, 'instances.json'), 'utf8'),
    ) as { chatPort: number }[];
    // Registered straight on instance 1, as cluster.ts does (nginx would be one address).
    const two = await measureSetup(
      'two instances',
      { origin: cluster.instanceOrigins[0] as string },
      instances.map((instance) => instance.chatPort),
      settings,
      'bench_chat',
    );
    results.push(two);
    settings.print(chatLine(two));
    settings.print(eachLine(two));
  } finally {
    await stopCluster(cluster);
  }
  return results;
}

/** Issue 28's target: from a chat line's send to the last of 2,000 sockets over two instances, p99. */
export const CHAT_TARGET_MS = 100;
