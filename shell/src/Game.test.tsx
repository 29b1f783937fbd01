import '@testing-library/jest-dom/vitest';
import { ADMIN_REFUSAL_TEXT, type RemoteName } from '@idle/contracts';
import { MOD_STATUS, resetAll } from '@idle/test-fixtures';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadedRoutes } from './federation/registry';

// The router is under test: the layout and the home page are stand-ins, and no remote is
// deployed (a remote route shows its coming soon page) unless a test deploys one.
vi.mock(import('./layout/GameLayout'), () => ({
  GameLayout: function Layout() {
    const location = useLocation();
    return (
      <main data-route={location.pathname}>
        <Link to="/log-in-nowhere">Unknown link</Link>
        <Outlet />
      </main>
    );
  },
}));
const home = vi.hoisted(() => ({ broken: false }));
vi.mock(import('./pages/home/HomePage'), () => ({
  HomePage: () => {
    if (home.broken) throw new Error('The home page broke.');
    return <h1>Home page</h1>;
  },
}));
vi.mock(import('./federation/registry'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadRemoteRoutes: vi.fn(),
}));

/** A stand-in of the operator console's remote. */
const CONSOLE: LoadedRoutes = {
  contractsVersion: '1.0.0',
  buildId: 'admin-build',
  routes: {
    '/admin': () => <h2>Console home</h2>,
    '/admin/world': () => <h2>World screen</h2>,
  },
};

/**
 * Game reads the start address once per page load: each test loads it afresh, with the bus and
 * the registry of that load.
 */
async function renderGame(
  address: string,
  deployed: Partial<Record<RemoteName, LoadedRoutes>> = {},
  accountStatus?: number,
) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  if (accountStatus !== undefined) {
    // The stores of this load: the player signed in, of that account status.
    const { loadState, sampleInitialData } = await import('@idle/test-fixtures');
    const data = sampleInitialData();
    loadState({ ...data, player: { ...data.player, accountStatus } });
  }
  const { loadRemoteRoutes, RemoteUnavailableError } = await import('./federation/registry');
  vi.mocked(loadRemoteRoutes).mockImplementation((remote) => {
    const routes = deployed[remote];
    return routes
      ? Promise.resolve(routes)
      : Promise.reject(new RemoteUnavailableError(remote, 'not-deployed', 'Not deployed.'));
  });
  const { bus } = await import('@idle/events');
  const { default: Game } = await import('./Game');
  render(<Game />);
  return { bus };
}

beforeEach(() => {
  resetAll();
  home.broken = false;
});

afterEach(() => {
  cleanup();
  resetAll();
  window.history.replaceState(null, '', '/');
});

describe('Game router', () => {
  it('starts on the home page', async () => {
    await renderGame('/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-route', '/');
  });

  it('starts on the route of the address it was opened at, then shows / in the address bar', async () => {
    await renderGame('/market/currency');
    expect(await screen.findByText('Market is coming soon.')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-route', '/market/currency');
    expect(window.location.pathname).toBe('/');
  });

  it('keeps the query for the screen it opened at (a checkout returning to /premium)', async () => {
    await renderGame('/premium?session_id=cs_42');
    expect(screen.getByRole('main')).toHaveAttribute('data-route', '/premium');
    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe('?session_id=cs_42');
  });

  it("shows the market's screen instead of coming soon once mfe-market is deployed", async () => {
    await renderGame('/market/currency', {
      'mfe-market': {
        contractsVersion: '1.0.0',
        buildId: 'market-build',
        routes: { '/market/:itemType': () => <h2>Market hub</h2> },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Market hub' })).toBeInTheDocument();
    expect(screen.queryByText('Market is coming soon.')).not.toBeInTheDocument();
  });

  it("refuses a player the console's routes in its words and never loads its remote", async () => {
    await renderGame('/admin/world', { 'mfe-admin': CONSOLE }, 0);
    expect(await screen.findByText(ADMIN_REFUSAL_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'World' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-route', '/admin/world');
    const { loadRemoteRoutes } = await import('./federation/registry');
    expect(vi.mocked(loadRemoteRoutes).mock.calls.map(([remote]) => remote)).not.toContain(
      'mfe-admin',
    );
  });

  it("shows a moderator the console's screens", async () => {
    await renderGame('/admin', { 'mfe-admin': CONSOLE }, MOD_STATUS);
    expect(await screen.findByRole('heading', { name: 'Console home' })).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_REFUSAL_TEXT)).not.toBeInTheDocument();
  });

  it('sends an unknown address to the home page', async () => {
    await renderGame('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Unknown link' }));
    expect(screen.getByRole('main')).toHaveAttribute('data-route', '/');
  });

  it('follows navigate events of the bus (links outside the router, remotes)', async () => {
    const { bus } = await renderGame('/');
    await screen.findByRole('heading', { name: 'Home page' });
    act(() => {
      bus.emit('navigate', { to: '/clan' });
    });
    expect(await screen.findByText('Clan is coming soon.')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-route', '/clan');
    expect(window.location.pathname).toBe('/');
  });

  it('shows the page error with the way home when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    home.broken = true;
    await renderGame('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('This page could not be shown.');
    expect(screen.getByRole('button', { name: 'Back to the home page' })).toBeInTheDocument();
  });
});
