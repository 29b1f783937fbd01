/** Runs before every test file of this app (vitest.config.ts). */
import { configureApi } from '@idle/api-client';
import { afterEach } from 'vitest';
import { endHangingAnswers } from './answer-later';

// Registered first, so it runs after each file's own afterEach: the cache starts empty.
afterEach(async () => {
  await endHangingAnswers();
  configureApi();
});
