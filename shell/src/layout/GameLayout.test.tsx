import '@testing-library/jest-dom/vitest';
import type { RemoteRegistry } from '@idle/contracts';
import { $actionView } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadRemoteRoutes,
  type LoadedRoutes,
  remoteRegistry,
  RemoteUnavailableError,
} from '../federation/registry';
import { GameLayout } from './GameLayout';

function ChatDock() {
  return <p>Chat dock</p>;
}

// QuickLinks asks the registry whether gathering is deployed, and the chat slot loads the chat
// remote (deployed with its dock unless a test says otherwise): no network in tests.
vi.mock(import('../federation/registry'), async (importOriginal) => ({
  ...(await importOriginal()),
  remoteRegistry: vi.fn<() => Promise<RemoteRegistry>>(() => Promise.resolve([])),
  loadRemoteRoutes: vi.fn(() =>
    Promise.resolve<LoadedRoutes>({
      contractsVersion: '1.0.0',
      buildId: 'test',
      routes: {},
      slots: { chatDock: ChatDock },
    }),
  ),
}));

function renderLayout(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <GameLayout />,
        children: [
          { path: '/', element: <p>Home screen</p> },
          { path: '/areas', element: <p>Areas screen</p> },
          { path: '/battle', element: <p>Battle screen</p> },
          { path: '/gathering', element: <p>Gathering screen</p> },
          { path: '/dungeon_battle', element: <p>Dungeon screen</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function go(router: ReturnType<typeof renderLayout>, path: string) {
  await act(async () => {
    await router.navigate(path);
  });
}

beforeEach(() => {
  resetAll();
  loadState();
});

afterEach(() => {
  cleanup();
  resetAll();
});

describe('GameLayout', () => {
  it('draws the top bar, navigation, quick links, both panel columns, the route and the footer', () => {
    renderLayout('/');
    const topBar = screen.getByRole('link', { name: 'Premium Store' }).closest('header');
    expect(topBar).toHaveTextContent('12,345 Gold');
    expect(screen.getByRole('navigation', { name: 'Game areas' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Left panels' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Right panels' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Home screen');
    expect(screen.getByRole('main')).toHaveAttribute('data-route', '/');
    expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/load/rules');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/load/privacy');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remoteRegistry).toHaveBeenCalled();
  });

  it('sets the action view marker on /battle and clears it on /', async () => {
    const router = renderLayout('/');
    expect($actionView.get()).toBe(false);
    await go(router, '/battle');
    expect(screen.getByRole('main')).toHaveTextContent('Battle screen');
    expect($actionView.get()).toBe(true);
    await go(router, '/');
    expect($actionView.get()).toBe(false);
  });

  it('starts with the marker on when the first route is an action screen', () => {
    renderLayout('/battle');
    expect($actionView.get()).toBe(true);
  });

  it.each([
    ['/areas', false],
    ['/gathering', true],
    ['/dungeon_battle', true],
  ])('on %s the marker is %s', async (path, marker) => {
    const router = renderLayout('/battle');
    await go(router, path);
    expect($actionView.get()).toBe(marker);
  });

  it('shows the chat dock under the routed view on every screen', async () => {
    const router = renderLayout('/');
    const chat = await screen.findByRole('region', { name: 'Chat' });
    // The region is there at once; the dock inside it once the remote has loaded (slow under load).
    expect(await within(chat).findByText('Chat dock', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(loadRemoteRoutes).toHaveBeenCalledWith('mfe-premium-chat');
    // After the routed view, in the same column.
    expect(screen.getByRole('main').nextElementSibling).toBe(chat);
    await go(router, '/areas');
    expect(screen.getByRole('main')).toHaveTextContent('Areas screen');
    expect(screen.getByRole('region', { name: 'Chat' })).toHaveTextContent('Chat dock');
  });

  it('keeps the screen playable with "Chat is unavailable." and Retry when the chat remote is down', async () => {
    vi.mocked(loadRemoteRoutes).mockRejectedValueOnce(
      new RemoteUnavailableError(
        'mfe-premium-chat',
        'unreachable',
        'This area could not be loaded.',
      ),
    );
    renderLayout('/');
    const chat = screen.getByRole('region', { name: 'Chat' });
    const alert = await within(chat).findByRole('alert');
    expect(alert).toHaveTextContent('Chat is unavailable.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Home screen');
    expect(screen.getByRole('navigation', { name: 'Game areas' })).toBeInTheDocument();
  });
});
