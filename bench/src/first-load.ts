/**
 * The JavaScript a first visit of `/` transfers: headless Chromium (playwright-core) opens the
 * composed page on the running server in a fresh context (empty cache), every JavaScript
 * response (shell and remotes, any origin) is collected, and its gzip size is summed: the bytes on
 * the wire when the server sent it gzip-encoded, otherwise what node:zlib at level 9 makes of the
 * body (uncompressed, or brotli-encoded, which is smaller than gzip). The bytes actually on the
 * wire, whatever the encoding, are summed too.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';

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

export interface FirstLoad {
  label: string;
  files: ScriptFile[];
  totalBytes: number;
  totalGzipBytes: number;
  totalWireBytes: number;
  /** Content-Encoding -> number of script responses (`none` when not compressed). */
  encodings: Record<string, number>;
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

/**
 * Loads `origin/` once in a fresh context. `sessionToken` logs the page in (the session cookie a
 * login would set); `expect` is a selector of the screen the load should end on.
 */
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
  const context = await browser.newContext();
  try {
    if (options.sessionToken !== null) {
      const { hostname } = new URL(options.origin);
      await context.addCookies([
        {
          name: 'idle_session',
          value: options.sessionToken,
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
      if (!isScript(response)) return;
      pending.push(
        (async () => {
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
        })(),
      );
    });
    await page.goto(`${options.origin}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    let reached = true;
    let pageNote = '';
    try {
      await page.waitForSelector(options.expect, { timeout: 20_000 });
    } catch {
      reached = false;
      pageNote = (
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      ).slice(0, 200);
    }
    // Chunks that the screen loads right after it shows (lazy components, remotes).
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(options.settleMs);
    const files = (await Promise.all(pending)).filter((file): file is ScriptFile => !!file);
    return {
      label: options.label,
      files,
      totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      totalWireBytes: files.reduce((sum, file) => sum + file.wireBytes, 0),
      encodings: files.reduce<Record<string, number>>((counts, file) => {
        const key = file.encoding ?? 'none';
        counts[key] = (counts[key] ?? 0) + 1;
        return counts;
      }, {}),
      reached,
      pageNote,
    };
  } finally {
    await context.close();
  }
}
