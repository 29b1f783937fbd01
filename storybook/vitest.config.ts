// Renders every story of the workspace in jsdom (src/stories.test.tsx).
import { defineConfig, mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../vitest.shared.ts';

export default mergeConfig(
  projectTestConfig(),
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test-setup.ts'],
      css: { include: [/\.module\.css$/], modules: { classNameStrategy: 'stable' } },
    },
  }),
);
