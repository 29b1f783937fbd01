import { APP_OWNERS, federationName, type RemoteName } from '@idle/contracts';
import {
  ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteUnavailableError } from './errors';
import fallbackPlugin, { remoteNamed, UNREACHABLE_MESSAGE } from './fallback-plugin';
import retryPlugin, { REMOTE_RETRY, type RetryPolicy } from './retry-plugin';

// The runtime caches manifests and entries page-wide by URL: each test serves its own.
let manifestUrl = '';
let servedRemotes = 0;
/** Short waits keep the test fast; the shape (3 tries, growing waits) is the real one's. */
const FAST: RetryPolicy = { attempts: 3, delayMs: (retry) => 20 * 2 ** (retry - 1) };
const ROUTES_MODULE = { contractsVersion: '1.0.0', buildId: 'test', routes: {} };

/** The federation manifest a remote build publishes, cut to what the runtime reads. */
function manifest() {
  return {
    id: 'mfe_battle',
    name: 'mfe_battle',
    metaData: {
      name: 'mfe_battle',
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: '@idle/mfe-battle' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'mfe_battle',
      pluginVersion: '2.9.2',
      publicPath: new URL('/', manifestUrl).href,
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: 'mfe_battle:routes',
        name: 'routes',
        path: './routes',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

type EntryLoad = 'fails' | 'loads';

/**
 * Stands in for the remote entry script, which jsdom does not run, through the runtime's own
 * loadEntry hook. A failing load throws what the runtime throws for a script that did not load
 * (RUNTIME-008), which is what sends it to loadEntryError.
 */
function fakeEntry(loads: EntryLoad[]): ModuleFederationRuntimePlugin & { calls: number } {
  const plugin = {
    name: 'test-remote-entry',
    calls: 0,
    loadEntry() {
      const outcome = loads[plugin.calls] ?? 'loads';
      plugin.calls += 1;
      if (outcome === 'fails') {
        return Promise.reject(new Error('RUNTIME-008: Failed to load script resources.'));
      }
      return Promise.resolve({
        init: () => undefined,
        get: () => () => Promise.resolve(ROUTES_MODULE),
      });
    },
  };
  return plugin;
}

/** A fetch whose answers follow the list (a thrown TypeError is a network failure), then the manifest. */
function serveManifest(answers: ('down' | 502 | 'up')[]) {
  const times: number[] = [];
  const fetch = vi.fn((url: string) => {
    times.push(performance.now());
    const answer = answers[times.length - 1] ?? 'up';
    expect(url).toBe(manifestUrl);
    if (answer === 'down') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 502) return Promise.resolve(new Response('', { status: 502 }));
    return Promise.resolve(Response.json(manifest()));
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, times };
}

function federation(entry: ModuleFederationRuntimePlugin) {
  return new ModuleFederation({
    name: 'shell_plugins_test',
    remotes: [{ name: 'mfe_battle', entry: manifestUrl }],
    shared: {},
    plugins: [retryPlugin(FAST), fallbackPlugin(), entry],
  });
}

beforeEach(() => {
  servedRemotes += 1;
  manifestUrl = `http://battle-${servedRemotes}.test/mf-manifest.json`;
  // Snapshots of remotes are kept page-wide by remote name: start each test without them.
  const federationGlobal = globalThis as { __FEDERATION__?: { moduleInfo: object } };
  if (federationGlobal.__FEDERATION__) federationGlobal.__FEDERATION__.moduleInfo = {};
  // The runtime logs each failed try; the assertions below say what happened.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('remote loading with the retry and fallback plugins', () => {
  it('retries a manifest fetch that fails twice, then loads the remote', async () => {
    const { fetch, times } = serveManifest(['down', 502, 'up']);
    const entry = fakeEntry([]);
    const loaded = await federation(entry).loadRemote('mfe_battle/routes');
    expect(loaded).toEqual(ROUTES_MODULE);
    expect(fetch).toHaveBeenCalledTimes(3);
    // Waits of 20 then 40 ms between the tries (timers may fire a little late, never early).
    const [first = 0, second = 0, third = 0] = times;
    expect(second - first).toBeGreaterThanOrEqual(19);
    expect(third - second).toBeGreaterThanOrEqual(39);
    expect(entry.calls).toBe(1);
  });

  it('retries a remote entry that fails to load twice, then loads the remote', async () => {
    serveManifest([]);
    const entry = fakeEntry(['fails', 'fails', 'loads']);
    const loaded = await federation(entry).loadRemote('mfe_battle/routes');
    expect(loaded).toEqual(ROUTES_MODULE);
    expect(entry.calls).toBe(3);
  });

  it('ends in RemoteUnavailableError after three manifest tries, within the waits', async () => {
    const { fetch } = serveManifest(['down', 'down', 'down', 'up']);
    const entry = fakeEntry([]);
    const started = performance.now();
    const failure = await federation(entry)
      .loadRemote('mfe_battle/routes')
      .catch((error: unknown) => error);
    const elapsed = performance.now() - started;

    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({
      remote: 'mfe-battle',
      reason: 'unreachable',
      message: UNREACHABLE_MESSAGE,
    });
    // Exactly the three tries: the fourth answer (up) was never asked for.
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(entry.calls).toBe(0);
    expect(elapsed).toBeGreaterThanOrEqual(58);
    expect(elapsed).toBeLessThan(1000);
  });

  it('ends in RemoteUnavailableError when the remote entry fails three times', async () => {
    serveManifest([]);
    const entry = fakeEntry(['fails', 'fails', 'fails', 'loads']);
    const failure = await federation(entry)
      .loadRemote('mfe_battle/routes')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({ remote: 'mfe-battle', reason: 'unreachable' });
    expect(entry.calls).toBe(3);
  });

  it('fetches the manifest afresh on the next load after a final failure (Retry)', async () => {
    const { fetch } = serveManifest(['down', 'down', 'down', 'up']);
    const instance = federation(fakeEntry([]));
    await expect(instance.loadRemote('mfe_battle/routes')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    await expect(instance.loadRemote('mfe_battle/routes')).resolves.toEqual(ROUTES_MODULE);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});

describe('retryPlugin', () => {
  it('waits at most 0.75 s in all before the fallback shows', () => {
    expect(REMOTE_RETRY.attempts).toBe(3);
    const waits = [1, 2].map((retry) => REMOTE_RETRY.delayMs(retry));
    expect(waits).toEqual([250, 500]);
  });

  it('asks for the entry again under a marked URL, forgetting the failed load first', async () => {
    const plugin = retryPlugin(FAST);
    const globalLoading: Record<string, Promise<undefined> | undefined> = {
      'mfe_battle:entry': Promise.resolve(undefined),
    };
    const urls: string[] = [];
    const getRemoteEntry = vi.fn(({ getEntryUrl }: { getEntryUrl?: (url: string) => string }) => {
      expect(globalLoading['mfe_battle:entry']).toBeUndefined();
      urls.push(getEntryUrl?.('http://battle.test/static/js/mfe_battle.js') ?? '');
      return urls.length < 2
        ? Promise.reject(new Error('RUNTIME-008'))
        : Promise.resolve({ init: () => undefined, get: () => () => Promise.resolve({}) });
    });
    const hook = plugin.loadEntryError;
    if (!hook) throw new Error('retryPlugin has no loadEntryError hook');
    const exports = await hook({
      getRemoteEntry,
      origin: new ModuleFederation({ name: 'shell_hook_test', remotes: [] }),
      remoteInfo: {
        name: 'mfe_battle',
        entry: 'http://battle.test/static/js/mfe_battle.js',
        type: 'global',
        entryGlobalName: 'mfe_battle',
        shareScope: 'default',
      },
      globalLoading,
      uniqueKey: 'mfe_battle:entry',
    });
    expect(exports).toHaveProperty('init');
    expect(urls).toEqual([
      'http://battle.test/static/js/mfe_battle.js?retry=1',
      'http://battle.test/static/js/mfe_battle.js?retry=2',
    ]);
  });
});

describe('fallbackPlugin', () => {
  it("knows every remote by its federation name, and nothing that is not the game's", () => {
    for (const owner of APP_OWNERS.filter((name): name is RemoteName => name !== 'shell')) {
      expect(remoteNamed(federationName(owner))).toBe(owner);
    }
    expect(remoteNamed('shell')).toBeUndefined();
    expect(remoteNamed('analytics_widget')).toBeUndefined();
  });

  it('leaves a failed manifest to the runtime, which forgets it', async () => {
    const hook = fallbackPlugin().errorLoadRemote;
    if (!hook) throw new Error('fallbackPlugin has no errorLoadRemote hook');
    await expect(
      hook({
        id: manifestUrl,
        error: new Error('down'),
        from: 'runtime',
        lifecycle: 'afterResolve',
        origin: new ModuleFederation({ name: 'shell_fallback_test', remotes: [] }),
      }),
    ).resolves.toBeUndefined();
  });

  it("leaves the runtime's error for a remote that is not the game's", async () => {
    const hook = fallbackPlugin().errorLoadRemote;
    if (!hook) throw new Error('fallbackPlugin has no errorLoadRemote hook');
    await expect(
      hook({
        id: 'analytics_widget/panel',
        error: new Error('down'),
        from: 'runtime',
        lifecycle: 'onLoad',
        origin: new ModuleFederation({ name: 'shell_fallback_test_2', remotes: [] }),
      }),
    ).resolves.toBeUndefined();
  });
});
