// Read by storybook-react-rsbuild from this folder. Without pluginReact the build passes but
// every story is blank ("React is not defined"): see TOOLCHAIN.md, Storybook.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
});
