import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  DECONSTRUCT_INPUT_MAX_LENGTH,
  DECONSTRUCT_MAX_AMOUNT,
  MARKET_INPUT_MAX_LENGTH,
  MARKET_PRICE_INPUT_MAX_LENGTH,
  ORDER_TYPE_BUY,
  ORDER_TYPE_SELL,
  deconstructMax,
  isSellOrder,
  normalizeDecimalPart,
  parseDeconstructAmount,
  parseMarketQuantity,
  validateOrderForm,
} from './market-input';

describe('order types', () => {
  it('sends 1 for sell and 2 for buy', () => {
    expect(ORDER_TYPE_SELL).toBe(1);
    expect(ORDER_TYPE_BUY).toBe(2);
  });
  it('reads type 1 as sell and anything else as buy', () => {
    expect(isSellOrder(1)).toBe(true);
    expect(isSellOrder(2)).toBe(false);
    expect(isSellOrder(0)).toBe(false);
    expect(isSellOrder(7)).toBe(false);
  });
  it('rejects a type that is not a number', () => {
    expect(() => isSellOrder(Number.NaN)).toThrow(RuleInputError);
    expect(() => isSellOrder('1' as unknown as number)).toThrow('order type must be a finite');
  });
});

describe('input limits', () => {
  it('matches the spec', () => {
    expect(MARKET_INPUT_MAX_LENGTH).toBe(15);
    expect(MARKET_PRICE_INPUT_MAX_LENGTH).toBe(12);
    expect(DECONSTRUCT_INPUT_MAX_LENGTH).toBe(5);
    expect(DECONSTRUCT_MAX_AMOUNT).toBe(99999);
  });
});

describe('normalizeDecimalPart', () => {
  it('pads a whole number 0 to 99 to two characters', () => {
    expect(normalizeDecimalPart('0')).toBe('00');
    expect(normalizeDecimalPart('5')).toBe('05');
    expect(normalizeDecimalPart('05')).toBe('05');
    expect(normalizeDecimalPart('42')).toBe('42');
    expect(normalizeDecimalPart('99')).toBe('99');
    expect(normalizeDecimalPart('007')).toBe('07');
  });
  it('resets anything else to "00"', () => {
    expect(normalizeDecimalPart('100')).toBe('00');
    expect(normalizeDecimalPart('-1')).toBe('00');
    expect(normalizeDecimalPart('a')).toBe('00');
    expect(normalizeDecimalPart('1.5')).toBe('00');
    expect(normalizeDecimalPart('')).toBe('00');
    expect(normalizeDecimalPart(' 5')).toBe('00');
  });
  it('rejects a value that is not a string', () => {
    expect(() => normalizeDecimalPart(5 as unknown as string)).toThrow(
      'decimal price part must be a string',
    );
  });
});

describe('parseMarketQuantity', () => {
  it('accepts digits up to 15 characters with a value above 0', () => {
    expect(parseMarketQuantity('1')).toEqual({ ok: true, value: 1 });
    expect(parseMarketQuantity('0012')).toEqual({ ok: true, value: 12 });
    // 15 nines stay exact below Number.MAX_SAFE_INTEGER (9,007,199,254,740,991).
    expect(parseMarketQuantity('999999999999999')).toEqual({ ok: true, value: 999999999999999 });
  });
  it('refuses 16 characters', () => {
    const result = parseMarketQuantity('1000000000000000');
    expect(result).toMatchObject({ ok: false, reason: 'too_long' });
  });
  it('refuses an empty box, non-digits and 0', () => {
    expect(parseMarketQuantity('')).toMatchObject({ ok: false, reason: 'empty' });
    expect(parseMarketQuantity('12a')).toMatchObject({ ok: false, reason: 'not_numeric' });
    expect(parseMarketQuantity('-5')).toMatchObject({ ok: false, reason: 'not_numeric' });
    expect(parseMarketQuantity('1.5')).toMatchObject({ ok: false, reason: 'not_numeric' });
    expect(parseMarketQuantity('1e3')).toMatchObject({ ok: false, reason: 'not_numeric' });
    expect(parseMarketQuantity(' 5')).toMatchObject({ ok: false, reason: 'not_numeric' });
    expect(parseMarketQuantity('0')).toEqual({
      ok: false,
      reason: 'not_positive',
      error: 'The amount must be above 0.',
    });
    expect(parseMarketQuantity('000')).toMatchObject({ ok: false, reason: 'not_positive' });
  });
  it('names the price box in its texts', () => {
    expect(parseMarketQuantity('0', { field: 'price' })).toMatchObject({
      error: 'The price must be above 0.',
    });
  });
  it('takes the jewel market price box limit of 12 characters', () => {
    const options = { field: 'price', maxLength: MARKET_PRICE_INPUT_MAX_LENGTH } as const;
    expect(parseMarketQuantity('999999999999', options)).toEqual({ ok: true, value: 999999999999 });
    expect(parseMarketQuantity('1000000000000', options)).toMatchObject({ reason: 'too_long' });
  });
  it('rejects bad options and non-string input', () => {
    expect(() => parseMarketQuantity('5', { maxLength: 16 })).toThrow(
      'market input max length must be at most 15',
    );
    expect(() => parseMarketQuantity('5', { maxLength: 0 })).toThrow(RuleInputError);
    expect(() => parseMarketQuantity('5', { field: 'gold' as unknown as 'amount' })).toThrow(
      'market input field must be one of amount, price',
    );
    expect(() => parseMarketQuantity(null as unknown as string)).toThrow(RuleInputError);
  });
});

