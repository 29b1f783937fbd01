import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createDrain } from './drain';
import { readiness } from './health';
import { gracefulShutdown } from './shutdown';
import { configFromEnv, MAX_SHUTDOWN_DELAY_MS } from '../config';
import { openTestDatabase } from '../test-support';

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  return {
    lines,
    log: {
      info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
      error: (details: object, message: string) => lines.push({ level: 'error', details, message }),
    },
  };
}

describe('graceful shutdown', () => {
  it('runs the steps in order, once, and exits 0', async () => {
    const { log, lines } = recordingLog();
    const ran: string[] = [];
    const exits: number[] = [];
    const shutdown = gracefulShutdown(
      ['first', 'second'].map((name) => ({ name, run: () => void ran.push(name) })),
      { log, exit: (code) => exits.push(code) },
    );
    await Promise.all([shutdown.run('SIGTERM'), shutdown.run('SIGINT')]);
    expect(ran).toEqual(['first', 'second']);
    expect(exits).toEqual([0]);
    expect(lines.map((line) => line.message)).toEqual([
      'shutting down',
      'shutdown step done',
      'shutdown step done',
      'shut down',
    ]);
  });

  it('runs the later steps after a failed one, and exits 1', async () => {
    const { log, lines } = recordingLog();
    const ran: string[] = [];
    const exits: number[] = [];
    await gracefulShutdown(
      [
        {
          name: 'sockets',
          run: () => {
            throw new Error('socket close failed');
          },
        },
        { name: 'database', run: () => void ran.push('database') },
      ],
      { log, exit: (code) => exits.push(code) },
    ).run('SIGTERM');
    expect(ran).toEqual(['database']);
    expect(exits).toEqual([1]);
    expect(lines.find((line) => line.level === 'error')?.details).toMatchObject({
      step: 'sockets',
    });
  });

  it('exits 1 at the deadline, naming the step that hangs', async () => {
    const { log, lines } = recordingLog();
    const exited = new Promise<number>((resolve) => {
      void gracefulShutdown([{ name: 'HTTP closed', run: () => new Promise(() => undefined) }], {
        log,
        exit: resolve,
        deadlineMs: 50,
      }).run('SIGTERM');
    });
    expect(await exited).toBe(1);
    expect(lines.at(-1)).toMatchObject({
      level: 'error',
      details: { step: 'HTTP closed' },
      message: 'shutdown did not finish within 50 ms: exiting now',
    });
  });
});

describe('readiness in a cluster', () => {
  it('fails, naming Redis, while Redis does not answer', async () => {
    const database = await openTestDatabase();
    try {
      const refusing = { ping: () => Promise.reject(new Error('connect ECONNREFUSED')) };
      const answering = { ping: () => Promise.resolve('PONG') };
      const sources = { db: database.db, drain: createDrain() };
      expect(await readiness({ ...sources, redis: refusing as unknown as Redis })).toEqual({
        ready: false,
        checks: {
          draining: 'ok',
          database: 'ok',
          migrations: 'ok',
          redis: 'connect ECONNREFUSED',
        },
      });
      expect((await readiness({ ...sources, redis: answering as unknown as Redis })).ready).toBe(
        true,
      );
    } finally {
      await database.close();
    }
  });
});

describe('SHUTDOWN_DELAY_MS', () => {
  it('is 0 unless set, read in milliseconds up to the maximum, and refused otherwise', () => {
    expect(configFromEnv({}, '/').shutdownDelayMs).toBe(0);
    expect(configFromEnv({ SHUTDOWN_DELAY_MS: '2000' }, '/').shutdownDelayMs).toBe(2000);
    for (const bad of ['-1', '1.5', 'soon', String(MAX_SHUTDOWN_DELAY_MS + 1)]) {
      expect(() => configFromEnv({ SHUTDOWN_DELAY_MS: bad }, '/')).toThrow(
        `SHUTDOWN_DELAY_MS must be a whole number of milliseconds from 0 to 5000, got ${bad}`,
      );
    }
  });
});
