import '@testing-library/jest-dom/vitest';
import type { RemoteRegistry } from '@idle/contracts';
import { $actionView } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteRegistry } from '../federation/registry';
import { GameLayout } from './GameLayout';

// QuickLinks asks the registry whether gathering is deployed: no network in tests.
vi.mock(import('../federation/registry'), async (importOriginal) => ({
  ...(await importOriginal()),
  remoteRegistry: vi.fn<() => Promise<RemoteRegistry>>(() => Promise.resolve([])),
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
});
