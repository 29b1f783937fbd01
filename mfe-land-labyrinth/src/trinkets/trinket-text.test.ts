import { describe, expect, it } from 'vitest';
import { craftConfirmText, craftedText } from './trinket-text';

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
