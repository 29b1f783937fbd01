import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, LandPanelData } from '@idle/contracts';
import { bus } from '@idle/events';
import { NO_RAID_TEXT, RAID_STARTED_TEXT } from '@idle/game-rules';
import { $items, $land, $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_PLOT_TEXT } from '../land/plot-gate';
import { landInitialData } from '../land/fixtures';
import { raidsApiAnswers, sampleCurrentRaid, sampleRaids, SCOUTED } from './fixtures';
import {
  NO_SCOUTED_RAIDS_TEXT,
  RAID_CANCELLED_TEXT,
  RAID_REWARDS_CLAIMED_TEXT,
  RAIDS_LOAD_FAILED_TEXT,
  RAIDS_LOADING_TEXT,
  RaidsPage,
  RAIDS_NEED_PLOT_TEXT,
} from './RaidsPage';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

/** Small Town: every sample raid's level is reached. */
const PLOT: LandPanelData = { levelName: 'Small Town', raid: null };

function answering(
  raids = sampleRaids(),
  answers: Record<string, unknown> = {},
  land: LandPanelData = PLOT,
): void {
  fetch = useFakeApi({ ...raidsApiAnswers(raids), ...answers });
  loadState(landInitialData({}, land));
}

const shown = () => $notifications.get().map((entry) => [entry.kind, entry.text]);
const sent = () =>
  fetch.calls
    .filter((call) => call.mod !== 'loadRaids' && call.mod !== 'load')
    .map((call) => call.params);
const loads = () => fetch.calls.filter((call) => call.mod === 'loadRaids').length;
const current = () => screen.getByRole('region', { name: 'Current raid' });

function rows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return Array.from(table.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
  );
}

