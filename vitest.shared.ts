// Shared Vitest settings: every project writes a JSON report that scripts/test.mjs totals
// (test-results/vitest.json, or TEST_REPORT_FILE for a second run of the same suite).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const TEST_FILES = ['src/**/*.test.ts', 'src/**/*.test.tsx'];

/** The test files under `folder` that replace a module with `vi.mock`. */
function filesMockingModules(root: string, folder = join(root, 'src')): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...filesMockingModules(root, path));
    else if (/\.test\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('vi.mock('))
      found.push(relative(root, path));
  }
  return found;
}

/**
 * A worker imports the modules once for all its test files, not once per file: importing was most
 * of the time (the server's suite spent 240 of its 530 s there). Tests leave no state behind for
 * the next file: each builds its own server and database, and the page's stores and query cache
 * are reset after each test. A file that mocks a module still gets modules of its own, since a
 * mock must come before the module's first import (a Vitest project of its own).
 */
export function projectTestConfig(root = process.cwd()) {
  const reporters = [
    'default',
    ['json', { outputFile: process.env.TEST_REPORT_FILE ?? 'test-results/vitest.json' }],
  ] as const;
  const mocking = filesMockingModules(root);
  if (mocking.length === 0)
    return defineConfig({
      test: { include: TEST_FILES, isolate: false, reporters: [...reporters] },
    });
  return defineConfig({
    test: {
      reporters: [...reporters],
      projects: [
        {
          extends: true,
          test: {
            name: 'shared modules',
            include: TEST_FILES,
            exclude: [...configDefaults.exclude, ...mocking],
            isolate: false,
          },
        },
        { extends: true, test: { name: 'modules mocked', include: mocking, isolate: true } },
      ],
    },
  });
}
