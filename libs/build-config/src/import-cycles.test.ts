/**
 * The import-cycle check of `npm test` (scripts/import-cycles.mjs), run on small fixtures: a
 * cycle made only of type-only imports is reported as a chain of files and fails the check.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '..', '..', '..', 'scripts', 'import-cycles.mjs');
const temporary: string[] = [];

afterAll(() => {
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
});

/** A folder holding `files` (name to source), checked from inside it. */
function check(files: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  temporary.push(folder);
  for (const [name, source] of Object.entries(files)) writeFileSync(join(folder, name), source);
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

  it('passes imports that go one way', { timeout: 60_000 }, () => {
    const { status, output } = check({
      'a.ts': "import type { B } from './b';\nexport type A = B[];\n",
      'b.ts': 'export type B = number;\n',
    });
    expect(status).toBe(0);
    expect(output).toContain('No import cycle.');
  });
});
