/**
 * Answers a test holds back so that a screen stays loading, released when the test ends. A load
 * left unanswered for good would stay in flight in the page's shared query cache, and the next
 * test of the file asking for the same key would wait on it.
 */
const held: (() => void)[] = [];

/** A fake-server handler whose answer comes only at `releaseHeldAnswers()`. */
export function holdAnswer(answer: unknown): () => Promise<unknown> {
  return () =>
    new Promise((resolve) => {
      held.push(() => resolve(answer));
    });
}

/** Lets every held answer through and waits until the cache has taken them. */
export async function releaseHeldAnswers(): Promise<void> {
  for (const release of held.splice(0)) release();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
