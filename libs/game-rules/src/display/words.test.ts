import { describe, expect, it } from 'vitest';
import { indefiniteArticle, withIndefiniteArticle } from './words';

describe('words', () => {
  it('puts "an" before a vowel and "a" before anything else', () => {
    expect(indefiniteArticle('Emerald')).toBe('an');
    expect(indefiniteArticle('eye rune')).toBe('an');
    expect(indefiniteArticle('Ruby')).toBe('a');
    expect(withIndefiniteArticle('Eye Rune')).toBe('an Eye Rune');
    expect(withIndefiniteArticle('Potion of Wrath')).toBe('a Potion of Wrath');
  });
});
