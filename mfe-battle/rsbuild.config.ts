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
      remoteFederation('mfe-battle', {
        './routes': './src/routes.tsx',
        // Loaded only when /tools opens.
        './calculators': './src/calculators/index.ts',
      }),
    ),
  ],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: FEDERATION_RUNTIME_AS_ES_MODULES },
  server: { port: REMOTE_PORTS['mfe-battle'], cors: true },
  // Chunks load from wherever the manifest was fetched, not from the shell's origin.
  // DIST_DIR lets a second build sit beside the first (a deployment to another URL).
  output: {
    assetPrefix: 'auto',
    cssModules: CSS_MODULES,
    distPath: { root: process.env.DIST_DIR ?? 'dist' },
  },
  dev: { assetPrefix: 'auto' },
  html: { title: 'Battle remote' },
  // `simulatorWorker.start(new URL(...))` bundles its script as a worker like `new Worker(...)`
  // does (src/simulator/useSimulation.ts starts it across origins).
  tools: {
    rspack: {
      module: { parser: { javascript: { worker: ['*simulatorWorker.start()', '...'] } } },
    },
  },
});
