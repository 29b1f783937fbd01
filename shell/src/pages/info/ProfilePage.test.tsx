import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { BANNED_ACCOUNT_TEXT } from '@idle/game-rules';
import {
  answerNever,
  type FakeRequest,
  loadState,
  resetAll,
  sampleInitialData,
  useFakeApi,
} from '@idle/test-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../federation/after-paint';
import { loadRemoteSlots } from '../../federation/registry';
import { NO_CLAN_TEXT, PROFILE_FAILED_TEXT, ProfilePage } from './ProfilePage';
import { sampleProfile } from './fixtures';
import { collectErrors, renderAt } from './testing';

vi.mock(import('../../federation/registry'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadRemoteSlots: vi.fn(),
}));
vi.mock(import('../../federation/after-paint'), async (importOriginal) => ({
  ...(await importOriginal()),
  afterNextPaint: vi.fn(),
}));

let notices: ReturnType<typeof collectErrors>;

beforeEach(() => {
  vi.mocked(afterNextPaint).mockResolvedValue(undefined);
  vi.mocked(loadRemoteSlots).mockReturnValue(new Promise(() => undefined));
  resetAll();
  loadState();
  notices = collectErrors();
});

afterEach(() => {
  notices.stop();
  cleanup();
  configureApi();
  resetAll();
});

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

function ProfileRoute() {
  const { userid } = useParams();
  return <ProfilePage userid={Number(userid)} />;
}

