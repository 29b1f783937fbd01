/**
 * The page's side of the installed game (issue 30): registers the service worker that
 * shell/scripts/build-sw.mjs writes next to the production build. Development builds have none.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !serviceWorkerSupported()) return;
  // After the page has loaded: installing precaches the shell, which must not compete with it.
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // Without it the game works as before, only not offline; nothing to tell the player.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
