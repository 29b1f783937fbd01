/**
 * A remote's screens load with their route (routes.tsx imports them lazily), but what follows the
 * game's events must listen from the remote's start: a module that subscribes at its top level
 * (`bus.on(...)`, `$store.listen(...)`) and is reached only through a lazy screen would miss the
 * ticks before that screen's first visit (a crafting screen once showed no drops that way). So
 * every such module must be in the static import closure of the remote's routes module.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const remotes = readdirSync(root).filter(
  (name) => name.startsWith('mfe-') && existsSync(join(root, name, 'src', 'routes.tsx')),
);

const SUBSCRIBES_AT_TOP_LEVEL = /^(bus\.on|\$\w+\.(listen|subscribe))\(/m;
/** Run-time imports and re-exports with a relative path (type-only ones are erased). */
const STATIC_IMPORT =
  /^(?:import|export)(?!\s+type\b)(?:[^'"]*?from\s*)?\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, match[1] as string);
      if (target) queue.push(target);
    }
  }
  return seen;
}

describe('event listeners of the remotes', () => {
  it.each(remotes)('%s listens from its routes module', (remote) => {
    const src = join(root, remote, 'src');
    const closure = staticClosure(join(src, 'routes.tsx'));
    const listeners = sourceFiles(src).filter((file) =>
      SUBSCRIBES_AT_TOP_LEVEL.test(readFileSync(file, 'utf8')),
    );
    const missed = listeners
      .filter((file) => !closure.has(file))
      .map((file) => relative(src, file));
    expect(missed).toEqual([]);
  });

  it('finds the listeners it checks', () => {
    const crafting = join(root, 'mfe-gathering-crafting', 'src');
    const listeners = sourceFiles(crafting).filter((file) =>
      SUBSCRIBES_AT_TOP_LEVEL.test(readFileSync(file, 'utf8')),
    );
    expect(listeners.map((file) => relative(crafting, file))).toContain(
      join('crafting', 'action-results.ts'),
    );
  });
});
