/**
 * The soak: a community's evening on the cluster (two instances on PostgreSQL and Redis behind
 * nginx), for minutes. Every player ticks battle on the game's own timer (the next tick `delay`
 * after the answer, as the shell does) over its own keep-alive connection through nginx, and holds
 * a chat socket through nginx; pairs of players trade (the seller lists one stone, the buyer opens
 * the item's page and buys that order, or the seller takes it back), and a line goes out on the
 * chat every so often, which every socket must receive.
 *
 * It checks what a long evening breaks and a short bench does not: zero errors (HTTP, sockets,
 * refusals, error lines in the instances' logs), every tick answered within one delay of its time,
 * the private memory of each process flat after the warm-up, and the economy audit clean at the
 * end (`npm run audit:economy` on the cluster's database).
 */
import { ENDPOINTS, type MarketOrder } from '@idle/contracts';
import { MARKET_CURRENCY_ITEM } from '@idle/game-rules';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client, type WebSocket } from 'undici';
import { processTable, processTree } from './cpu';
import { CHAT_TARGET_MS, type ChatAccess, chatAccessOf, openSocket, type Watched } from './chat';
import { startCluster, stopCluster, type Cluster } from './cluster';
import * as fmt from './format';
import { instancesOf, liveHeapBytes } from './instance-metrics';
import { decode, percentile } from './load';
import { grantItems, isBattleTick, preparePlayers, registerPlayers, type Player } from './players';
import { startTsx } from './processes';
import { startSoakProbe } from './soak-probe';

export interface SoakSettings {
  dir: string;
  env: NodeJS.ProcessEnv;
  players: number;
  /** The measured time, after the warm-up. */
  durationMs: number;
  /** Ticks, trades and chat run from the start; memory is compared from the end of this. */
  warmupMs: number;
  /** The game's action delay (its default, 6 s, unless asked otherwise). */
  delayMs: number;
  /** Each pair of traders trades once in this time, on average. */
  tradeEveryMs: number;
  /** One chat line goes out this often. */
  chatLineEveryMs: number;
  headers: Record<string, string>;
  print: (text: string) => void;
}

interface Tally {
  ticks: number;
  tickLatencies: number[];
  lateTicks: number;
  /** Of those, players' first ticks: every player starts within one delay, on a cold server. */
  lateFirstTicks: number;
  /**
   * The measured time's own figures (what is due from the end of the warm-up on): the targets
   * are judged on them; the warm-up's restart is printed beside them.
   */
  measuredFrom: number;
  measured: { ticks: number; tickLatencies: number[]; lateTicks: number; chatLatencies: number[] };
  refusals: number;
  firstRefusal: string | null;
  transportErrors: number;
  firstTransportError: string | null;
  trades: number;
  cancels: number;
  chatLines: number;
  chatLatencies: number[];
  chatMissing: number;
  /** Refusals the server sent back on a chat socket, and the first one's text. */
  chatErrors: number;
  firstChatError: string | null;
  firstMissingLine: string | null;
  socketsClosed: number;
}

export interface MemoryTrend {
  part: string;
  /** Median in the first and last quarter after the warm-up, bytes. */
  warmBytes: number;
  endBytes: number;
  flat: boolean;
  /**
   * Whether the verdict reads it. An instance is judged on its live heap (what a full garbage
   * collection leaves): its private memory follows V8's sizing of its heap, which moves by tens
   * of megabytes under one steady load, so it is printed as information.
   */
  judged: boolean;
}

export interface SoakReport {
  players: number;
  durationMs: number;
  delayMs: number;
  tally: Tally;
  expectedTicks: number;
  serverErrorLines: number;
  firstServerError: string | null;
  memory: MemoryTrend[];
  audit: { balanced: boolean; line: string };
}

