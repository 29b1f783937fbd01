import { fileURLToPath } from 'node:url';
import {
  CSS_MODULES,
  FEDERATION_RUNTIME_AS_ES_MODULES,
  HOST_CHUNK_SPLIT,
  HOST_EXPERIMENTS,
  SHARE_STRATEGY,
  SHARED_SINGLETONS,
} from '@idle/build-config';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** Runtime plugins, in order: network retries, then the fallback for a remote that stays down. */
const runtimePlugins = [
  './src/federation/retry-plugin.ts',
  './src/federation/fallback-plugin.ts',
].map((path) => fileURLToPath(new URL(path, import.meta.url)));

const gameServer = process.env.GAME_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    pluginReact(),
    // Remotes are not listed here: they come from /remotes.json at run time.
    pluginModuleFederation({
      name: 'shell',
      shared: SHARED_SINGLETONS,
      shareStrategy: SHARE_STRATEGY,
      dts: false,
      runtimePlugins,
      experiments: HOST_EXPERIMENTS,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: FEDERATION_RUNTIME_AS_ES_MODULES },
  html: { title: 'Idle RPG', template: './src/index.html' },
  output: { cssModules: CSS_MODULES },
  performance: { chunkSplit: HOST_CHUNK_SPLIT },
  server: {
    port: 3100,
    // In development the API, the registry and the socket stay on the game server.
    proxy: { '/php': gameServer, '/remotes.json': gameServer },
  },
});
