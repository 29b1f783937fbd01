import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnterAreaRequest } from './battle';
import { FormId, formInt, jsonField, jsonInt } from './common';
import { UseItemRequest } from './inventory';

function errorOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('whole numbers from forms and JSON fields', () => {
  const amount = formInt('amount', 0, 99_999);

  it('reads decimal digits', () => {
    expect(amount.parse('16')).toBe(16);
    expect(amount.parse('0')).toBe(0);
    expect(amount.parse('007')).toBe(7);
    expect(amount.parse(42)).toBe(42);
    expect(FormId.parse('12')).toBe(12);
  });

  it.each(['0x10', '0b1', '0o7', '+1', ' 1 ', '1 ', '', '1e3', 'Infinity', 'NaN', '1_000'])(
    'refuses the form value %j as not a number',
    (value) => {
      expect(errorOf(amount, value)).toBe('The amount must be a number.');
      expect(errorOf(FormId, value)).toBe('The choice must be a number.');
    },
  );

  it.each([[[1]], [true], [false], [null], [{}], [undefined]])(
    'refuses the JSON value %j as not a number',
    (value) => {
      expect(errorOf(amount, value)).toBe('The amount must be a number.');
    },
  );

  it('keeps the clearer texts for fractions and bounds', () => {
    expect(errorOf(amount, '1.5')).toBe('The amount must be a whole number.');
    expect(errorOf(amount, '-1')).toBe('The amount must be at least 0.');
    expect(errorOf(amount, '100000')).toBe('The amount can be at most 99,999.');
    expect(errorOf(FormId, '-1')).toBe('That choice does not exist.');
  });

  it('refuses loose numbers inside JSON fields, strings of digits included', () => {
    const items = jsonField('data', z.array(z.object({ amount: jsonInt('amount', 1, 9) })));
    expect(errorOf(items, '[{"amount":"1"}]')).toBe('The amount must be a number.');
    expect(items.parse('[{"amount":3}]')).toEqual([{ amount: 3 }]);
    expect(errorOf(items, '[{"amount":[1]}]')).toBe('The amount must be a number.');
    expect(errorOf(items, '[{"amount":true}]')).toBe('The amount must be a number.');
    expect(errorOf(items, '[{"amount":null}]')).toBe('The amount must be a number.');
  });

  it('refuses useItem amount=0x10 (which once drank 16 potions)', () => {
    expect(errorOf(UseItemRequest, { mod: 'useItem', id: 'potion_of_wrath', amount: '0x10' })).toBe(
      'The amount must be a number.',
    );
  });

  it('refuses a hexadecimal area and power', () => {
    expect(errorOf(EnterAreaRequest, { mod: 'enterArea', area: '0xe', mob: '1' })).toBe(
      'The area must be a number.',
    );
    expect(
      errorOf(EnterAreaRequest, { mod: 'enterArea', area: '14', mob: '31', power: '0x10' }),
    ).toBe('The power must be a number.');
    expect(EnterAreaRequest.parse({ mod: 'enterArea', area: '14', mob: '31' })).toEqual({
      mod: 'enterArea',
      area: 14,
      mob: 31,
    });
  });
});
