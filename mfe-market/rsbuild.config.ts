import {
  CSS_MODULES,
  FEDERATION_RUNTIME_AS_ES_MODULES,
  REMOTE_PORTS,
  remoteFederation,
} from '@idle/build-config';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation(
      remoteFederation('mfe-market', {
        './routes': './src/routes.tsx',
        // Loaded after the first paint of `/` and the player's own profile (net worth).
        './slots': './src/slots.ts',
      }),
    ),
  ],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: FEDERATION_RUNTIME_AS_ES_MODULES },
  server: { port: REMOTE_PORTS['mfe-market'], cors: true },
  // Chunks load from wherever the manifest was fetched, not from the shell's origin.
  output: { assetPrefix: 'auto', cssModules: CSS_MODULES },
  dev: { assetPrefix: 'auto' },
  html: { title: 'Market remote' },
});
