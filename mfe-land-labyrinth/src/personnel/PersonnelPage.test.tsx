import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $items, $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_PLOT_TEXT } from '../land/plot-gate';
import { landInitialData } from '../land/fixtures';
import { personnelApiAnswers } from './fixtures';
import {
  MAX_LEVEL_TEXT,
  MAX_RARITY_TEXT,
  NO_PERSONNEL_TEXT,
  PERSONNEL_LOAD_FAILED_TEXT,
  PERSONNEL_LOADING_TEXT,
  PersonnelPage,
  personnelUpgradedText,
  PERSONNEL_NEED_PLOT_TEXT,
} from './PersonnelPage';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...personnelApiAnswers(), ...answers });
  loadState(landInitialData({ gold: 100_000, credits: 60 }));
}

const shown = () => $notifications.get().map((entry) => [entry.kind, entry.text]);
const sent = () =>
  fetch.calls
    .filter((call) => call.mod !== 'loadPersonnel' && call.mod !== 'load')
    .map((call) => call.params);
const person = (name: string) => screen.getByRole('listitem', { name });

/** The bonus of each tier and whether it is reached. */
function tiers(name: string): [string, string | null][] {
  const table = screen.getByRole('table', { name: `${name} bonus tiers` });
  return Array.from(table.querySelectorAll('tbody td'), (cell) => [
    cell.textContent,
    cell.getAttribute('data-reached'),
  ]);
}

function cost(name: string, type: 'level' | 'rarity'): [string, string | null] {
  const line = within(screen.getByRole('list', { name: `${name} upgrade ${type} cost` })).getByRole(
    'listitem',
  );
  return [line.textContent, line.getAttribute('data-affordable')];
}

async function renderLoaded(): Promise<void> {
  render(<PersonnelPage />);
  await screen.findByRole('listitem', { name: 'Scout' });
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

describe('PersonnelPage states', () => {
  it('shows loading while the personnel loads, having asked for it', async () => {
    answering({ 'land.php?mod=loadPersonnel': answerNever });
    render(<PersonnelPage />);
    expect(screen.getByRole('heading', { name: 'Personnel', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(PERSONNEL_LOADING_TEXT);
    await waitFor(() => {
      expect(fetch.calls.map((call) => call.mod)).toEqual(['load', 'loadPersonnel']);
    });
    expect(fetch.calls[1]).toMatchObject({ method: 'GET', path: 'land.php' });
  });

  it('without a plot says so and points to Purchase Plot, asking nothing more', async () => {
    answering({ 'land.php?mod=load': { landData: null } });
    render(
      <MemoryRouter>
        <PersonnelPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(NO_PLOT_TEXT)).toBeVisible();
    expect(screen.getByText(PERSONNEL_NEED_PLOT_TEXT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Purchase Plot' })).toHaveAttribute('href', '/land');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(refusals).toEqual([]);
    expect(fetch.calls.map((call) => call.mod)).toEqual(['load']);
  });

  it('says its own sentence with Retry on a failed load', async () => {
    let fail = true;
    answering({
      'land.php?mod=loadPersonnel': () =>
        fail ? { error: 'You do not own land.' } : { personnel: [] },
    });
    render(<PersonnelPage />);
    expect(await screen.findByText(PERSONNEL_LOAD_FAILED_TEXT)).toBeVisible();
    expect(refusals).toEqual([{ kind: 'error', text: 'You do not own land.' }]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NO_PERSONNEL_TEXT)).toBeVisible();
  });

  it('shows each person with rarity, level, description, tiers and upgrade costs', async () => {
    answering();
    await renderLoaded();
    expect(
      screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-label')),
    ).toHaveLength(5);
    expect(person('Scout')).toHaveTextContent('Scout Uncommon');
    expect(person('Scout')).toHaveTextContent('Level 80 / 150');
    expect(person('Scout')).toHaveTextContent("The scout's bonus grows at each tier.");
    expect(tiers('Scout')).toEqual([
      ['5%', 'true'],
      ['15%', 'true'],
      ['30%', 'false'],
      ['50%', 'false'],
      ['75%', 'false'],
    ]);
    expect(cost('Scout', 'level')).toEqual(['80,000 Gold', 'true']);
    expect(cost('Scout', 'rarity')).toEqual(['50 Credits', 'true']);
    // 100 credits are more than the player's 60.
    expect(cost('Treasure Hunter', 'rarity')).toEqual(['100 Credits', 'false']);
  });

  it('offers no level upgrade at level 150 and no rarity upgrade at rarity 6', async () => {
    answering();
    await renderLoaded();
    expect(person('Treasure Hunter')).toHaveTextContent(MAX_LEVEL_TEXT);
    expect(
      screen.queryByRole('button', { name: 'Upgrade level of the Treasure Hunter' }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Upgrade rarity of the Treasure Hunter' }),
    ).toBeEnabled();
    expect(person('Quartermaster')).toHaveTextContent(MAX_RARITY_TEXT);
    expect(
      screen.queryByRole('button', { name: 'Upgrade rarity of the Quartermaster' }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Upgrade level of the Quartermaster' }),
    ).toBeEnabled();
    expect(tiers('Treasure Hunter').every(([, reached]) => reached === 'true')).toBe(true);
  });
});

describe('upgrading personnel', () => {
  it('raises the level, takes the gold and shows the new figures', async () => {
    answering();
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade level of the Scout' }));
    await waitFor(() => {
      expect(person('Scout')).toHaveTextContent('Level 81 / 150');
    });
    expect(sent()).toEqual([{ mod: 'upgradePersonnel', personnel: 'scout', type: 'level' }]);
    expect(fetch.calls.at(-1)).toMatchObject({ method: 'POST', path: 'land.php' });
    expect(shown()).toEqual([['success', personnelUpgradedText('Scout')]]);
    expect($items.get().gold).toBe(20_000);
    expect(cost('Scout', 'level')).toEqual(['81,000 Gold', 'false']);
  });

  it('raises the rarity and takes the credits', async () => {
    answering();
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade rarity of the Scout' }));
    await waitFor(() => {
      expect(person('Scout')).toHaveTextContent('Scout Rare');
    });
    expect(sent()).toEqual([{ mod: 'upgradePersonnel', personnel: 'scout', type: 'rarity' }]);
    expect($items.get().credits).toBe(10);
  });

  it("shows the server's refusal and changes nothing", async () => {
    answering({ 'land.php?mod=upgradePersonnel': { error: 'You do not have enough credits.' } });
    await renderLoaded();
    await userEvent.click(
      screen.getByRole('button', { name: 'Upgrade rarity of the Treasure Hunter' }),
    );
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'You do not have enough credits.' }]);
    });
    expect(shown()).toEqual([]);
    expect($items.get().credits).toBe(60);
    expect(person('Treasure Hunter')).toHaveTextContent('Treasure Hunter Epic');
  });
});
