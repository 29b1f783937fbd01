// The shell's screens on the shared query cache: one request for one key, a change writing into
// every screen that shows it, a live message updating an open screen.
import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import {
  ANNOUNCEMENT_CHANGED_MESSAGE_TYPE,
  NEW_ANNOUNCEMENT_MESSAGE_TYPE,
  type Announcement,
} from '@idle/contracts';
import { bus } from '@idle/events';
import { USERNAME_CHANGED_TEXT } from '@idle/game-rules';
import { $clientData, $items, $notifications } from '@idle/state';
import { loadState, resetAll, sampleInitialData, useFakeApi } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PreferencesPage } from '../pages/account/PreferencesPage';
import { AnnouncementsPage } from '../pages/info/AnnouncementsPage';
import { LeaderboardPage } from '../pages/info/LeaderboardPage';
import { ProfilePage } from '../pages/info/ProfilePage';
import { sampleAnnouncements, sampleProfile } from '../pages/info/fixtures';

/** Renders the screens side by side, as the layout shows a page beside its panels. */
function renderTogether(...screens: React.ReactElement[]) {
  const router = createMemoryRouter([{ path: '*', element: <>{screens}</> }]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('one key, one request', () => {
  it('two screens showing one profile ask for it once and both show it', async () => {
    const fetch = useFakeApi({ 'profile.php': sampleProfile() });
    renderTogether(
      <section key="page" aria-label="Page">
        <ProfilePage userid={17} />
      </section>,
      <section key="beside" aria-label="Beside">
        <ProfilePage userid={17} />
      </section>,
    );
    for (const where of ['Page', 'Beside']) {
      expect(
        await within(screen.getByRole('region', { name: where })).findByRole('heading', {
          name: 'Warden_Ann Mod',
        }),
      ).toBeInTheDocument();
    }
    expect(fetch.calls).toHaveLength(1);
  });
});

describe('a change updates the other screens that show it', () => {
  it('a new username shows on the open profile and leaderboard with no request but the change', async () => {
    loadState();
    $items.setKey('credits', 120);
    const fetch = useFakeApi({
      'preferences.php?mod=getPreferences': { email: 'hero@idle.test' },
      'preferences.php?mod=changeUsername': { username: 'New_Hero' },
      'profile.php': sampleProfile({ userid: 1, username: 'Hero_1', accountStatus: 0 }),
      'misc.php?mod=leaderboards': {
        categories: [{ id: 3, name: 'Total level' }],
        board: { id: 3, name: 'Total level', rows: [[1, 1, 'Hero_1', 0, 0, 1500]] },
      },
    });
    renderTogether(
      <PreferencesPage key="preferences" />,
      <ProfilePage key="profile" userid={1} />,
      <LeaderboardPage key="board" id={3} />,
    );
    expect(await screen.findByRole('heading', { name: 'Hero_1' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Hero_1' })).toBeInTheDocument();
    const loads = fetch.calls.length;

    const form = screen.getByRole('region', { name: 'Change Username' });
    await userEvent.type(within(form).getByLabelText('New username'), 'New_Hero');
    await userEvent.type(within(form).getByLabelText('Current password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Change Username' }));

    await waitFor(() => {
      expect($notifications.get().map((notification) => notification.text)).toContain(
        USERNAME_CHANGED_TEXT,
      );
    });
    expect(screen.getByRole('heading', { name: 'New_Hero' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New_Hero' })).toBeInTheDocument();
    expect(fetch.calls.slice(loads).map((call) => call.mod)).toEqual(['changeUsername']);
  });
});

describe('live messages', () => {
  it('a posted announcement shows on the open /announcements without a reload', async () => {
    loadState(sampleInitialData({ clientData: { playersOnline: 1, newAnnouncements: 0 } }));
    const posted: Announcement = {
      id: 4,
      type: 1,
      title: 'Gold rush',
      msg: 'Double gold today.',
      postedBy: 'GameMaster',
      postedByUserid: 2,
      postedOn: Date.now(),
      new: true,
    };
    let list = sampleAnnouncements();
    const fetch = useFakeApi({ 'misc.php?mod=getAnnouncements': () => list });
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <AnnouncementsPage /> }])}
      />,
    );
    expect(await screen.findByRole('article', { name: 'Labyrinth opens' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Gold rush' })).toBeNull();

    list = [posted, ...list];
    $clientData.setKey('newAnnouncements', 1);
    bus.emit('socket', { type: NEW_ANNOUNCEMENT_MESSAGE_TYPE, data: { id: 4 } });

    expect(await screen.findByRole('article', { name: 'Gold rush' })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(2);
    // Shown on the open page, so seen: the navigation bar's count goes back to 0.
    await waitFor(() => {
      expect($clientData.get().newAnnouncements).toBe(0);
    });
  });

  it('an edited announcement shows on the open /announcements, not counted as unread', async () => {
    loadState(sampleInitialData({ clientData: { playersOnline: 1, newAnnouncements: 0 } }));
    let list = sampleAnnouncements();
    const fetch = useFakeApi({ 'misc.php?mod=getAnnouncements': () => list });
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <AnnouncementsPage /> }])}
      />,
    );
    const [first, ...rest] = list;
    if (!first) throw new Error('no sample announcement');
    expect(await screen.findByRole('article', { name: first.title })).toBeInTheDocument();

    list = [{ ...first, title: 'Edited by an operator' }, ...rest];
    bus.emit('socket', { type: ANNOUNCEMENT_CHANGED_MESSAGE_TYPE, data: { id: first.id } });

    expect(
      await screen.findByRole('article', { name: 'Edited by an operator' }),
    ).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(2);
    expect($clientData.get().newAnnouncements).toBe(0);
  });
});
