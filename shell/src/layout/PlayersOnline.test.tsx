import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $clientData } from '@idle/state';
import {
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleInitialData,
  useFakeApi,
} from '@idle/test-fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlayersOnline } from './PlayersOnline';

function renderCount() {
  const router = createMemoryRouter([{ path: '*', element: <PlayersOnline /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** Each line of the list: rank, name and label as they read. */
function lines(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent.replace(/\s+/g, ' ').trim());
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('PlayersOnline', () => {
  it('shows the count of players online with separators, live', () => {
    loadState(sampleInitialData({ clientData: { playersOnline: 1_234, newAnnouncements: 0 } }));
    renderCount();
    expect(screen.getByRole('button', { name: '1,234 Online' })).toBeInTheDocument();
    act(() => {
      $clientData.setKey('playersOnline', 7);
    });
    expect(screen.getByRole('button', { name: '7 Online' })).toBeInTheDocument();
  });

  it('shows 0 before the data is loaded', () => {
    renderCount();
    expect(screen.getByRole('button', { name: '0 Online' })).toBeInTheDocument();
  });

  it('opens the list with a loading state, then each player with rank name and Mod/Admin label', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const players = sampleApiAnswers()['misc.php?mod=playersOnline'];
    useFakeApi({
      'misc.php?mod=playersOnline': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    loadState();
    renderCount();
    await userEvent.click(screen.getByRole('button', { name: '42 Online' }));
    const dialog = screen.getByRole('dialog', { name: 'Players Online' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');

    answer(players);
    await waitFor(() => {
      expect(within(dialog).queryByRole('status')).toBeNull();
    });
    expect(lines(dialog)).toEqual([
      'Squire Hero_1',
      'Duke Warden_Ann Mod',
      'King GameMaster Admin',
      'Peasant lumberjack7',
    ]);
    expect(within(dialog).getByText('Mod').className).toMatch(/mod/);
    expect(within(dialog).getByText('Admin').className).toMatch(/admin/);
    // The count follows the list.
    expect(screen.getByRole('button', { name: '4 Online' })).toBeInTheDocument();
  });

  it("opens a player's profile from the list and closes it", async () => {
    useFakeApi(sampleApiAnswers());
    loadState();
    const router = renderCount();
    await userEvent.click(screen.getByRole('button', { name: '42 Online' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Warden_Ann' }));
    expect(router.state.location.pathname).toBe('/player_profile/17');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the close button', async () => {
    useFakeApi(sampleApiAnswers());
    loadState();
    renderCount();
    await userEvent.click(screen.getByRole('button', { name: '42 Online' }));
    await screen.findByRole('button', { name: 'Hero_1' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives the focus back to the count', async () => {
    useFakeApi(sampleApiAnswers());
    loadState();
    renderCount();
    await userEvent.click(screen.getByRole('button', { name: '42 Online' }));
    await screen.findByRole('button', { name: 'Hero_1' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Online$/ })).toHaveFocus();
  });

  it('says the list could not be loaded when the server is down, keeping the count', async () => {
    const notified: BusEvents['notify'][] = [];
    const onNotify = (event: BusEvents['notify']) => notified.push(event);
    bus.on('notify', onNotify);
    try {
      useFakeApi({});
      loadState();
      renderCount();
      await userEvent.click(screen.getByRole('button', { name: '42 Online' }));
      const dialog = screen.getByRole('dialog', { name: 'Players Online' });
      await waitFor(() => {
        expect(within(dialog).queryByRole('status')).toBeNull();
      });
      expect(
        within(dialog).getByText('The list of players online could not be loaded.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(notified).toEqual([{ kind: 'error', text: 'Server is down.' }]);
      // The count keeps its last known value.
      expect(screen.getByRole('button', { name: '42 Online' })).toBeInTheDocument();
    } finally {
      bus.off('notify', onNotify);
    }
  });
});
