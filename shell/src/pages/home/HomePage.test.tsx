import '@testing-library/jest-dom/vitest';
import { STATISTIC_KEYS, type Statistics } from '@idle/contracts';
import { $misc, $player } from '@idle/state';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../federation/after-paint';
import { loadRemoteSlots, RemoteUnavailableError } from '../../federation/registry';
import { HomePage } from './HomePage';
import { STATISTIC_GROUPS } from './StatisticsSection';

vi.mock(import('../../federation/registry'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadRemoteSlots: vi.fn(),
}));
vi.mock(import('../../federation/after-paint'), async (importOriginal) => ({
  ...(await importOriginal()),
  afterNextPaint: vi.fn(),
}));

function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
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
  vi.mocked(afterNextPaint).mockResolvedValue(undefined);
  vi.mocked(loadRemoteSlots).mockReturnValue(new Promise(() => undefined));
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
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('stays loading while the player is missing, and shows once it arrives', () => {
    const data = sampleInitialData();
    loadState(data);
    act(() => {
      $player.set(null);
    });
    render(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    act(() => {
      $player.set(data.player);
    });
    expect(screen.getByRole('heading', { name: 'Welcome, Hero_1' })).toBeInTheDocument();
  });

  it("shows the statistics, then the gathering and crafting remote's sections in their slot", () => {
    loadState();
    const { container } = render(<HomePage />);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Statistics']);
    const slot = container.querySelector('[data-slot="homeItems"]');
    expect(slot).toHaveAttribute('data-remote', 'mfe-gathering-crafting');
    expect(slot).toHaveTextContent('Loading tools, runes and jewels...');
  });

  it("puts the market remote's net worth before those sections", () => {
    loadState();
    const { container } = render(<HomePage />);
    const slots = Array.from(container.querySelectorAll('[data-slot]'), (slot) => [
      slot.getAttribute('data-slot'),
      slot.getAttribute('data-remote'),
    ]);
    expect(slots).toEqual([
      ['netWorthSection', 'mfe-market'],
      ['homeItems', 'mfe-gathering-crafting'],
    ]);
    expect(container.querySelector('[data-slot="netWorthSection"]')).toHaveTextContent(
      'Loading net worth...',
    );
  });

  it('shows "... is unavailable." with Retry where the sections go when their remote is down', async () => {
    vi.mocked(loadRemoteSlots).mockImplementation((remote) =>
      remote === 'mfe-gathering-crafting'
        ? Promise.reject(
            new RemoteUnavailableError(remote, 'unreachable', 'This area could not be loaded.'),
          )
        : new Promise(() => undefined),
    );
    loadState();
    render(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Tools, runes and jewels is unavailable. This area could not be loaded.',
    );
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
  });
});

describe('Statistics', () => {
  it('puts each of the 15 statistic keys in exactly one group', () => {
    const grouped = STATISTIC_GROUPS.flatMap((group) => group.keys);
    expect([...grouped].sort()).toEqual([...STATISTIC_KEYS].sort());
    expect(STATISTIC_GROUPS.map((group) => group.title)).toEqual([
      'Vital statistics',
      'Action statistics',
      'Battle statistics',
      'Gathering statistics',
      'Crafting statistics',
    ]);
  });

  it('lists vital, action, battle, gathering and crafting statistics with separators', () => {
    loadState();
    render(<HomePage />);
    expect(tableRows('Vital statistics')).toEqual([
      ['Age', '3 days'],
      ['Nobility rank', 'Squire'],
      ['Deaths', '321'],
    ]);
    expect(tableRows('Action statistics')).toEqual([
      ['Actions today', '1,204'],
      ['Actions this month', '18,650'],
      ['Total actions', '1,234,567'],
    ]);
    expect(tableRows('Battle statistics')).toEqual([
      ['Mobs killed', '98,765'],
      ['Bosses killed', '12'],
      ['Boss damage', '4,500,000'],
      ['Dungeons completed', '45'],
    ]);
    expect(tableRows('Gathering statistics')).toEqual([
      ['Gathering actions', '67,890'],
      ['Mining actions', '30,000'],
      ['Woodcutting actions', '25,000'],
      ['Quarrying actions', '12,890'],
    ]);
    expect(tableRows('Crafting statistics')).toEqual([
      ['Runes crafted', '150'],
      ['Jewels crafted', '7'],
      ['Potions crafted', '2,048'],
    ]);
  });

  it('shows zeros for a new player', () => {
    const data = sampleInitialData();
    const zeros = Object.fromEntries(STATISTIC_KEYS.map((key) => [key, 0])) as Statistics;
    loadState({
      ...data,
      player: { ...data.player, age: 1, nobilityRank: 1 },
      misc: { ...data.misc, statistics: zeros },
    });
    render(<HomePage />);
    expect(tableRows('Vital statistics')).toEqual([
      ['Age', '1 day'],
      ['Nobility rank', 'Peasant'],
      ['Deaths', '0'],
    ]);
    for (const group of STATISTIC_GROUPS.slice(1)) {
      const rows = tableRows(group.title);
      expect(rows).toHaveLength(group.keys.length);
      for (const [, value] of rows) expect(value).toBe('0');
    }
  });

  it('follows the statistics as ticks change them', () => {
    const data = loadState();
    render(<HomePage />);
    act(() => {
      $misc.set({ ...data.misc, statistics: { ...data.misc.statistics, totalDeaths: 1_000 } });
    });
    expect(tableRows('Vital statistics')).toContainEqual(['Deaths', '1,000']);
  });
});