const SOAK_ITEM = 'stone';
const STONES_GIVEN = 100_000;
const GOLD_GIVEN = 10_000_000;
const SAMPLE_MEMORY_EVERY_MS = 10_000;
/** A process's private memory may end this much above where it was after the warm-up. */
const MEMORY_GROWTH_ALLOWED = 0.1;
const MEMORY_SLACK_BYTES = 8 * 1024 * 1024;
/** A chat line not on every socket after this is missing. */
const CHAT_LINE_TIMEOUT_MS = 10_000;

/** The probe's periods: fine over the cold start, coarse after. */
const PROBE_FINE_MS = 5_000;
const PROBE_FINE_UNTIL_MS = 90_000;
const PROBE_COARSE_MS = 30_000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function newTally(measuredFrom: number): Tally {
  return {
    ticks: 0,
    tickLatencies: [],
    lateTicks: 0,
    lateFirstTicks: 0,
    measuredFrom,
    measured: { ticks: 0, tickLatencies: [], lateTicks: 0, chatLatencies: [] },
    refusals: 0,
    firstRefusal: null,
    transportErrors: 0,
    firstTransportError: null,
    trades: 0,
    cancels: 0,
    chatLines: 0,
    chatLatencies: [],
    chatMissing: 0,
    chatErrors: 0,
    firstChatError: null,
    firstMissingLine: null,
    socketsClosed: 0,
  };
}

function refused(tally: Tally, what: string, status: number, text: string): void {
  tally.refusals += 1;
  tally.firstRefusal ??= `${what}: ${status} ${text.slice(0, 300)}`;
}

function transportFailed(tally: Tally, what: string, error: unknown): void {
  tally.transportErrors += 1;
  tally.firstTransportError ??= `${what}: ${error instanceof Error ? error.message : String(error)}`;
}

/** A player as the soak drives them: their connection through nginx and their chat socket. */
interface SoakPlayer {
  player: Player;
  client: Client;
  headers: Record<string, string>;
  socket: WebSocket | null;
}

type Fields = Record<string, string | number>;

async function request(
  soakPlayer: SoakPlayer,
  method: 'GET' | 'POST',
  path: string,
  fields: Fields,
): Promise<{ status: number; text: string }> {
  const form = new URLSearchParams(
    Object.entries(fields).map(([key, value]) => [key, String(value)]),
  ).toString();
  const response = await soakPlayer.client.request(
    method === 'GET'
      ? { method, path: `${path}?${form}`, headers: soakPlayer.headers }
      : {
          method,
          path,
          headers: {
            ...soakPlayer.headers,
            'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
          },
          body: form,
        },
  );
  const body = Buffer.from(await response.body.arrayBuffer());
  return { status: response.statusCode, text: decode(body, response.headers['content-encoding']) };
}

const market = ENDPOINTS.market;
type MarketEndpoint = (typeof market)[keyof typeof market];

/** A market call: its file and `mod` from the contracts' table, then the fields. */
function callMarket(
  soakPlayer: SoakPlayer,
  endpoint: MarketEndpoint,
  fields: Fields,
): Promise<{ status: number; text: string }> {
  return request(soakPlayer, endpoint.method, `/php/${endpoint.file}`, {
    mod: endpoint.mod ?? '',
    ...fields,
  });
}

/**
 * The player's tab after a restart, at `reconnectAt`: it opens its chat socket and asks which
 * action runs (actions/current.php), as the shell resumes, then ticks when that answer says.
 * Answers the first tick's time, or null when the tab could not resume.
 */
async function reconnect(
  soakPlayer: SoakPlayer,
  reconnectAt: number,
  chat: { port: number; access: ChatAccess; watched: Watched; onClosed: () => void },
  tally: Tally,
): Promise<number | null> {
  await sleep(reconnectAt - performance.now());
  try {
    const [socket, current] = await Promise.all([
      openSocket(chat.port, chat.access, chat.watched, chat.onClosed),
      request(soakPlayer, 'GET', `/php/${ENDPOINTS.actions.current.file}`, {}),
    ]);
    soakPlayer.socket = socket;
    const resumed = JSON.parse(current.text) as { action?: string; nextTickIn?: number } | null;
    if (current.status !== 200 || resumed?.action !== 'battling') {
      refused(tally, 'resume (actions/current.php)', current.status, current.text);
      return null;
    }
    return performance.now() + (resumed.nextTickIn ?? 0);
  } catch (error) {
    transportFailed(tally, 'reconnect', error);
    return null;
  }
}

