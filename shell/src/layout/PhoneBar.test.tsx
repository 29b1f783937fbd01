import '@testing-library/jest-dom/vitest';
import type { RemoteRegistry } from '@idle/contracts';
import { loadState, resetAll } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadedRoutes } from '../federation/registry';
import { GameLayout } from './GameLayout';
import { PHONE_QUERY } from './phone-layout';

function ChatDock() {
  return (
    <label>
      Chat message
      <input />
    </label>
  );
}

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

/** A screen `width` px wide, as matchMedia answers the layout's phone query. */
function screenWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === PHONE_QUERY && width <= 480,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function renderLayout() {
  const router = createMemoryRouter(
    [
      {
        element: <GameLayout />,
        children: [
          { path: '/', element: <Link to="/areas">To the areas</Link> },
          { path: '/areas', element: <p>Areas screen</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  resetAll();
  loadState();
});

afterEach(() => {
  cleanup();
  resetAll();
  vi.unstubAllGlobals();
});

describe('the phone layout', () => {
  it('shows the routed view without panel columns or chat beside it, and a compact top bar', () => {
    screenWidth(390);
    renderLayout();
    expect(screen.getByRole('main')).toHaveTextContent('To the areas');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull();
    const topBar = screen.getByRole('banner');
    expect(topBar).toHaveTextContent('12,345 Gold');
    expect(within(topBar).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(topBar).getByRole('button', { name: /^Autos: / })).toBeInTheDocument();
    // The Premium Store and the players online move to the tab bar.
    expect(within(topBar).queryByRole('link', { name: 'Premium Store' })).toBeNull();
    const bar = screen.getByRole('navigation', { name: 'Phone bar' });
    expect(within(bar).getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/premium');
    expect(within(bar).getByRole('button', { name: /Online$/ })).toBeInTheDocument();
  });

  it('opens the panels in a drawer from the tab bar; Escape closes it and the focus returns', async () => {
    screenWidth(390);
    const user = userEvent.setup();
    renderLayout();
    const open = screen.getByRole('button', { name: 'Panels' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Panels' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(open).toHaveAttribute('aria-controls', drawer.id);
    expect(within(drawer).getByRole('complementary', { name: 'Left panels' })).toBeVisible();
    expect(within(drawer).getByRole('complementary', { name: 'Right panels' })).toBeVisible();
    expect(within(drawer).getByRole('heading', { name: 'Skills' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Close the panels' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the chat as a sheet that keeps what was typed between openings', async () => {
    screenWidth(360);
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    const sheet = screen.getByRole('dialog', { name: 'Chat' });
    const field = await within(sheet).findByLabelText('Chat message', {}, { timeout: 5000 });
    await user.type(field, 'hello');
    await user.click(within(sheet).getByRole('button', { name: 'Close the chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Chat' })).getByLabelText('Chat message'),
    ).toHaveValue('hello');
  });

  it('closes the drawer when a screen is opened', async () => {
    screenWidth(430);
    const user = userEvent.setup();
    const router = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Panels' }));
    expect(screen.getByRole('dialog', { name: 'Panels' })).toBeVisible();
    await act(async () => {
      await router.navigate('/areas');
    });
    expect(screen.getByRole('main')).toHaveTextContent('Areas screen');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the desktop grid at a tablet width', () => {
    screenWidth(820);
    renderLayout();
    expect(screen.getByRole('complementary', { name: 'Left panels' })).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'Right panels' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Phone bar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Premium Store' })).toBeInTheDocument();
  });
});
