/**
 * The import-cycle check of `npm run lint` and `npm test` (scripts/import-cycles.mjs), run on
 * small fixtures: a cycle, of run-time or type-only imports, inside a package or across packages
 * imported by name, is reported as a chain of files and fails the check.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '..', '..', '..', 'scripts', 'import-cycles.mjs');
const temporary: string[] = [];

afterAll(() => {
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
});

/** A folder holding `files` (path to source), checked from inside it. */
function check(files: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  temporary.push(folder);
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), source);
  }
  const result = spawnSync('node', [script, '.'], { cwd: folder, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('import-cycle check', () => {
  it('reports a cycle of type-only imports as a chain of files', { timeout: 60_000 }, () => {
    const { status, output } = check({
      'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
    });
    expect(status).toBe(1);
    expect(output).toContain('1 import cycle(s)');
    expect(output).toMatch(/- a\.ts\n {4}-> b\.ts\n {4}-> a\.ts/);
  });

  it('follows type-only re-exports', { timeout: 60_000 }, () => {
    const { status, output } = check({
      'a.ts': "export type { B } from './b';\nexport type A = number;\n",
      'b.ts': "import type { A } from './a';\nexport type B = A[];\n",
    });
    expect(status).toBe(1);
    expect(output).toContain('1 import cycle(s)');
  });

  it('reports a cycle of run-time imports', { timeout: 60_000 }, () => {
    const { status, output } = check({
      'index.ts': "export { guard } from './guards';\n",
      'guards.ts':
        "import * as rules from './index';\nexport const guard = () => Object.keys(rules);\n",
    });
    expect(status).toBe(1);
    expect(output).toContain('1 import cycle(s)');
  });

  it('reports a cycle across packages imported by name', { timeout: 60_000 }, () => {
    const { status, output } = check({
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          module: 'esnext',
          moduleResolution: 'bundler',
          paths: {
            '@fixture/state': ['./state/index.ts'],
            '@fixture/contracts': ['./contracts/index.ts'],
          },
        },
      }),
      'contracts/index.ts': "export { version } from './version';\n",
      'contracts/version.ts':
        "import { player } from '@fixture/state';\nexport const version = player;\n",
      'state/index.ts':
        "import { version } from '@fixture/contracts';\nexport const player = version;\n",
    });
    expect(status).toBe(1);
    expect(output).toMatch(/contracts\/version\.ts/);
    expect(output).toMatch(/state\/index\.ts/);
  });

  it('passes imports that go one way', { timeout: 60_000 }, () => {
    const { status, output } = check({
      'a.ts': "import type { B } from './b';\nexport type A = B[];\n",
      'b.ts': 'export type B = number;\n',
    });
    expect(status).toBe(0);
    expect(output).toContain('No import cycle.');
  });
});
