import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $active } from '@idle/state';
import {
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleInitialData,
  useFakeApi,
} from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AreasPage, lootAmountText, lootFrequencyText } from './AreasPage';

type StartAction = BusEvents['startAction'];
type Notify = BusEvents['notify'];

let started: StartAction[];
let notified: Notify[];
const onStart = (event: StartAction) => started.push(event);
const onNotify = (event: Notify) => notified.push(event);

/** The cells of the table row that contains `text`. */
function rowOf(table: HTMLElement, text: string): string[] {
  const cell = within(table).getByText(text, { selector: 'td, td *' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return Array.from(row.querySelectorAll('td'), (td) => td.textContent.trim());
}

/** Every row of a table whose first (or `column`) cell is `text`. */
function rowsOf(table: HTMLElement, text: string, column = 0): string[][] {
  return Array.from(table.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (td) => td.textContent.trim()),
  ).filter((cells) => cells[column] === text);
}

beforeEach(() => {
  resetAll();
  started = [];
  notified = [];
  bus.on('startAction', onStart);
  bus.on('notify', onNotify);
});

afterEach(() => {
  cleanup();
  bus.off('startAction', onStart);
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('AreasPage states', () => {
  it('shows a loading state until the game data is loaded', () => {
    render(<AreasPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading areas...');
    expect(screen.queryByRole('heading', { name: 'Areas' })).toBeNull();
  });

  it('shows the empty text when there is no basic area (only special ones)', () => {
    const data = sampleInitialData();
    const special = data.areaData['101'];
    if (!special) throw new Error('the sample lost its special area');
    loadState({ ...data, areaData: { '101': special } });
    render(<AreasPage />);
    expect(screen.getByText('There are no areas to battle in.')).toBeInTheDocument();
    expect(screen.queryByText('Ember Rift')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Battle' })).toBeNull();
  });

  it('shows the empty text without any area', () => {
    loadState(sampleInitialData({ areaData: {} }));
    render(<AreasPage />);
    expect(screen.getByText('There are no areas to battle in.')).toBeInTheDocument();
  });

  it('lists the basic areas in an accordion, the first one open, special areas left out', async () => {
    loadState();
    render(<AreasPage />);
    expect(screen.getByRole('heading', { name: 'Areas', level: 2 })).toBeInTheDocument();
    const cellars = screen.getByRole('button', { name: /Mossy Cellars/ });
    const bridges = screen.getByRole('button', { name: /Troll Bridges/ });
    expect(screen.queryByRole('button', { name: /Ember Rift/ })).toBeNull();
    expect(cellars).toHaveAttribute('aria-expanded', 'true');
    expect(bridges).toHaveAttribute('aria-expanded', 'false');
    // The header gives the power range of the area's mobs.
    expect(cellars).toHaveTextContent('Power 82 - 125');
    expect(bridges).toHaveTextContent('Power 2,155 - 3,113');

    await userEvent.click(bridges);
    expect(bridges).toHaveAttribute('aria-expanded', 'true');
    expect(cellars).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: /Troll Bridges/ })).toBeVisible();
  });

  it('shows each mob with its level and power level, and a Battle button', () => {
    const data = loadState();
    render(<AreasPage />);
    const region = screen.getByRole('region', { name: /Mossy Cellars/ });
    const mobs = within(region).getByRole('table', { name: 'Mobs of Mossy Cellars' });
    const expected = data.areaData['1']?.mobs.map((mob) => mob.name);
    expect(expected).toEqual(['Cellar Rat', 'Giant Beetle', 'Mold Crawler']);
    expect(rowOf(mobs, 'Cellar Rat')).toEqual(['Cellar Rat', '1', '82', 'Battle']);
    expect(rowOf(mobs, 'Giant Beetle')).toEqual(['Giant Beetle', '2', '98', 'Battle']);
    expect(rowOf(mobs, 'Mold Crawler')).toEqual(['Mold Crawler', '3', '125', 'Battle']);
    expect(within(mobs).getAllByRole('button', { name: 'Battle' })).toHaveLength(3);
  });

  it('formats large levels and power levels with thousands separators', async () => {
    loadState();
    render(<AreasPage />);
    await userEvent.click(screen.getByRole('button', { name: /Troll Bridges/ }));
    const mobs = screen.getByRole('table', { name: 'Mobs of Troll Bridges' });
    expect(rowOf(mobs, 'Moss Troll')).toEqual(['Moss Troll', '40', '2,621', 'Battle']);
  });

  it('shows the loot with item names, the mob, the amount ("1-2") and the frequency ("1/40")', async () => {
    loadState();
    render(<AreasPage />);
    const loot = screen.getByRole('table', { name: 'Potential loot of Mossy Cellars' });
    expect(rowsOf(loot, 'Cellar Rat', 1)).toEqual([
      ['Rat Tail', 'Cellar Rat', '1', '1/3'],
      ['Weapon Component', 'Cellar Rat', '1', '1/40'],
    ]);
    expect(rowsOf(loot, 'Giant Beetle', 1)).toEqual([
      ['Rat Tail', 'Giant Beetle', '1-2', '1/3'],
      ['Armor Component', 'Giant Beetle', '1', '1/40'],
    ]);
    // A drop with frequency 1 always drops.
    expect(rowsOf(loot, 'Mold Crawler', 1)[0]).toEqual(['Rat Tail', 'Mold Crawler', '1', 'Always']);

    await userEvent.click(screen.getByRole('button', { name: /Troll Bridges/ }));
    const trolls = screen.getByRole('table', { name: 'Potential loot of Troll Bridges' });
    expect(rowsOf(trolls, 'Cellar Key')).toEqual([['Cellar Key', 'Stone Troll', '1', '1/1,500']]);
    expect(rowsOf(trolls, 'Gem Fragments')).toEqual([
      ['Gem Fragments', 'Stone Troll', '2-5', '1/12'],
    ]);
  });

  it('shows the item id of a drop whose item data is missing', () => {
    const data = sampleInitialData();
    delete data.itemData.rat_tail;
    loadState(data);
    render(<AreasPage />);
    const loot = screen.getByRole('table', { name: 'Potential loot of Mossy Cellars' });
    expect(rowsOf(loot, 'rat_tail').length).toBe(3);
  });
});

describe('AreasPage battling', () => {
  it('enters the area through the request layer, then updates the active mob and starts battling', async () => {
    const fetch = useFakeApi(sampleApiAnswers());
    loadState();
    let mobWhenStarted: unknown = 'not started';
    const onStartCheck = () => {
      mobWhenStarted = $active.get()?.mob;
    };
    bus.on('startAction', onStartCheck);
    try {
      render(<AreasPage />);
      const mobs = screen.getByRole('table', { name: 'Mobs of Mossy Cellars' });
      const beetle = within(mobs).getAllByRole('button', { name: 'Battle' })[1];
      if (!beetle) throw new Error('no Battle button for the second mob');
      await userEvent.click(beetle);

      await waitFor(() => {
        expect(started).toEqual([{ action: 'battling' }]);
      });
      expect(fetch.calls).toHaveLength(1);
      expect(fetch.calls[0]).toMatchObject({
        method: 'POST',
        path: 'areas.php',
        params: { mod: 'enterArea', area: '1', mob: '2' },
      });
      const mob = { id: 2, name: 'Giant Beetle', area: 1 };
      expect($active.get()?.mob).toEqual(mob);
      // The active mob is set before the shell is asked to start (the quick link follows it).
      expect(mobWhenStarted).toEqual(mob);
      // Everything else of the active selection stays.
      expect($active.get()?.attribute).toBe(2);
      expect(notified).toEqual([]);
    } finally {
      bus.off('startAction', onStartCheck);
    }
  });

  it('disables the Battle buttons while the area is being entered', async () => {
    let answer: (value: unknown) => void = () => undefined;
    useFakeApi({
      'areas.php?mod=enterArea': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    loadState();
    render(<AreasPage />);
    const buttons = screen.getAllByRole('button', { name: 'Battle' });
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => {
      for (const button of screen.getAllByRole('button', { name: 'Battle' })) {
        expect(button).toBeDisabled();
      }
    });
    expect(started).toEqual([]);
    answer({ mobName: 'Cellar Rat' });
    await waitFor(() => {
      expect(started).toEqual([{ action: 'battling' }]);
    });
    for (const button of screen.getAllByRole('button', { name: 'Battle' })) {
      expect(button).toBeEnabled();
    }
  });

  it('does not start battling when the server refuses the mob, and shows the refusal', async () => {
    useFakeApi({ 'areas.php?mod=enterArea': { error: 'That mob does not exist in that area.' } });
    loadState();
    render(<AreasPage />);
    const mobs = screen.getByRole('table', { name: 'Mobs of Mossy Cellars' });
    const last = within(mobs).getAllByRole('button', { name: 'Battle' })[2];
    await userEvent.click(last as HTMLElement);

    await waitFor(() => {
      expect(notified).toEqual([{ kind: 'error', text: 'That mob does not exist in that area.' }]);
    });
    expect(started).toEqual([]);
    expect($active.get()?.mob).toEqual({ id: 1, name: 'Cellar Rat', area: 1 });
    await waitFor(() => {
      expect(last).toBeEnabled();
    });
  });

  it('does not start battling when the server is down', async () => {
    useFakeApi({});
    loadState();
    render(<AreasPage />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Battle' })[0] as HTMLElement);
    await waitFor(() => {
      expect(notified).toEqual([{ kind: 'error', text: 'Server is down.' }]);
    });
    expect(started).toEqual([]);
  });

  it('renders no Battle effect before the click', () => {
    const fetch = useFakeApi(sampleApiAnswers());
    loadState();
    render(<AreasPage />);
    expect(fetch.calls).toEqual([]);
    expect(started).toEqual([]);
  });

  // Known defect (reported): a basic area without mobs makes the header compute
  // Math.min() of nothing (Infinity), and formatNumber throws, so the whole page fails.
  it('shows a basic area that has no mobs yet without failing', () => {
    loadState(
      sampleInitialData({ areaData: { '9': { id: 9, name: 'Quiet Glade', type: 1, mobs: [] } } }),
    );
    render(<AreasPage />);
    expect(screen.getByRole('button', { name: /Quiet Glade/ })).toBeInTheDocument();
  });
});

describe('loot texts', () => {
  it('writes an amount as "n" or "min-max" with separators', () => {
    expect(lootAmountText([1, 1])).toBe('1');
    expect(lootAmountText([1, 2])).toBe('1-2');
    expect(lootAmountText([1000, 2500])).toBe('1,000-2,500');
  });

  it('writes a frequency as "1/n", or "Always" for 1 or less', () => {
    expect(lootFrequencyText(40)).toBe('1/40');
    expect(lootFrequencyText(1500)).toBe('1/1,500');
    expect(lootFrequencyText(1)).toBe('Always');
  });
});
