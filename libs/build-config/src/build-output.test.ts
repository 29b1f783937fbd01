/**
 * What the build settings do to the first load: HOST_CHUNK_SPLIT gives the workspace's library
 * modules shared by two chunks a chunk of their own and leaves packages from node_modules to
 * Rspack's own groups; CSS_MODULES names classes by their hash alone in production builds only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_CHUNK_SPLIT } from './index';

const group = HOST_CHUNK_SPLIT.override.cacheGroups.workspaceLibraries;

describe('HOST_CHUNK_SPLIT', () => {
  it('takes the modules of the libraries, however small, once two chunks need them', () => {
    expect(group.test.test('/work/repo/libs/contracts/src/endpoints.ts')).toBe(true);
    expect(group.test.test('C:\\repo\\libs\\game-rules\\src\\guards.ts')).toBe(true);
    expect(group.minChunks).toBe(2);
    expect(group.minSize).toBe(0);
  });

  it('leaves packages installed in node_modules alone', () => {
    expect(group.test.test('/work/repo/node_modules/some-package/libs/index.js')).toBe(false);
    expect(group.test.test('/work/repo/libs/ui/node_modules/dep/index.js')).toBe(false);
    expect(group.test.test('/work/repo/shell/src/api/home.ts')).toBe(false);
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
