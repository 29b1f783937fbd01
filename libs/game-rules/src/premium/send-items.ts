/**
 * The send items form: what makes its live summary green and its Confirm allowed.
 * Spec 002, sections 2 and 5.
 */
import { formatNumber } from '../display/number-format';
import { assertInteger } from '../guards';
import { assertString } from './input';

/** The send items amount box takes at most this many characters. */
export const SEND_AMOUNT_MAX_LENGTH = 15;

/** Why a send was refused (the spec gives no texts: the `error` beside it is our own wording). */
export type SendItemsFailureReason = 'not_positive' | 'above_owned' | 'no_recipient';

/** The send items form as filled in: `amount` is the parsed amount box (NaN when unreadable). */
export interface SendItemsForm {
  readonly recipient: string;
  readonly amount: number;
  /** How many of the picked item (or how much gold) the sender owns. */
  readonly owned: number;
}

export type SendItemsCheckResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: SendItemsFailureReason; readonly error: string };

/**
 * Whether a send is allowed: a whole amount above 0, not above the owned amount, and a recipient
 * that is not empty after trimming. The first problem found is returned, in that order; an
 * unreadable amount (NaN or a fraction) counts as not above 0. `owned` comes from the game
 * state and must be a whole number of at least 0. Spec 002, section 5.
 */
export function validateSendItems(form: SendItemsForm): SendItemsCheckResult {
  assertString('recipient', form.recipient);
  assertInteger('owned amount', form.owned);
  const { amount } = form;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return { ok: false, reason: 'not_positive', error: 'Enter a whole amount above 0.' };
  }
  if (amount > form.owned) {
    return {
      ok: false,
      reason: 'above_owned',
      error: `You only have ${formatNumber(form.owned)}.`,
    };
  }
  if (form.recipient.trim() === '') {
    return { ok: false, reason: 'no_recipient', error: 'Enter the player to send to.' };
  }
  return { ok: true };
}
