/**
 * Builds the service worker after the shell's Rsbuild build (`npm run build`): bundles
 * src/sw/service-worker.ts with esbuild, then lets Workbox write the list of files to precache into
 * it. Precached: the shell's content-hashed files, its icons and the offline page. Never: the
 * pages, the federation manifests and entries, the web app manifest (see src/sw/service-worker.ts).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const shell = join(import.meta.dirname, '..');
const dist = join(shell, process.env.DIST_DIR ?? 'dist');
const bundled = join(shell, 'node_modules', '.cache', 'sw', 'service-worker.js');

await build({
  entryPoints: [join(shell, 'src', 'sw', 'service-worker.ts')],
  outfile: bundled,
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  // Workbox logs in development builds only.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: join(dist, 'sw.js'),
  globDirectory: dist,
  globPatterns: ['static/**/*.{js,css,woff2,svg,png}', 'icons/*.png', 'offline.*', 'favicon.svg'],
  globIgnores: ['**/*.map', '**/*.LICENSE.txt', '**/remoteEntry*', '**/mf-*'],
  // Hashed names are their own revision: no cache-busting query needed.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
for (const warning of warnings) console.warn(warning);
rmSync(bundled);
console.log(`sw.js: ${count} files precached, ${(size / 1024).toFixed(0)} KB`);
