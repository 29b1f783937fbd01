import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import {
  ADMIN_STATUS,
  MOD_STATUS,
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleInitialData,
  useFakeApi,
} from '@idle/test-fixtures';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Menu } from './Menu';

let logouts: BusEvents['logout'][];
const onLogout = (event: BusEvents['logout']) => logouts.push(event);

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: <Menu /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

function menuButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Menu' });
}

function entries(): string[] {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

beforeEach(() => {
  resetAll();
  logouts = [];
  bus.on('logout', onLogout);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  bus.off('logout', onLogout);
  configureApi();
});

describe('Menu', () => {
  it('is closed at first', () => {
    renderMenu();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists every entry of the spec when opened', async () => {
    renderMenu();
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list')).toHaveAttribute(
      'id',
      menuButton().getAttribute('aria-controls'),
    );
    expect(entries()).toEqual([
      'Announcements',
      'Help/Guide',
      'Leaderboards',
      'Log',
      'Clan Registry',
      'Referrals',
      'Calculators',
      'Chat Settings',
      'Preferences',
      'Alerts',
      'Rates',
      'Logout',
    ]);
  });

  it.each([
    ['a player', 0],
    ['a player of status 49', 49],
  ])('shows no Operator Console to %s', async (_, accountStatus) => {
    const data = sampleInitialData();
    loadState({ ...data, player: { ...data.player, accountStatus } });
    renderMenu();
    await userEvent.click(menuButton());
    expect(entries()).not.toContain('Operator Console');
    expect(entries()).toHaveLength(12);
  });

  it.each([
    ['a moderator', MOD_STATUS],
    ['an operator', ADMIN_STATUS],
  ])('leads %s to the Operator Console, before Logout', async (_, accountStatus) => {
    const data = sampleInitialData();
    loadState({ ...data, player: { ...data.player, accountStatus } });
    const router = renderMenu();
    await userEvent.click(menuButton());
    expect(entries().slice(-2)).toEqual(['Operator Console', 'Logout']);
    await userEvent.click(screen.getByRole('button', { name: 'Operator Console' }));
    expect(router.state.location.pathname).toBe('/admin');
  });

  it.each([
    ['Announcements', '/announcements'],
    ['Help/Guide', '/load/beginners_guide'],
    ['Leaderboards', '/leaderboards'],
    ['Log', '/log'],
    ['Clan Registry', '/clan_registry'],
    ['Referrals', '/referrals'],
    ['Calculators', '/tools'],
    ['Chat Settings', '/chat_settings'],
    ['Preferences', '/preferences'],
    ['Alerts', '/alerts'],
    ['Rates', '/rates'],
  ])('%s goes to %s and closes the menu', async (label, path) => {
    const router = renderMenu();
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('closes when Menu is pressed again', async () => {
    renderMenu();
    await userEvent.click(menuButton());
    await userEvent.click(menuButton());
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('closes on Escape from an entry and gives the focus back to the Menu button', async () => {
    renderMenu();
    await userEvent.click(menuButton());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Announcements' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('moves through its entries with Down, Up, Home and End, from the Menu button too', async () => {
    renderMenu();
    menuButton().focus();
    await userEvent.keyboard('{Enter}');
    const entry = (name: string) => screen.getByRole('button', { name });
    await userEvent.keyboard('{ArrowDown}');
    expect(entry('Announcements')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(entry('Help/Guide')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(entry('Logout')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(entry('Announcements')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(entry('Logout')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(entry('Announcements')).toHaveFocus();
  });

  it('leaves the arrows to the page while closed', async () => {
    renderMenu();
    menuButton().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it('gives the focus back to the Menu button when it closes by itself under the focus', () => {
    vi.useFakeTimers();
    renderMenu();
    fireEvent.click(menuButton());
    fireEvent.keyDown(menuButton(), { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: 'Announcements' })).toHaveFocus();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.queryByRole('list')).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it('closes on Escape pressed anywhere on the page', async () => {
    renderMenu();
    await userEvent.click(menuButton());
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it('closes by itself 5000 ms after opening', () => {
    vi.useFakeTimers();
    renderMenu();
    fireEvent.click(menuButton());
    expect(screen.getByRole('list')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(screen.getByRole('list')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('list')).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('counts the 5000 ms again from each opening', () => {
    vi.useFakeTimers();
    renderMenu();
    fireEvent.click(menuButton());
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    fireEvent.click(menuButton());
    fireEvent.click(menuButton());
    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(screen.getByRole('list')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('logs out on the server, then tells the shell the player logged out', async () => {
    const fetch = useFakeApi(sampleApiAnswers());
    renderMenu();
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => {
      expect(logouts).toEqual([{ reason: 'user' }]);
    });
    expect(fetch.calls.map((call) => [call.path, call.mod])).toEqual([['misc.php', 'logout']]);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('logs out locally even when the server is down', async () => {
    useFakeApi({});
    renderMenu();
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => {
      expect(logouts).toEqual([{ reason: 'user' }]);
    });
  });
});
