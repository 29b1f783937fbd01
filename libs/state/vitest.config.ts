import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared';

// jsdom gives the tests a real localStorage; persistence.node.test.ts runs without one.
export default mergeConfig(projectTestConfig(), { test: { environment: 'jsdom' } });
