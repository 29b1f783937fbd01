/**
 * Starting the simulator's worker. The remote's chunks are served from its own origin, which is
 * not the page's (the shell's), and a browser starts a worker only from the page's origin; so a
 * worker script of another origin is started through a same-origin blob that imports it.
 */

/** The worker for `url`: directly when it is of the page's origin, else through a blob. */
export function startWorker(url: URL): Worker {
  if (url.origin === globalThis.location.origin) return new Worker(url);
  const bootstrap = new Blob([`importScripts(${JSON.stringify(url.href)});`], {
    type: 'text/javascript',
  });
  return new Worker(URL.createObjectURL(bootstrap));
}
