/**
 * Starting the simulator's worker. The remote's chunks are served from its own origin, which is
 * not the page's (the shell's), and a browser starts a worker only from the page's origin; so a
 * worker script of another origin is fetched (the remote's host allows it) and started from a
 * same-origin blob of its text (the page's policy allows blob workers).
 */

/** The worker for `url`: directly when it is of the page's origin, else from a blob of it. */
export async function startWorker(url: URL): Promise<Worker> {
  if (url.origin === globalThis.location.origin) return new Worker(url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The simulator's worker answered ${String(response.status)}`);
  const code = new Blob([await response.text()], { type: 'text/javascript' });
  return new Worker(URL.createObjectURL(code));
}
