import { connect } from 'node:net';
import { LOGIN_FAILED_TEXT, TOO_MANY_ATTEMPTS_TEXT } from '@idle/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { configFromEnv, type ServerConfig } from '../config';
import {
  FOREIGN_ORIGIN_TEXT,
  HEADERS_TOO_LARGE_TEXT,
  MAX_HEADER_BYTES,
  MAX_URL_LENGTH,
  URL_TOO_LONG_TEXT,
} from './guards';
import { createTestGame, gameTables, TEST_PASSWORD, type TestGame } from '../test-support';

let t: TestGame;
const extraApps: FastifyInstance[] = [];
beforeEach(async () => {
  t = await createTestGame();
});
afterEach(async () => {
  for (const app of extraApps.splice(0)) await app.close();
  await t.close();
});

/** The test game's server, built again with other settings (same database and clock). */
async function appWith(settings: Partial<ServerConfig>): Promise<FastifyInstance> {
  const app = await buildApp({ ...t.game, config: { ...t.game.config, ...settings } });
  extraApps.push(app);
  return app;
}

function login(app: FastifyInstance, password: string, forwardedFor: string) {
  return app.inject({
    method: 'POST',
    url: '/php/account.php',
    payload: new URLSearchParams({ mod: 'login', username: 'Hero_1', password }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': forwardedFor,
    },
  });
}

describe('TRUST_PROXY: the number of proxies in front', () => {
  it('reads a hop count, 0 when unset, and refuses anything else', () => {
    expect(configFromEnv({ TRUST_PROXY: '1' }, '/').trustProxy).toBe(1);
    expect(configFromEnv({ TRUST_PROXY: '2' }, '/').trustProxy).toBe(2);
    expect(configFromEnv({}, '/').trustProxy).toBe(0);
    expect(() => configFromEnv({ TRUST_PROXY: 'true' }, '/')).toThrow(/TRUST_PROXY/);
    expect(() => configFromEnv({ TRUST_PROXY: '-1' }, '/')).toThrow(/TRUST_PROXY/);
  });

  it('with one proxy, limits 30 logins that each forge a new first address behind one real one', async () => {
    await t.register('Hero_1');
    const app = await appWith({ trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // The client wrote the first entry; the proxy appended the address it saw.
      const response = await login(app, 'wrong password', `10.9.${i}.1, 203.0.113.7`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array<number>(20).fill(429));
  });

  it('with one proxy, a forged victim address does not lock the victim out', async () => {
    await t.register('Hero_1');
    const app = await appWith({ trustProxy: 1 });
    const victim = '192.0.2.50';
    for (let i = 0; i < 15; i++) {
      await login(app, 'wrong password', `${victim}, 198.51.100.9`);
    }
    const attacker = await login(app, 'wrong password', `${victim}, 198.51.100.9`);
    expect(attacker.json()).toEqual({ error: TOO_MANY_ATTEMPTS_TEXT });
    const victimLogin = await login(app, TEST_PASSWORD, victim);
    expect(victimLogin.statusCode).toBe(200);
    expect(victimLogin.json()).toEqual({ success: true });
  });

  it('with no proxy configured, ignores X-Forwarded-For and counts the socket address', async () => {
    await t.register('Hero_1');
    const app = await appWith({ trustProxy: 0 });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await login(app, 'wrong password', `10.8.${i}.1`)).statusCode);
    }
    expect(statuses.at(9)).toBe(400);
    expect(statuses.at(10)).toBe(429);
    // Another socket address is another client, whatever the header says.
    const other = await app.inject({
      method: 'POST',
      url: '/php/account.php',
      remoteAddress: '192.0.2.77',
      payload: 'mod=login&username=Hero_1&password=wrong',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '10.8.1.1',
      },
    });
    expect(other.json()).toEqual({ error: LOGIN_FAILED_TEXT });
  });
});

