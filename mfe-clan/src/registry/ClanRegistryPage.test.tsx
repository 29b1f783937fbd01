import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $clan, $items } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CLAN_CREATION_COST_TEXT,
  CLANS_LOAD_FAILED_TEXT,
  CLANS_LOADING_TEXT,
  ClanRegistryPage,
  INVITES_LOAD_FAILED_TEXT,
  INVITES_LOADING_TEXT,
  NO_CLANS_TEXT,
  NO_INVITES_TEXT,
} from './ClanRegistryPage';
import { CREATED_CLAN_ID, registryApiAnswers } from './fixtures';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...registryApiAnswers(), ...answers });
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function rows(scope: HTMLElement): string[][] {
  return Array.from(scope.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
  );
}

function posts(mod: string): Record<string, string>[] {
  return fetch.calls.filter((call) => call.mod === mod).map((call) => call.params);
}

function renderRegistry(): void {
  render(
    <MemoryRouter initialEntries={['/clan_registry']}>
      <Routes>
        <Route path="/clan_registry" element={<ClanRegistryPage />} />
        <Route path="/clan" element={<p>Clan home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function renderLoaded(): Promise<void> {
  renderRegistry();
  await within(section('Clans')).findByRole('table');
  await within(section('Invites')).findByRole('table');
}

beforeEach(() => {
  resetAll();
  refusals = [];
  bus.on('notify', onNotify);
  answering();
  loadState();
  $clan.set(null);
  $items.set({ ...$items.get(), credits: 300 });
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('ClanRegistryPage states', () => {
  it('shows loading for invites and clans while they load, having asked both', () => {
    answering({
      'clan.php?mod=loadClanInvites': answerNever,
      'clan.php?mod=getList': answerNever,
    });
    renderRegistry();
    expect(screen.getByRole('heading', { name: 'Clan Registry', level: 2 })).toBeVisible();
    expect(section('Invites')).toHaveTextContent(INVITES_LOADING_TEXT);
    expect(section('Clans')).toHaveTextContent(CLANS_LOADING_TEXT);
    expect(section('Create a Clan')).toHaveTextContent(CLAN_CREATION_COST_TEXT);
    expect(fetch.calls.map((call) => [call.method, call.mod]).sort()).toEqual([
      ['GET', 'getList'],
      ['GET', 'loadClanInvites'],
    ]);
  });

  it('says its own sentences with Retry when the loads fail, then loads on Retry', async () => {
    let fail = true;
    answering({
      'clan.php?mod=getList': () => (fail ? { error: 'Clans are resting.' } : []),
      'clan.php?mod=loadClanInvites': () => (fail ? { error: 'Clans are resting.' } : []),
    });
    renderRegistry();
    expect(await within(section('Clans')).findByText(CLANS_LOAD_FAILED_TEXT)).toBeVisible();
    expect(await within(section('Invites')).findByText(INVITES_LOAD_FAILED_TEXT)).toBeVisible();
    fail = false;
    await userEvent.click(within(section('Clans')).getByRole('button', { name: 'Retry' }));
    expect(await within(section('Clans')).findByText(NO_CLANS_TEXT)).toBeVisible();
    expect(section('Invites')).toHaveTextContent(INVITES_LOAD_FAILED_TEXT);
  });

  it('says so when there are no invites and no clans', async () => {
    answering({ 'clan.php?mod=getList': [], 'clan.php?mod=loadClanInvites': [] });
    renderRegistry();
    expect(await within(section('Clans')).findByText(NO_CLANS_TEXT)).toBeVisible();
    expect(await within(section('Invites')).findByText(NO_INVITES_TEXT)).toBeVisible();
  });

  it('lists the clans with rank, name linking to the profile, level and members', async () => {
    await renderLoaded();
    expect(rows(section('Clans'))).toEqual([
      ['1', 'Ember Guard', '140', '24'],
      ['2', 'Iron Wolves', '12', '4'],
      ['3', 'Quiet Pines', '3', '1,200'],
    ]);
    expect(within(section('Clans')).getByRole('link', { name: 'Quiet Pines' })).toHaveAttribute(
      'href',
      '/clan_profile/12',
    );
  });

  it('lists the invites received with their clan and time', async () => {
    await renderLoaded();
    expect(rows(section('Invites')).map((row) => row.slice(0, 2))).toEqual([
      ['Iron Wolves', '22 Nov 2026, 09:15 UTC'],
      ['Ember Guard', '22 Nov 2026, 08:15 UTC'],
    ]);
  });
});

describe('creating a clan', () => {
  it('creates the clan: credits leave, $clan is set and the clan home opens', async () => {
    await renderLoaded();
    await userEvent.type(screen.getByLabelText('Clan name'), '  Stone Owls ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Clan' }));
    expect(await screen.findByText('Clan home')).toBeVisible();
    expect(posts('createClan')).toEqual([{ mod: 'createClan', name: 'Stone Owls' }]);
    expect($clan.get()).toEqual({ clanid: CREATED_CLAN_ID, name: 'Stone Owls' });
    expect($items.get().credits).toBe(50);
  });

  it('cannot be asked without a name', async () => {
    await renderLoaded();
    expect(screen.getByRole('button', { name: 'Create Clan' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Clan name'), '   ');
    expect(screen.getByRole('button', { name: 'Create Clan' })).toBeDisabled();
    expect(screen.getByLabelText('Clan name')).toHaveAttribute('maxLength', '20');
  });

  it("shows the server's refusal and changes nothing", async () => {
    answering({ 'clan.php?mod=createClan': { error: 'You need 250 credits to create a clan.' } });
    await renderLoaded();
    await userEvent.type(screen.getByLabelText('Clan name'), 'Stone Owls');
    await userEvent.click(screen.getByRole('button', { name: 'Create Clan' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'You need 250 credits to create a clan.' }]);
    });
    // Shown once, as the notification: never repeated on the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect($clan.get()).toBeNull();
    expect($items.get().credits).toBe(300);
    expect(screen.queryByText('Clan home')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Clan name')).toHaveValue('Stone Owls');
  });
});

describe('answering invites', () => {
  it('accepts an invite: $clan is the clan and the clan home opens', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invite of Ember Guard' }));
    expect(await screen.findByText('Clan home')).toBeVisible();
    expect(posts('handleInvite')).toEqual([{ mod: 'handleInvite', id: '32', decision: '1' }]);
    expect($clan.get()).toEqual({ clanid: 9, name: 'Ember Guard' });
  });

  it('rejects an invite: it leaves the list and the player stays clanless', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Reject the invite of Iron Wolves' }));
    await waitFor(() => {
      expect(rows(section('Invites')).map((row) => row[0])).toEqual(['Ember Guard']);
    });
    expect(posts('handleInvite')).toEqual([{ mod: 'handleInvite', id: '31', decision: '0' }]);
    expect($clan.get()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reject the invite of Ember Guard' }));
    expect(await within(section('Invites')).findByText(NO_INVITES_TEXT)).toBeVisible();
  });

  it("keeps the invite and the player's clan as they were when refused", async () => {
    answering({ 'clan.php?mod=handleInvite': { error: 'That clan is full.' } });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invite of Iron Wolves' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'That clan is full.' }]);
    });
    // Shown once, as the notification: never repeated on the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect($clan.get()).toBeNull();
    expect(rows(section('Invites'))).toHaveLength(2);
    expect(screen.queryByText('Clan home')).not.toBeInTheDocument();
  });
});
