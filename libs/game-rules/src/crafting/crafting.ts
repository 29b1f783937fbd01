/**
 * What all crafting screens share: the amount input of alchemy and gem creation, the crafting
 * action bonus and the "unable" texts. Spec 001, sections 5, 8 and 9; spec 000, section 9.
 */
import { RuleInputError } from '../guards';

/** The alchemy and gem creation amount inputs accept at most this many characters. */
export const CRAFT_AMOUNT_MAX_LENGTH = 4;

/** Client-side error for an amount that is not a whole number above 0. Spec 001, section 8. */
export const INVALID_AMOUNT_TEXT = 'Invalid amount.';

/** Result of reading an amount typed by the player. */
export type CraftAmountResult =
  | { readonly ok: true; readonly amount: number }
  | { readonly ok: false; readonly error: typeof INVALID_AMOUNT_TEXT };

/**
 * Reads the amount of crafts typed for alchemy or gem creation: 1 to 4 digits (no sign, point,
 * spaces or exponent) whose value is above 0, so 1 to 9999; leading zeros are accepted ("0012"
 * is 12). Anything else answers 'Invalid amount.'. Spec 001, section 5.
 */
export function parseCraftAmount(input: string): CraftAmountResult {
  if (typeof input !== 'string') {
    throw new RuleInputError(`craft amount input must be a string, got ${typeof input}`);
  }
  const pattern = new RegExp(`^[0-9]{1,${CRAFT_AMOUNT_MAX_LENGTH}}$`);
  const amount = pattern.test(input) ? Number(input) : 0;
  return amount > 0 ? { ok: true, amount } : { ok: false, error: INVALID_AMOUNT_TEXT };
}

/** Shown instead of the craft button when a rune, jewel or potion cannot be crafted. */
export const UNABLE_TO_CRAFT_TEXT = '[Unable To Craft]';
/** Shown instead of the create button when a gem cannot be created from fragments. */
export const UNABLE_TO_CREATE_TEXT = '[Unable To Create]';
