/**
 * The first step of `npm test` (scripts/preflight.mjs), on made-up machines: it passes when every
 * tool is there, installs what is missing from Debian's packages when it may, and otherwise names
 * each missing tool and the one command that installs them all. Then the real script, run with
 * TEST_INSTALL=0 and a PATH without the tools, stops within its first seconds.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '..', '..', '..', 'scripts', 'preflight.mjs');

interface TestMachine {
  env: Record<string, string | undefined>;
  isRoot: boolean;
  onPath(program: string): boolean;
  exists(path: string): boolean;
  postgresInstalled(): boolean;
  run(program: string, args: string[], env: Record<string, string>): number | null;
  log(line: string): void;
}

const { preflight } = (await import(pathToFileURL(script).href)) as {
  preflight: (machine: TestMachine) => boolean;
};

/**
 * A machine holding `installed` (program names; `postgres` for the server programs), on which
 * apt-get installs the Debian packages it is given (chromium gives `chromium`, and so on).
 */
function machine(
  installed: string[],
  options: { isRoot?: boolean; env?: Record<string, string> } = {},
) {
  const programs = new Set(installed);
  const lines: string[] = [];
  const runs: string[] = [];
  const installs: Record<string, string> = {
    chromium: 'chromium',
    postgresql: 'postgres',
    'redis-server': 'redis-server',
    'nginx-light': 'nginx',
  };
  const fake: TestMachine = {
    env: options.env ?? {},
    isRoot: options.isRoot ?? true,
    onPath: (program) => programs.has(program),
    exists: (path) => path === '/opt/chrome' && programs.has('/opt/chrome'),
    postgresInstalled: () => programs.has('postgres'),
    run: (program, args, env) => {
      runs.push(`${Object.keys(env).join(' ')} ${program} ${args.join(' ')}`);
      if (args[0] === 'install') {
        for (const name of args.slice(1)) if (installs[name]) programs.add(installs[name]);
      }
      return 0;
    },
    log: (line) => lines.push(line),
  };
  return { fake, lines, runs };
}

const EVERYTHING = ['chromium', 'postgres', 'redis-server', 'nginx', 'apt-get'];

describe('the preflight of npm test', () => {
  it('passes silently when every tool is installed', () => {
    const { fake, lines, runs } = machine(EVERYTHING);
    expect(preflight(fake)).toBe(true);
    expect(lines).toEqual([]);
    expect(runs).toEqual([]);
  });

  it('installs the missing tools from Debian packages as root with apt-get, saying which', () => {
    const { fake, lines, runs } = machine(['chromium', 'nginx', 'apt-get']);
    expect(preflight(fake)).toBe(true);
    expect(lines).toEqual([
      "Installing what the tests need from Debian's packages: postgresql redis-server",
    ]);
    expect(runs).toEqual([
      'DEBIAN_FRONTEND apt-get update -qq',
      'DEBIAN_FRONTEND apt-get install -y -qq postgresql redis-server',
    ]);
  });

  it('stops with one line per missing tool and the one command when it may not install', () => {
    const { fake, lines, runs } = machine(['redis-server', 'apt-get'], { isRoot: false });
    expect(preflight(fake)).toBe(false);
    expect(runs).toEqual([]);
    expect(lines).toEqual([
      'Missing: Chromium (for the browser journeys), Debian package chromium',
      "Missing: PostgreSQL (for the server's tests on PostgreSQL), Debian package postgresql",
      "Missing: nginx (for the cluster journey's reverse proxy), Debian package nginx-light",
      'Install them with: sudo apt-get install -y chromium postgresql nginx-light',
      '(npm test installs them itself when run as root on a machine with apt-get.)',
    ]);
  });

  it('installs nothing with TEST_INSTALL=0 or without apt-get', () => {
    const refused = machine(['chromium', 'postgres', 'nginx', 'apt-get'], {
      env: { TEST_INSTALL: '0' },
    });
    expect(preflight(refused.fake)).toBe(false);
    expect(refused.runs).toEqual([]);
    expect(refused.lines.slice(1)).toEqual([
      'Install them with: apt-get install -y redis-server',
      '(TEST_INSTALL=0: npm test installs nothing itself.)',
    ]);
    const noApt = machine(['chromium', 'postgres', 'nginx']);
    expect(preflight(noApt.fake)).toBe(false);
    expect(noApt.runs).toEqual([]);
  });

  it('fails when the install leaves a tool missing', () => {
    const { fake, lines } = machine(['chromium', 'postgres', 'redis-server', 'apt-get']);
    fake.run = () => 100;
    expect(preflight(fake)).toBe(false);
    expect(lines.at(-1)).toBe('Install them with: apt-get install -y nginx-light');
  });

  it('takes Chromium at CHROMIUM_PATH when that is set', () => {
    const elsewhere = machine(['/opt/chrome', 'postgres', 'redis-server', 'nginx'], {
      env: { CHROMIUM_PATH: '/opt/chrome' },
    });
    expect(preflight(elsewhere.fake)).toBe(true);
    const wrongPath = machine(EVERYTHING, { env: { CHROMIUM_PATH: '/opt/none' }, isRoot: false });
    expect(preflight(wrongPath.fake)).toBe(false);
    expect(wrongPath.lines[0]).toBe(
      'Missing: Chromium (for the browser journeys), Debian package chromium',
    );
  });

  it('as a script, stops within its first seconds on a machine without the tools', () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, [script], {
      encoding: 'utf8',
      env: { PATH: '/nonexistent', TEST_INSTALL: '0', PG_BIN: '/nonexistent' },
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      'Missing: Redis (for the cluster tests), Debian package redis-server',
    );
    expect(result.stdout).toMatch(
      /Install them with: (sudo )?apt-get install -y chromium postgresql redis-server/,
    );
  });
});
