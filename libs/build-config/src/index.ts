/**
 * Build settings every app shares, so the host and the six remotes agree on what is a
 * singleton. A remote that forgot one would bundle its own copy of, say, the player store.
 */
import { createRequire } from 'node:module';
import { federationName, type RemoteName } from '@idle/contracts';
import ports from './remote-ports.json' with { type: 'json' };

/** Dev-server and static ports of the remotes, in DESIGN's table order (also read by
 * scripts/composition.mjs, hence JSON). */
export const REMOTE_PORTS: Record<RemoteName, number> = ports;

const singleton = { singleton: true, requiredVersion: false } as const;

/**
 * The part of react-router the apps may import. react-router is shared whole unless told
 * otherwise (61 KB gzip in the shell's first load); with shared tree-shaking each build keeps
 * only these exports in its copy. The shell's copy is the one every remote uses (the first
 * loaded singleton), so an export missing here would be undefined in a remote: a test checks
 * that the apps import nothing else from react-router. Data routers (createMemoryRouter,
 * RouterProvider) are left out on purpose: they are most of the library and the game uses no
 * loaders or actions.
 */
export const ROUTER_EXPORTS = [
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useParams',
] as const;

/** Modules shared as one instance in the page (DESIGN, "Composition at run time"). */
export const SHARED_SINGLETONS = {
  react: singleton,
  'react-dom': singleton,
  // The prefix shares react-dom/client too; without it react-dom is bundled twice.
  'react-dom/': singleton,
  'react-router': {
    ...singleton,
    // 'runtime-infer' needs no service at deploy time; with a singleton it reuses the copy
    // loaded first, the shell's, which keeps ROUTER_EXPORTS whatever the shell itself uses.
    treeShaking: { mode: 'runtime-infer', usedExports: [...ROUTER_EXPORTS] },
  },
  nanostores: singleton,
  '@nanostores/react': singleton,
  mitt: singleton,
  '@idle/state': singleton,
  '@idle/events': singleton,
  '@idle/api-client': singleton,
} as const;

export const SHARE_STRATEGY = 'loaded-first' as const;

/** The federation runtime without its Node.js code paths (about 2 KB gzip of every entry). */
export const BROWSER_RUNTIME = { optimization: { target: 'web' } } as const;

/**
 * The shell puts its federation runtime on the page (`_FEDERATION_RUNTIME_CORE`) for the
 * remotes to use: each remote entry would otherwise carry its own copy, about 18 KB gzip, in
 * every first load that renders a remote (the chat dock does, on every screen). It costs the
 * shell's entry 0.5 KB gzip.
 */
export const HOST_EXPERIMENTS = { ...BROWSER_RUNTIME, provideExternalRuntime: true } as const;

/** The federation runtime's packages, each published as CommonJS and as ES modules. */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/runtime-tools/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/inject-external-runtime-core-plugin',
] as const;

/**
 * Every app's `resolve.alias`: the federation runtime as ES modules. The federation plugin
 * imports the CommonJS build of the runtime (the path Node's `require.resolve` gives), and those
 * files require each other whole, so every entry carried the whole SDK and every error message;
 * as ES modules Rspack keeps only what is used (the shell's entry 33.6 -> 28.2 KB gzip, a remote's
 * 14.7 -> 9.2 KB). Keys are the CommonJS files, values their ES module twins.
 */
export const FEDERATION_RUNTIME_AS_ES_MODULES: Record<string, string> = (() => {
  const require = createRequire(import.meta.url);
  return Object.fromEntries(
    FEDERATION_RUNTIME_PACKAGES.map((name) => {
      const commonJs = require.resolve(name);
      // error-codes names its ES modules .mjs, the others .js.
      const esModule = commonJs.replace(/\.cjs$/, name.endsWith('error-codes') ? '.mjs' : '.js');
      return [commonJs, esModule];
    }),
  );
})();

/** Modules of the workspace's libraries (libs/), not of packages installed in node_modules. */
const WORKSPACE_LIBRARY = /^(?!.*[\\/]node_modules[\\/]).*[\\/]libs[\\/]/;

/**
 * The libraries the singletons the shell provides are made of: @idle/api-client, @idle/state and
 * @idle/events, and what they import of @idle/contracts and @idle/game-rules.
 */
const SINGLETON_LIBRARY =
  /^(?!.*[\\/]node_modules[\\/]).*[\\/]libs[\\/](api-client|contracts|events|game-rules|state)[\\/]/;

/**
 * The shell's chunk splitting. The shell loads its own code and the fallbacks of the singletons it
 * provides side by side on the first load, and both need the endpoint table and the display
 * rules; Rspack's default copies a module under 20 KB into each chunk that needs it, which put
 * the endpoint table in the first load twice. Here a module of the singletons' libraries that two
 * chunks need goes to one chunk, `libraries`, with the singletons' own code (one file instead of
 * five, 1 KB gzip less). The price: a module of those libraries that two lazy pages share comes
 * with the first load too (none does; the bench's first-load figure would show it). Any other
 * module of libs/ that two chunks share gets a chunk of its own however small.
 */
export const HOST_CHUNK_SPLIT = {
  strategy: 'split-by-experience',
  override: {
    cacheGroups: {
      singletonLibraries: {
        test: SINGLETON_LIBRARY,
        name: 'libraries',
        minChunks: 2,
        minSize: 0,
        reuseExistingChunk: true,
        priority: -5,
      },
      workspaceLibraries: {
        test: WORKSPACE_LIBRARY,
        minChunks: 2,
        minSize: 0,
        reuseExistingChunk: true,
        // Above Rspack's `default` group (-20), below the vendor groups.
        priority: -10,
      },
    },
  },
} as const;

/**
 * A remote's entry uses the shell's runtime instead of its own (32 -> 15 KB gzip). The price: the
 * remote starts only in a shell that provides it (built with HOST_EXPERIMENTS); a shell built
 * before shows the remote's fallback, and the remote's own page no longer starts (README).
 */
export const REMOTE_EXPERIMENTS = { ...BROWSER_RUNTIME, externalRuntime: true } as const;

/**
 * CSS module class names of a production build: the hash alone (`backdrop-TzIVfE` becomes
 * `TzIVfE`). Each class a component uses is a string in its script; on the logged-in first load
 * of `/` the local names came to 4.4 KB of the shell's scripts (0.7 KB gzip). Development builds
 * keep Rsbuild's readable names (path, file and class).
 */
export const CSS_MODULES =
  process.env.NODE_ENV === 'production' ? { localIdentName: '[hash:base64:6]' } : {};

/** The federation options of a remote: its name, its exposed modules and the singletons. */
export function remoteFederation(remote: RemoteName, exposes: Record<string, string>) {
  return {
    name: federationName(remote),
    exposes,
    shared: SHARED_SINGLETONS,
    shareStrategy: SHARE_STRATEGY,
    dts: false,
    experiments: REMOTE_EXPERIMENTS,
  };
}
