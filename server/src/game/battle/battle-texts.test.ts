/** The battle domain's texts a player reads: every number formatted as the screen does. */
import { describe, expect, it } from 'vitest';
import { bossSlainText } from './boss-kill';
import { foundItemText } from '../log/log';

describe('battle log texts', () => {
  it('formats the amount of a found item', () => {
    expect(foundItemText('troll_tooth', 2)).toBe('You found 2 x [item:troll_tooth].');
    expect(foundItemText('gold', 1500)).toBe('You found 1,500 x [item:gold].');
  });

  it("formats a boss fighter's share and rewards", () => {
    expect(
      bossSlainText('Gorewing', 125, 1000, [
        { id: 'boss_token', amount: 1200 },
        { id: 'troll_tooth', amount: 2 },
      ]),
    ).toBe(
      'Gorewing was slain. You dealt 12.5% of its damage and earned 1,200 x [item:boss_token], 2 x [item:troll_tooth].',
    );
    expect(bossSlainText('Gorewing', 1, 3, [{ id: 'boss_token', amount: 1 }])).toBe(
      'Gorewing was slain. You dealt 33.3% of its damage and earned 1 x [item:boss_token].',
    );
  });
});
