/** Zod building blocks of request schemas: ids, item counts, form numbers, JSON fields. */
import { z } from 'zod';

/** A game-rule refusal or malformed input: the client shows `error` as an error notification. */
export const ErrorAnswer = z.object({ error: z.string() });

/** A call without a valid session: the client goes to the login page with a logout error. */
export const FatalErrorAnswer = z.object({ fatalError: z.literal('logout') });

/** Item ids are lowercase words joined by underscores (`gold`, `weapon_component`). */
export const ItemId = z
  .string({ error: 'Choose an item.' })
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'That item does not exist.');

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

/** Numbers in refusals read as on the screen (1,000,000), without importing game-rules. */
const COUNT = new Intl.NumberFormat('en-US');

/** `n` as the screen shows it: 43200 reads "43,200". */
export function screenNumber(n: number): string {
  return COUNT.format(n);
}

/** Request fields whose own name would mean nothing to a player. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  id: 'choice',
  mod: 'request',
  uType: 'upgrade',
  rankNum: 'rank',
  costDec: "price's cents",
  r: 'captcha solution',
  ref: 'referral',
  ms: 'time',
  data: 'item list',
  items: 'item list',
  scopes: 'scope list',
  pGoldTax: 'personal gold tax',
  pResTax: 'personal resource tax',
  resTax: 'resource tax',
  autos: 'number of Autos',
  sessionId: 'payment',
  decision: 'answer',
  value: 'setting',
  enabled: 'setting',
  bulk: 'bulk setting',
  was: 'listed amount',
  stopAfterCraft: '"stop after crafting" setting',
  stopAfterFail: '"stop after a failure" setting',
};

/**
 * The words a player reads for a request field: the last named key of `path`, camelCase split
 * into words (`gemType` reads "gem type"), or a word of {@link FIELD_WORDS}.
 */
export function fieldWords(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (key === undefined) return 'request';
  return FIELD_WORDS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * A whole number within the given bounds, from a form field, a query string or a JSON field.
 * Form values arrive as strings and must be decimal digits; anything else (`0x10`, `' 1 '`, `''`,
 * `[1]`, `true`, `null`) is refused with "The <field> must be a number.", where
 * `z.coerce.number()` would have read a number into it. Inside a {@link jsonField} use
 * {@link jsonInt}: JSON values must be JSON numbers.
 */
export function formInt(name: string, min: number, max: number) {
  return z.preprocess(decimalFormValue, wholeNumber(name, min, max));
}

/** A whole number within the given bounds inside a JSON field: a JSON number, never a string. */
export function jsonInt(name: string, min: number, max: number) {
  return wholeNumber(name, min, max);
}

function wholeNumber(name: string, min: number, max: number) {
  const words = fieldWords([name]);
  return z
    .number({ error: `The ${words} must be a number.` })
    .int(`The ${words} must be a whole number.`)
    .min(min, `The ${words} must be at least ${screenNumber(min)}.`)
    .max(max, `The ${words} can be at most ${screenNumber(max)}.`);
}

/** A positive whole id sent in a form field. */
export const FormId = z.preprocess(
  decimalFormValue,
  z
    .number({ error: 'The choice must be a number.' })
    .int('The choice must be a whole number.')
    .positive('That choice does not exist.')
    .max(Number.MAX_SAFE_INTEGER, 'That choice does not exist.'),
);

/**
 * Control characters no player types: C0 (NUL among them, which PostgreSQL refuses in text),
 * DEL and C1. {@link MULTILINE_CONTROL} lets tabs and line breaks through.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTILINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The sentence a text with a control character is refused with. */
export function controlCharacterText(words: string): string {
  return `The ${words} has a character that cannot be used.`;
}

/**
 * Text typed by a player on one line (names, passwords, chat lines): refused when it holds a
 * control character, the same on SQLite and PostgreSQL. Chain length and pattern checks after it.
 */
export function lineText(words: string, missing: string = `Enter the ${words}.`) {
  return z
    .string({ error: missing })
    .refine((text) => !CONTROL.test(text), controlCharacterText(words));
}

/** Text typed over several lines (announcements): tabs and line breaks allowed, other controls not. */
export function multilineText(words: string, missing: string = `Enter the ${words}.`) {
  return z
    .string({ error: missing })
    .refine((text) => !MULTILINE_CONTROL.test(text), controlCharacterText(words));
}

/**
 * The sentence for a problem no schema worded itself (zod's defaults name types and patterns):
 * pass as the `error` option of a parse. Schema-level texts take precedence over it.
 */
export function playerIssueText(issue: z.core.$ZodRawIssue): string {
  const words = fieldWords(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `The ${words} is missing.` : `The ${words} is not valid.`;
    case 'invalid_value':
      return issue.input === undefined
        ? `The ${words} is missing.`
        : `That ${words} does not exist.`;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `The ${words} is too long.`
        : `The ${words} is too large.`;
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `The ${words} is too short.`
        : `The ${words} is too small.`;
    case 'unrecognized_keys':
      return 'That request has fields the game does not know.';
    default:
      return `The ${words} is not valid.`;
  }
}

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
  const words = fieldWords([name]);
  return multilineText(words, `The ${words} is missing.`)
    .max(maxLength, `The ${words} is too long.`)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `The ${words} could not be read.` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** A call that takes no fields (action ticks of the current action, the initial data). */
export const NoFields = z.object({});

/** Another player's name as typed (looked up as at login): required, at most 64 characters. */
export const PlayerName = lineText('username', 'Enter a username.')
  .trim()
  .min(1, 'Enter a username.')
  .max(64, 'That username is too long.');
