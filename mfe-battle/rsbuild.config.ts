import {
  CSS_MODULES,
  FEDERATION_RUNTIME_AS_ES_MODULES,
  REMOTE_PORTS,
  remoteFederation,
} from '@idle/build-config';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const distRoot = process.env.DIST_DIR ?? 'dist';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation(
      remoteFederation('mfe-battle', {
        './routes': './src/routes.tsx',
        // Loaded only when /tools opens.
        './calculators': './src/calculators/index.ts',
        // Loaded after the first paint of `/` (the home page's sections, the panels' contents).
        './slots': './src/slots.ts',
      }),
      { environment: 'web' },
    ),
  ],
  environments: {
    web: { source: { entry: { index: './src/index.ts' } } },
    // The combat simulator's Web Worker, a bundle of its own: the federation runtime a remote's
    // chunks carry needs the shell's page, which a worker does not have. A fixed name (served
    // no-cache) that src/simulator/simulator-worker.ts finds beside the remote's chunks.
    worker: {
      source: { entry: { 'simulator-worker': './src/simulator/simulator.worker.ts' } },
      output: {
        target: 'web-worker',
        filename: { js: '[name].js' },
        distPath: { root: `${distRoot}/worker`, js: '' },
      },
      tools: { htmlPlugin: false },
    },
  },
  resolve: { alias: FEDERATION_RUNTIME_AS_ES_MODULES },
  server: { port: REMOTE_PORTS['mfe-battle'], cors: true },
  // Chunks load from wherever the manifest was fetched, not from the shell's origin.
  // DIST_DIR lets a second build sit beside the first (a deployment to another URL).
  output: {
    assetPrefix: 'auto',
    cssModules: CSS_MODULES,
    distPath: { root: distRoot },
  },
  dev: { assetPrefix: 'auto' },
  html: { title: 'Battle remote' },
});