/** Battle ticks on the game's timer until `until`; each answer's own delay sets the next. */
async function playTicks(
  soakPlayer: SoakPlayer,
  firstTickAt: number,
  until: number,
  delayMs: number,
  tally: Tally,
): Promise<void> {
  let due = firstTickAt;
  for (let first = true; ; first = false) {
    await sleep(due - performance.now());
    if (performance.now() >= until) return;
    let next = delayMs;
    try {
      const answer = await request(soakPlayer, 'POST', '/php/actions/battle.php', {});
      const latency = performance.now() - due;
      tally.ticks += 1;
      tally.tickLatencies.push(latency);
      if (latency > delayMs) {
        tally.lateTicks += 1;
        if (first) tally.lateFirstTicks += 1;
      }
      if (due >= tally.measuredFrom) {
        tally.measured.ticks += 1;
        tally.measured.tickLatencies.push(latency);
        if (latency > delayMs) tally.measured.lateTicks += 1;
      }
      if (answer.status !== 200 || !isBattleTick(answer.text)) {
        refused(tally, 'battle tick', answer.status, answer.text);
      } else {
        next = (JSON.parse(answer.text) as { delay?: number }).delay ?? delayMs;
      }
    } catch (error) {
      transportFailed(tally, 'battle tick', error);
    }
    due = performance.now() + next;
  }
}

/** The newest of the seller's orders of the soak's item. */
function newestOrder(orders: MarketOrder[]): MarketOrder | undefined {
  return orders
    .filter((order) => order.itemid === SOAK_ITEM)
    .reduce<MarketOrder | undefined>(
      (newest, order) => (newest && newest.id > order.id ? newest : order),
      undefined,
    );
}

/** One trade of a pair: list a stone; the buyer opens the page and buys it, or it is taken back. */
async function tradeOnce(seller: SoakPlayer, buyer: SoakPlayer, tally: Tally): Promise<void> {
  const listed = await callMarket(seller, market.placeSellOrder, {
    itemid: SOAK_ITEM,
    amount: 1,
    cost: 5,
    costDec: 0,
    bulk: 0,
  });
  if (listed.status !== 200 || listed.text.includes('"error"')) {
    refused(tally, 'placeSellOrder', listed.status, listed.text);
    return;
  }
  const order = newestOrder(
    (JSON.parse(listed.text) as { playerOrders: MarketOrder[] }).playerOrders,
  );
  if (!order) {
    refused(tally, 'placeSellOrder (no order listed)', listed.status, listed.text);
    return;
  }
  if (Math.random() < 0.2) {
    const cancelled = await callMarket(seller, market.cancelOrder, {
      orderid: order.id,
      itemid: SOAK_ITEM,
    });
    if (cancelled.status !== 200 || cancelled.text.includes('"error"')) {
      refused(tally, 'cancelOrder', cancelled.status, cancelled.text);
    } else tally.cancels += 1;
    return;
  }
  const page = await callMarket(buyer, market.loadItems, {
    itemid: SOAK_ITEM,
  });
  if (page.status !== 200 || page.text.includes('"error"')) {
    refused(tally, 'loadItems', page.status, page.text);
    return;
  }
  const bought = await callMarket(buyer, market.buy, {
    id: order.id,
    amount: 1,
  });
  if (bought.status !== 200 || bought.text.includes('"error"')) {
    refused(tally, 'buy', bought.status, bought.text);
  } else tally.trades += 1;
}

async function playTrades(
  seller: SoakPlayer,
  buyer: SoakPlayer,
  until: number,
  everyMs: number,
  tally: Tally,
): Promise<void> {
  // Spread over the period, then at random intervals around it.
  await sleep(Math.random() * everyMs);
  while (performance.now() < until) {
    try {
      await tradeOnce(seller, buyer, tally);
    } catch (error) {
      transportFailed(tally, 'trade', error);
    }
    await sleep(Math.min(everyMs * (0.5 + Math.random()), until - performance.now()));
  }
}

