/** Shapes every call shares: the base path, refusals, and the small building blocks of answers. */
/** All calls go under this base path (spec 000, section 7). */
export const API_BASE = '/php/';

/** Item counts by item id. */
export type ItemCounts = Record<string, number>;

/** An item moving into or out of the inventory. */
export interface ItemAmount {
  id: string;
  amount: number;
}

/** A game-rule refusal or malformed input: the client shows `error` as an error notification. */
export interface ErrorAnswer {
  error: string;
}

/** A call without a valid session: the client goes to the login page with a logout error. */
export interface FatalErrorAnswer {
  fatalError: 'logout';
}
