import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRemoteHost, cacheControlFor } from './serve-remote';

describe('remote static host', () => {
  it('serves the manifest uncached and hashed chunks for a year, with CORS open', async () => {
    const root = mkdtempSync(join(tmpdir(), 'remote-'));
    writeFileSync(join(root, 'mf-manifest.json'), '{"id":"mfe_battle"}');
    writeFileSync(join(root, 'index.5c25d41ae1.js'), 'console.log(1)');
    const app = await buildRemoteHost(root);
    const manifest = await app.inject({ url: '/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const chunk = await app.inject({ url: '/index.5c25d41ae1.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/missing.js' })).statusCode).toBe(404);
    await app.close();
  });

  it('compresses what the browser accepts compressed', async () => {
    const root = mkdtempSync(join(tmpdir(), 'remote-'));
    writeFileSync(join(root, 'big.0123456789.js'), 'const value = 1;\n'.repeat(500));
    const app = await buildRemoteHost(root);
    const response = await app.inject({
      url: '/big.0123456789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(1000);
    await app.close();
  });

  it('treats only content-hashed names as immutable', () => {
    expect(cacheControlFor('/static/js/mfe_battle.b1b6a45f85.js')).toContain('immutable');
    expect(cacheControlFor('/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
  });
});