/** Lines from random players, one at a time, each timed to the last socket. */
async function playChat(
  players: SoakPlayer[],
  awaited: Watched,
  until: number,
  everyMs: number,
  tally: Tally,
): Promise<void> {
  const connected = players.filter((soakPlayer) => soakPlayer.socket !== null);
  const sockets = connected.length;
  let index = 0;
  while (performance.now() < until) {
    const began = performance.now();
    const sender = connected[Math.floor(Math.random() * connected.length)];
    // Digits only: random letters can spell a word the profanity filter masks.
    const marker = `soak-${index++}-${Math.floor(Math.random() * 1e9)}`;
    let received = 0;
    const sentAt = performance.now();
    const delivered = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), CHAT_LINE_TIMEOUT_MS);
      awaited.marker = marker;
      awaited.onLine = () => {
        received += 1;
        if (received === sockets) {
          clearTimeout(timer);
          resolve(true);
        }
      };
      sender?.socket?.send(
        JSON.stringify({ type: 'chat', channel: 'general', text: `${marker} good evening` }),
      );
    });
    awaited.onLine = null;
    tally.chatLines += 1;
    if (delivered) {
      const took = performance.now() - sentAt;
      tally.chatLatencies.push(took);
      if (sentAt >= tally.measuredFrom) tally.measured.chatLatencies.push(took);
    } else {
      tally.chatMissing += sockets - received;
      tally.firstMissingLine ??= `line ${marker} from ${sender?.player.username ?? '?'}: on ${received} of ${sockets} sockets after ${CHAT_LINE_TIMEOUT_MS} ms`;
    }
    await sleep(everyMs - (performance.now() - began));
  }
}

/** Private memory (RssAnon, bytes) of a process, or null when it is gone. */
function privateMemory(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /RssAnon:\s+(\d+)/.exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) * 1024;
  } catch {
    return null;
  }
}

