import { describe, expect, it } from 'vitest';
import { ceilExact, floorExact } from './numeric';

describe('ceilExact and floorExact', () => {
  it('treat float noise around a whole number as that number', () => {
    expect(290000 * 1.207 ** 2).not.toBe(422486.21); // the double is off in the last place
    expect(ceilExact(350030.0000000001)).toBe(350030);
    expect(floorExact(206.99999999999997)).toBe(207);
  });
  it('round real fractions as Math.ceil and Math.floor do', () => {
    expect(ceilExact(422486.21)).toBe(422487);
    expect(floorExact(364.5)).toBe(364);
    expect(ceilExact(-1.5)).toBe(-1);
    expect(floorExact(0.001)).toBe(0);
  });
  it('keep fractions of large values (no round-to-nearest above 5e11)', () => {
    expect(ceilExact(647539514610936.25)).toBe(647539514610937);
    expect(floorExact(5e11 + 0.75)).toBe(5e11);
  });
});
