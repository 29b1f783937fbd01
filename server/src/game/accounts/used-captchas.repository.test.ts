/** A solved captcha's signature counts once. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_START, type TestDatabase } from '../../test-support';
import { markCaptchaUsed } from './used-captchas.repository';

let database: TestDatabase;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await database.close();
});

describe('markCaptchaUsed', () => {
  it('answers true the first time a signature is used, false after', async () => {
    expect(await markCaptchaUsed(database.db, 'signature-1', TEST_START)).toBe(true);
    expect(await markCaptchaUsed(database.db, 'signature-1', TEST_START + 1)).toBe(false);
    expect(await markCaptchaUsed(database.db, 'signature-2', TEST_START)).toBe(true);
  });
});
