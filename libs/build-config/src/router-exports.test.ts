import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTER_EXPORTS, SHARED_SINGLETONS } from './index';

const root = join(import.meta.dirname, '..', '..', '..');

/** The folders whose code runs in the composed page: the shell and every remote. */
function appSourceFolders(): string[] {
  const apps = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mfe-'));
  return apps.map((app) => join(root, app, 'src'));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(folder, name));
}

const isTestOrStory = (file: string) => /\.(test|stories)\.tsx?$/.test(file);

/** Relative imports of a file, resolved to the files they name. */
function relativeImports(file: string, source: string, known: Set<string>): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
    const base = resolve(dirname(file), match[1] ?? '');
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) =>
      known.has(path),
    );
    if (target) found.push(target);
  }
  return found;
}

/** The names a file imports from 'react-router' (type-only imports aside). */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

describe('react-router exports kept by shared tree-shaking', () => {
  it('shares react-router tree-shaken to ROUTER_EXPORTS', () => {
    expect(SHARED_SINGLETONS['react-router'].treeShaking).toEqual({
      mode: 'runtime-infer',
      usedExports: [...ROUTER_EXPORTS],
    });
  });

  it('covers every react-router import of code that ships (tests and stories aside)', () => {
    const files = appSourceFolders().flatMap(sourceFiles);
    const known = new Set(files);
    const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    // A helper only tests import (a test router, say) never ships either.
    const importers = new Map<string, string[]>();
    for (const [file, source] of sources) {
      for (const target of relativeImports(file, source, known)) {
        importers.set(target, [...(importers.get(target) ?? []), file]);
      }
    }
    const ships = (file: string) =>
      !isTestOrStory(file) &&
      ((importers.get(file) ?? []).length === 0 ||
        (importers.get(file) ?? []).some((importer) => !isTestOrStory(importer)));

    const allowed = new Set<string>(ROUTER_EXPORTS);
    const missing = [...sources]
      .filter(([file]) => ships(file))
      .flatMap(([file, source]) =>
        routerImports(source)
          .filter((name) => !allowed.has(name))
          .map((name) => `${relative(root, file)}: ${name}`),
      );
    expect(missing).toEqual([]);
  });

  it('finds the imports it checks (the scan itself works)', () => {
    expect(routerImports("import { Link, useNavigate as go } from 'react-router';")).toEqual([
      'Link',
      'useNavigate',
    ]);
    expect(routerImports("import type { To } from 'react-router';")).toEqual([]);
    const shellGame = join(root, 'shell', 'src', 'Game.tsx');
    expect(routerImports(readFileSync(shellGame, 'utf8'))).toContain('MemoryRouter');
  });
});
