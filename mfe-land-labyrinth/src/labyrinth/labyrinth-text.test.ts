import { describe, expect, it } from 'vitest';
import { shrineEffectsText } from './labyrinth-text';

describe('shrineEffectsText', () => {
  it('says what a level gives, and that level 0 gives nothing yet', () => {
    expect(shrineEffectsText(0)).toBe('No bonus yet.');
    expect(shrineEffectsText(3)).toBe('+3% gold and resources, +6% exp, -0.03 s crafting time');
  });
});
