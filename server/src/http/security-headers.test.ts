import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import { buildRemoteHost } from '../serve-remote';
import { createTestGame, type TestGame } from '../test-support';

let t: TestGame;
let app: FastifyInstance;
let registryFile: string;

function writeRegistry(entries: { remote: string; entry: string }[]): void {
  writeFileSync(registryFile, JSON.stringify(entries));
}

async function buildWith(settings: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const shellDir = mkdtempSync(join(tmpdir(), 'shell-'));
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>Idle RPG</title>');
  writeFileSync(join(shellDir, 'index.0123456789.js'), 'console.log(1)');
  writeFileSync(join(shellDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(shellDir, 'manifest.webmanifest'), '{"name":"Idle RPG"}');
  registryFile = join(shellDir, 'remotes.json');
  writeRegistry([
    { remote: 'mfe-battle', entry: 'http://localhost:3101/mf-manifest.json' },
    { remote: 'mfe-gathering-crafting', entry: 'https://crafting.example.com/mf-manifest.json' },
  ]);
  return buildApp({
    ...t.game,
    config: { ...t.game.config, chatPort: 8188, shellDir, remotesFile: registryFile, ...settings },
  });
}

beforeEach(async () => {
  t = await createTestGame();
  app = await buildWith();
});
afterEach(async () => {
  await app.close();
  await t.close();
});

/** The policy's directives by name. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectBaseHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(policyOf(response).get('frame-ancestors')).toEqual(["'none'"]);
}

const page = (url = '/') =>
  app.inject({ url, headers: { accept: 'text/html', host: 'localhost:8080' } });

describe('security headers', () => {
  it('puts nosniff, no framing and a policy allowing nothing on API answers and refusals', async () => {
    const cookie = await t.register('Hero_1');
    for (const response of [
      await app.inject({ url: '/php/misc.php?mod=ping', headers: { cookie } }),
      await app.inject({ url: '/php/misc.php?mod=ping' }),
      await app.inject({ url: '/php/nothing.php' }),
      await app.inject({
        url: '/php/misc.php?mod=ping',
        headers: { origin: 'http://evil.example', cookie },
      }),
      await app.inject({ url: '/remotes.json' }),
    ]) {
      expectBaseHeaders(response);
      expect(policyOf(response).get('default-src')).toEqual(["'none'"]);
    }
  });

  it("gives the shell's page a policy built from the remote registry and the chat port", async () => {
    for (const response of [await page('/'), await page('/inventory'), await page('/index.html')]) {
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expectBaseHeaders(response);
      const policy = policyOf(response);
      const remotes = ['http://localhost:3101', 'https://crafting.example.com'];
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'", ...remotes]);
      expect(policy.get('style-src')).toEqual(["'self'", ...remotes, "'unsafe-inline'"]);
      expect(policy.get('connect-src')).toEqual(["'self'", ...remotes, 'ws://localhost:8188']);
      expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      // Nothing is allowed by wildcard, and scripts never inline.
      const sources = [...policy.values()].flat();
      expect(sources.filter((source) => source.includes('*'))).toEqual([]);
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    }
    const script = await page('/index.0123456789.js');
    expect(policyOf(script).get('script-src')).toContain('http://localhost:3101');
  });

  it("serves the service worker and the app manifest uncached, the worker reaching any remote's origin", async () => {
    const worker = await page('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // A new worker (and with it a new list of precached files) is seen at the next page load.
    expect(worker.headers['cache-control']).toBe('no-cache');
    const policy = policyOf(worker);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https:', 'http:']);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'http://localhost:3101',
      'https://crafting.example.com',
    ]);
    const manifest = await page('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // Pages keep the registry's origins only.
    expect(policyOf(await page('/')).get('connect-src')).not.toContain('https:');
  });

  it('follows the registry: a remote moved to a new origin is allowed on the next page', async () => {
    writeRegistry([{ remote: 'mfe-battle', entry: 'http://localhost:3111/mf-manifest.json' }]);
    const policy = policyOf(await page());
    expect(policy.get('script-src')).toEqual(["'self'", 'http://localhost:3111']);
  });

  it('puts the live socket on the public origin and sends HSTS only over HTTPS', async () => {
    expect((await page()).headers['strict-transport-security']).toBeUndefined();
    await app.close();
    app = await buildWith({ publicOrigin: 'https://game.example.com' });
    const response = await page();
    expect(policyOf(response).get('connect-src')).toContain('wss://game.example.com:8188');
    expect(response.headers['strict-transport-security']).toBe('max-age=15552000');
  });

  it('gives every data answer the headers of the first, pages keep their own policy', async () => {
    const securityHeaders = (response: LightMyRequestResponse) =>
      Object.fromEntries(
        Object.entries(response.headers).filter(
          ([name]) => !['date', 'content-length', 'x-request-id', 'connection'].includes(name),
        ),
      );
    const first = await app.inject({ url: '/php/misc.php?mod=ping' });
    const pageBetween = await page();
    const later = await app.inject({ url: '/php/misc.php?mod=ping' });
    const refused = await app.inject({ url: '/php/nothing.php' });
    expect(securityHeaders(later)).toEqual(securityHeaders(first));
    expect(policyOf(refused)).toEqual(policyOf(first));
    expect(refused.headers['x-frame-options']).toBe('DENY');
    expect(policyOf(pageBetween).get('default-src')).toEqual(["'self'"]);
    // Over HTTPS the data answers promise HTTPS too (taken from that app's first answer).
    await app.close();
    app = await buildWith({ publicOrigin: 'https://game.example.com' });
    const secure = await app.inject({ url: '/php/misc.php?mod=ping' });
    const secureAgain = await app.inject({ url: '/php/misc.php?mod=ping' });
    expect(secureAgain.headers['strict-transport-security']).toBe('max-age=15552000');
    expect(securityHeaders(secureAgain)).toEqual(securityHeaders(secure));
  });
});

describe("remote's static host", () => {
  it('serves every file with nosniff', async () => {
    const root = mkdtempSync(join(tmpdir(), 'remote-'));
    writeFileSync(join(root, 'mf-manifest.json'), '{"id":"mfe_battle"}');
    writeFileSync(join(root, 'remoteEntry.js'), 'console.log(1)');
    const remote = await buildRemoteHost(root);
    for (const url of ['/mf-manifest.json', '/remoteEntry.js', '/missing.js']) {
      const response = await remote.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    await remote.close();
  });
});
