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
      remoteFederation('mfe-land-labyrinth', {
        './routes': './src/routes.tsx',
        // Loaded only when /tools opens.
        './calculators': './src/calculators/index.ts',
        // Loaded after the first paint of `/` (the home page's sections, the panels' contents).
        './slots': './src/slots.ts',
      }),
    ),
  ],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: FEDERATION_RUNTIME_AS_ES_MODULES },
  server: { port: REMOTE_PORTS['mfe-land-labyrinth'], cors: true },
  // Chunks load from wherever the manifest was fetched, not from the shell's origin.
  output: { assetPrefix: 'auto', cssModules: CSS_MODULES },
  dev: { assetPrefix: 'auto' },
  html: { title: 'Land and labyrinth remote' },
});