/** Each part's private memory now: an instance each, PostgreSQL's backends summed, nginx, Redis. */
function memoryByPart(cluster: Cluster): Map<string, number> {
  const table = processTable();
  const parts = new Map<string, number>();
  const add = (part: string, pid: number) => {
    const bytes = privateMemory(pid);
    if (bytes !== null) parts.set(part, (parts.get(part) ?? 0) + bytes);
  };
  cluster.instancePids.forEach((pid, index) => add(`instance ${index + 1}`, pid));
  for (const process of processTree(table, cluster.launcher.child.pid ?? -1)) {
    if (process.name === 'nginx') add('nginx', process.pid);
    else if (process.name.startsWith('redis-server')) add('redis', process.pid);
  }
  for (const process of processTree(table, cluster.postmasterPid)) add('postgres', process.pid);
  return parts;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** An instance's live heap, as a part of the memory samples. */
const LIVE_HEAP = ' live heap';

/** Each instance's live heap now, under `instance N live heap`. */
async function liveHeapByInstance(clusterDir: string): Promise<Map<string, number>> {
  const heaps = await Promise.all(instancesOf(clusterDir).map(liveHeapBytes));
  return new Map(
    heaps.flatMap((bytes, index) =>
      bytes === null ? [] : [[`instance ${index + 1}${LIVE_HEAP}`, bytes] as const],
    ),
  );
}

/**
 * Flat: the last quarter's median at most 10% (and 8 MB) above the first quarter's. Judged: every
 * part but an instance's private memory (see MemoryTrend).
 */
function memoryTrends(samples: Map<string, number>[]): MemoryTrend[] {
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const parts = new Set(samples.flatMap((sample) => [...sample.keys()]));
  return [...parts].sort().map((part) => {
    const values = samples.map((sample) => sample.get(part) ?? 0);
    const warmBytes = median(values.slice(0, quarter));
    const endBytes = median(values.slice(-quarter));
    return {
      part,
      warmBytes,
      endBytes,
      flat: endBytes <= warmBytes * (1 + MEMORY_GROWTH_ALLOWED) + MEMORY_SLACK_BYTES,
      judged: !/^instance \d+$/.test(part),
    };
  });
}

/** The instances' log lines at level error (50) or above since `offset`. */
function serverErrors(log: string, offset: number): { count: number; first: string | null } {
  const lines = readFileSync(log, 'utf8')
    .slice(offset)
    .split('\n')
    .filter((text) => /"level":(5|6)\d/.test(text));
  return { count: lines.length, first: lines[0]?.slice(0, 400) ?? null };
}

function runEconomyAudit(
  cluster: Cluster,
  env: NodeJS.ProcessEnv,
): Promise<{ balanced: boolean; line: string }> {
  const log = join(cluster.postgresDir, '..', 'soak-audit.log');
  const databaseUrl = `postgres://postgres@localhost/idle_rpg?host=${encodeURIComponent(cluster.postgresDir)}`;
  const audit = startTsx(
    'server/src/tools/audit-economy.ts',
    [],
    { ...env, DATABASE_URL: databaseUrl },
    log,
  );
  return new Promise((resolve) => {
    audit.child.on('exit', (code) => {
      const printed = `${readFileSync(log, 'utf8')}${audit.stderr()}`.trim().split('\n');
      resolve({ balanced: code === 0, line: printed[printed.length - 1] ?? `exit ${code}` });
    });
  });
}

async function inBatches<T>(
  items: T[],
  size: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

export async function measureSoak(settings: SoakSettings): Promise<SoakReport> {
  const began = performance.now();
  const cluster = await startCluster(settings.dir, {
    ...settings.env,
    ACTION_DELAY_MS: String(settings.delayMs),
  });
  const stopping = { value: false };
  const soakPlayers: SoakPlayer[] = [];
  try {
    const direct = { origin: cluster.instanceOrigins[0] as string };
    const registration = await registerPlayers(direct, 'soak_', settings.players, 8);
    const players = registration.players;
    await inBatches(players, 50, (player) => preparePlayers(direct, [player], 1_000_000));
    // Even players sell, odd players buy from the one before them.
    await inBatches(players, 20, (player) => {
      const index = players.indexOf(player);
      return grantItems(direct, player.username, [
        index % 2 === 0
          ? { id: SOAK_ITEM, amount: STONES_GIVEN }
          : { id: MARKET_CURRENCY_ITEM, amount: GOLD_GIVEN },
      ]);
    });
    const tally = newTally(Number.POSITIVE_INFINITY);
    const awaited: Watched = {
      marker: '',
      onLine: null,
      onChatError: (text) => {
        tally.chatErrors += 1;
        tally.firstChatError ??= text.slice(0, 300);
      },
    };
    const proxy = cluster.proxyOrigin;
    for (const player of players) {
      soakPlayers.push({
        player,
        client: new Client(proxy, {
          pipelining: 1,
          keepAliveTimeout: 60_000,
          keepAliveMaxTimeout: 600_000,
        }),
        headers: { ...settings.headers, cookie: player.cookie, origin: proxy },
        socket: null,
      });
    }
    // The tabs' chat tokens, from their first load before the restart.
    const accesses = new Map<SoakPlayer, ChatAccess>();
    await inBatches(soakPlayers, 50, async (soakPlayer) => {
      accesses.set(soakPlayer, await chatAccessOf(direct, soakPlayer.player));
    });
    settings.print(
      `soak: ${fmt.int(players.length)} players registered and set up in ${fmt.int(
        performance.now() - began,
      )} ms; now a restart's ${fmt.int((settings.warmupMs + settings.durationMs) / 1000)} s of play (${fmt.int(
        settings.warmupMs / 1000,
      )} s warm-up): every tab reconnects (chat socket and actions/current.php through nginx) within the first delay and ticks when told, tick delay ${fmt.int(settings.delayMs)} ms`,
    );

    const logOffset = readFileSync(cluster.log, 'utf8').length;
    const start = performance.now();
    const warmEnd = start + settings.warmupMs;
    tally.measuredFrom = warmEnd;
    const until = warmEnd + settings.durationMs;
    const memory: Map<string, number>[] = [];
    const sampling = (async () => {
      await sleep(warmEnd - performance.now());
      const sample = async () =>
        new Map([...memoryByPart(cluster), ...(await liveHeapByInstance(settings.dir))]);
      while (performance.now() < until) {
        memory.push(await sample());
        await sleep(SAMPLE_MEMORY_EVERY_MS);
      }
      memory.push(await sample());
    })();
    const progress = setInterval(() => {
      settings.print(
        `  soak at ${fmt.int((performance.now() - start) / 1000)} s: ${fmt.int(tally.ticks)} ticks (${tally.lateTicks} late), ${fmt.int(
          tally.trades,
        )} trades, ${fmt.int(tally.chatLines)} chat lines; refusals ${tally.refusals}, transport errors ${tally.transportErrors}`,
      );
    }, 60_000);
    const probe = startSoakProbe({
      cluster,
      clusterDir: settings.dir,
      tally,
      start,
      fineMs: PROBE_FINE_MS,
      fineUntilMs: PROBE_FINE_UNTIL_MS,
      coarseMs: PROBE_COARSE_MS,
      print: settings.print,
    });
    const reconnected = new Map(
      soakPlayers.map((soakPlayer) => [
        soakPlayer,
        reconnect(
          soakPlayer,
          start + Math.random() * settings.delayMs,
          {
            port: cluster.proxyChatPort,
            access: accesses.get(soakPlayer) as ChatAccess,
            watched: awaited,
            onClosed: () => {
              if (!stopping.value) tally.socketsClosed += 1;
            },
          },
          tally,
        ),
      ]),
    );
    const pairs = Math.floor(soakPlayers.length / 2);
    await Promise.all([
      ...soakPlayers.map(async (soakPlayer) => {
        const firstTickAt = await reconnected.get(soakPlayer);
        if (firstTickAt !== null && firstTickAt !== undefined) {
          await playTicks(soakPlayer, firstTickAt, until, settings.delayMs, tally);
        }
      }),
      ...Array.from({ length: pairs }, (_, pair) =>
        playTrades(
          soakPlayers[2 * pair] as SoakPlayer,
          soakPlayers[2 * pair + 1] as SoakPlayer,
          until,
          settings.tradeEveryMs,
          tally,
        ),
      ),
      // Chat once every tab reconnected.
      Promise.all(reconnected.values()).then(() =>
        playChat(soakPlayers, awaited, until, settings.chatLineEveryMs, tally),
      ),
      sampling,
    ]);
    clearInterval(progress);
    probe.stop();
    const errors = serverErrors(cluster.log, logOffset);
    const audit = await runEconomyAudit(cluster, settings.env);
    return {
      players: players.length,
      durationMs: until - start,
      delayMs: settings.delayMs,
      tally,
      expectedTicks: Math.floor(((until - start) / settings.delayMs) * players.length),
      serverErrorLines: errors.count,
      firstServerError: errors.first,
      memory: memoryTrends(memory),
      audit,
    };
  } finally {
    stopping.value = true;
    for (const soakPlayer of soakPlayers) soakPlayer.socket?.close();
    await Promise.all(soakPlayers.map((soakPlayer) => soakPlayer.client.close()));
    await stopCluster(cluster);
  }
}

/** The soak's lines: figures, then one PASS/FAIL per target. */
export function soakSummary(report: SoakReport): string[] {
  const { tally } = report;
  const { measured } = tally;
  const ticks = Float64Array.from(measured.tickLatencies).sort();
  const allTicks = Float64Array.from(tally.tickLatencies).sort();
  const chat = Float64Array.from(measured.chatLatencies).sort();
  const allChat = Float64Array.from(tally.chatLatencies).sort();
  const chatP99 = percentile(chat, 0.99);
  const judged = report.memory.filter((trend) => trend.judged);
  const warmupLate = tally.lateTicks - measured.lateTicks;
  const errors =
    tally.refusals +
    tally.transportErrors +
    tally.chatMissing +
    tally.chatErrors +
    tally.socketsClosed +
    report.serverErrorLines;
  const lines = [
    `soak on the cluster, ${fmt.int(report.players)} players for ${fmt.int(report.durationMs / 1000)} s (tick delay ${fmt.int(
      report.delayMs,
    )} ms):`,
    `  ticks, measured time (due after the warm-up): ${fmt.int(measured.ticks)} answered, p50 ${fmt.ms(
      percentile(ticks, 0.5),
    )} p99 ${fmt.ms(percentile(ticks, 0.99))} max ${fmt.ms(ticks[ticks.length - 1] ?? 0)} after their time; ${measured.lateTicks} later than one delay`,
    `  ticks, whole run with the restart and the warm-up (information): ${fmt.int(tally.ticks)} answered of ${fmt.int(
      report.expectedTicks,
    )} at the delay's pace, p99 ${fmt.ms(percentile(allTicks, 0.99))} max ${fmt.ms(
      allTicks[allTicks.length - 1] ?? 0,
    )} after their time; ${warmupLate} later than one delay in the warm-up (${tally.lateFirstTicks} of them a player's first, as ${fmt.int(report.players)} tabs reconnect at once)`,
    `  market: ${fmt.int(tally.trades)} trades, ${fmt.int(tally.cancels)} listings taken back`,
    `  chat: ${fmt.int(tally.chatLines)} lines to every socket; measured time p50 ${fmt.ms(percentile(chat, 0.5))} p99 ${fmt.ms(
      chatP99,
    )} to the last, whole run p99 ${fmt.ms(percentile(allChat, 0.99))}; ${fmt.int(
      tally.chatMissing,
    )} deliveries missing, ${tally.socketsClosed} sockets closed`,
    `  errors: ${tally.refusals} refused, ${tally.transportErrors} transport, ${report.serverErrorLines} error lines in the instances' logs${
      tally.firstRefusal ? `; first refusal: ${tally.firstRefusal}` : ''
    }${tally.firstTransportError ? `; first transport error: ${tally.firstTransportError}` : ''}${
      tally.firstChatError
        ? `; ${tally.chatErrors} chat refusals, the first: ${tally.firstChatError}`
        : ''
    }${
      tally.firstMissingLine ? `; first missing chat line: ${tally.firstMissingLine}` : ''
    }${report.firstServerError ? `; first error line: ${report.firstServerError}` : ''}`,
    `  memory (private unless named, after warm-up -> end; instances judged on their live heap, their private memory information): ${report.memory
      .map((trend) => `${trend.part} ${mb(trend.warmBytes)} -> ${mb(trend.endBytes)}`)
      .join(', ')}`,
    `  economy audit: ${report.audit.line}`,
    `soak: zero errors   ${fmt.verdict(errors === 0)}`,
    `soak: every tick of the measured time within one delay of its time   ${fmt.verdict(
      measured.lateTicks === 0 && measured.ticks > 0,
    )}`,
    `  soak: chat p99 of the measured time ${fmt.ms(chatP99)} (information: the ${fmt.int(
      CHAT_TARGET_MS,
    )} ms target is the chat fan-out section's, 2,000 sockets with no other load; here the same machine also answers the ticks and trades, and the bench's one process both plays 2,000 players and times the lines)`,
    `soak: memory of each process flat after warm-up   ${fmt.verdict(
      judged.length > 0 &&
        judged.some((trend) => trend.part.endsWith(LIVE_HEAP)) &&
        judged.every((trend) => trend.flat),
    )}${
      judged.some((trend) => !trend.flat)
        ? ` (grew: ${judged
            .filter((trend) => !trend.flat)
            .map((trend) => trend.part)
            .join(', ')})`
        : ''
    }`,
    `soak: economy audit clean   ${fmt.verdict(report.audit.balanced)}`,
  ];
  return lines;
}
