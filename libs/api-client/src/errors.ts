/** How a call fails (spec 000 sections 7 and 8). */
import { SERVER_DOWN_TEXT } from '@idle/game-rules';

/** The answer carried an `error` field: `message` is its text, already shown to the player. */
export class ApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The server refused the call for now and said when to try again (`retryIn`, in ms): a tick sent
 * before its time. Shown like any error answer, unless the call is `silent` (the action loop
 * waits and retries it quietly).
 */
export class RetryLaterError extends ApiError {
  constructor(
    message: string,
    readonly retryIn: number,
  ) {
    super(message);
    this.name = 'RetryLaterError';
  }
}

/**
 * An empty or unreadable answer, or no answer at all (network failure): "Server is down.".
 * A kind of ApiError, so `catch (e) { if (e instanceof ApiError) ... }` sees every failed call.
 */
export class ServerDownError extends ApiError {
  constructor() {
    super(SERVER_DOWN_TEXT);
    this.name = 'ServerDownError';
  }
}

/** The answer was `{"fatalError": "logout"}`: the session is gone, the login page follows. */
export class LogoutError extends Error {
  constructor() {
    super('logout');
    this.name = 'LogoutError';
  }
}
