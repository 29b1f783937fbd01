/**
 * A game rule's refusal: a sentence the player reads, answered as `{"error": text}` with its
 * status (http/errors.ts maps it). Thrown inside a transaction, it rolls the change back.
 */
export class GameError extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
    /** Answered beside the text (e.g. `retryIn` of a tick sent too early). */
    readonly details: Readonly<Record<string, number | string>> = {},
  ) {
    super(message);
    this.name = 'GameError';
  }
}