function renderProfileRoute(userid: number) {
  const router = createMemoryRouter(
    [
      { path: '/player_profile/:userid', element: <ProfileRoute /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`/player_profile/${String(userid)}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ProfilePage', () => {
  it("shows the market remote's net worth on the player's own profile only", async () => {
    useFakeApi({ 'profile.php': sampleProfile() });
    const own = sampleInitialData().player.userid;
    const { container, unmount } = renderAt(<ProfilePage userid={own} />);
    await screen.findByRole('heading', { name: 'Warden_Ann Mod' });
    expect(container.querySelector('[data-slot="netWorthSection"]')).toHaveAttribute(
      'data-remote',
      'mfe-market',
    );
    unmount();
    const other = renderAt(<ProfilePage userid={own + 1} />);
    await screen.findByRole('heading', { name: 'Warden_Ann Mod' });
    expect(other.container.querySelector('[data-slot]')).toBeNull();
    expect(screen.queryByText(/net worth/i)).toBeNull();
  });

  it('shows a loading state while the profile is on its way', () => {
    useFakeApi({ 'profile.php': answerNever });
    renderAt(<ProfilePage userid={17} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the profile...');
  });

  it('asks for the profile by id and shows name, age, nobility rank, clan and Send Items', async () => {
    const fetch = useFakeApi({ 'profile.php': sampleProfile() });
    renderAt(<ProfilePage userid={17} />);
    expect(await screen.findByRole('heading', { name: 'Warden_Ann Mod' })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'profile.php',
      params: { id: '17' },
    });
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Age', 'Nobility rank', 'Clan']);
    expect(values).toEqual(['120 days', 'Duke', 'Night Watch']);
    expect(screen.getByRole('link', { name: 'Night Watch' })).toHaveAttribute(
      'href',
      '/clan_profile/3',
    );
    expect(screen.getByRole('link', { name: 'Send Items' })).toHaveAttribute(
      'href',
      '/send_items/Warden_Ann',
    );
  });

  it('lists statistics and skill levels by group, each with its leaderboard rank or Unranked', async () => {
    useFakeApi({ 'profile.php': sampleProfile() });
    renderAt(<ProfilePage userid={17} />);
    await screen.findByRole('table', { name: 'Actions' });
    expect(tableRows('Actions')).toEqual([
      ['Actions today', '1,204', '#4'],
      ['Actions this month', '18,650', '#12'],
      ['Total actions', '1,234,567', '#1,500'],
    ]);
    expect(tableRows('Battles')).toEqual([
      ['Mobs killed', '98,765', '#3'],
      ['Bosses killed', '12', 'Unranked'],
      ['Boss damage', '4,500,000', '#7'],
      ['Dungeons completed', '45', '#2'],
    ]);
    expect(tableRows('Gathering')).toEqual([
      ['Gathering actions', '67,890', '#9'],
      ['Mining actions', '30,000', '#10'],
      ['Woodcutting actions', '25,000', '#11'],
      ['Quarrying actions', '12,890', 'Unranked'],
    ]);
    // A rank missing from the answer also reads Unranked.
    expect(tableRows('Crafting')).toEqual([
      ['Runes crafted', '150', '#6'],
      ['Jewels crafted', '7', '#30'],
      ['Potions crafted', '2,048', 'Unranked'],
    ]);
    expect(tableRows('Skills')).toEqual([
      ['Battling', '54', '#8'],
      ['Dungeoneering', '20', '#21'],
      ['Mining', '33', '#1,204'],
      ['Woodcutting', '12', '#40'],
      ['Quarrying', '1', 'Unranked'],
      ['Runecrafting', '8', '#15'],
      ['Jewelcrafting', '5', '#19'],
      ['Alchemy', '2', '#33'],
    ]);
  });

  it('says "No clan" without a clan, and 1 day for a day-old player', async () => {
    useFakeApi({
      'profile.php': sampleProfile({ clanid: null, clanName: null, age: 1, accountStatus: 0 }),
    });
    renderAt(<ProfilePage userid={17} />);
    expect(await screen.findByRole('heading', { name: 'Warden_Ann' })).toBeInTheDocument();
    expect(screen.getByText(NO_CLAN_TEXT)).toBeInTheDocument();
    expect(screen.getByText('1 day')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Night Watch/ })).toBeNull();
  });

  it('opens the Send Items page of the player, the name encoded', async () => {
    useFakeApi({ 'profile.php': sampleProfile({ username: 'Ann Smith' }) });
    const { router } = renderAt(<ProfilePage userid={17} />, '/player_profile/17');
    await userEvent.click(await screen.findByRole('link', { name: 'Send Items' }));
    expect(router.state.location.pathname).toBe('/send_items/Ann%20Smith');
  });

  it('shows only the banned notice for a banned account', async () => {
    useFakeApi({ 'profile.php': { banned: true } });
    const { container } = renderAt(<ProfilePage userid={66} />);
    expect(await screen.findByText(BANNED_ACCOUNT_TEXT)).toBeInTheDocument();
    expect(container.textContent).toBe(BANNED_ACCOUNT_TEXT);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error of an unknown player with Retry, and loads again on Retry', async () => {
    let fail = true;
    const fetch = useFakeApi({
      'profile.php': () => (fail ? { error: 'There is no player with that id.' } : sampleProfile()),
    });
    renderAt(<ProfilePage userid={17} />);
    // The refusal shows once, as the request layer's notification; the page says it in its words.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PROFILE_FAILED_TEXT);
    expect(alert).not.toHaveTextContent('There is no player with that id.');
    expect(notices.errors).toEqual(['There is no player with that id.']);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Warden_Ann Mod' })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(2);
  });

  it.each([0, -3, 1.5, Number.NaN])(
    'asks nothing for user id %s and says the profile could not load, once',
    async (userid) => {
      const fetch = useFakeApi({ 'profile.php': sampleProfile() });
      renderAt(<ProfilePage userid={userid} />);
      expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_FAILED_TEXT);
      expect(fetch.calls).toEqual([]);
      expect(notices.errors).toEqual([]);
    },
  );

  it('loads the other profile when the user id changes', async () => {
    const fetch = useFakeApi({
      'profile.php': (request: FakeRequest) =>
        request.params.id === '2'
          ? sampleProfile({ userid: 2, username: 'GameMaster', accountStatus: 100 })
          : sampleProfile(),
    });
    const router = renderProfileRoute(17);
    expect(await screen.findByRole('heading', { name: 'Warden_Ann Mod' })).toBeInTheDocument();
    await router.navigate('/player_profile/2');
    expect(await screen.findByRole('heading', { name: 'GameMaster Admin' })).toBeInTheDocument();
    expect(fetch.calls.map((call) => call.params.id)).toEqual(['17', '2']);
  });
});
