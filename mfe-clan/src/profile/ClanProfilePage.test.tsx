import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { answerNever, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CLAN_PROFILE_LOAD_FAILED_TEXT,
  CLAN_PROFILE_LOADING_TEXT,
  ClanProfilePage,
  NO_BUILDINGS_TEXT,
  CLAN_REGISTRY_LINK_TEXT,
  NOT_A_CLAN_TEXT,
} from './ClanProfilePage';
import { sampleClanProfile } from './fixtures';

let fetch: FakeFetch;

function answering(profile: unknown = sampleClanProfile()): void {
  fetch = useFakeApi({ 'clan.php?mod=profile': profile });
}

function renderProfile(clanid = '9'): void {
  render(
    <MemoryRouter initialEntries={[`/clan_profile/${clanid}`]}>
      <Routes>
        <Route path="/clan_profile/:clanid" element={<ClanProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

function facts(): [string | undefined, string | undefined][] {
  return Array.from(document.querySelectorAll('dl > div'), (fact) => [
    fact.querySelector('dt')?.textContent,
    fact.querySelector('dd')?.textContent,
  ]);
}

beforeEach(() => {
  resetAll();
  answering();
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('ClanProfilePage', () => {
  it('shows loading while the profile loads, having asked for the clan of the route', () => {
    answering(answerNever);
    renderProfile();
    expect(screen.getByRole('status')).toHaveTextContent(CLAN_PROFILE_LOADING_TEXT);
    expect(fetch.calls).toEqual([
      expect.objectContaining({ method: 'GET', params: { mod: 'profile', clanid: '9' } }),
    ]);
  });

  it('shows the name, level, members, taxes and buildings with their levels', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Ember Guard', level: 2 })).toBeVisible();
    expect(facts()).toEqual([
      ['Level', '140'],
      ['Members', '24'],
      ['Gold tax', '10%'],
      ['Resource tax', '4%'],
    ]);
    const buildings = Array.from(screen.getByRole('table').querySelectorAll('tbody tr'), (row) =>
      Array.from(row.querySelectorAll('td'), (cell) => cell.textContent),
    );
    expect(buildings).toEqual([
      ['Headquarters', '12'],
      ['Autos Totem', '7'],
      ['Strength Totem', '3'],
    ]);
  });

  it('says so when the clan has no buildings', async () => {
    answering(sampleClanProfile({ buildings: [] }));
    renderProfile();
    expect(await screen.findByText(NO_BUILDINGS_TEXT)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says its own sentence with Retry on a failure, then loads on Retry', async () => {
    let fail = true;
    answering(() => (fail ? { error: 'Clans are resting.' } : sampleClanProfile()));
    renderProfile();
    expect(await screen.findByText(CLAN_PROFILE_LOAD_FAILED_TEXT)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Ember Guard' })).toBeVisible();
  });

  it('says a clan that does not exist is not there and leads to the registry, without Retry', async () => {
    answering('-');
    renderProfile('999');
    expect(await screen.findByText(NOT_A_CLAN_TEXT)).toBeVisible();
    expect(screen.getByRole('link', { name: CLAN_REGISTRY_LINK_TEXT })).toHaveAttribute(
      'href',
      '/clan_registry',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText(CLAN_PROFILE_LOAD_FAILED_TEXT)).not.toBeInTheDocument();
  });

  it('asks nothing for a route that names no clan, and leads to the registry', () => {
    renderProfile('abc');
    expect(screen.getByText(NOT_A_CLAN_TEXT)).toBeVisible();
    expect(screen.getByRole('link', { name: CLAN_REGISTRY_LINK_TEXT })).toBeVisible();
    expect(fetch.calls).toEqual([]);
  });
});
