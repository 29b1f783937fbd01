import { describe, expect, it } from 'vitest';
import { maskProfanity } from './profanity';

describe('maskProfanity', () => {
  it('masks profane words, written plainly or in leetspeak', () => {
    expect(maskProfanity('what the fuck')).toBe('what the ****');
    expect(maskProfanity('you a55')).toBe('you ***');
  });

  it('never masks a number, though its digits read as a word in leetspeak', () => {
    expect(maskProfanity('selling 455 ore at 45546317 gold')).toBe(
      'selling 455 ore at 45546317 gold',
    );
  });
});