describe('validateOrderForm', () => {
  it('accepts an amount and price above 0 with a chosen type', () => {
    expect(validateOrderForm({ amount: 1, price: 1, orderType: ORDER_TYPE_SELL })).toEqual({
      ok: true,
    });
    expect(validateOrderForm({ amount: 500, price: 12, orderType: ORDER_TYPE_BUY })).toEqual({
      ok: true,
    });
  });
  it('refuses an amount or price of 0 or less', () => {
    expect(validateOrderForm({ amount: 0, price: 5, orderType: 1 })).toEqual({
      ok: false,
      reason: 'not_positive',
      error: 'The amount must be above 0.',
    });
    expect(validateOrderForm({ amount: 5, price: 0, orderType: 1 })).toMatchObject({
      error: 'The price must be above 0.',
    });
    expect(validateOrderForm({ amount: -3, price: 5, orderType: 2 })).toMatchObject({
      ok: false,
    });
  });
  it('refuses a form without an order type', () => {
    expect(validateOrderForm({ amount: 5, price: 5 })).toMatchObject({
      ok: false,
      reason: 'no_order_type',
    });
    expect(validateOrderForm({ amount: 5, price: 5, orderType: null })).toMatchObject({
      reason: 'no_order_type',
    });
  });
  it('reports the amount first when several things are wrong', () => {
    expect(validateOrderForm({ amount: 0, price: 0 })).toMatchObject({
      error: 'The amount must be above 0.',
    });
  });
  it('rejects NaN and unknown order types', () => {
    expect(() => validateOrderForm({ amount: Number.NaN, price: 1, orderType: 1 })).toThrow(
      'order amount must be a finite number',
    );
    expect(() => validateOrderForm({ amount: 1, price: Infinity, orderType: 1 })).toThrow(
      RuleInputError,
    );
    expect(() => validateOrderForm({ amount: 1, price: 1, orderType: 3 as unknown as 1 })).toThrow(
      'order type must be one of 1, 2',
    );
  });
});

describe('deconstruct amount', () => {
  it('caps the Max button at what is owned and at 99999', () => {
    expect(deconstructMax(0)).toBe(0);
    expect(deconstructMax(250)).toBe(250);
    expect(deconstructMax(99999)).toBe(99999);
    expect(deconstructMax(100000)).toBe(99999);
  });
  it('accepts 1 up to the owned count', () => {
    expect(parseDeconstructAmount('1', 10)).toEqual({ ok: true, value: 1 });
    expect(parseDeconstructAmount('10', 10)).toEqual({ ok: true, value: 10 });
    expect(parseDeconstructAmount('51457', 51_456)).toMatchObject({
      ok: false,
      error: 'You only have 51,456 to deconstruct.',
    });
    expect(parseDeconstructAmount('99999', 200000)).toEqual({ ok: true, value: 99999 });
  });
  it('refuses more than owned, 0, non-digits and six characters', () => {
    expect(parseDeconstructAmount('11', 10)).toMatchObject({ ok: false, reason: 'above_owned' });
    expect(parseDeconstructAmount('0', 10)).toMatchObject({ reason: 'not_positive' });
    expect(parseDeconstructAmount('1', 0)).toMatchObject({ reason: 'above_owned' });
    expect(parseDeconstructAmount('x', 10)).toMatchObject({ reason: 'not_numeric' });
    expect(parseDeconstructAmount('100000', 200000)).toMatchObject({ reason: 'too_long' });
    expect(parseDeconstructAmount('', 10)).toMatchObject({ reason: 'empty' });
    expect(parseDeconstructAmount('12000', 11_000)).toMatchObject({
      error: 'You only have 11,000 to deconstruct.',
    });
  });
  it('rejects a bad owned count', () => {
    expect(() => deconstructMax(-1)).toThrow('owned amount must be at least 0');
    expect(() => parseDeconstructAmount('1', 2.5)).toThrow(RuleInputError);
  });
});
