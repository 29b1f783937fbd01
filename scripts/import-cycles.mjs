#!/usr/bin/env node
// Fails on any import cycle between the workspace's TypeScript sources, type-only imports
// (`import type`, `export type ... from`) included: ESLint's import-x/no-cycle does not see
// those edges. Reads every .ts/.tsx/.mts/.cts file (not .d.ts) of the workspace packages, or of
// the folders given as arguments, skipping node_modules and build output; imports resolve as
// TypeScript resolves them (the nearest tsconfig.json), so a cycle through another workspace
// package is found too. Prints each cycle as a chain of files and exits 1 when there is one.
//   node scripts/import-cycles.mjs [folder...]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = join(import.meta.dirname, '..');

/** Folders that hold no source of ours: installed packages, builds, reports, tool caches. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-second',
  'storybook-static',
  'test-results',
  'playwright-report',
]);
const SOURCE = /\.(ts|tsx|mts|cts)$/;
const DECLARATION = /\.d\.(ts|mts|cts)$/;

/** The workspace packages' folders, from the root package.json's `workspaces`. */
function workspaceFolders() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const folders = [];
  for (const pattern of workspaces) {
    const star = pattern.indexOf('*');
    if (star === -1) {
      folders.push(join(root, pattern));
      continue;
    }
    const parent = join(root, pattern.slice(0, pattern.lastIndexOf('/', star) + 1));
    const prefix = pattern.slice(pattern.lastIndexOf('/', star) + 1, star);
    for (const entry of readdirSync(parent, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name.startsWith(prefix)) {
        folders.push(join(parent, entry.name));
      }
    }
  }
  return folders;
}

function sourceFiles(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(entry.name) && !DECLARATION.test(entry.name)) files.push(path);
  }
  return files;
}

/**
 * The import cycles among the sources under `folders`, each as its files in import order
 * (relative to `context`), the first file importing the second and the last the first; each
 * starts at its first file by name.
 */
export async function findImportCycles(folders, context = process.cwd()) {
  const files = folders.flatMap((folder) => sourceFiles(resolve(folder)));
  const tree = await parseDependencyTree(files, {
    context,
    // Type-only edges are kept (dpdm drops them only when asked to transform to JavaScript).
    transform: false,
    skipDynamicImports: false,
    exclude: /[\\/](node_modules|dist)[\\/]/,
  });
  return parseCircular(tree).map((cycle) =>
    fromFirstFile(cycle.map((file) => relative(context, resolve(context, file)))),
  );
}

/** The cycle turned to start at its first file by name: the same report whatever order dpdm read them in. */
function fromFirstFile(cycle) {
  const first = cycle.indexOf([...cycle].sort()[0]);
  return [...cycle.slice(first), ...cycle.slice(0, first)];
}

if (resolve(process.argv[1] ?? '') === import.meta.filename) {
  const folders = process.argv.length > 2 ? process.argv.slice(2) : workspaceFolders();
  const cycles = await findImportCycles(folders);
  if (cycles.length === 0) {
    console.log('No import cycle.');
  } else {
    console.log(`${cycles.length} import cycle(s), type-only imports included:`);
    for (const cycle of cycles) console.log(`- ${[...cycle, cycle[0]].join('\n    -> ')}`);
    process.exitCode = 1;
  }
}
