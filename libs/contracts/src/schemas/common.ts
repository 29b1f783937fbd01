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

/** A positive whole id sent in a form field (form values arrive as strings). */
export const FormId = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be positive')
  .max(Number.MAX_SAFE_INTEGER, 'id is too large');

/** A whole number from a form field or query string within the given bounds. */
export function formInt(name: string, min: number, max: number) {
  return z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);
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
