import '@testing-library/jest-dom/vitest';
import type { Jewel } from '@idle/contracts';
import { NO_EQUIPPED_JEWELS_TEXT } from '@idle/game-rules';
import { $jewels } from '@idle/state';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HomeItems } from './HomeItems';
import { rowsOf, section } from './testing';

function jewel(id: number, gemType: Jewel['gemType'], rarity: number, equipped: boolean): Jewel {
  return {
    id,
    type: 1,
    gemType,
    rarity,
    stats: { health: 1_000, attack: 20, defence: 30, accuracy: 40, dodge: 50, total: 0 },
    equipped,
    marketPrice: null,
    craftedBy: 'Hero_1',
    craftedByUserid: 1,
  };
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  resetAll();
});

describe('Equipped jewels', () => {
  it('lists only the equipped jewels with gem type, rarity and stats', () => {
    loadState();
    render(<HomeItems />);
    const jewels = section('Equipped jewels');
    expect(
      within(jewels)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Gem', 'Rarity', 'Health', 'Attack', 'Defence', 'Accuracy', 'Dodge', 'Total']);
    // Accuracy 120 is stored in hundredths of a percent.
    expect(rowsOf(jewels)).toEqual([['Ruby', 'Rare', '0', '14', '0', '1.2%', '0%', '134']]);
    expect(within(jewels).getByText('Rare')).toHaveStyle({ color: 'var(--idle-rarity-3)' });
  });

  it('names the four gem types and recomputes the total', () => {
    loadState(
      sampleInitialData({
        jewels: [
          jewel(1, 1, 2, true),
          jewel(2, 2, 4, true),
          jewel(3, 3, 6, true),
          jewel(4, 4, 7, true),
          jewel(5, 4, 7, false),
        ],
      }),
    );
    render(<HomeItems />);
    const rows = rowsOf(section('Equipped jewels'));
    // Accuracy 40 and dodge 50 read in percent; health, attack and defence as numbers.
    expect(rows.map((row) => row.slice(2, 7))).toEqual(
      Array.from({ length: 4 }, () => ['1,000', '20', '30', '0.4%', '0.5%']),
    );
    expect(rows.map((row) => [row[0], row[1], row[7]])).toEqual([
      ['Sapphire', 'Uncommon', '1,140'],
      ['Ruby', 'Epic', '1,140'],
      ['Emerald', 'Mythical', '1,140'],
      ['Diamond', 'Celestial', '1,140'],
    ]);
  });

  it("makes each row the jewel's chat link: shift-click on it pastes the jewel's tag", () => {
    loadState(sampleInitialData({ jewels: [jewel(1, 1, 2, true), jewel(4, 4, 7, true)] }));
    render(<HomeItems />);
    const jewels = section('Equipped jewels');
    const linkOf = (text: string) =>
      within(jewels).getByText(text).closest('[data-chat-link]')?.getAttribute('data-chat-link');
    expect(linkOf('Sapphire')).toBe('[jewel:1:2]');
    expect(linkOf('Uncommon')).toBe('[jewel:1:2]');
    expect(linkOf('Diamond')).toBe('[jewel:4:7]');
    expect(linkOf('Celestial')).toBe('[jewel:4:7]');
  });

  it('says so when no jewel is equipped', () => {
    loadState(sampleInitialData({ jewels: [jewel(1, 1, 2, false)] }));
    render(<HomeItems />);
    const jewels = section('Equipped jewels');
    expect(jewels).toHaveTextContent('You do not have any Jewels equipped.');
    expect(NO_EQUIPPED_JEWELS_TEXT).toBe('You do not have any Jewels equipped.');
    expect(within(jewels).queryByRole('table')).toBeNull();
  });

  it('follows the jewels store', () => {
    loadState();
    render(<HomeItems />);
    act(() => {
      $jewels.set([]);
    });
    expect(section('Equipped jewels')).toHaveTextContent(NO_EQUIPPED_JEWELS_TEXT);
    expect(screen.queryByRole('table', { name: 'Equipped jewels' })).toBeNull();
  });
});
