/**
 * Builds the service worker after the shell's Rsbuild build (`npm run build`): bundles
 * src/sw/service-worker.ts with esbuild and writes the list of files to precache into it, where
 * the worker reads `self.__WB_MANIFEST` (workbox-precaching's entries: a URL and a revision, none
 * for a content-hashed name, which is its own). Precached: the shell's content-hashed files, its
 * icons and the offline page. Never: the pages, the federation manifests and entries, the web app
 * manifest (see src/sw/service-worker.ts).
 *
 * The list is written here rather than by workbox-build's injectManifest, which brought about 230
 * packages (Babel, Rollup) into every install for a file listing: a minute of each CI run.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { build } from 'esbuild';

const shell = join(import.meta.dirname, '..');
const dist = join(shell, process.env.DIST_DIR ?? 'dist');
// Where workbox-precaching reads its list: the bundled worker names it once, and it is replaced.
const WORKBOX_INJECTION_POINT = 'self.__WB_MANIFEST';

/** What is precached, by path under dist: scripts, styles, fonts and images, the icons, the offline page. */
const PRECACHED = [
  /^static\/.*\.(js|css|woff2|svg|png)$/,
  /^icons\/[^/]+\.png$/,
  /^offline\.[^/]+$/,
  /^favicon\.svg$/,
];
const NEVER = [/\.map$/, /\.LICENSE\.txt$/, /(^|\/)remoteEntry/, /(^|\/)mf-/];
/** A content hash in the name (`index.3f9a1c2b.js`): the name changes with the content. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./;
const MAX_BYTES = 4 * 1024 * 1024;

const entries = [];
let bytes = 0;
for (const file of readdirSync(dist, { recursive: true })) {
  const path = String(file).split(sep).join('/');
  if (!PRECACHED.some((pattern) => pattern.test(path))) continue;
  if (NEVER.some((pattern) => pattern.test(path))) continue;
  const full = join(dist, path);
  const size = statSync(full).size;
  if (size > MAX_BYTES) {
    console.warn(`sw.js: ${path} is over ${String(MAX_BYTES)} bytes, not precached`);
    continue;
  }
  bytes += size;
  const revision = HASHED_NAME.test(path)
    ? null
    : createHash('md5').update(readFileSync(full)).digest('hex');
  entries.push({ url: path, revision });
}
entries.sort((a, b) => a.url.localeCompare(b.url));

const bundled = await build({
  entryPoints: [join(shell, 'src', 'sw', 'service-worker.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2022',
  minify: true,
  // Workbox logs in development builds only.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const source = bundled.outputFiles[0]?.text ?? '';
if (source.split(WORKBOX_INJECTION_POINT).length !== 2) {
  throw new Error(`sw.js: expected ${WORKBOX_INJECTION_POINT} exactly once in the bundled worker`);
}
writeFileSync(
  join(dist, 'sw.js'),
  source.replace(WORKBOX_INJECTION_POINT, JSON.stringify(entries)),
);
console.log(`sw.js: ${String(entries.length)} files precached, ${(bytes / 1024).toFixed(0)} KB`);
