import { defineConfig } from '@playwright/test';

/** Debian's Chromium (Playwright cannot download its own browser here); override for other machines. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // Two workers, each with a composition of its own on ports of its own (support/composition.ts):
  // the journeys mostly wait on the game's timers, so two at once nearly halve the run on two
  // cores. A file's journeys stay together, in order, on one worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    // The installed game's service worker (issue 30) is tried in pwa.spec.ts only: a worker
    // controlling the page would hide its requests from the journeys' page.route hooks.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
});
