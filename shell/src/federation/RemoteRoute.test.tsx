import '@testing-library/jest-dom/vitest';
import type { RemoteRegistry } from '@idle/contracts';
import { fakeFetch } from '@idle/test-fixtures';
import { init } from '@module-federation/enhanced/runtime';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import {
  forgetRemote,
  type LoadedRoutes,
  loadRemoteRoutes,
  RemoteUnavailableError,
} from './registry';
import { RemoteRoute } from './RemoteRoute';

// The real registry by default; each test may make loadRemoteRoutes answer what it needs.
vi.mock(import('./registry'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...actual,
    loadRemoteRoutes: vi.fn(actual.loadRemoteRoutes),
    forgetRemote: vi.fn(actual.forgetRemote),
  };
});

function routesModule(routes: Record<string, ComponentType>, buildId = 'build-42'): LoadedRoutes {
  return { contractsVersion: '1.0.0', buildId, routes };
}

function AreasScreen() {
  return <p>Areas from the remote</p>;
}

function renderAreas() {
  return render(<RemoteRoute remote="mfe-battle" path="/areas" title="Areas" />);
}

beforeEach(() => {
  // Back to the real functions (vi.fn's own implementation), with no calls recorded.
  vi.mocked(loadRemoteRoutes).mockReset();
  vi.mocked(forgetRemote).mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetRemote('mfe-battle');
});

describe('ComingSoonPage', () => {
  it('names the area and says it is coming soon', () => {
    render(<ComingSoonPage area="Leaderboards" />);
    expect(screen.getByRole('heading', { name: 'Leaderboards' })).toBeInTheDocument();
    expect(screen.getByText('Leaderboards is coming soon.')).toBeInTheDocument();
  });
});

describe('RemoteRoute', () => {
  it('shows a loading state while the remote loads', () => {
    vi.mocked(loadRemoteRoutes).mockReturnValueOnce(new Promise(() => undefined));
    renderAreas();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Areas...');
    expect(loadRemoteRoutes).toHaveBeenCalledWith('mfe-battle');
  });

  it("renders the remote's screen for the route, marked with the remote and its build", async () => {
    vi.mocked(loadRemoteRoutes).mockResolvedValueOnce(routesModule({ '/areas': AreasScreen }));
    const { container } = renderAreas();
    expect(await screen.findByText('Areas from the remote')).toBeInTheDocument();
    const mount = container.querySelector('[data-remote="mfe-battle"]');
    expect(mount).toHaveAttribute('data-build', 'build-42');
    expect(mount).toContainElement(screen.getByText('Areas from the remote'));
  });

  it('shows the loading state while a screen the remote loads lazily comes, then the screen', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const LazyAreas = lazy(
      () => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)),
    );
    vi.mocked(loadRemoteRoutes).mockResolvedValueOnce(routesModule({ '/areas': LazyAreas }));
    const { container } = renderAreas();
    // The remote has loaded; its screen has not.
    const mount = await waitFor(() => {
      const element = container.querySelector<HTMLElement>('[data-remote="mfe-battle"]');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(within(mount).getByRole('status')).toHaveTextContent('Loading Areas...');
    arrive({ default: AreasScreen });
    expect(await screen.findByText('Areas from the remote')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the coming soon page for a route the loaded remote does not serve', async () => {
    vi.mocked(loadRemoteRoutes).mockResolvedValueOnce(routesModule({ '/areas': AreasScreen }));
    render(<RemoteRoute remote="mfe-battle" path="/dungeons" title="Dungeons" />);
    expect(await screen.findByText('Dungeons is coming soon.')).toBeInTheDocument();
  });

  it('shows the coming soon page when the registry does not list the remote', async () => {
    vi.mocked(loadRemoteRoutes).mockRejectedValueOnce(
      new RemoteUnavailableError('mfe-battle', 'not-deployed', 'This area is not deployed yet.'),
    );
    renderAreas();
    expect(await screen.findByText('Battle is coming soon.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Battle' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error with Retry when the load fails, and Retry loads afresh', async () => {
    vi.mocked(loadRemoteRoutes)
      .mockRejectedValueOnce(
        new RemoteUnavailableError('mfe-battle', 'unreachable', 'This area could not be loaded.'),
      )
      .mockResolvedValueOnce(routesModule({ '/areas': AreasScreen }));
    renderAreas();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Battle is unavailable');
    expect(alert).toHaveTextContent(
      'This area could not be loaded. The rest of the game keeps working.',
    );

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(forgetRemote).toHaveBeenCalledWith('mfe-battle');
    expect(await screen.findByText('Areas from the remote')).toBeInTheDocument();
    expect(loadRemoteRoutes).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a remote built for another contracts major is refused', async () => {
    vi.mocked(loadRemoteRoutes).mockRejectedValueOnce(
      new RemoteUnavailableError(
        'mfe-battle',
        'incompatible',
        'This area was built for another version of the game (contracts 2.0.0).',
      ),
    );
    renderAreas();
    expect(await screen.findByRole('alert')).toHaveTextContent('(contracts 2.0.0)');
  });

  it('shows the error of a failure that is not an Error', async () => {
    vi.mocked(loadRemoteRoutes).mockRejectedValueOnce('timeout');
    renderAreas();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'timeout The rest of the game keeps working.',
    );
  });

  it('keeps a screen that throws while rendering in its own area, with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('The remote broke.');
      return <p>Recovered screen</p>;
    }
    vi.mocked(loadRemoteRoutes).mockResolvedValue(routesModule({ '/areas': Flaky }));
    render(
      <div>
        <p>Top bar</p>
        <RemoteRoute remote="mfe-battle" path="/areas" title="Areas" />
      </div>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Battle is unavailable');
    expect(alert).toHaveTextContent('The remote broke. The rest of the game keeps working.');
    expect(screen.getByText('Top bar')).toBeInTheDocument();

    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Recovered screen')).toBeInTheDocument();
  });
});

describe('RemoteRoute with the real registry', () => {
  beforeEach(() => {
    // The federation runtime the shell's build sets up; registerRemotes needs an instance.
    init({ name: 'shell_test', remotes: [] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  function serveRegistry(registry: RemoteRegistry) {
    const fetch = fakeFetch({ 'remotes.json': registry });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('shows the coming soon page when /remotes.json does not list the remote', async () => {
    const fetch = serveRegistry([
      { remote: 'mfe-market', entry: 'http://localhost:3103/mf-manifest.json' },
    ]);
    renderAreas();
    expect(await screen.findByText('Battle is coming soon.')).toBeInTheDocument();
    expect(fetch.calls.map((call) => call.path)).toEqual(['remotes.json']);
  });

  it('shows the error with Retry when the listed remote cannot be loaded', async () => {
    const fetch = serveRegistry([
      { remote: 'mfe-battle', entry: 'http://localhost:3101/mf-manifest.json' },
    ]);
    renderAreas();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('This area could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(fetch.calls.map((call) => call.url)).toContain('http://localhost:3101/mf-manifest.json');

    // Retry fetches the registry again (a rollback may have happened meanwhile).
    const before = fetch.calls.filter((call) => call.path === 'remotes.json').length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(fetch.calls.filter((call) => call.path === 'remotes.json').length).toBe(before + 1);
    });
  });
});
