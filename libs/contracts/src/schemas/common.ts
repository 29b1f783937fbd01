/** Zod building blocks of request schemas: ids, item counts, form numbers, JSON fields. */
import { z } from 'zod';

/** A game-rule refusal or malformed input: the client shows `error` as an error notification. */
export const ErrorAnswer = z.object({ error: z.string() });

/** A call without a valid session: the client goes to the login page with a logout error. */
export const FatalErrorAnswer = z.object({ fatalError: z.literal('logout') });

/** Item ids are lowercase words joined by underscores (`gold`, `weapon_component`). */
export const ItemId = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'not an item id');

/** Item counts by item id. */
export const ItemCounts = z.record(z.string(), z.number().int().nonnegative());

/** An item moving into or out of the inventory. */
export const ItemAmount = z.object({ id: z.string(), amount: z.number().int().positive() });

/**
 * Decimal digits with an optional minus sign and fraction (a fraction is then refused as not
 * whole, with that clearer text): no `0x10`, `0b1`, `+1`, `1e3`, spaces or an empty value.
 */
const DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;

/**
 * A form string of decimal digits as a number; anything else is left as it is for the number
 * check after it to refuse. Use as `z.preprocess(decimalFormValue, z.number(...))`.
 */
export function decimalFormValue(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
}

/**
 * A whole number within the given bounds, from a form field, a query string or a JSON field.
 * Form values arrive as strings and must be decimal digits; JSON values must be JSON numbers.
 * Anything else (`0x10`, `' 1 '`, `''`, `[1]`, `true`, `null`) is refused with
 * `<name> must be a number`, where `z.coerce.number()` would have read a number into it.
 */
export function formInt(name: string, min: number, max: number) {
  return z.preprocess(
    decimalFormValue,
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be at least ${min}`)
      .max(max, `${name} must be at most ${max}`),
  );
}

/** A positive whole id sent in a form field. */
export const FormId = z.preprocess(
  decimalFormValue,
  z
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(Number.MAX_SAFE_INTEGER, 'id is too large'),
);

/** A request that names only its `mod` (loads that take no parameters). */
export function modOnly<Mod extends string>(mod: Mod) {
  return z.object({ mod: z.literal(mod) });
}

/**
 * A form field holding JSON (the request layer JSON-encodes objects in form bodies), parsed and
 * then checked against `schema`.
 */
export function jsonField<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
  maxLength = 20_000,
) {
  return z
    .string({ error: `${name} is missing.` })
    .max(maxLength, `${name} is too long.`)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} is not valid JSON.` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** A call that takes no fields (action ticks of the current action, the initial data). */
export const NoFields = z.object({});

/** Another player's name as typed (looked up as at login): required, at most 64 characters. */
export const PlayerName = z
  .string({ error: 'Enter a username.' })
  .trim()
  .min(1, 'Enter a username.')
  .max(64);
