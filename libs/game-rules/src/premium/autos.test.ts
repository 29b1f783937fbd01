import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  AUTOS_PURCHASE_MAX,
  STARTING_MAX_AUTOS,
  autosPricePerAuto,
  autosPurchaseCost,
  parseAutosAmount,
} from './autos';

describe('autosPricePerAuto', () => {
  it('is 1 credit up to 749 owned', () => {
    // 1 + floor((0 - 600)/150) = -3 -> 1; at 749: 1 + floor(149/150) = 1
    expect(autosPricePerAuto(0)).toBe(1);
    expect(autosPricePerAuto(STARTING_MAX_AUTOS)).toBe(1);
    expect(autosPricePerAuto(599)).toBe(1);
    expect(autosPricePerAuto(600)).toBe(1);
    expect(autosPricePerAuto(749)).toBe(1);
  });
  it('rises by 1 every 150 owned from 750', () => {
    expect(autosPricePerAuto(750)).toBe(2);
    expect(autosPricePerAuto(899)).toBe(2);
    expect(autosPricePerAuto(900)).toBe(3);
    expect(autosPricePerAuto(1649)).toBe(7); // 1 + floor(1049/150) = 1 + 6
  });
  it('stops at 8 credits from 1650 owned', () => {
    expect(autosPricePerAuto(1650)).toBe(8); // 1 + floor(1050/150) = 8
    expect(autosPricePerAuto(1_000_000)).toBe(8);
  });
  it('rejects negative or fractional counts', () => {
    expect(() => autosPricePerAuto(-1)).toThrow('owned Autos must be at least 0');
    expect(() => autosPricePerAuto(750.5)).toThrow(RuleInputError);
    expect(() => autosPricePerAuto(Number.NaN)).toThrow(RuleInputError);
  });
});

/** The plain definition: each Auto priced at the owned count before it is added. */
function costByLoop(owned: number, amount: number): number {
  let total = 0;
  for (let bought = 0; bought < amount; bought += 1) total += autosPricePerAuto(owned + bought);
  return total;
}

describe('autosPurchaseCost', () => {
  it('prices each Auto at the owned count before it', () => {
    // From 150, the 451st Auto is priced at 600 owned: still 1 credit.
    expect(autosPurchaseCost(150, 450)).toBe(450);
    expect(autosPurchaseCost(150, 451)).toBe(451);
    // 740..749 at 1 and 750..759 at 2: 10 + 20
    expect(autosPurchaseCost(740, 20)).toBe(30);
    expect(autosPurchaseCost(749, 1)).toBe(1);
    expect(autosPurchaseCost(750, 1)).toBe(2);
  });
  it('sums across several price bands', () => {
    // 1000..1049 x3, 1050..1199 x4, 1200..1349 x5, 1350..1499 x6, 1500..1649 x7, 1650..1999 x8
    // = 150 + 600 + 750 + 900 + 1050 + 2800
    expect(autosPurchaseCost(1000, 1000)).toBe(6250);
    expect(autosPurchaseCost(1650, AUTOS_PURCHASE_MAX)).toBe(8 * 9999);
    // 9999 + sum over k = 1..7 of (9999 - (600 + 150k)) = 9999 + 69993 - 8400
    expect(autosPurchaseCost(0, AUTOS_PURCHASE_MAX)).toBe(71592);
  });
  it('matches a plain loop over every Auto', () => {
    for (const owned of [0, 149, 150, 599, 600, 601, 749, 750, 1234, 1649, 1650, 5000]) {
      for (const amount of [1, 2, 149, 150, 151, 451, 1000, 9999]) {
        expect(autosPurchaseCost(owned, amount)).toBe(costByLoop(owned, amount));
      }
    }
  });
  it('takes 1 to 9999 Autos per purchase', () => {
    expect(() => autosPurchaseCost(150, 0)).toThrow('Autos amount must be at least 1');
    expect(() => autosPurchaseCost(150, 10000)).toThrow('Autos amount must be at most 9999');
    expect(() => autosPurchaseCost(150, 2.5)).toThrow(RuleInputError);
    expect(() => autosPurchaseCost(-5, 10)).toThrow(RuleInputError);
  });
});

describe('parseAutosAmount', () => {
  it('accepts whole numbers from 1 to 9999', () => {
    expect(parseAutosAmount('1')).toEqual({ ok: true, value: 1 });
    expect(parseAutosAmount('250')).toEqual({ ok: true, value: 250 });
    expect(parseAutosAmount('007')).toEqual({ ok: true, value: 7 });
    expect(parseAutosAmount('9999')).toEqual({ ok: true, value: 9999 });
  });
  it('refuses anything else with "Invalid amount."', () => {
    for (const input of ['', '0', '000', '-5', '1.5', 'abc', ' 5', '1e2', '10000']) {
      expect(parseAutosAmount(input)).toEqual({ ok: false, error: 'Invalid amount.' });
    }
  });
  it('throws for a non-string', () => {
    expect(() => parseAutosAmount(5 as unknown as string)).toThrow(RuleInputError);
  });
});
