/**
 * A fake answer that never comes, for a test of a loading state. The shared query cache makes one
 * request per key, so a request left in flight would hold its key for the next test: it ends
 * (refused) when its test does.
 */
import { afterEach } from 'vitest';

const inFlight: (() => void)[] = [];

export function answerNever(): Promise<never> {
  return new Promise((_resolve, reject) => {
    inFlight.push(() => reject(new Error('The test ended.')));
  });
}

afterEach(() => {
  for (const end of inFlight.splice(0)) end();
});
