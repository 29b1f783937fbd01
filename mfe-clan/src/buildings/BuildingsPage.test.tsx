import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_CLAN_PERMISSIONS, sampleClanData } from '../details/fixtures';
import { clanInitialData } from '../storage/fixtures';
import {
  BUILDINGS_LOAD_FAILED_TEXT,
  BUILDINGS_LOADING_TEXT,
  BuildingsPage,
  MAX_LEVEL_TEXT,
  NEEDS_BUILDINGS_PERMISSION_TEXT,
  NO_BUILDINGS_TEXT,
} from './BuildingsPage';
import { clanBuildingsApiAnswers, sampleBuildingsAnswer } from './fixtures';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}, permitted = true): void {
  const clan = permitted
    ? sampleClanData()
    : sampleClanData({ rankNum: 4, permissions: NO_CLAN_PERMISSIONS });
  fetch = useFakeApi({ ...clanBuildingsApiAnswers(clan), ...answers });
}

function renderPage() {
  render(
    <MemoryRouter>
      <BuildingsPage />
    </MemoryRouter>,
  );
}

async function renderLoaded() {
  renderPage();
  await screen.findByRole('button', { name: /Headquarters/ });
}

const shown = () => $notifications.get().map((entry) => [entry.kind, entry.text]);
const upgrades = () => fetch.calls.filter((call) => call.mod === 'upgradeBuilding');
const header = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const region = (name: string) => screen.getByRole('region', { name: new RegExp(name) });
const costRows = (name: string) =>
  within(region(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

beforeEach(() => {
  resetAll();
  loadState(clanInitialData());
  refusals = [];
  bus.on('notify', onNotify);
  answering();
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('BuildingsPage states', () => {
  it('shows loading in the clan frame while the buildings and storage load', () => {
    answering({ 'clan.php?mod=loadBuildings': answerNever });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Clan Buildings', level: 2 })).toBeVisible();
    expect(screen.getByText(BUILDINGS_LOADING_TEXT)).toBeVisible();
    expect(fetch.calls.map((call) => call.mod).sort()).toEqual(['loadBuildings', 'loadStorage']);
  });

  it('says its own sentence with Retry when the storage fails, and loads it again', async () => {
    let fail = true;
    const storage = clanBuildingsApiAnswers()['clan.php?mod=loadStorage'] as () => unknown;
    answering({
      'clan.php?mod=loadStorage': () => (fail ? { error: 'The storage is closed.' } : storage()),
    });
    renderPage();
    expect(await screen.findByText(BUILDINGS_LOAD_FAILED_TEXT)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Headquarters/ })).toBeVisible();
    // Only the failed load was asked again.
    expect(fetch.calls.filter((call) => call.mod === 'loadBuildings')).toHaveLength(1);
  });

  it('says so when the clan has no buildings', async () => {
    answering({
      'clan.php?mod=loadBuildings': { ...sampleBuildingsAnswer(), buildingsData: [] },
    });
    renderPage();
    expect(await screen.findByText(NO_BUILDINGS_TEXT)).toBeVisible();
  });

  it('lists each building with its level against the maximum in an accordion', async () => {
    await renderLoaded();
    expect(header('Headquarters')).toHaveTextContent('HeadquartersLevel 3 / 20');
    expect(header('Autos Totem')).toHaveTextContent('Autos TotemLevel 7 / 50');
    expect(header('Gathering Totem')).toHaveTextContent('Gathering TotemLevel 10 / 10');
    expect(header('Headquarters')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(header('Headquarters'));
    expect(header('Headquarters')).toHaveAttribute('aria-expanded', 'true');
    expect(region('Headquarters')).toHaveTextContent('+5 member limit per level.');
    expect(costRows('Headquarters')).toEqual(['Gold400,0001,200,000', 'Wood20,00045,000']);
  });

  it('shows in red what the storage lacks and disables that Upgrade', async () => {
    await renderLoaded();
    await userEvent.click(header('Autos Totem'));
    const stone = within(region('Autos Totem')).getByText('30,000');
    expect(stone).toHaveAttribute('data-lacking', 'true');
    expect(stone).toHaveAttribute('title', 'Not enough in clan storage');
    expect(within(region('Autos Totem')).getByText('250,000')).toHaveAttribute(
      'data-lacking',
      'false',
    );
    expect(within(region('Autos Totem')).getByRole('button', { name: 'Upgrade' })).toBeDisabled();
  });

  it('says a building at its maximum level has nothing to upgrade', async () => {
    await renderLoaded();
    await userEvent.click(header('Gathering Totem'));
    expect(region('Gathering Totem')).toHaveTextContent(MAX_LEVEL_TEXT);
    expect(within(region('Gathering Totem')).queryByRole('button')).toBeNull();
  });

  it('offers no Upgrade without the buildings permission', async () => {
    answering({}, false);
    await renderLoaded();
    await userEvent.click(header('Headquarters'));
    expect(costRows('Headquarters')).toHaveLength(2);
    expect(within(region('Headquarters')).queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(region('Headquarters')).toHaveTextContent(NEEDS_BUILDINGS_PERMISSION_TEXT);
  });
});

describe('upgrading a building', () => {
  it('upgrades it, says so, shows the next level and the storage it paid from', async () => {
    await renderLoaded();
    await userEvent.click(header('Headquarters'));
    await userEvent.click(within(region('Headquarters')).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', 'The Headquarters was upgraded to level 4.']]);
    });
    expect(upgrades()).toEqual([
      expect.objectContaining({ method: 'POST', params: { mod: 'upgradeBuilding', id: '1' } }),
    ]);
    expect(header('Headquarters')).toHaveTextContent('Level 4 / 20');
    await waitFor(() => {
      expect(costRows('Headquarters')).toEqual(['Gold600,000800,000', 'Wood30,00025,000']);
    });
    expect(fetch.calls.filter((call) => call.mod === 'loadStorage')).toHaveLength(2);
  });

  it("shows the server's refusal and changes nothing", async () => {
    const refusal = 'You do not have permission to upgrade buildings.';
    answering({ 'clan.php?mod=upgradeBuilding': { error: refusal } });
    await renderLoaded();
    await userEvent.click(header('Headquarters'));
    await userEvent.click(within(region('Headquarters')).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: refusal }]);
    });
    expect(shown()).toEqual([]);
    expect(header('Headquarters')).toHaveTextContent('Level 3 / 20');
    expect(costRows('Headquarters')).toEqual(['Gold400,0001,200,000', 'Wood20,00045,000']);
    expect(fetch.calls.filter((call) => call.mod === 'loadStorage')).toHaveLength(1);
  });
});
