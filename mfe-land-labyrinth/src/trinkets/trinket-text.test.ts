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

describe('counts in the texts', () => {
  it('say one fragment and one celestial slot in the singular', () => {
    expect(currenciesText({ fragments: 1, essence: 5 })).toBe('1 fragment and 5 essence');
    expect(currenciesText({ fragments: 1_250, essence: 75 })).toBe(
      '1,250 fragments and 75 essence',
    );
    expect(celestialIncreasedText(1)).toBe('You now have 1 celestial slot.');
    expect(celestialIncreasedText(2)).toBe('You now have 2 celestial slots.');
    expect(upgradeConfirmText(2, 1)).toBe(
      'Upgrade to tier 2 for 1 fragment? Click again to confirm.',
    );
  });
});
