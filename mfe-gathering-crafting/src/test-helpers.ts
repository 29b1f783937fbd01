/** Helpers of the gathering and crafting remote's component tests. */

const waiting: ((response: Response) => void)[] = [];

/** A fake server's answer that does not come while the test runs (the screen stays loading). */
export function unanswered(): Promise<Response> {
  return new Promise((resolve) => {
    waiting.push(resolve);
  });
}

/**
 * Ends the requests left `unanswered` (as "Server is down."): the query cache would otherwise
 * keep waiting for such a load in the next test, as a load in flight outlives `configureApi`.
 */
export async function settleUnanswered(): Promise<void> {
  for (const resolve of waiting.splice(0)) resolve(new Response('', { status: 404 }));
  await new Promise((resolve) => setTimeout(resolve, 0));
}
