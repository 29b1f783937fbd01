import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClanData } from '@idle/contracts';
import { useClanHome } from '../api';
import { sampleClanHome } from '../home/fixtures';
import { ClanPage } from './ClanPage';
import { clanLayoutApiAnswers, clanPermissions, sampleRecruitData } from './fixtures';

let fetch: FakeFetch;

function menuLinks(): [string, string | null][] {
  const menu = screen.getByRole('navigation', { name: 'Clan menu' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

const MEMBER_LINKS: [string, string][] = [
  ['Home', '/clan'],
  ['Details', '/clan/details'],
  ['Members', '/clan/members'],
  ['Storage', '/clan/storage'],
  ['Buildings', '/clan/buildings'],
  ['Battlegrounds', '/clan/battlegrounds'],
  ['Leave', '/clan/leave'],
];

function renderPage(path = '/clan/members') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ClanPage title="Clan Members">
        <p>Page content</p>
      </ClanPage>
    </MemoryRouter>,
  );
}

/** The frame for the player whose `loadDetails` answers `clan`, once the admin links show. */
async function renderFor(clan: ClanData, adminLink: string) {
  fetch = useFakeApi(clanLayoutApiAnswers(clan));
  renderPage('/clan');
  await screen.findByRole('link', { name: adminLink });
}

/** A home page: its own load carries the clan, which the frame reads. */
function HomeLike() {
  const home = useClanHome();
  return home.state.status === 'ready' ? (
    <ClanPage title="Clan" clanFrom="home">
      <p>Page content</p>
    </ClanPage>
  ) : null;
}

beforeEach(() => {
  resetAll();
  fetch = useFakeApi(clanLayoutApiAnswers());
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('ClanPage', () => {
  it('shows the title, the content and every member link at once, admin links once loaded', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Clan Members', level: 2 })).toBeVisible();
    expect(screen.getByText('Page content')).toBeVisible();
    expect(menuLinks()).toEqual(MEMBER_LINKS);
    expect(await screen.findByRole('link', { name: 'Ranks' })).toBeVisible();
    expect(menuLinks()).toEqual([
      ...MEMBER_LINKS,
      ['Ranks', '/clan/admin/ranks'],
      ['Invites', '/clan/admin/invites'],
      ['Settings', '/clan/admin/settings'],
    ]);
    expect(fetch.calls.map((call) => [call.method, call.mod])).toEqual([['GET', 'loadDetails']]);
  });

  it('marks the page of the current route in the menu', () => {
    renderPage('/clan/members');
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("reads the clan from the page's own load without asking loadDetails", async () => {
    fetch = useFakeApi({ 'clan.php?mod=loadClanHome': sampleClanHome() });
    render(
      <MemoryRouter initialEntries={['/clan']}>
        <HomeLike />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeVisible();
    expect(fetch.calls.map((call) => call.mod)).toEqual(['loadClanHome']);
  });

  it('shows no admin link to a member without permissions', async () => {
    fetch = useFakeApi(clanLayoutApiAnswers(sampleRecruitData()));
    renderPage();
    await screen.findByText('Page content');
    await waitForCalls(1);
    expect(menuLinks()).toEqual(MEMBER_LINKS);
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows the admin panel with Invites alone for the invite permission', async () => {
    await renderFor(
      sampleRecruitData({ rankNum: 3, permissions: clanPermissions('invite', 'kick') }),
      'Invites',
    );
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeVisible();
    expect(menuLinks()).toEqual([...MEMBER_LINKS, ['Invites', '/clan/admin/invites']]);
  });

  it('shows Settings alone for the details permission below rank 1', async () => {
    await renderFor(
      sampleRecruitData({ rankNum: 2, permissions: clanPermissions('details') }),
      'Settings',
    );
    expect(menuLinks()).toEqual([...MEMBER_LINKS, ['Settings', '/clan/admin/settings']]);
  });

  it('shows Ranks to rank 1 even without any permission', async () => {
    await renderFor(sampleRecruitData({ rankNum: 1, permissions: clanPermissions() }), 'Ranks');
    expect(menuLinks()).toEqual([...MEMBER_LINKS, ['Ranks', '/clan/admin/ranks']]);
  });

  it('keeps the member links and the content when the clan data fails to load', async () => {
    fetch = useFakeApi({ 'clan.php?mod=loadDetails': { error: 'You are not in a clan.' } });
    renderPage();
    await waitForCalls(1);
    expect(screen.getByText('Page content')).toBeVisible();
    expect(menuLinks()).toEqual(MEMBER_LINKS);
  });
});

/** Waits for `count` calls and lets their answers reach the screen. */
async function waitForCalls(count: number): Promise<void> {
  await waitFor(() => {
    expect(fetch.calls).toHaveLength(count);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
