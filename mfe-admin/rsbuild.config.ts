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
    pluginModuleFederation(remoteFederation('mfe-admin', { './routes': './src/routes.tsx' })),
  ],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: FEDERATION_RUNTIME_AS_ES_MODULES },
  server: { port: REMOTE_PORTS['mfe-admin'], cors: true },
  // Chunks load from wherever the manifest was fetched, not from the shell's origin.
  output: { assetPrefix: 'auto', cssModules: CSS_MODULES },
  dev: { assetPrefix: 'auto' },
  html: { title: 'Operator Console remote' },
});
