// Shared Vitest settings: every project writes a JSON report that scripts/test.mjs totals.
import { defineConfig } from 'vitest/config';

export function projectTestConfig() {
  return defineConfig({
    test: {
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    },
  });
}
