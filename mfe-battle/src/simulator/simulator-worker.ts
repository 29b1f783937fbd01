/**
 * Starting the simulator's worker. It is built apart (rsbuild.config.ts, environment `worker`)
 * as `worker/simulator-worker.js` beside the remote's chunks, which come from the remote's own
 * origin, not the page's (the shell's); a browser starts a worker only from the page's origin,
 * so the script is fetched (the remote's host allows it) and started from a same-origin blob.
 */

/** Where the remote's build is served from: its public path, set by the bundler. */
declare const __webpack_public_path__: string;

/** The worker script's address, fetched once a page: every run starts from the same blob. */
let scriptUrl: Promise<string | URL> | null = null;

async function workerScriptUrl(): Promise<string | URL> {
  const url = new URL(
    'worker/simulator-worker.js',
    new URL(__webpack_public_path__, location.href),
  );
  if (url.origin === location.origin) return url;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The simulator's worker answered ${String(response.status)}`);
  const code = new Blob([await response.text()], { type: 'text/javascript' });
  return URL.createObjectURL(code);
}

export async function startWorker(): Promise<Worker> {
  scriptUrl ??= workerScriptUrl();
  try {
    return new Worker(await scriptUrl);
  } catch (error) {
    // A failed fetch is asked again on the next run.
    scriptUrl = null;
    throw error;
  }
}
