import { describe, expect, it } from 'vitest';
import {
  celestialIncreasedText,
  craftConfirmText,
  craftedText,
  currenciesText,
  upgradeConfirmText,
} from './trinket-text';

describe('the craft texts', () => {
  it('take "an" before a vowel and "a" otherwise', () => {
    expect(craftedText('Epic battling trinket')).toBe('You crafted an Epic battling trinket.');
    expect(craftedText('Mythical gathering trinket')).toBe(
      'You crafted a Mythical gathering trinket.',
    );
    expect(craftConfirmText('Epic battling trinket', { fragments: 1, essence: 5 })).toMatch(
      /^Craft an Epic battling trinket for /,
    );
  });
});

describe('counts in the trinket texts', () => {
  it('say one fragment and one celestial slot in the singular', () => {
    expect(craftConfirmText('Epic battling trinket', { fragments: 1, essence: 5 })).toBe(
      'Craft an Epic battling trinket for 1 fragment and 5 essence?',
    );
    expect(celestialIncreasedText(1)).toBe('You now have 1 celestial slot.');
    expect(upgradeConfirmText(2, 1)).toBe(
      'Upgrade to tier 2 for 1 fragment? Click again to confirm.',
    );
  });
  it('say other counts in the plural, formatted', () => {
    expect(currenciesText({ fragments: 20_971, essence: 1_250 })).toBe(
      '20,971 fragments and 1,250 essence',
    );
    expect(celestialIncreasedText(2)).toBe('You now have 2 celestial slots.');
  });
});
