import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $items, $land, $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { landApiAnswers, landInitialData } from './fixtures';
import { NO_PLOT_TEXT } from './plot-gate';
import {
  LAND_LOAD_FAILED_TEXT,
  LAND_LOADING_TEXT,
  LAND_UPGRADED_TEXT,
  LandPage,
  PLOT_PURCHASED_TEXT,
  TOP_LEVEL_TEXT,
} from './LandPage';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(level: number | null, answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...landApiAnswers(level), ...answers });
}

const shown = () => $notifications.get().map((entry) => [entry.kind, entry.text]);
const sent = () => fetch.calls.filter((call) => call.mod !== 'load').map((call) => call.params);

/** Each cost line's text and whether it shows as affordable. */
function costs(label: string): [string, string | null][] {
  return within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((line) => [line.textContent, line.getAttribute('data-affordable')]);
}

function bonuses(label: string): string[] {
  const list = screen.getByLabelText(label);
  return Array.from(
    list.querySelectorAll('dt'),
    (term) => `${term.textContent} ${term.nextElementSibling?.textContent ?? ''}`,
  );
}

async function renderLoaded(heading: string | RegExp): Promise<void> {
  render(
    <MemoryRouter>
      <LandPage />
    </MemoryRouter>,
  );
  await screen.findByText(heading);
}

beforeEach(() => {
  resetAll();
  refusals = [];
  bus.on('notify', onNotify);
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('LandPage states', () => {
  it('shows loading while the land loads, having asked for it', () => {
    answering(null, { 'land.php?mod=load': answerNever });
    loadState(landInitialData());
    render(<LandPage />);
    expect(screen.getByRole('heading', { name: 'Land', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(LAND_LOADING_TEXT);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'land.php',
      params: { mod: 'load' },
    });
  });

  it('says its own sentence with Retry on a failed load', async () => {
    let fail = true;
    answering(null, {
      'land.php?mod=load': () => (fail ? { error: 'Land is closed.' } : { landData: null }),
    });
    loadState(landInitialData());
    render(<LandPage />);
    expect(await screen.findByText(LAND_LOAD_FAILED_TEXT)).toBeVisible();
    expect(refusals).toEqual([{ kind: 'error', text: 'Land is closed.' }]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NO_PLOT_TEXT)).toBeVisible();
  });

  it('without a plot shows the plot cost, green where the inventory pays', async () => {
    answering(null);
    loadState(landInitialData({ stone: 10 }));
    await renderLoaded(NO_PLOT_TEXT);
    expect(costs('Plot cost')).toEqual([
      ['250,000 Gold', 'true'],
      ['50,000 Metal', 'true'],
      ['50,000 Wood', 'true'],
      ['50,000 Stone', 'false'],
    ]);
    expect(screen.getByRole('button', { name: 'Purchase Plot' })).toBeEnabled();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('with a plot shows the level, its bonuses and the links', async () => {
    answering(3);
    loadState(landInitialData());
    await renderLoaded('Village');
    expect(bonuses('Land bonuses')).toEqual([
      'Maximum Autos +30',
      'Gold from mobs +3%',
      'Resources +3%',
      'Trinket chance +6%',
    ]);
    expect(screen.getByRole('link', { name: 'Personnel' })).toHaveAttribute(
      'href',
      '/land/personnel',
    );
    expect(screen.getByRole('link', { name: 'Raids' })).toHaveAttribute('href', '/land/raids');
    expect(screen.getByRole('link', { name: 'Portals' })).toHaveAttribute('href', '/land/portals');
  });

  it('at the top level offers no upgrade', async () => {
    answering(16);
    loadState(landInitialData());
    await renderLoaded('Empire');
    expect(screen.getByText(TOP_LEVEL_TEXT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upgrade Land' })).toBeNull();
  });
});

describe('buying a plot', () => {
  it('takes the cost, shows the Camp and puts it in the Land panel without a raid', async () => {
    answering(null);
    loadState(landInitialData());
    await renderLoaded(NO_PLOT_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Purchase Plot' }));
    expect(await screen.findByText('Camp')).toBeVisible();
    expect(sent()).toEqual([{ mod: 'buyPlot' }]);
    expect(fetch.calls.at(-1)).toMatchObject({ method: 'POST', path: 'land.php' });
    expect(shown()).toEqual([['success', PLOT_PURCHASED_TEXT]]);
    expect($items.get()).toMatchObject({
      gold: 50_000,
      metal: 150_000,
      wood: 150_000,
      stone: 150_000,
    });
    expect($land.get()).toEqual({ levelName: 'Camp', raid: null });
  });

  it("shows the server's refusal and changes nothing", async () => {
    answering(null, { 'land.php?mod=buyPlot': { error: 'You cannot afford a plot.' } });
    loadState(landInitialData());
    await renderLoaded(NO_PLOT_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Purchase Plot' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'You cannot afford a plot.' }]);
    });
    expect(shown()).toEqual([]);
    expect($items.get().gold).toBe(300_000);
    expect($land.get()).toBeNull();
    expect(screen.getByText(NO_PLOT_TEXT)).toBeVisible();
  });
});

describe('upgrading the plot', () => {
  const raid = { name: 'Storage Container', rarity: 1, timer: 90 };

  it('lists the next bonuses and costs in the popup, green or red', async () => {
    answering(1);
    loadState(landInitialData());
    await renderLoaded('Camp');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Land' }));
    const popup = screen.getByRole('dialog', { name: 'Upgrade to Settlement' });
    expect(popup).toBeVisible();
    expect(bonuses('Next level bonuses')[0]).toBe('Maximum Autos +20');
    expect(costs('Upgrade cost')).toEqual([
      ['531,000 Gold', 'false'],
      ['106,000 Metal', 'true'],
      ['106,000 Wood', 'true'],
      ['106,000 Stone', 'true'],
    ]);
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('upgrades: takes the costs, shows the new level and keeps the raid in the Land panel', async () => {
    answering(1);
    loadState(landInitialData({ gold: 1_000_000 }, { levelName: 'Camp', raid }));
    await renderLoaded('Camp');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Land' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Settlement')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent()).toEqual([{ mod: 'upgradePlot' }]);
    expect(shown()).toEqual([['success', LAND_UPGRADED_TEXT]]);
    expect($items.get()).toMatchObject({ gold: 469_000, metal: 94_000 });
    expect($land.get()).toEqual({ levelName: 'Settlement', raid });
  });

  it("shows the server's refusal and changes nothing", async () => {
    answering(1, { 'land.php?mod=upgradePlot': { error: 'You do not have enough gold.' } });
    loadState(landInitialData({}, { levelName: 'Camp', raid: null }));
    await renderLoaded('Camp');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Land' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'You do not have enough gold.' }]);
    });
    expect(shown()).toEqual([]);
    expect($items.get().gold).toBe(300_000);
    expect($land.get()).toEqual({ levelName: 'Camp', raid: null });
    expect(screen.getByRole('dialog', { name: 'Upgrade to Settlement' })).toBeVisible();
  });
});
