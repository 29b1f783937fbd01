/**
 * `npm run new-remote -- <name>` (scripts/new-remote.mjs), run against a temporary workspace
 * root holding copies of the two files it registers a remote in. The generated remote is then
 * checked where its relative paths hold: copied beside the real packages, it must type-check,
 * pass its test, lint, build as a federation remote and be formatted.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const PORTS_FILE = join('libs', 'build-config', 'src', 'remote-ports.json');
const temporary: string[] = [];

afterAll(() => {
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
});

/** A workspace root with the real tsconfig.json and remote ports, minus `withoutPort`'s port. */
function workspaceCopy(withoutPort?: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'new-remote-'));
  temporary.push(copy);
  cpSync(join(root, 'tsconfig.json'), join(copy, 'tsconfig.json'));
  const ports = Object.fromEntries(
    Object.entries(readPorts(join(root, PORTS_FILE))).filter(([remote]) => remote !== withoutPort),
  );
  mkdirSync(join(copy, 'libs', 'build-config', 'src'), { recursive: true });
  writeFileSync(join(copy, PORTS_FILE), JSON.stringify(ports, null, 2));
  return copy;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function readPorts(file: string) {
  return readJson(file) as Record<string, number>;
}

function newRemote(name: string, workspace: string) {
  return spawnSync('node', [join(root, 'scripts', 'new-remote.mjs'), name, '--root', workspace], {
    encoding: 'utf8',
  });
}

/** Every file under `folder` with its content. */
function contents(folder: string): Record<string, string> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  return Object.fromEntries(
    files.map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return [relative(folder, file), readFileSync(file, 'utf8')];
    }),
  );
}

interface TsconfigReferences {
  references: { path: string }[];
}

describe('npm run new-remote', () => {
  it('creates mfe-market, references it in tsconfig.json and gives it the next port', () => {
    const workspace = workspaceCopy('mfe-market');
    const portsBefore = readPorts(join(workspace, PORTS_FILE));

    const result = newRemote('market', workspace);

    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('run npm install');
    const files = contents(join(workspace, 'mfe-market'));
    expect(Object.keys(files).sort()).toEqual([
      'README.md',
      'package.json',
      'rsbuild.config.ts',
      'src/bootstrap.tsx',
      'src/css-modules.d.ts',
      'src/env.d.ts',
      'src/index.ts',
      'src/routes.test.ts',
      'src/routes.tsx',
      'tsconfig.json',
      'vitest.config.ts',
    ]);
    expect(JSON.parse(files['package.json'] ?? '{}')).toMatchObject({
      name: '@idle/mfe-market',
      scripts: {
        build: 'rsbuild build',
        test: 'vitest run',
        typecheck: 'tsc -b',
        lint: 'eslint .',
      },
    });
    expect(files['src/index.ts']).toContain("void import('./bootstrap');");
    expect(files['rsbuild.config.ts']).toContain(
      "remoteFederation('mfe-market', { './routes': './src/routes.tsx' })",
    );
    expect(files['README.md']).toContain('| `/black_market`');

    const ports = readPorts(join(workspace, PORTS_FILE));
    expect(ports).toEqual({
      ...portsBefore,
      'mfe-market': Math.max(...Object.values(portsBefore)) + 1,
    });
    const { references } = readJson(join(workspace, 'tsconfig.json')) as TsconfigReferences;
    const paths = references.map((reference) => reference.path);
    expect(paths.filter((path) => path === 'mfe-market')).toHaveLength(1);
    expect(paths.indexOf('mfe-market')).toBe(paths.lastIndexOf('mfe-gathering-crafting') + 1);
  });

  it("keeps a planned remote's port", () => {
    const workspace = workspaceCopy();
    const portsBefore = readFileSync(join(workspace, PORTS_FILE), 'utf8');

    const result = newRemote('clan', workspace);

    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Created mfe-clan/ (port 3104)');
    expect(readFileSync(join(workspace, PORTS_FILE), 'utf8')).toBe(portsBefore);
  });

  it('refuses a name that owns no routes, and changes nothing', () => {
    const workspace = workspaceCopy();
    const before = contents(workspace);

    const result = newRemote('auction', workspace);

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('"auction" is not a remote of the game');
    expect(result.stderr).toContain('market, clan, land-labyrinth, premium-chat');
    expect(contents(workspace)).toEqual(before);
  });

  it('refuses a remote whose folder exists, and changes nothing', () => {
    const workspace = workspaceCopy();
    expect(newRemote('premium-chat', workspace).status).toBe(0);
    writeFileSync(
      join(workspace, 'mfe-premium-chat', 'src', 'routes.tsx'),
      '// work in progress\n',
    );
    const before = contents(workspace);

    const result = newRemote('premium-chat', workspace);

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('mfe-premium-chat already exists');
    expect(contents(workspace)).toEqual(before);
  });

  it('creates a remote that type-checks, passes its test, lints, builds and is formatted', () => {
    const workspace = workspaceCopy();
    expect(newRemote('market', workspace).status).toBe(0);
    // Beside the real packages (its paths are relative), under a name no workspace glob matches
    // and without its package.json, so npm and Nx never see it as a package.
    const remote = mkdtempSync(join(root, '.new-remote-check-'));
    temporary.push(remote);
    cpSync(join(workspace, 'mfe-market'), remote, { recursive: true });
    rmSync(join(remote, 'package.json'));
    // The workspace's type check is TypeScript 7's (`npm run typecheck`): TypeScript 6 would take
    // its build info for another compiler's and check every referenced package again.
    const bin = (tool: string) =>
      tool === 'tsc'
        ? join(root, 'node_modules', 'typescript-native', 'bin', 'tsc')
        : join(root, 'node_modules', '.bin', tool);
    const run = (tool: string, ...args: string[]) => {
      const result = spawnSync(bin(tool), args, { cwd: remote, encoding: 'utf8' });
      return { status: result.status, output: result.stdout + result.stderr };
    };

    // Formatting first, before the other tools write their outputs into the folder.
    expect(run('prettier', '--check', '.')).toMatchObject({ status: 0 });
    expect(run('tsc', '-b')).toMatchObject({ status: 0 });
    expect(run('vitest', 'run')).toMatchObject({ status: 0 });
    const report = readJson(join(remote, 'test-results', 'vitest.json'));
    expect(report).toMatchObject({ numPassedTests: 2, numFailedTests: 0 });
    expect(run('eslint', '.')).toMatchObject({ status: 0, output: '' });
    expect(run('rsbuild', 'build')).toMatchObject({ status: 0 });
    const manifest = join(remote, 'dist', 'mf-manifest.json');
    expect(existsSync(manifest)).toBe(true);
    const { name, exposes } = readJson(manifest) as { name: string; exposes: { path: string }[] };
    expect(name).toBe('mfe_market');
    expect(exposes.map((expose) => expose.path)).toEqual(['./routes']);
    // The entry uses the shell's federation runtime (externalRuntime) instead of its own copy:
    // it reads the page's runtime and carries none of the runtime's hook names.
    const { metaData } = readJson(manifest) as { metaData: { remoteEntry: { name: string } } };
    const entry = readFileSync(join(remote, 'dist', metaData.remoteEntry.name), 'utf8');
    expect(entry).toContain('_FEDERATION_RUNTIME_CORE');
    expect(entry).not.toContain('beforeRegisterRemote');
    // The runtime's packages as ES modules: only what the entry uses of the SDK is in it (its
    // CommonJS build brought all of it, the script and link helpers included).
    expect(entry).not.toContain('createScriptNode');
  });
});
