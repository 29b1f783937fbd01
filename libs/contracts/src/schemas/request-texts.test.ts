/**
 * Every request schema of the endpoint table, walked: its text fields refuse control
 * characters (a NUL once answered 500 on PostgreSQL), numbers inside JSON fields are JSON
 * numbers, and whatever bad value a field gets, the refusal is a sentence a player can read.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINT_SCHEMAS } from './endpoints';
import { ChatSendFrame } from './chat';
import { playerIssueText } from './common';

type AnySchema = z.core.$ZodType;

const requests: [string, AnySchema][] = Object.entries(ENDPOINT_SCHEMAS).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, AnySchema>).map(([name, schema]): [string, AnySchema] => [
    `${group}.${name}`,
    schema,
  ]),
);
requests.push(['chat socket frame', ChatSendFrame]);

/** Every schema inside `schema`, itself included (zod 4's definitions). */
function* walk(schema: AnySchema, seen = new Set<AnySchema>()): Generator<AnySchema> {
  if (seen.has(schema)) return;
  seen.add(schema);
  yield schema;
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const children: unknown[] = [
    def.innerType,
    def.in,
    def.out,
    def.element,
    def.keyType,
    def.valueType,
    def.left,
    def.right,
    ...(Array.isArray(def.options) ? (def.options as unknown[]) : []),
    ...(Array.isArray(def.items) ? (def.items as unknown[]) : []),
    ...(def.shape ? Object.values(def.shape as Record<string, unknown>) : []),
  ];
  for (const child of children) {
    if (child && typeof child === 'object' && '_zod' in child)
      yield* walk(child as AnySchema, seen);
  }
}

/** The objects a request can be: one, or each option of a union on `mod`. */
function objectsOf(schema: AnySchema): z.ZodObject[] {
  return [...walk(schema)].filter(
    (inner): inner is z.ZodObject =>
      inner._zod.def.type === 'object' && 'mod' in (inner as z.ZodObject).shape,
  );
}

function modOf(object: z.ZodObject): unknown {
  const mod = object.shape.mod as AnySchema | undefined;
  const def = mod?._zod.def as { values?: unknown[] } | undefined;
  return def?.values?.[0];
}

/** What a player must never read: a field name first, a number without separators, no stop. */
function problemsOf(text: string): string[] {
  const problems: string[] = [];
  if (/^[A-Za-z_][\w.]*: /.test(text)) problems.push('starts with a field name');
  if (/(?<![\w.,])\d{4,}(?![\w,])/.test(text)) problems.push('has an unformatted number');
  if (!/^["A-Z]/.test(text)) problems.push('does not start as a sentence');
  if (!/[.!?]$/.test(text)) problems.push('does not end as a sentence');
  return problems;
}

const BAD_VALUES: unknown[] = [
  undefined,
  '',
  ' ',
  'abc',
  '-1',
  '0',
  '1.5',
  '0x10',
  '99999999999999999999',
  'a\u0000b',
  'x'.repeat(30_000),
  '[{"id":"gold","amount":"1"}]',
  '[{"id":"a\\u0000b","amount":1}]',
  '{}',
  '[]',
  [1],
  { a: 1 },
  true,
];

describe('request schemas', () => {
  it('walks every endpoint', () => {
    expect(requests.length).toBeGreaterThan(100);
  });

  it.each(requests)('%s: no text field takes a control character', (_name, schema) => {
    for (const leaf of walk(schema)) {
      if (leaf._zod.def.type !== 'string') continue;
      for (const control of ['ab\u0000cd', 'ab\u0007cd', 'ab\u009bcd']) {
        expect(z.safeParse(leaf, control).success, JSON.stringify(leaf._zod.def)).toBe(false);
      }
    }
  });

  it.each(requests)('%s: every refusal is a player sentence', (_name, schema) => {
    const seen = new Set<string>();
    for (const object of objectsOf(schema)) {
      const mod = modOf(object);
      for (const field of Object.keys(object.shape)) {
        if (field === 'mod') continue;
        for (const value of BAD_VALUES) {
          const result = z.safeParse(schema, { mod, [field]: value }, { error: playerIssueText });
          for (const issue of result.success ? [] : result.error.issues) {
            seen.add(issue.message);
            expect(
              problemsOf(issue.message),
              `${field}=${JSON.stringify(value)}: ${issue.message}`,
            ).toEqual([]);
          }
        }
      }
    }
    // A request with fields was refused at least once (the walk reached its fields).
    if (objectsOf(schema).some((object) => Object.keys(object.shape).length > 1)) {
      expect(seen.size).toBeGreaterThan(0);
    }
  });
});

describe('numbers inside JSON fields', () => {
  const jsonCalls: [string, AnySchema, Record<string, unknown>][] = [
    ['clan.donateItems', ENDPOINT_SCHEMAS.clan.donateItems, { mod: 'donateItems' }],
    [
      'clan.sendItemsToMember',
      ENDPOINT_SCHEMAS.clan.sendItemsToMember,
      { mod: 'sendItemsToMember', username: 'Bob' },
    ],
    [
      'inventory.destroyItems',
      ENDPOINT_SCHEMAS.inventory.destroyItems,
      { mod: 'destroyItems', type: 'gold' },
    ],
  ];

  it.each(jsonCalls)(
    '%s refuses a whole number written as a JSON string',
    (_name, schema, base) => {
      const field = 'items' in (objectsOf(schema)[0]?.shape ?? {}) ? 'items' : 'data';
      const asNumber = z.safeParse(schema, { ...base, [field]: '[{"id":"gold","amount":1}]' });
      const asString = z.safeParse(schema, { ...base, [field]: '[{"id":"gold","amount":"1"}]' });
      expect(asNumber.error?.issues.map((issue) => issue.message) ?? []).not.toContain(
        'The amount must be a number.',
      );
      expect(asString.success).toBe(false);
      expect(asString.error?.issues[0]?.message).toBe('The amount must be a number.');
    },
  );
});
