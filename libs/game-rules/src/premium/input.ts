/**
 * Shared helpers for the premium folder's input boxes. Private to this folder: the public result
 * types are re-exported from `index.ts`, the helpers are not.
 */
import { RuleInputError } from '../guards';

/** A box value that was accepted, as a number. */
export interface AcceptedAmount {
  readonly ok: true;
  readonly value: number;
}

/** A box value that was refused; `error` is the text shown to the player. Never thrown. */
export interface RefusedInput {
  readonly ok: false;
  readonly error: string;
}

export type AmountInputResult = AcceptedAmount | RefusedInput;

/** Rejects anything that is not a string: that is a bug in the caller, not a player's typing. */
export function assertString(name: string, value: unknown): string {
  if (typeof value !== 'string') {
    throw new RuleInputError(`${name} must be a string, got ${typeof value}`);
  }
  return value;
}

/** One or more decimal digits and nothing else (no sign, no point, no spaces). */
export const DIGITS_ONLY = /^[0-9]+$/;
