/**
 * The installed game's service worker (issue 30), built by shell/scripts/build-sw.mjs.
 * What it may serve from its caches is deliberately short:
 * - the shell's own content-hashed files and the offline page (precached at each build);
 * - the remotes' content-hashed chunks (cached the first time they load: a hash never changes).
 * Everything else goes to the network untouched: index.html, /remotes.json, every
 * mf-manifest.json and remote entry, the web app manifest, the API and the live socket, so a
 * deployment is used at once. A page load that fails offline gets the offline page.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  PrecacheFallbackPlugin,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import {
  type PushPayload,
  isHashedChunk,
  notificationFromPush,
  openNotificationTarget,
} from './rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const OFFLINE_PAGE = '/offline.html';
const REMOTE_CHUNKS_CACHE = 'remote-chunks';

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE })] }),
);

registerRoute(
  ({ url, request }) =>
    url.origin !== self.location.origin &&
    (request.destination === 'script' ||
      request.destination === 'style' ||
      request.destination === '') &&
    isHashedChunk(url),
  new CacheFirst({
    cacheName: REMOTE_CHUNKS_CACHE,
    plugins: [
      // Scripts loaded without CORS come back opaque (status 0): still the file the hash names.
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 }),
    ],
  }),
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let payload: PushPayload | null;
  try {
    payload = event.data?.json() as PushPayload;
  } catch {
    payload = null;
  }
  const { title, options } = notificationFromPush(payload, event.data?.text() ?? '');
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationTarget(self.clients, self.location.origin, event.notification.data),
  );
});
