/**
 * Setting up the players the ticks are sent for, through the real API: register (account.php),
 * give plenty of Autos (dev.php setAutos, dev tools only), choose a mob (areas.php enterArea).
 *
 * account.php allows 10 attempts a minute per client address, registration included. The bench
 * starts the server with TRUST_PROXY=1, as a deployment behind a reverse proxy runs, so the server
 * takes the client address from X-Forwarded-For: each registration names its own loopback address
 * (127.77.x.y) there, as if each player came from their own machine. The limit itself stays on.
 * If the server does not honour the header (a 429 despite it), registration falls back to
 * pacing: it waits out the one-minute window between batches of 10 (about 5 minutes for 50).
 */
import { performance } from 'node:perf_hooks';

export interface Player {
  username: string;
  /** `idle_session=<token>`, ready for a Cookie header. */
  cookie: string;
  token: string;
}

export interface ServerRef {
  origin: string;
}

export interface RegistrationReport {
  players: Player[];
  /** How the login rate limit was handled, in words. */
  rateLimitNote: string;
  /** Wall time of each successful registration call, ms. */
  registerMs: number[];
}

const PASSWORD = 'bench-password-1';
export const SESSION_COOKIE = 'idle_session';

function form(fields: Record<string, string | number>): string {
  return new URLSearchParams(
    Object.entries(fields).map(([key, value]) => [key, String(value)]),
  ).toString();
}

export async function post(
  server: ServerRef,
  path: string,
  fields: Record<string, string | number>,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; setCookie: string[] }> {
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      origin: server.origin,
      ...headers,
    },
    body: form(fields),
  });
  return {
    status: response.status,
    text: await response.text(),
    setCookie: response.headers.getSetCookie(),
  };
}

/** A distinct loopback address per player, for X-Forwarded-For (never contacted). */
function addressFor(index: number): string {
  return `127.77.${Math.floor(index / 250) + 1}.${(index % 250) + 1}`;
}

function sessionFrom(setCookie: string[]): string | null {
  for (const line of setCookie) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
}

async function registerOne(
  server: ServerRef,
  username: string,
  address: string | null,
): Promise<{ status: number; text: string; token: string | null; ms: number }> {
  const started = performance.now();
  const answer = await post(
    server,
    '/php/account.php',
    { mod: 'register', username, password: PASSWORD },
    address ? { 'x-forwarded-for': address } : {},
  );
  return {
    status: answer.status,
    text: answer.text,
    token: sessionFrom(answer.setCookie),
    ms: performance.now() - started,
  };
}

/** Registers `count` players named `<prefix><n>`, `concurrency` at a time. */
export async function registerPlayers(
  server: ServerRef,
  prefix: string,
  count: number,
  concurrency: number,
  firstAddressIndex = 0,
): Promise<RegistrationReport> {
  const players: Player[] = new Array<Player>(count);
  const registerMs: number[] = [];
  const mode = { paced: false };
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next++;
      if (index >= count) return;
      const username = `${prefix}${index}`;
      for (;;) {
        const result = await registerOne(
          server,
          username,
          mode.paced ? null : addressFor(firstAddressIndex + index),
        );
        if (result.status === 429) {
          // The header was not trusted: wait out the window (10 attempts a minute).
          mode.paced = true;
          await new Promise((resolve) => setTimeout(resolve, 61_000));
          continue;
        }
        if (result.status !== 200 || result.token === null) {
          throw new Error(`Registering ${username} failed: ${result.status} ${result.text}`);
        }
        registerMs.push(result.ms);
        players[index] = {
          username,
          token: result.token,
          cookie: `${SESSION_COOKIE}=${result.token}`,
        };
        break;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    players,
    registerMs,
    rateLimitNote: mode.paced
      ? 'the server did not honour X-Forwarded-For, so registrations were paced to 10 a minute'
      : 'server started with TRUST_PROXY=1 (as behind a reverse proxy) and each registration named its own X-Forwarded-For address, so the 10-a-minute limit per address was never reached',
  };
}

/** dev.php setAutos and areas.php enterArea for each player. */
export async function preparePlayers(
  server: ServerRef,
  players: Player[],
  autos: number,
): Promise<void> {
  for (const player of players) {
    const set = await post(server, '/php/dev.php', {
      mod: 'setAutos',
      username: player.username,
      autos,
    });
    if (set.status !== 200) throw new Error(`setAutos for ${player.username}: ${set.text}`);
    const entered = await post(
      server,
      '/php/areas.php',
      { mod: 'enterArea', area: 1, mob: 1 },
      { cookie: player.cookie },
    );
    if (entered.status !== 200 || entered.text.includes('"error"')) {
      throw new Error(`enterArea for ${player.username}: ${entered.status} ${entered.text}`);
    }
  }
}

/** One tick by hand, as the shell sends it: it must answer the fight (`data`). */
export async function sanityTick(server: ServerRef, player: Player): Promise<string> {
  const answer = await post(server, '/php/actions/battle.php', {}, { cookie: player.cookie });
  if (answer.status !== 200 || !answer.text.includes('"data"')) {
    throw new Error(`A single battle tick was refused: ${answer.status} ${answer.text}`);
  }
  return answer.text;
}

interface InitialDataSlice {
  player?: { autos?: number };
  misc?: { statistics?: { totalActions?: number } };
}

/** The server's own count of each player's actions and Autos (from _load_initial_data.php). */
export async function serverCounts(
  server: ServerRef,
  players: Player[],
): Promise<{ totalActions: number; autos: number[] }> {
  let totalActions = 0;
  const autos: number[] = [];
  for (const player of players) {
    const response = await fetch(`${server.origin}/php/_load_initial_data.php`, {
      headers: { cookie: player.cookie },
    });
    const data = (await response.json()) as InitialDataSlice;
    totalActions += data.misc?.statistics?.totalActions ?? 0;
    autos.push(data.player?.autos ?? Number.NaN);
  }
  return { totalActions, autos };
}
