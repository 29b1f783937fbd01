import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { validateSendItems } from './send-items';

describe('validateSendItems', () => {
  it('allows a whole amount from 1 up to the owned amount to a named player', () => {
    expect(validateSendItems({ recipient: 'Alice', amount: 1, owned: 10 })).toEqual({ ok: true });
    expect(validateSendItems({ recipient: ' Bob ', amount: 10, owned: 10 })).toEqual({ ok: true });
  });
  it('refuses an amount of 0 or less, or one that cannot be read', () => {
    for (const amount of [0, -3, 1.5, Number.NaN]) {
      const result = validateSendItems({ recipient: 'Alice', amount, owned: 10 });
      expect(result).toMatchObject({ ok: false, reason: 'not_positive' });
    }
  });
  it('refuses more than the owned amount', () => {
    expect(validateSendItems({ recipient: 'Alice', amount: 11, owned: 10 })).toMatchObject({
      ok: false,
      reason: 'above_owned',
    });
    expect(validateSendItems({ recipient: 'Alice', amount: 1, owned: 0 })).toMatchObject({
      ok: false,
      reason: 'above_owned',
    });
  });
  it('writes the owned amount as the screen does', () => {
    expect(validateSendItems({ recipient: 'Alice', amount: 51_457, owned: 51_456 })).toEqual({
      ok: false,
      reason: 'above_owned',
      error: 'You only have 51,456.',
    });
  });
  it('refuses a recipient that is empty after trimming', () => {
    for (const recipient of ['', '   ', '\t\n']) {
      expect(validateSendItems({ recipient, amount: 1, owned: 10 })).toMatchObject({
        ok: false,
        reason: 'no_recipient',
      });
    }
  });
  it('throws for an owned amount that cannot be', () => {
    expect(() => validateSendItems({ recipient: 'A', amount: 1, owned: -1 })).toThrow(
      RuleInputError,
    );
    expect(() => validateSendItems({ recipient: 'A', amount: 1, owned: 2.5 })).toThrow(
      RuleInputError,
    );
  });
});
