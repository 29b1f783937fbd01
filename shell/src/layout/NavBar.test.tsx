import '@testing-library/jest-dom/vitest';
import { $clientData } from '@idle/state';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NavBar } from './NavBar';

function renderAt(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <NavBar /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

function withAnnouncements(newAnnouncements: number) {
  loadState(sampleInitialData({ clientData: { playersOnline: 42, newAnnouncements } }));
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  resetAll();
});

describe('NavBar', () => {
  it('links to every area of the game', () => {
    loadState();
    renderAt();
    const nav = screen.getByRole('navigation', { name: 'Game areas' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Battle',
      'Dungeons',
      'Gathering',
      'Crafting',
      'Inventory',
      'Market',
      'Clan',
      'Land',
      'Labyrinth',
    ]);
    expect(within(nav).getByRole('link', { name: 'Market' })).toHaveAttribute(
      'href',
      '/market/currency',
    );
  });

  it('marks the link of the current route', () => {
    loadState();
    renderAt('/areas');
    expect(screen.getByRole('link', { name: 'Battle' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Battle' }).className).toMatch(/active/);
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('navigates in memory', async () => {
    loadState();
    const router = renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Inventory' }));
    expect(router.state.location.pathname).toBe('/inventory');
  });

  it('has no announcements link without new announcements', () => {
    withAnnouncements(0);
    renderAt();
    expect(screen.queryByRole('link', { name: /New Announcement/ })).toBeNull();
  });

  it('has no announcements link before the data is loaded', () => {
    renderAt();
    expect(screen.queryByRole('link', { name: /New Announcement/ })).toBeNull();
  });

  it('shows the yellow "{n} New Announcement(s)" link while there are new announcements', async () => {
    withAnnouncements(2);
    const router = renderAt();
    const link = screen.getByRole('link', { name: '2 New Announcement(s)' });
    // The announcements class is the one drawn in the warning (yellow) colour.
    expect(link.className).toMatch(/announcements/);
    expect(link).toHaveAttribute('href', '/announcements');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/announcements');
  });

  it('formats the count and follows it live', () => {
    withAnnouncements(1_500);
    renderAt();
    expect(screen.getByRole('link', { name: '1,500 New Announcement(s)' })).toBeInTheDocument();
    act(() => {
      $clientData.setKey('newAnnouncements', 0);
    });
    expect(screen.queryByRole('link', { name: /New Announcement/ })).toBeNull();
    act(() => {
      $clientData.setKey('newAnnouncements', 1);
    });
    expect(screen.getByRole('link', { name: '1 New Announcement(s)' })).toBeInTheDocument();
  });
});