async function renderLoaded(): Promise<void> {
  render(<RaidsPage />);
  await screen.findByRole('table', { name: 'Standard raids' });
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

describe('RaidsPage states', () => {
  it('shows loading while the raids load, having asked for them', async () => {
    answering(sampleRaids(), { 'land.php?mod=loadRaids': answerNever });
    render(<RaidsPage />);
    expect(screen.getByRole('heading', { name: 'Raids', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(RAIDS_LOADING_TEXT);
    await waitFor(() => {
      expect(fetch.calls.map((call) => call.mod)).toEqual(['load', 'loadRaids']);
    });
    expect(fetch.calls[1]).toMatchObject({ method: 'GET', path: 'land.php' });
  });

  it('without a plot says so and points to Purchase Plot, asking nothing more', async () => {
    answering(sampleRaids(), { 'land.php?mod=load': { landData: null } });
    render(
      <MemoryRouter>
        <RaidsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(NO_PLOT_TEXT)).toBeVisible();
    expect(screen.getByText(RAIDS_NEED_PLOT_TEXT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Purchase Plot' })).toHaveAttribute('href', '/land');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(refusals).toEqual([]);
    expect(fetch.calls.map((call) => call.mod)).toEqual(['load']);
  });

  it('says its own sentence with Retry on a failed load', async () => {
    let fail = true;
    answering(sampleRaids(), {
      'land.php?mod=loadRaids': () => (fail ? { error: 'You do not own land.' } : sampleRaids()),
    });
    render(<RaidsPage />);
    expect(await screen.findByText(RAIDS_LOAD_FAILED_TEXT)).toBeVisible();
    expect(refusals).toEqual([{ kind: 'error', text: 'You do not own land.' }]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NO_RAID_TEXT)).toBeVisible();
  });

  it('without a raid says so and lists the standard and scouted raids to start', async () => {
    answering();
    await renderLoaded();
    expect(within(current()).getByText(NO_RAID_TEXT)).toBeVisible();
    expect(rows('Standard raids')).toEqual([
      ['Storage Container', 'Common', '2h 30m', 'Camp', 'Start'],
      ['Warehouse', 'Common', '8h', 'Village', 'Start'],
      ['Large Warehouse', 'Common', '24h', 'Small Town', 'Start'],
    ]);
    expect(rows('Scouted raids')).toEqual([
      ['Bandit Camp', 'Rare', '1h 30m', 'Camp', 'Start'],
      ['Sunken Vault', 'Legendary', '6h', 'Village', 'Start'],
    ]);
    for (const button of screen.getAllByRole('button', { name: /^Start / }))
      expect(button).toBeEnabled();
  });

  it("disables the raids the plot's level does not reach", async () => {
    answering(sampleRaids(), {}, { levelName: 'Camp', raid: null });
    await renderLoaded();
    const enabled = screen
      .getAllByRole('button', { name: /^Start / })
      .map((button) => [button.getAttribute('aria-label'), (button as HTMLButtonElement).disabled]);
    expect(enabled).toEqual([
      ['Start Storage Container', false],
      ['Start Warehouse', true],
      ['Start Large Warehouse', true],
      ['Start Bandit Camp', false],
      ['Start Sunken Vault', true],
    ]);
  });

  it('says when no raid was scouted today', async () => {
    answering(sampleRaids({ scouted: [] }));
    await renderLoaded();
    expect(screen.getByText(NO_SCOUTED_RAIDS_TEXT)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Scouted raids' })).toBeNull();
  });

  it('shows a raid in progress with its countdown and Cancel; nothing else starts', async () => {
    answering(sampleRaids({ current: sampleCurrentRaid(3_725) }));
    await renderLoaded();
    expect(current()).toHaveTextContent('Storage Container Common');
    expect(current()).toHaveTextContent('Status: In Progress, 1:02:05 left');
    expect(within(current()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(current()).queryByRole('button', { name: 'Get Rewards' })).toBeNull();
    for (const button of screen.getAllByRole('button', { name: /^Start / }))
      expect(button).toBeDisabled();
  });

  it('shows a returned raid with its rewards and Get Rewards', async () => {
    answering(sampleRaids({ current: sampleCurrentRaid() }));
    await renderLoaded();
    expect(current()).toHaveTextContent('Status: Returned');
    const rewards = within(current()).getByRole('list', { name: 'Raid rewards' });
    expect(
      within(rewards)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([expect.stringContaining('40,000'), expect.stringContaining('1,200')]);
    expect(within(current()).getByRole('button', { name: 'Get Rewards' })).toBeEnabled();
    expect(within(current()).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('counts down live and says Returned at the end, then asks for the list again', async () => {
    answering(sampleRaids({ current: sampleCurrentRaid(1) }));
    await renderLoaded();
    expect(current()).toHaveTextContent('00:01 left');
    await waitFor(
      () => {
        expect(current()).toHaveTextContent('Status: Returned');
      },
      { timeout: 3_000 },
    );
    await waitFor(() => {
      expect(loads()).toBe(2);
    });
  });
});

describe('starting a raid', () => {
  it('sends its id and place, says "Your raid has started." and refreshes the list', async () => {
    answering();
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Start Sunken Vault' }));
    await waitFor(() => {
      expect(current()).toHaveTextContent('Sunken Vault Legendary');
    });
    expect(sent()).toEqual([{ mod: 'startRaid', id: '102', index: '1' }]);
    expect(fetch.calls.find((call) => call.mod === 'startRaid')).toMatchObject({ method: 'POST' });
    expect(shown()).toEqual([['success', RAID_STARTED_TEXT]]);
    expect(RAID_STARTED_TEXT).toBe('Your raid has started.');
    expect(current()).toHaveTextContent('Status: In Progress, 6:00:00 left');
    // The started scouted raid left the list.
    expect(rows('Scouted raids')).toEqual([[SCOUTED[0]?.name, 'Rare', '1h 30m', 'Camp', 'Start']]);
    expect($land.get()).toEqual({
      levelName: 'Small Town',
      raid: { name: 'Sunken Vault', rarity: 5, timer: 21_600 },
    });
  });

  it("shows the server's refusal and changes nothing", async () => {
    answering(sampleRaids(), {
      'land.php?mod=startRaid': { error: 'That raid is no longer available.' },
    });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Start Warehouse' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'That raid is no longer available.' }]);
    });
    expect(shown()).toEqual([]);
    expect(loads()).toBe(1);
    expect(within(current()).getByText(NO_RAID_TEXT)).toBeVisible();
    expect($land.get()).toEqual(PLOT);
  });
});

describe('getting the rewards', () => {
  const returned: LandPanelData = {
    levelName: 'Camp',
    raid: { name: 'Storage Container', rarity: 1 },
  };

  it('puts the rewards in the inventory and clears the raid', async () => {
    answering(sampleRaids({ current: sampleCurrentRaid() }), {}, returned);
    const gold = $items.get().gold ?? 0;
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Get Rewards' }));
    expect(await within(current()).findByText(NO_RAID_TEXT)).toBeVisible();
    expect(sent()).toEqual([{ mod: 'endRaid' }]);
    expect(shown()).toEqual([['success', RAID_REWARDS_CLAIMED_TEXT]]);
    expect($items.get().gold).toBe(gold + 40_000);
    expect($items.get().metal).toBe(201_200);
    expect($land.get()).toEqual({ levelName: 'Camp', raid: null });
  });

  it("shows the server's refusal and changes nothing", async () => {
    answering(
      sampleRaids({ current: sampleCurrentRaid() }),
      { 'land.php?mod=endRaid': { error: 'The rewards were already claimed.' } },
      returned,
    );
    const items = $items.get();
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Get Rewards' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'The rewards were already claimed.' }]);
    });
    expect(shown()).toEqual([]);
    expect($items.get()).toBe(items);
    expect($land.get()).toEqual(returned);
    expect(current()).toHaveTextContent('Status: Returned');
  });
});

describe('cancelling a raid', () => {
  const underWay: LandPanelData = {
    levelName: 'Camp',
    raid: { name: 'Storage Container', rarity: 1, timer: 600 },
  };

  it('clears the raid in the screen and the Land panel', async () => {
    answering(sampleRaids({ current: sampleCurrentRaid(600) }), {}, underWay);
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await within(current()).findByText(NO_RAID_TEXT)).toBeVisible();
    expect(sent()).toEqual([{ mod: 'cancelRaid' }]);
    expect(shown()).toEqual([['info', RAID_CANCELLED_TEXT]]);
    expect($land.get()).toEqual({ levelName: 'Camp', raid: null });
    expect(screen.getByRole('button', { name: 'Start Storage Container' })).toBeEnabled();
  });

  it("shows the server's refusal and changes nothing", async () => {
    answering(
      sampleRaids({ current: sampleCurrentRaid(600) }),
      { 'land.php?mod=cancelRaid': { error: 'You are not on a raid.' } },
      underWay,
    );
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'You are not on a raid.' }]);
    });
    expect(shown()).toEqual([]);
    expect(loads()).toBe(1);
    expect($land.get()).toEqual(underWay);
    expect(current()).toHaveTextContent('Status: In Progress');
  });
});
