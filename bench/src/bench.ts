/**
 * `npm run bench`: battle ticks per second against a plain JSON ceiling, measured in one run on
 * the real game server, and the gzipped JavaScript of the shell's first load of `/`.
 * See bench/README.md for what each figure means and how to read it.
 *
 * Settings (environment): BENCH_PLAYERS (50), BENCH_DURATION_S (10), BENCH_WARMUP_S (2),
 * BENCH_ROUNDS (2), BENCH_SKIP_BROWSER=1, BENCH_ACCEPT_ENCODING (Chromium's; empty for none),
 * BENCH_SERVER_NODE_ARGS (extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`),
 * BENCH_SERVER_SCRIPT (server entry, default server/src/main.ts),
 * BENCH_ONLY (some of ceiling,ping,ticks, for investigation),
 * CHROMIUM_PATH (/usr/bin/chromium).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureFirstLoad, launchChromium, type FirstLoad } from './first-load';
import { runLoad, type LoadResult, type LoadSpec } from './load';
import {
  HOST,
  ROOT,
  builtRemotes,
  freePort,
  startTsx,
  stopAll,
  waitUntilAnswering,
} from './processes';
import { preparePlayers, registerPlayers, sanityTick, serverCounts, type Player } from './players';

const TICK_TARGET = 0.4;
const JS_TARGET_KB = 200;

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number, got ${raw}`);
  return value;
}

const PLAYERS = Math.max(1, Math.floor(setting('BENCH_PLAYERS', 50)));
const DURATION_MS = setting('BENCH_DURATION_S', 10) * 1000;
const WARMUP_MS = setting('BENCH_WARMUP_S', 2) * 1000;
const ROUNDS = Math.max(1, Math.floor(setting('BENCH_ROUNDS', 2)));
const SKIP_BROWSER = process.env.BENCH_SKIP_BROWSER === '1';
/** For investigation: run only some of ceiling,ping,ticks (the summary then lacks the others). */
const ONLY = (process.env.BENCH_ONLY ?? 'ceiling,ping,ticks').split(',');
/** Chromium's Accept-Encoding: players' ticks come from browsers, which always send it. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const browserLike: Record<string, string> = ACCEPT_ENCODING
  ? { 'accept-encoding': ACCEPT_ENCODING }
  : {};

const int = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padEnd(width);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** CPU seconds (user + system) a process has used so far, from /proc (Linux only). */
function processCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the command: state is [0], utime [11], stime [12] (clock ticks, 100 a second).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function line(result: LoadResult, unit: string, extra = ''): string {
  const statuses = Object.entries(result.statuses)
    .map(([code, count]) => `${code}x${count}`)
    .join(' ');
  return (
    `${pad(`${int(result.perSecond)} ${unit}/s`, 16)} p50 ${pad(ms(result.p50Ms), 9)} ` +
    `p99 ${pad(ms(result.p99Ms), 9)} non-2xx ${result.non2xx}${statuses ? ` (${statuses})` : ''}` +
    `${result.errors ? `, connection errors ${result.errors}` : ''}${extra}`
  );
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

interface Measured {
  result: LoadResult;
  serverCpuPerRequestUs: number | null;
  serverCpuShare: number | null;
  benchCpuShare: number;
}

async function main(): Promise<void> {
  console.log('Idle RPG benchmark');
  console.log(
    `machine: ${cpus().length} cores, Node ${process.version}, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `settings: ${PLAYERS} players (one connection each), ${DURATION_MS / 1000} s per measurement after ${WARMUP_MS / 1000} s warm-up, ${ROUNDS} interleaved rounds, Accept-Encoding: ${ACCEPT_ENCODING || '(none)'}`,
  );

  const temp = mkdtempSync(join(tmpdir(), 'idle-bench-'));
  let failed = false;
  const cleanup = async () => {
    await stopAll();
    rmSync(temp, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.log(`\n${signal}: stopping the server and removing ${temp}`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    // The shell's production build (served at /) and the remotes, as `npm start` composes them.
    const shellDir = join(ROOT, 'shell', 'dist');
    if (!SKIP_BROWSER && !existsSync(join(shellDir, 'index.html'))) {
      console.log('shell/dist has no build: building it (npx rsbuild build)...');
      const built = spawnSync('npx', ['rsbuild', 'build'], {
        cwd: join(ROOT, 'shell'),
        stdio: 'inherit',
      });
      if (built.status !== 0) throw new Error('Building the shell failed.');
    }
    const ports = JSON.parse(
      readFileSync(join(ROOT, 'libs', 'build-config', 'src', 'remote-ports.json'), 'utf8'),
    ) as Record<string, number>;
    const remotes = builtRemotes(ports);
    const registry: { remote: string; entry: string }[] = [];
    for (const remote of remotes) {
      const port = await freePort();
      const started = startTsx(
        'server/src/serve-remote.ts',
        [remote.dist, String(port)],
        { ...process.env, HOST },
        join(temp, `${remote.folder}.log`),
      );
      await waitUntilAnswering(`http://${HOST}:${port}/mf-manifest.json`, started, 60_000);
      registry.push({ remote: remote.folder, entry: `http://${HOST}:${port}/mf-manifest.json` });
    }
    const remotesFile = join(temp, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify(registry));

    const port = await freePort();
    const chatPort = await freePort();
    const origin = `http://${HOST}:${port}`;
    const serverLog = join(temp, 'server.log');
    // The server's settings come from here only: none inherited from the caller's shell.
    const inheritedOut = new Set([
      'PUBLIC_ORIGIN',
      'CAPTCHA_SECRET',
      'NODE_OPTIONS',
      'TRUST_PROXY',
    ]);
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !inheritedOut.has(name)),
    );
    const server = startTsx(
      process.env.BENCH_SERVER_SCRIPT ?? 'server/src/main.ts',
      [],
      {
        ...env,
        PORT: String(port),
        CHAT_PORT: String(chatPort),
        HOST,
        DATA_DIR: join(temp, 'data'),
        GAME_DEV_TOOLS: '1',
        ACTION_DELAY_MS: '0',
        NODE_ENV: 'test',
        LOG: '0',
        // As behind a reverse proxy: each player's registration names its own address in
        // X-Forwarded-For, so the 10-a-minute login limit applies per player, not to the bench.
        TRUST_PROXY: '1',
        SHELL_DIR: shellDir,
        REMOTES_FILE: remotesFile,
      },
      serverLog,
      (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    );
    await waitUntilAnswering(`${origin}/remotes.json`, server, 60_000);
    console.log(
      `server: ${origin} (chat ${chatPort}), data in ${temp}, remotes: ${
        remotes.map((remote) => remote.folder).join(', ') || 'none built'
      }; /remotes.json is ${statSync(remotesFile).size} bytes`,
    );

    // Players: N for the load, one more for the browser's logged-in load.
    const registrationStart = performance.now();
    const registration = await registerPlayers({ origin }, 'bench_p', PLAYERS + 1, 4);
    const registrationWall = performance.now() - registrationStart;
    const players = registration.players.slice(0, PLAYERS);
    const browserPlayer = registration.players[PLAYERS] as Player;
    console.log(
      `registered ${PLAYERS + 1} players in ${int(registrationWall)} ms (median ${ms(
        [...registration.registerMs].sort((a, b) => a - b)[Math.floor(PLAYERS / 2)] ?? 0,
      )} a registration, 4 at a time, argon2id hashing included); rate limit: ${registration.rateLimitNote}`,
    );
    await preparePlayers({ origin }, players, 1_000_000);
    for (const player of players) await sanityTick({ origin }, player);
    console.log(`each player has 1,000,000 Autos, battles area 1 mob 1, and made one checked tick`);

    const base = { origin, warmupMs: WARMUP_MS, durationMs: DURATION_MS };
    const specs: Record<'ceiling' | 'ping' | 'ticks', LoadSpec> = {
      ceiling: {
        ...base,
        name: 'GET /remotes.json',
        method: 'GET',
        path: '/remotes.json',
        connections: players.map(() => ({ ...browserLike })),
        checkBody: (text) => text.startsWith('['),
      },
      ping: {
        ...base,
        name: 'GET /php/misc.php?mod=ping',
        method: 'GET',
        path: '/php/misc.php?mod=ping',
        connections: players.map((player) => ({ ...browserLike, cookie: player.cookie })),
        checkBody: (text) => text === 'true',
      },
      ticks: {
        ...base,
        name: 'POST /php/actions/battle.php',
        method: 'POST',
        path: '/php/actions/battle.php',
        body: '',
        connections: players.map((player) => ({
          ...browserLike,
          cookie: player.cookie,
          'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
          origin,
        })),
        checkBody: (text) => text.includes('"data"') && !text.includes('"error"'),
      },
    };
    const measured: Record<keyof typeof specs, Measured[]> = { ceiling: [], ping: [], ticks: [] };
    let tickAnswers2xx = players.length; // the sanity ticks
    const units = { ceiling: 'req', ping: 'req', ticks: 'ticks' } as const;
    console.log('');
    for (let round = 1; round <= ROUNDS; round++) {
      for (const key of (['ceiling', 'ping', 'ticks'] as const).filter((k) => ONLY.includes(k))) {
        const spec = specs[key];
        const serverBefore = processCpuSeconds(server.child.pid);
        const benchBefore = process.cpuUsage();
        const wallBefore = performance.now();
        const result = await runLoad(spec);
        if (server.child.exitCode !== null || server.child.signalCode !== null) {
          throw new Error(
            `The game server exited during ${spec.name} (${String(
              server.child.exitCode ?? server.child.signalCode,
            )}):\n${server.stderr()}\n${readFileSync(serverLog, 'utf8').slice(-4000)}`,
          );
        }
        const wall = (performance.now() - wallBefore) / 1000;
        const serverAfter = processCpuSeconds(server.child.pid);
        const bench = process.cpuUsage(benchBefore);
        const serverCpu =
          serverBefore !== null && serverAfter !== null ? serverAfter - serverBefore : null;
        const totalRequests = result.requests + result.warmupRequests;
        const entry: Measured = {
          result,
          serverCpuPerRequestUs: serverCpu === null ? null : (serverCpu / totalRequests) * 1e6,
          serverCpuShare: serverCpu === null ? null : serverCpu / wall,
          benchCpuShare: (bench.user + bench.system) / 1e6 / wall,
        };
        measured[key].push(entry);
        if (key === 'ticks') tickAnswers2xx += result.ok2xx + result.warmupOk2xx;
        const cpu =
          entry.serverCpuShare === null
            ? ''
            : `; CPU: server ${entry.serverCpuShare.toFixed(2)} cores (${int(entry.serverCpuPerRequestUs ?? 0)} us a request), load generator ${entry.benchCpuShare.toFixed(2)} cores`;
        console.log(`round ${round} ${pad(spec.name, 30)} ${line(result, units[key])}${cpu}`);
        console.log(
          `    ${int(result.sampled)} answers checked, ${result.sampledEncoded ? `${int(result.sampledEncoded)} of them compressed by the server` : 'none compressed'}`,
        );
        if (result.firstRefusal) console.log(`    first refused answer: ${result.firstRefusal}`);
        if (result.sampleFailures) {
          console.log(
            `    ${result.sampleFailures} of ${result.sampled} sampled answers were wrong`,
          );
        }
      }
    }

    // Every 2xx tick must be a real tick: the server's own action count must match.
    const counts = await serverCounts({ origin }, players);
    const ticksConfirmed = counts.totalActions === tickAnswers2xx;

    // The shell's first load of /, logged out (the login page) and logged in (the game).
    let loads: FirstLoad[] = [];
    if (!SKIP_BROWSER) {
      const browser = await launchChromium();
      try {
        loads = [
          await measureFirstLoad(browser, {
            label: 'logged out (login page)',
            origin,
            sessionToken: null,
            expect: 'input[type=password]',
            settleMs: 1000,
          }),
          await measureFirstLoad(browser, {
            label: 'logged in (game home)',
            origin,
            sessionToken: browserPlayer.token,
            expect: '#home-title',
            settleMs: 1000,
          }),
        ];
      } finally {
        await browser.close();
      }
    }

    const log = readFileSync(serverLog, 'utf8');
    const logLines = log.split('\n').filter(Boolean).length;
    const requestsSent = Object.values(measured)
      .flat()
      .reduce((sum, entry) => sum + entry.result.requests + entry.result.warmupRequests, 0);

    // ---- Summary ----
    const avg = (key: keyof typeof specs, pick: (result: LoadResult) => number) =>
      mean(measured[key].map((entry) => pick(entry.result)));
    const summary = (key: keyof typeof specs) =>
      `${pad(`${int(avg(key, (r) => r.perSecond))} ${units[key]}/s`, 16)} p50 ${pad(
        ms(avg(key, (r) => r.p50Ms)),
        9,
      )} p99 ${pad(ms(avg(key, (r) => r.p99Ms)), 9)} non-2xx ${measured[key].reduce(
        (sum, entry) => sum + entry.result.non2xx,
        0,
      )}`;
    const ticks = avg('ticks', (r) => r.perSecond);
    const ceiling = avg('ceiling', (r) => r.perSecond);
    const ratio = measured.ticks.length && measured.ceiling.length ? ticks / ceiling : Number.NaN;
    const ticksNon2xx = measured.ticks.reduce((sum, entry) => sum + entry.result.non2xx, 0);
    const ticksValid = ticksNon2xx === 0 && ticksConfirmed;

    console.log('');
    console.log(`==== Results: mean of ${ROUNDS} interleaved runs of ${DURATION_MS / 1000} s ====`);
    if (measured.ticks.length)
      console.log(`battle ticks   POST /php/actions/battle.php  ${summary('ticks')}`);
    if (measured.ceiling.length)
      console.log(`ceiling        GET /remotes.json             ${summary('ceiling')}`);
    if (measured.ping.length)
      console.log(`session check  GET /php/misc.php?mod=ping    ${summary('ping')}`);
    console.log(
      `  (the ceiling is /remotes.json: a small JSON answer with no session and no database; ping checks the session and writes last_active_at, so it is shown but not used for the ratio)`,
    );
    console.log(
      `ticks verified: ${ticksNon2xx} refused, server counted ${int(counts.totalActions)} actions for ${int(
        tickAnswers2xx,
      )} 2xx tick answers (${ticksConfirmed ? 'match' : 'MISMATCH'}); sampled answers contain "data"`,
    );
    const cpuPer = (key: keyof typeof specs) => {
      const values = measured[key].map((entry) => entry.serverCpuPerRequestUs);
      return values.every((value): value is number => value !== null) && values.length
        ? mean(values)
        : null;
    };
    const tickCpu = cpuPer('ticks');
    const ceilingCpu = cpuPer('ceiling');
    if (tickCpu !== null && ceilingCpu !== null) {
      console.log(
        `server CPU a request: tick ${int(tickCpu)} us, ceiling ${int(ceilingCpu)} us${
          cpuPer('ping') === null ? '' : `, ping ${int(cpuPer('ping') ?? 0)} us`
        } (CPU-based ratio ${((ceilingCpu / tickCpu) * 100).toFixed(1)}%: steadier than req/s when other work shares the machine)`,
      );
    }
    if (Number.isNaN(ratio)) {
      console.log('ratio ticks / ceiling: n/a (BENCH_ONLY left one of them out)');
    } else {
      console.log(
        `ratio ticks / ceiling: ${(ratio * 100).toFixed(1)}%   target: at least ${TICK_TARGET * 100}%   ${verdict(
          ticksValid && ratio >= TICK_TARGET,
        )}${ticksValid ? '' : ' (ticks were refused or not counted by the server)'}`,
      );
    }
    if (loads.length > 0) {
      for (const load of loads) {
        const encodings = Object.entries(load.encodings)
          .map(([encoding, count]) => `${count} ${encoding === 'none' ? 'uncompressed' : encoding}`)
          .join(', ');
        console.log(
          `first load of /, ${pad(load.label, 24)} JavaScript ${kb(load.totalGzipBytes)} gzip (${kb(
            load.totalBytes,
          )} raw, ${load.files.length} files; server sent ${encodings}: ${kb(load.totalWireBytes)} on the wire)${
            load.reached ? '' : ` -- the expected screen did not show: ${load.pageNote}`
          }`,
        );
      }
      console.log(
        '  (gzip = the bytes on the wire for gzip-encoded files, node:zlib level 9 of the body for the others)',
      );
      const loggedIn = loads[1];
      if (loggedIn) {
        console.log(
          `logged-in first load: ${kb(loggedIn.totalGzipBytes)}   target: at most ${JS_TARGET_KB} KB   ${verdict(
            loggedIn.reached && loggedIn.totalGzipBytes <= JS_TARGET_KB * 1024,
          )}`,
        );
        console.log('  largest scripts (gzip):');
        for (const file of [...loggedIn.files]
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .slice(0, 8)) {
          console.log(`    ${pad(kb(file.gzipBytes), 10)} ${file.url.replace(origin, '')}`);
        }
      }
    } else {
      console.log('first load of /: skipped (BENCH_SKIP_BROWSER=1)');
    }
    console.log(
      `server log: ${int(logLines)} lines (${kb(log.length)}) for ${int(
        requestsSent,
      )} requests (request logging ${logLines > requestsSent / 2 ? 'was ON: its cost is in every figure' : 'was off, as LOG=0 asks'})`,
    );
  } catch (error) {
    failed = true;
    console.error(
      '\nThe benchmark could not finish:',
      error instanceof Error ? error.message : error,
    );
  } finally {
    await cleanup();
    console.log(`stopped the server and removed ${temp}`);
  }
  // A missed target still exits 0 (the figures are the output); a benchmark that broke does not.
  process.exit(failed ? 1 : 0);
}

void main();
