/**
 * The JavaScript a first visit of `/` transfers: headless Chromium (playwright-core) opens the
 * composed page on the running server in a fresh context (empty cache), every JavaScript
 * response (shell and remotes, any origin) is collected, and its gzip size is summed: the bytes on
 * the wire when the server sent it gzip-encoded, otherwise what node:zlib at level 9 makes of the
 * body (uncompressed, or brotli-encoded, which is smaller than gzip). The bytes actually on the
 * wire, whatever the encoding, are summed too. Each script is counted in the first load when its
 * request started before the expected screen was painted (the page records when the screen's
 * selector first showed, after the next frame); what the page fetches after that (the chat dock,
 * loaded once the screen is up) is counted apart.
 *
 * A remote's first visit: the page opens `/`, settles, then follows the game's own link to the
 * remote's main route (as a player clicks it); every script fetched from the click until that
 * screen is shown and the network is quiet is the visit's.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export interface ScriptFile {
  url: string;
  bytes: number;
  /** Its gzip size: wire bytes if the server sent it gzip-encoded, else zlib level 9. */
  gzipBytes: number;
  /** Body bytes on the wire, in the encoding the server chose. */
  wireBytes: number;
  encoding: string | null;
}

/** Scripts and their sums. */
export interface ScriptSet {
  files: ScriptFile[];
  totalBytes: number;
  totalGzipBytes: number;
  totalWireBytes: number;
  /** Content-Encoding -> number of script responses (`none` when not compressed). */
  encodings: Record<string, number>;
}

export interface FirstLoad extends ScriptSet {
  label: string;
  /** Requested after the expected screen was painted (not part of the first load's sums). */
  afterScreen: ScriptSet;
  /** Whether the page reached the expected screen (login form or home page). */
  reached: boolean;
  pageNote: string;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

function isScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return (
    response.request().resourceType() === 'script' ||
    type.includes('javascript') ||
    /\.m?js(\?|$)/.test(new URL(response.url()).pathname)
  );
}

function scriptSet(files: ScriptFile[]): ScriptSet {
  return {
    files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    totalWireBytes: files.reduce((sum, file) => sum + file.wireBytes, 0),
    encodings: files.reduce<Record<string, number>>((counts, file) => {
      const key = file.encoding ?? 'none';
      counts[key] = (counts[key] ?? 0) + 1;
      return counts;
    }, {}),
  };
}

async function scriptFile(response: Response): Promise<ScriptFile | null> {
  try {
    const body = await response.body();
    const header = response.headers()['content-encoding'];
    const encoding = header && header !== 'identity' ? header : null;
    const wireBytes =
      encoding === null ? body.length : (await response.request().sizes()).responseBodySize;
    const gzipBytes = encoding === 'gzip' ? wireBytes : gzipSync(body, { level: 9 }).length;
    return { url: response.url(), bytes: body.length, gzipBytes, wireBytes, encoding };
  } catch {
    return null;
  }
}

/**
 * A script for the page: records in `window.screenShownAt` when `selector` first shows, in the
 * frame that paints it (ms since the page's time origin, the clock of its resource timing
 * entries). A string, not a function: the bench's TypeScript runner would add helpers the page
 * lacks to a function's text.
 */
function recordScreenShown(selector: string): string {
  return `(() => {
    const check = () => {
      if (window.screenShownAt !== undefined || !document.querySelector(${JSON.stringify(selector)})) return;
      window.screenShownAt = -1;
      requestAnimationFrame(() => { window.screenShownAt = performance.now(); });
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  })();`;
}

/**
 * A fresh context (empty cache), logged in by `sessionToken` (the session cookie a login would
 * set) unless null, with a page whose script responses are collected as they come.
 */
async function openPage(browser: Browser, origin: string, sessionToken: string | null) {
  const context = await browser.newContext();
  if (sessionToken !== null) {
    const { hostname } = new URL(origin);
    await context.addCookies([
      {
        name: 'idle_session',
        value: sessionToken,
        domain: hostname,
        path: '/',
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
  }
  const page = await context.newPage();
  const pending: Promise<ScriptFile | null>[] = [];
  page.on('response', (response) => {
    if (isScript(response)) pending.push(scriptFile(response));
  });
  /** The scripts collected so far, and forgets them. */
  const take = async () => {
    const files = await Promise.all(pending.splice(0));
    return files.filter((file): file is ScriptFile => !!file);
  };
  return { context, page, take };
}

/** Waits for `selector`; on a timeout, the start of what the page shows instead. */
async function reach(page: Page, selector: string): Promise<{ reached: boolean; note: string }> {
  try {
    await page.waitForSelector(selector, { timeout: 20_000 });
    return { reached: true, note: '' };
  } catch {
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    return { reached: false, note: text.slice(0, 200) };
  }
}

/** Until the network is quiet, then `settleMs` more (chunks loaded right after a screen shows). */
async function settle(page: Page, settleMs: number): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(settleMs);
}

/** Loads `origin/` once in a fresh context; `expect` is a selector of the screen it should end on. */
export async function measureFirstLoad(
  browser: Browser,
  options: {
    label: string;
    origin: string;
    sessionToken: string | null;
    expect: string;
    settleMs: number;
  },
): Promise<FirstLoad> {
  const { context, page, take } = await openPage(browser, options.origin, options.sessionToken);
  try {
    await page.addInitScript({ content: recordScreenShown(options.expect) });
    await page.goto(`${options.origin}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    const { reached, note } = await reach(page, options.expect);
    await settle(page, options.settleMs);
    const { shownAt, startedAt } = await page.evaluate(() => ({
      shownAt: (window as unknown as { screenShownAt?: number }).screenShownAt ?? -1,
      startedAt: performance
        .getEntriesByType('resource')
        .map((entry): [string, number] => [entry.name, entry.startTime]),
    }));
    const requestStart = new Map(startedAt);
    const files = await take();
    // A script the page has no timing for (a worker's blob) counts in the first load, and so
    // does everything when the screen never showed.
    const before = (file: ScriptFile) =>
      shownAt < 0 || (requestStart.get(file.url) ?? -1) <= shownAt;
    return {
      label: options.label,
      ...scriptSet(files.filter(before)),
      afterScreen: scriptSet(files.filter((file) => !before(file))),
      reached,
      pageNote: note,
    };
  } finally {
    await context.close();
  }
}

export interface RemoteVisit extends ScriptSet {
  label: string;
  route: string;
  reached: boolean;
  pageNote: string;
}

/**
 * A logged-in player's first visit of a remote's main route after `/`: the scripts fetched from
 * following the link at `route` until the remote's screen (`expect`) shows and settles.
 */
export async function measureRemoteVisit(
  browser: Browser,
  options: {
    label: string;
    origin: string;
    sessionToken: string;
    home: string;
    route: string;
    expect: string;
    settleMs: number;
  },
): Promise<RemoteVisit> {
  const { context, page, take } = await openPage(browser, options.origin, options.sessionToken);
  try {
    await page.goto(`${options.origin}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    const home = await reach(page, options.home);
    if (!home.reached) {
      return {
        label: options.label,
        route: options.route,
        ...scriptSet([]),
        reached: false,
        pageNote: `home did not show: ${home.note}`,
      };
    }
    await settle(page, options.settleMs);
    await take();
    await page.locator(`a[href="${options.route}"]`).first().click();
    const { reached, note } = await reach(page, options.expect);
    await settle(page, options.settleMs);
    return {
      label: options.label,
      route: options.route,
      ...scriptSet(await take()),
      reached,
      pageNote: note,
    };
  } finally {
    await context.close();
  }
}
