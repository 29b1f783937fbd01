import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetRemote,
  type LoadedRoutes,
  loadRemoteRoutes,
  RemoteUnavailableError,
} from './registry';
import { afterNextPaint } from './after-paint';
import { RemoteSlot } from './RemoteSlot';

vi.mock(import('./registry'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadRemoteRoutes: vi.fn(),
  forgetRemote: vi.fn(),
}));
vi.mock(import('./after-paint'), async (importOriginal) => ({
  ...(await importOriginal()),
  afterNextPaint: vi.fn(),
}));

function withDock(dock: ComponentType | undefined, buildId = 'chat-7'): LoadedRoutes {
  return {
    contractsVersion: '1.0.0',
    buildId,
    routes: {},
    ...(dock === undefined ? {} : { slots: { chatDock: dock } }),
  };
}

function Dock() {
  return <p>General channel</p>;
}

/** The slot loading the registry's module at once (the default waits for a paint, tested apart). */
function renderDock() {
  return render(
    <div>
      <p>Top bar</p>
      <RemoteSlot slot="chatDock" loadSlotModule={loadRemoteRoutes} />
    </div>,
  );
}

beforeEach(() => {
  vi.mocked(loadRemoteRoutes).mockReset();
  vi.mocked(forgetRemote).mockReset();
  vi.mocked(afterNextPaint).mockReset();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RemoteSlot', () => {
  it('asks the remote that fills the slot and shows a quiet loading state in the Chat region', () => {
    vi.mocked(loadRemoteRoutes).mockReturnValueOnce(new Promise(() => undefined));
    renderDock();
    expect(loadRemoteRoutes).toHaveBeenCalledWith('mfe-premium-chat');
    const region = screen.getByRole('region', { name: 'Chat' });
    expect(within(region).getByRole('status')).toHaveTextContent('Loading chat...');
  });

  it("renders the remote's dock in the Chat region, marked with the remote and its build", async () => {
    vi.mocked(loadRemoteRoutes).mockResolvedValueOnce(withDock(Dock));
    renderDock();
    const region = screen.getByRole('region', { name: 'Chat' });
    expect(await within(region).findByText('General channel')).toBeInTheDocument();
    expect(region).toHaveAttribute('data-remote', 'mfe-premium-chat');
    expect(region).toHaveAttribute('data-build', 'chat-7');
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('leaves the place empty when the registry does not list the remote', async () => {
    vi.mocked(loadRemoteRoutes).mockRejectedValueOnce(
      new RemoteUnavailableError('mfe-premium-chat', 'not-deployed', 'Not deployed.'),
    );
    renderDock();
    await vi.waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Top bar')).toBeInTheDocument();
  });

  it('leaves the place empty when the remote fills no such slot', async () => {
    vi.mocked(loadRemoteRoutes).mockResolvedValueOnce(withDock(undefined));
    renderDock();
    await vi.waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull();
    });
  });

  it('says the chat is unavailable when the remote is down, and Retry loads it afresh', async () => {
    vi.mocked(loadRemoteRoutes)
      .mockRejectedValueOnce(
        new RemoteUnavailableError(
          'mfe-premium-chat',
          'unreachable',
          'This area could not be loaded.',
        ),
      )
      .mockResolvedValueOnce(withDock(Dock));
    renderDock();
    const region = screen.getByRole('region', { name: 'Chat' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Chat is unavailable. This area could not be loaded.');
    expect(screen.getByText('Top bar')).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(forgetRemote).toHaveBeenCalledWith('mfe-premium-chat');
    expect(await within(region).findByText('General channel')).toBeInTheDocument();
    expect(loadRemoteRoutes).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a dock that throws in its region, with Retry mounting it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function FlakyDock() {
      if (broken) throw new Error('The dock broke.');
      return <p>Dock is back</p>;
    }
    vi.mocked(loadRemoteRoutes).mockResolvedValue(withDock(FlakyDock));
    renderDock();
    const region = screen.getByRole('region', { name: 'Chat' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Chat is unavailable. The dock broke.');
    expect(screen.getByText('Top bar')).toBeInTheDocument();

    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('Dock is back')).toBeInTheDocument();
    expect(forgetRemote).toHaveBeenCalledWith('mfe-premium-chat');
  });

  it('loads through the loader it is given', async () => {
    const loadSlotModule = vi.fn(() => Promise.resolve(withDock(Dock)));
    render(<RemoteSlot slot="chatDock" loadSlotModule={loadSlotModule} />);
    expect(await screen.findByText('General channel')).toBeInTheDocument();
    expect(loadSlotModule).toHaveBeenCalledWith('mfe-premium-chat');
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('asks the registry for the remote only once the page has been painted', async () => {
    let painted: () => void = () => undefined;
    vi.mocked(afterNextPaint).mockReturnValueOnce(
      new Promise<void>((resolve) => {
        painted = resolve;
      }),
    );
    vi.mocked(loadRemoteRoutes).mockResolvedValueOnce(withDock(Dock));
    render(<RemoteSlot slot="chatDock" />);
    const region = screen.getByRole('region', { name: 'Chat' });
    expect(within(region).getByRole('status')).toHaveTextContent('Loading chat...');
    await Promise.resolve();
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
    painted();
    expect(await within(region).findByText('General channel')).toBeInTheDocument();
    expect(loadRemoteRoutes).toHaveBeenCalledWith('mfe-premium-chat');
  });
});
