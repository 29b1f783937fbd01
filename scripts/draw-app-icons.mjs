/**
 * Draws the installed game's icons (shell/public/icons/) from the favicon's diamond with
 * Chromium, once: the PNGs are committed, so builds need no image tool. Run again after the
 * favicon changes: `node scripts/draw-app-icons.mjs`.
 * The maskable icon keeps the diamond inside the central 80% safe zone on a full-bleed ground.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const out = join(import.meta.dirname, '..', 'shell', 'public', 'icons');
const GROUND = '#1b1f2a';
const GOLD = '#e3b341';

const plain = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${GROUND}"/><path d="M16 4.5 27.5 16 16 27.5 4.5 16z" fill="${GOLD}"/></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${GROUND}"/><path d="M16 8 24 16 16 24 8 16z" fill="${GOLD}"/></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: plain },
  { file: 'icon-512.png', size: 512, svg: plain },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const { file, size, svg } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img width="${size}" height="${size}" src="data:image/svg+xml,${encodeURIComponent(svg)}">`,
  );
  await page.screenshot({ path: join(out, file), omitBackground: true });
  await page.close();
}
await browser.close();
