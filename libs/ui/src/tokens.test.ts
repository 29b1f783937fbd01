import { GOLD_COLOUR_HEX, RARITIES, TIMER_BAR_COLOURS } from '@idle/game-rules';
import { describe, expect, it } from 'vitest';
import tokensCss from './tokens.css?raw';
import { TOKENS, rarityToken, timerToken } from './tokens';

function declared(name: string): string | undefined {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(tokensCss);
  return match?.[1]?.trim();
}

describe('tokens.css', () => {
  it.each(Object.entries(RARITIES))('holds the game-rules colour of rarity %s', (rarity, entry) => {
    expect(declared(rarityToken(Number(rarity)))?.toLowerCase()).toBe(entry.hex.toLowerCase());
  });

  it('holds the game-rules gold colour', () => {
    expect(declared(TOKENS.colorGold)?.toLowerCase()).toBe(GOLD_COLOUR_HEX.toLowerCase());
  });

  it('defines every timer bar colour', () => {
    for (const colour of TIMER_BAR_COLOURS) expect(declared(timerToken(colour))).toBeDefined();
  });

  it('defines every token named in tokens.ts', () => {
    for (const name of Object.values(TOKENS)) expect(declared(name), name).toBeDefined();
  });
});
