#!/usr/bin/env node
// The project's test command (`npm test`): checks that the programs the tests need are installed
// (scripts/preflight.mjs, which installs them from Debian's packages when it may), type-checks and
// lints the workspace, checks it for import cycles (type-only imports included) while the server's
// tests run on PostgreSQL, runs every package's tests through Nx (cached), builds the apps and
// Storybook, runs the Playwright journeys across the composed production builds, then totals the
// reports of every runner and ends with the time of each step, each failed test and one plain
// line `N passed, N failed`. Exits non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { preflight } from './preflight.mjs';

const root = join(import.meta.dirname, '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' };

const durations = [];

if (!preflight()) process.exit(1);

function run(label, command, args, options = {}) {
  console.log(`\n== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: 'inherit',
    env: { ...env, ...options.env },
  });
  durations.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

function workspacePackages() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const dirs = [];
  for (const pattern of workspaces) {
    if (pattern.endsWith('/*')) {
      const parent = join(root, pattern.slice(0, -2));
      for (const name of readdirSync(parent)) dirs.push(join(parent, name));
    } else if (pattern.endsWith('*')) {
      const prefix = pattern.slice(0, -1);
      for (const name of readdirSync(root))
        if (name.startsWith(prefix)) dirs.push(join(root, name));
    } else {
      dirs.push(join(root, pattern));
    }
  }
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }));
}

/** The journeys of a Playwright JSON report that ended unexpectedly, with their first error line. */
function failedJourneys(suites, titles = []) {
  const found = [];
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message?.split('\n')[0] ?? '';
        found.push(`${[...path, spec.title].join(' > ')}: ${error}`);
      }
    }
    found.push(...failedJourneys(suite.suites, path));
  }
  return found;
}

let passed = 0;
let failed = 0;
const failures = [];

function count(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

// The server's suite on PostgreSQL (a private server for the run, scripts/with-postgres.mjs) runs
// while the static checks do: it mostly waits on the database, they on one core each. It runs on
// two Vitest workers (`test:postgres`), so one waits on the database while the other works: 325 s
// against 482 s on one worker, measured in one session on two busy cores. Its output
// goes to a file, printed when it ends; its report to a file of its own.
const postgresLog = join(mkdtempSync(join(tmpdir(), 'idle-test-')), 'postgres.log');
const postgresReport = join(root, 'server', 'test-results', 'vitest-postgres.json');
rmSync(postgresReport, { force: true });
const postgresStarted = Date.now();
const postgresRun = new Promise((resolve) => {
  const child = spawn('npm', ['run', 'test:postgres'], {
    cwd: join(root, 'server'),
    stdio: ['ignore', openSync(postgresLog, 'w'), openSync(postgresLog, 'a')],
    env: { ...env, TEST_REPORT_FILE: 'test-results/vitest-postgres.json' },
  });
  child.on('exit', (code) => resolve(code === 0));
});

// Static checks and builds count as one check each.
// TypeScript 7 (the native compiler) type-checks in about half the CPU time of TypeScript 6, which
// stays the workspace's `typescript` because typescript-eslint needs its JavaScript API. Lint
// reads the declarations this step writes (`disableSourceOfProjectReferenceRedirect`), so it runs
// after it.
count(
  'typecheck (tsc -b)',
  run('typecheck', 'node', ['node_modules/typescript-native/bin/tsc', '-b']),
);
count('lint (eslint)', run('lint', 'npx', ['eslint', '.']));
count(
  'import cycles (type-only imports included)',
  run('import cycles', 'node', ['scripts/import-cycles.mjs']),
);

await postgresRun;
durations.push(`server tests on PostgreSQL ${Math.round((Date.now() - postgresStarted) / 1000)} s`);
console.log('\n== server tests on PostgreSQL: npm run test:postgres (its output, run alongside)');
console.log(readFileSync(postgresLog, 'utf8'));
rmSync(dirname(postgresLog), { recursive: true, force: true });

// Unit, component, story and server tests: every package with a `test` script writes
// test-results/vitest.json (Nx restores it from cache when the inputs did not change).
countVitestReport('@idle/server on PostgreSQL', postgresReport);

const tested = workspacePackages().filter(({ pkg }) => pkg.scripts?.test);
for (const { dir } of tested) rmSync(join(dir, 'test-results'), { recursive: true, force: true });
run('unit tests', 'npx', ['nx', 'run-many', '-t', 'test', '--outputStyle=static']);
/** Adds the totals of one Vitest JSON report, under `name`. */
function countVitestReport(name, report) {
  if (!existsSync(report)) {
    count(`${name}: no test report (the runner crashed before reporting)`, false);
    return;
  }
  const totals = JSON.parse(readFileSync(report, 'utf8'));
  passed += totals.numPassedTests;
  failed += totals.numFailedTests;
  if (totals.numFailedTests > 0) failures.push(`${name}: ${totals.numFailedTests} failed`);
  // Name each failed test with the first line of its message: CI keeps only the end of the log.
  for (const file of totals.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages[0] ?? '').split('\n')[0];
      failures.push(`  ${relative(root, file.name)} > ${test.fullName}: ${message}`);
    }
  }
  // A test file that fails to load reports no tests at all: count it as a failure of its own.
  for (const file of totals.testResults) {
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      count(`${name}: ${file.name} did not run (${file.message.split('\n')[0]})`, false);
    }
  }
  if (totals.numTotalTests === 0) count(`${name}: ran no tests`, false);
}

for (const { dir, pkg } of tested) {
  countVitestReport(pkg.name, join(dir, 'test-results', 'vitest.json'));
}

// Production builds of every app, a second build of the battle remote (the journeys deploy it
// to another URL), and the static Storybook.
const built = run('build apps', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
count('build apps (rsbuild, production)', built);
const secondBuild = run('second battle build', 'npx', ['rsbuild', 'build'], {
  cwd: join(root, 'mfe-battle'),
  env: { DIST_DIR: 'dist-second', PUBLIC_BUILD_ID: 'second' },
});
count('build mfe-battle a second time (dist-second)', secondBuild);
count('build Storybook', run('storybook', 'npm', ['run', 'build-storybook']));

// Browser journeys across the composed production builds.
if (built && secondBuild) {
  const report = join(root, 'e2e', 'test-results', 'playwright.json');
  rmSync(report, { force: true });
  run('browser journeys', 'npx', ['playwright', 'test'], { cwd: join(root, 'e2e') });
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.unexpected > 0) failures.push(`e2e: ${stats.unexpected} failed`);
    for (const failure of failedJourneys(JSON.parse(readFileSync(report, 'utf8')).suites))
      failures.push(`  ${failure}`);
  } else {
    count('e2e: no Playwright report (the runner crashed before reporting)', false);
  }
} else {
  count('e2e: not run because a build failed', false);
}

console.log(`\nTime per step: ${durations.join(', ')}`);
if (failures.length > 0) console.log(`\nFailed:\n- ${failures.join('\n- ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
