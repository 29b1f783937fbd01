import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

// jsdom: loadState and resetAll touch the stores, whose device preferences use localStorage.
export default mergeConfig(projectTestConfig(), { test: { environment: 'jsdom' } });
