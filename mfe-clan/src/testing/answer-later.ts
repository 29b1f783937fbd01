/**
 * Loads that stay in flight for a test (its loading state). The shared query cache asks once per
 * key while a request is in flight, so one left hanging would block that key for every later test
 * of the file: each is failed once its test is over (test-setup.ts), before the next one starts.
 */
const hanging: (() => void)[] = [];

/** A fake server's answer that does not come while the test runs. */
export function answerNever(): Promise<never> {
  return new Promise((_resolve, reject) => {
    hanging.push(() => reject(new Error('The test is over.')));
  });
}

/** Fails every answer left hanging and lets the failures reach the cache. */
export async function endHangingAnswers(): Promise<void> {
  for (const fail of hanging.splice(0)) fail();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
