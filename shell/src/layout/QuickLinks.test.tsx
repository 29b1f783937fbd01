import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, RemoteRegistry } from '@idle/contracts';
import { bus } from '@idle/events';
import {
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleInitialData,
  useFakeApi,
} from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteRegistry } from '../federation/registry';
import { QuickLinks } from './QuickLinks';

vi.mock(import('../federation/registry'), async (importOriginal) => ({
  ...(await importOriginal()),
  remoteRegistry: vi.fn<() => Promise<RemoteRegistry>>(),
}));

const GATHERING_DEPLOYED: RemoteRegistry = [
  { remote: 'mfe-battle', entry: 'https://battle.example/mf-manifest.json' },
  { remote: 'mfe-gathering-crafting', entry: 'https://gathering.example/mf-manifest.json' },
];

let started: BusEvents['startAction'][];
let stops: number;
const onStart = (event: BusEvents['startAction']) => started.push(event);
const onStop = () => {
  stops += 1;
};

function renderLinks() {
  const router = createMemoryRouter([{ path: '*', element: <QuickLinks /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

function buttons(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Quick links' });
  return within(nav)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

function withAge(age: number) {
  const data = sampleInitialData();
  loadState({ ...data, player: { ...data.player, age } });
}

beforeEach(() => {
  resetAll();
  vi.mocked(remoteRegistry).mockResolvedValue([]);
  started = [];
  stops = 0;
  bus.on('startAction', onStart);
  bus.on('stopAction', onStop);
});

afterEach(() => {
  cleanup();
  bus.off('startAction', onStart);
  bus.off('stopAction', onStop);
  configureApi();
  resetAll();
  vi.mocked(remoteRegistry).mockReset();
});

describe('QuickLinks', () => {
  it('offers only the gathering actions and Stop Action before the data is loaded', () => {
    renderLinks();
    expect(buttons()).toEqual(['Mining', 'Woodcutting', 'Quarrying', 'Stop Action']);
  });

  it('shows "Battle {mob}" for the active mob and the guide for a young player', () => {
    loadState();
    renderLinks();
    expect(buttons()).toEqual([
      'Battle Cellar Rat',
      'Mining',
      'Woodcutting',
      'Quarrying',
      'Stop Action',
      "Beginner's Guide",
    ]);
  });

  it('has no battle link without an active mob', () => {
    const data = sampleInitialData();
    loadState({ ...data, active: { ...data.active, mob: null } });
    renderLinks();
    expect(screen.queryByRole('button', { name: /^Battle/ })).toBeNull();
  });

  it.each([
    [0, true],
    [7, true],
    [8, false],
    [400, false],
  ])("at age %i shows the Beginner's Guide: %s", (age, shown) => {
    withAge(age);
    renderLinks();
    expect(screen.queryByRole('button', { name: "Beginner's Guide" }) !== null).toBe(shown);
  });

  it("opens the Beginner's Guide page", async () => {
    loadState();
    const router = renderLinks();
    await userEvent.click(screen.getByRole('button', { name: "Beginner's Guide" }));
    expect(router.state.location.pathname).toBe('/load/beginners_guide');
  });

  it('battles the active mob: enters its area, then asks the shell to start battling', async () => {
    const fetch = useFakeApi(sampleApiAnswers());
    loadState();
    renderLinks();
    await userEvent.click(screen.getByRole('button', { name: 'Battle Cellar Rat' }));
    await waitFor(() => {
      expect(started).toEqual([{ action: 'battling' }]);
    });
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'areas.php',
      params: { mod: 'enterArea', area: '1', mob: '1' },
    });
  });

  it('does not start battling when the server refuses the area', async () => {
    const fetch = useFakeApi({ 'areas.php?mod=enterArea': { error: 'You cannot go there.' } });
    loadState();
    renderLinks();
    await userEvent.click(screen.getByRole('button', { name: 'Battle Cellar Rat' }));
    await waitFor(() => {
      expect(fetch.calls).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([]);
  });

  it('disables the gathering actions while their area is not deployed, saying so', async () => {
    loadState();
    renderLinks();
    await waitFor(() => {
      expect(remoteRegistry).toHaveBeenCalled();
    });
    for (const name of ['Mining', 'Woodcutting', 'Quarrying']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', 'Gathering is coming soon.');
    }
  });

  it('enables the gathering actions once the registry lists their remote', async () => {
    vi.mocked(remoteRegistry).mockResolvedValue(GATHERING_DEPLOYED);
    loadState();
    renderLinks();
    const mining = screen.getByRole('button', { name: 'Mining' });
    await waitFor(() => {
      expect(mining).toBeEnabled();
    });
    expect(mining).not.toHaveAttribute('title');
    await userEvent.click(screen.getByRole('button', { name: 'Woodcutting' }));
    expect(started).toEqual([{ action: 'woodcutting' }]);
  });

  it('keeps the gathering actions disabled when the registry cannot be read', async () => {
    vi.mocked(remoteRegistry).mockRejectedValue(new Error('offline'));
    loadState();
    renderLinks();
    await waitFor(() => {
      expect(remoteRegistry).toHaveBeenCalled();
    });
    expect(screen.getByRole('button', { name: 'Quarrying' })).toBeDisabled();
  });

  it('asks the shell to stop the action', async () => {
    loadState();
    renderLinks();
    await userEvent.click(screen.getByRole('button', { name: 'Stop Action' }));
    expect(stops).toBe(1);
  });
});
