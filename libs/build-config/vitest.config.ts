import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared';

// These tests run ESLint, tsc, Vitest and Rsbuild over the workspace: seconds, not milliseconds.
export default mergeConfig(projectTestConfig(), { test: { testTimeout: 60_000 } });
