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

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

function colour(name: string): string {
  const value = declared(name);
  expect(value, name).toMatch(/^#[0-9a-f]{6}$/i);
  return value ?? '';
}

/**
 * Text on the surfaces it is drawn on reaches WCAG AA for small text (4.5:1). Checked here
 * because the browser audit cannot judge text over a gradient (panel and modal title bars) nor a
 * state a screen shows only on a failure (error text in a notification on a raised surface).
 */
describe('tokens.css contrast', () => {
  const surfaces = [
    '--idle-color-bg',
    '--idle-color-surface',
    '--idle-color-surface-raised',
    '--idle-color-input',
  ];
  const texts = [
    '--idle-color-text',
    '--idle-color-text-muted',
    '--idle-color-link',
    '--idle-color-link-hover',
    '--idle-color-error',
    '--idle-color-success',
    '--idle-color-info',
    '--idle-color-warning',
  ];
  it.each(texts.flatMap((text) => surfaces.map((surface) => [text, surface])))(
    '%s on %s reaches 4.5:1',
    (text, surface) => {
      expect(contrast(colour(text), colour(surface))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['--idle-color-titlebar', '--idle-color-surface-raised'])(
    'title bar text on %s (both ends of the title bar gradient) reaches 4.5:1',
    (surface) => {
      expect(
        contrast(colour('--idle-color-titlebar-text'), colour(surface)),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    '--idle-color-primary',
    '--idle-color-primary-hover',
    '--idle-color-danger',
    '--idle-color-danger-hover',
  ])('white button text on %s reaches 4.5:1', (background) => {
    expect(contrast('#ffffff', colour(background))).toBeGreaterThanOrEqual(4.5);
  });

  it('text on a plain button reaches 4.5:1, hovered too', () => {
    for (const button of ['--idle-color-button', '--idle-color-button-hover']) {
      expect(contrast(colour('--idle-color-text'), colour(button))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
