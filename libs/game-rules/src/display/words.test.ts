import { describe, expect, it } from 'vitest';
import { countedNoun, indefiniteArticle, withIndefiniteArticle } from './words';

describe('words', () => {
  it('puts "an" before a vowel and "a" before anything else', () => {
    expect(indefiniteArticle('Emerald')).toBe('an');
    expect(indefiniteArticle('eye rune')).toBe('an');
    expect(indefiniteArticle('Ruby')).toBe('a');
    expect(withIndefiniteArticle('Eye Rune')).toBe('an Eye Rune');
    expect(withIndefiniteArticle('Potion of Wrath')).toBe('a Potion of Wrath');
  });

  it('counts a noun in the singular for 1 and the plural otherwise, formatted', () => {
    expect(countedNoun(1, 'gem fragment', 'gem fragments')).toBe('1 gem fragment');
    expect(countedNoun(0, 'gem fragment', 'gem fragments')).toBe('0 gem fragments');
    expect(countedNoun(15_000, 'gem fragment', 'gem fragments')).toBe('15,000 gem fragments');
  });
});
