// Component tests run in jsdom; CSS Modules are processed so class names are real.
import { defineConfig, mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  projectTestConfig(),
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test-setup.ts'],
      css: {
        include: [/\.module\.css$/, /\/tokens\.css/],
        modules: { classNameStrategy: 'stable' },
      },
    },
  }),
);
