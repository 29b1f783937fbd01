/**
 * Answers that wait, for tests of a loading or pending state. The query cache shares a request
 * in flight with every later load of its key, even after `configureApi` forgets the answers, so
 * an answer that never came would hold the next test's load too: each test releases its held
 * answers when it ends (`afterEach(releaseHeldAnswers)`).
 */
import { act } from '@testing-library/react';

const held: (() => void)[] = [];

/** A fake server's handler whose answer (a refusal) comes only at `releaseHeldAnswers`. */
export function heldAnswer(): () => Promise<unknown> {
  return () =>
    new Promise((resolve) => {
      held.push(() => {
        resolve({ error: 'The test ended.' });
      });
    });
}

/** Lets every held answer come, and waits until the requests have settled. */
export async function releaseHeldAnswers(): Promise<void> {
  await act(async () => {
    for (const release of held.splice(0)) release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
