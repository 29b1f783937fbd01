/**
 * What the build settings do to the first load: HOST_CHUNK_SPLIT keeps each library module two
 * chunks need in one chunk (the singletons' libraries all in one) and leaves packages from
 * node_modules to Rspack's own groups; CSS_MODULES names classes by their hash alone in
 * production builds only; FEDERATION_RUNTIME_AS_ES_MODULES swaps the federation runtime's
 * CommonJS files for their ES modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEDERATION_RUNTIME_AS_ES_MODULES, HOST_CHUNK_SPLIT } from './index';

const { singletonLibraries, workspaceLibraries } = HOST_CHUNK_SPLIT.override.cacheGroups;

describe('HOST_CHUNK_SPLIT', () => {
  it("puts the singletons' libraries that two chunks need in one chunk, however small", () => {
    for (const path of [
      '/work/repo/libs/contracts/src/endpoints.ts',
      'C:\\repo\\libs\\game-rules\\src\\guards.ts',
      '/work/repo/libs/api-client/src/query-cache.ts',
      '/work/repo/libs/state/src/stores.ts',
    ]) {
      expect(singletonLibraries.test.test(path)).toBe(true);
    }
    expect(singletonLibraries.test.test('/work/repo/libs/ui/src/index.ts')).toBe(false);
    expect(singletonLibraries.name).toBe('libraries');
    expect(singletonLibraries.minChunks).toBe(2);
    expect(singletonLibraries.minSize).toBe(0);
    expect(singletonLibraries.priority).toBeGreaterThan(workspaceLibraries.priority);
  });

  it('gives any other library module two chunks need a chunk of its own, however small', () => {
    expect(workspaceLibraries.test.test('/work/repo/libs/ui/src/index.ts')).toBe(true);
    expect('name' in workspaceLibraries).toBe(false);
    expect(workspaceLibraries.minChunks).toBe(2);
    expect(workspaceLibraries.minSize).toBe(0);
  });

  it('leaves packages installed in node_modules and the apps alone', () => {
    for (const group of [singletonLibraries, workspaceLibraries]) {
      expect(group.test.test('/work/repo/node_modules/some-package/libs/state/index.js')).toBe(
        false,
      );
      expect(group.test.test('/work/repo/libs/ui/node_modules/dep/index.js')).toBe(false);
      expect(group.test.test('/work/repo/shell/src/api/home.ts')).toBe(false);
    }
  });
});

describe('CSS_MODULES', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function cssModulesWhen(nodeEnv: string) {
    vi.stubEnv('NODE_ENV', nodeEnv);
    vi.resetModules();
    const { CSS_MODULES } = await import('./index');
    return CSS_MODULES;
  }

  it('names a class by its hash alone in a production build', async () => {
    expect(await cssModulesWhen('production')).toEqual({ localIdentName: '[hash:base64:6]' });
  });

  it("keeps Rsbuild's readable names in development", async () => {
    expect(await cssModulesWhen('development')).toEqual({});
  });
});

describe('FEDERATION_RUNTIME_AS_ES_MODULES', () => {
  it("maps each CommonJS file of the federation runtime to the package's ES module", () => {
    const pairs = Object.entries(FEDERATION_RUNTIME_AS_ES_MODULES);
    // The bundler runtime, the runtime, its core (also as runtime-tools gives it), the SDK, the
    // error codes and the plugin that provides the core to the remotes.
    expect(pairs).toHaveLength(7);
    for (const [commonJs, esModule] of pairs) {
      expect(commonJs).toMatch(/[\\/]node_modules[\\/]@module-federation[\\/].*\.cjs$/);
      expect(esModule).toMatch(/\.m?js$/);
      expect(existsSync(esModule)).toBe(true);
      expect(readFileSync(esModule, 'utf8')).toMatch(/^export /m);
    }
  });
});
