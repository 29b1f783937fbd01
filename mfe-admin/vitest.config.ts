import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../vitest.shared';

export default mergeConfig(projectTestConfig(), { test: { environment: 'jsdom' } });
