/**
 * PAYMENT_PROVIDER against NODE_ENV: the sandbox's open Pay page gives credits away, so a
 * production server refuses to start with it, saying why.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv, SANDBOX_IN_PRODUCTION_TEXT } from '../../config';

describe('PAYMENT_PROVIDER', () => {
  it('refuses the sandbox in production', () => {
    expect(() =>
      configFromEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }, '/'),
    ).toThrow(SANDBOX_IN_PRODUCTION_TEXT);
  });

  it('keeps the sandbox outside production and no provider by default in production', () => {
    expect(configFromEnv({ PAYMENT_PROVIDER: 'sandbox' }, '/').paymentProvider).toBe('sandbox');
    expect(configFromEnv({ NODE_ENV: 'test' }, '/').paymentProvider).toBe('sandbox');
    expect(configFromEnv({ NODE_ENV: 'production' }, '/').paymentProvider).toBeNull();
  });

  it('the server does not start that way: it says why and exits with 1, creating nothing', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'idle-config-'));
    try {
      const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: join(import.meta.dirname, '..', '..', '..'),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PAYMENT_PROVIDER: 'sandbox',
          DATA_DIR: dataDir,
          PORT: '0',
          CHAT_PORT: '0',
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain(`The server did not start: ${SANDBOX_IN_PRODUCTION_TEXT}`);
      expect(started.stderr).not.toContain('    at ');
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);
});