describe('origin check', () => {
  const enterArea = (headers: Record<string, string>, cookie: string) =>
    t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie, headers);

  it('without PUBLIC_ORIGIN, refuses a request whose Host and Origin are both foreign, changing nothing', async () => {
    const cookie = await t.register('Hero_1');
    const before = await gameTables(t.game);
    const rebound = { host: 'evil.example:8080', origin: 'http://evil.example:8080' };
    const post = await enterArea(rebound, cookie);
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({ error: FOREIGN_ORIGIN_TEXT });
    const get = await t.app.inject({
      url: '/php/_load_initial_data.php',
      headers: { ...rebound, cookie },
    });
    expect(get.statusCode).toBe(403);
    expect(get.json()).toEqual({ error: FOREIGN_ORIGIN_TEXT });
    expect(await gameTables(t.game)).toEqual(before);
  });

  it('without PUBLIC_ORIGIN, answers same-host pages on loopback names and IP addresses, and requests without Origin', async () => {
    const cookie = await t.register('Hero_1');
    for (const host of ['localhost:8080', '127.0.0.1:8080', '192.168.1.5:8080', '[::1]:8080']) {
      const response = await enterArea({ host, origin: `http://${host}` }, cookie);
      expect(response.json()).toEqual({ mobName: 'Cellar Rat' });
    }
    // A tool's GET names no Origin: answered whatever its Host.
    const tool = await t.app.inject({
      url: '/php/misc.php?mod=ping',
      headers: { host: 'evil.example', cookie },
    });
    expect(tool.statusCode).toBe(200);
  });

  it('without PUBLIC_ORIGIN, takes PUBLIC_HOST for the game’s own host name', async () => {
    const cookie = await t.register('Hero_1');
    const lan = { host: 'mybox.lan:8080', origin: 'http://mybox.lan:8080' };
    const app = await appWith({ publicHost: 'mybox.lan' });
    const response = await app.inject({
      method: 'POST',
      url: '/php/areas.php',
      payload: 'mod=enterArea&area=1&mob=1',
      headers: { ...lan, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.json()).toEqual({ mobName: 'Cellar Rat' });
    expect((await enterArea(lan, cookie)).statusCode).toBe(403);
  });

  it('with PUBLIC_ORIGIN, only that Origin passes', async () => {
    const cookie = await t.register('Hero_1');
    const { publicOrigin } = configFromEnv({ PUBLIC_ORIGIN: 'https://game.example.com/' }, '/');
    expect(publicOrigin).toBe('https://game.example.com');
    const app = await appWith({ publicOrigin });
    const call = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/php/areas.php',
        payload: 'mod=enterArea&area=1&mob=1',
        headers: {
          origin,
          host: 'localhost:80',
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
      });
    const own = await call('http://localhost:80');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: FOREIGN_ORIGIN_TEXT });
    expect((await call('https://game.example.com')).json()).toEqual({ mobName: 'Cellar Rat' });
  });
});

/** Sends raw bytes on one kept-alive connection and collects everything until it closes. */
function rawExchange(port: number, requests: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.on('connect', () => {
      for (const request of requests) socket.write(request);
      // Long enough for both answers; the server may close first.
      setTimeout(() => socket.end(), 500);
    });
  });
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

describe('over-long addresses', () => {
  it('answers a clear 414 and keeps the connection for the next request', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    // Longer than the limit Node's default 16 KB header size would allow.
    const longPath = `/php/misc.php?mod=ping&x=${'a'.repeat(20_000)}`;
    expect(longPath.length).toBeGreaterThan(MAX_URL_LENGTH);
    const received = await rawExchange(port, [get(longPath), get('/php/misc.php?mod=ping')]);
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 414 /);
    expect(answers[0]).toContain(JSON.stringify({ error: URL_TOO_LONG_TEXT }));
    expect(answers[0]).not.toMatch(/connection: close/i);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 401 /);
    expect(answers[1]).toContain('{"fatalError":"logout"}');
  });

  it('answers a request over the header limit with a clear JSON error before closing', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const received = await rawExchange(port, [get(`/${'a'.repeat(MAX_HEADER_BYTES + 10)}`)]);
    expect(received).toMatch(/^HTTP\/1\.1 431 /);
    expect(received).toContain(JSON.stringify({ error: HEADERS_TOO_LARGE_TEXT }));
    expect(received).toMatch(/x-content-type-options: nosniff/i);
  });
});
