import '@testing-library/jest-dom/vitest';
import { STATISTIC_KEYS, type Statistics } from '@idle/contracts';
import { $misc } from '@idle/state';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HomePage } from './HomePage';

function statisticRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Statistics' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  resetAll();
});

describe('HomePage', () => {
  it('shows a loading state without game data', () => {
    render(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('welcomes the player and lists every statistic with thousands separators', () => {
    loadState();
    render(<HomePage />);
    expect(screen.getByRole('heading', { name: 'Welcome, Hero_1' })).toBeInTheDocument();
    expect(statisticRows()).toEqual([
      ['Actions today', '1,204'],
      ['Actions this month', '18,650'],
      ['Total actions', '1,234,567'],
      ['Mobs killed', '98,765'],
      ['Deaths', '321'],
      ['Bosses killed', '12'],
      ['Boss damage', '4,500,000'],
      ['Dungeons completed', '45'],
      ['Gathering actions', '67,890'],
      ['Mining actions', '30,000'],
      ['Woodcutting actions', '25,000'],
      ['Quarrying actions', '12,890'],
      ['Runes crafted', '150'],
      ['Jewels crafted', '7'],
      ['Potions crafted', '2,048'],
    ]);
  });

  it('shows zeros for a new player', () => {
    const data = sampleInitialData();
    const zeros = Object.fromEntries(STATISTIC_KEYS.map((key) => [key, 0])) as Statistics;
    loadState({ ...data, misc: { ...data.misc, statistics: zeros } });
    render(<HomePage />);
    const rows = statisticRows();
    expect(rows).toHaveLength(STATISTIC_KEYS.length);
    for (const [, value] of rows) expect(value).toBe('0');
  });

  it('follows the statistics as ticks change them', () => {
    const data = loadState();
    render(<HomePage />);
    act(() => {
      $misc.set({ ...data.misc, statistics: { ...data.misc.statistics, totalDeaths: 1_000 } });
    });
    expect(statisticRows()).toContainEqual(['Deaths', '1,000']);
  });
});
