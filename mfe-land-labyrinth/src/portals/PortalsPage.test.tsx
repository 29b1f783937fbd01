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
import { portalsApiAnswers, samplePortals } from './fixtures';
import {
  NO_PORTALS_TEXT,
  PORTALS_LOAD_FAILED_TEXT,
  PORTALS_LOADING_TEXT,
  PortalsPage,
  portalUpgradedText,
  PORTALS_NEED_PLOT_TEXT,
} from './PortalsPage';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...portalsApiAnswers(), ...answers });
  loadState(landInitialData({ gold: 100_000, metal: 40_000, wood: 12_000, stone: 5_000 }));
}

const shown = () => $notifications.get().map((entry) => [entry.kind, entry.text]);
const sent = () =>
  fetch.calls
    .filter((call) => call.mod !== 'getPortalData' && call.mod !== 'load')
    .map((call) => call.params);
const portal = (name: string) => screen.getByRole('listitem', { name });

/** Each of the portal's five upgrades: its cost lines with whether the inventory pays. */
function upgrades(name: string): string[][] {
  return within(portal(name))
    .getAllByRole('list', { name: /upgrade cost with/ })
    .map((list) =>
      within(list)
        .getAllByRole('listitem')
        .map((line) => `${line.textContent} ${line.getAttribute('data-affordable') ?? ''}`),
    );
}

async function renderLoaded(): Promise<void> {
  render(<PortalsPage />);
  await screen.findByRole('listitem', { name: 'Frozen Portal' });
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

describe('PortalsPage states', () => {
  it('shows loading while the portals load, having asked for them', async () => {
    answering({ 'land.php?mod=getPortalData': answerNever });
    render(<PortalsPage />);
    expect(screen.getByRole('heading', { name: 'Portals', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(PORTALS_LOADING_TEXT);
    await waitFor(() => {
      expect(fetch.calls.map((call) => call.mod)).toEqual(['load', 'getPortalData']);
    });
    expect(fetch.calls[1]).toMatchObject({ method: 'GET', path: 'land.php' });
  });

  it('without a plot says so and points to Purchase Plot, asking nothing more', async () => {
    answering({ 'land.php?mod=load': { landData: null } });
    render(
      <MemoryRouter>
        <PortalsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(NO_PLOT_TEXT)).toBeVisible();
    expect(screen.getByText(PORTALS_NEED_PLOT_TEXT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Purchase Plot' })).toHaveAttribute('href', '/land');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(refusals).toEqual([]);
    expect(fetch.calls.map((call) => call.mod)).toEqual(['load']);
  });

  it('says its own sentence with Retry on a failed load', async () => {
    let fail = true;
    answering({
      'land.php?mod=getPortalData': () =>
        fail ? { error: 'You do not own land.' } : { portals: [] },
    });
    render(<PortalsPage />);
    expect(await screen.findByText(PORTALS_LOAD_FAILED_TEXT)).toBeVisible();
    expect(refusals).toEqual([{ kind: 'error', text: 'You do not own land.' }]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NO_PORTALS_TEXT)).toBeVisible();
  });

  it('shows the four resources and each portal with its five priced upgrades', async () => {
    answering();
    await renderLoaded();
    expect(screen.getByLabelText('Your resources')).toHaveTextContent(
      'Gold100,000Metal40,000Wood12,000Stone5,000',
    );
    expect(portal('Frozen Portal')).toHaveTextContent('Level 2, 40 battles saved');
    expect(portal('Frozen Portal')).toHaveTextContent('+10 battles a day, holds up to 300');
    expect(upgrades('Frozen Portal')).toEqual([
      ['10,000 Metal true', '10,000 Wood true', '10,000 Stone false'],
      ['33,000 Metal true'],
      ['33,000 Wood false'],
      ['33,000 Stone false'],
      ['90,000 Gold true'],
    ]);
    expect(
      within(portal('Molten Portal')).getAllByRole('button', { name: /^Upgrade the/ }),
    ).toHaveLength(5);
  });

  it("reads a portal's cap from the server: a level-0 portal holds the area's 100", async () => {
    answering();
    await renderLoaded();
    expect(portal('Molten Portal')).toHaveTextContent('Level 0, 0 battles saved');
    expect(portal('Molten Portal')).toHaveTextContent('+0 battles a day, holds up to 100');
  });

  it('says one battle in the singular', async () => {
    answering({
      'land.php?mod=getPortalData': samplePortals([
        { id: 1, name: 'Frozen Portal', level: 1, remaining: 1, cap: 150, cost: 75_000 },
      ]),
    });
    await renderLoaded();
    expect(portal('Frozen Portal')).toHaveTextContent('Level 1, 1 battle saved');
  });
});

describe('upgrading a portal', () => {
  it('sends the payment type, takes its cost and shows the new level and costs', async () => {
    answering();
    await renderLoaded();
    await userEvent.click(
      screen.getByRole('button', { name: 'Upgrade the Frozen Portal with Metal' }),
    );
    await waitFor(() => {
      expect(portal('Frozen Portal')).toHaveTextContent('Level 3, 65 battles saved');
    });
    expect(sent()).toEqual([{ mod: 'upgradePortal', id: '1', uType: '2' }]);
    expect(fetch.calls.at(-1)).toMatchObject({ method: 'POST', path: 'land.php' });
    expect(shown()).toEqual([['success', portalUpgradedText('Frozen Portal')]]);
    expect($items.get().metal).toBe(7_000);
    // The next cost, 12,000: 3.3x is 39,600 metal, now more than the player has.
    expect(upgrades('Frozen Portal')[1]).toEqual(['39,600 Metal false']);
    expect(portal('Molten Portal')).toHaveTextContent('Level 0, 0 battles saved');
  });

  it('shows the portal the server answered, never a sum of its own', async () => {
    // A level-2 portal holding 280 (the page loaded 40 earlier), upgraded to 3: the server keeps
    // 305 and holds up to 450.
    const upgraded = { id: 1, name: 'Frozen Portal', level: 3, remaining: 305, cap: 450, cost: 1 };
    answering({
      'land.php?mod=upgradePortal': {
        itemsToRemove: [{ id: 'metal', amount: 33_000 }],
        newCost: 1,
        portal: upgraded,
      },
    });
    await renderLoaded();
    await userEvent.click(
      screen.getByRole('button', { name: 'Upgrade the Frozen Portal with Metal' }),
    );
    await waitFor(() => {
      expect(portal('Frozen Portal')).toHaveTextContent('Level 3, 305 battles saved');
    });
    expect(portal('Frozen Portal')).toHaveTextContent('+15 battles a day, holds up to 450');
  });

  it("shows the server's refusal and changes nothing", async () => {
    answering({ 'land.php?mod=upgradePortal': { error: 'You do not have enough wood.' } });
    await renderLoaded();
    await userEvent.click(
      screen.getByRole('button', { name: 'Upgrade the Frozen Portal with Wood' }),
    );
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'You do not have enough wood.' }]);
    });
    expect(shown()).toEqual([]);
    expect($items.get().wood).toBe(12_000);
    expect(portal('Frozen Portal')).toHaveTextContent('Level 2, 40 battles saved');
  });
});
