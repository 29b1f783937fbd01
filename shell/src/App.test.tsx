import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { bus } from '@idle/events';
import { $player } from '@idle/state';
import {
  answerNever,
  type FakeFetch,
  resetAll,
  sampleApiAnswers,
  sampleInitialData,
  useFakeApi,
} from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

// The game itself (router, action loop, socket) has tests of its own parts.
vi.mock(import('./Game'), () => ({ default: () => <p>The game</p> }));

function initialDataCalls(fetch: FakeFetch): number {
  return fetch.calls.filter((call) => call.path === '_load_initial_data.php').length;
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('App', () => {
  it('shows a loading state while the session is checked', () => {
    useFakeApi({ '_load_initial_data.php': answerNever });
    render(<App />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game...');
  });

  it('enters the game with the initial data of a valid session', async () => {
    useFakeApi({ '_load_initial_data.php': sampleInitialData() });
    render(<App />);
    expect(await screen.findByText('The game')).toBeInTheDocument();
    expect($player.get()?.username).toBe('Hero_1');
  });

  it('shows the login page, without a notice, when there is no session', async () => {
    useFakeApi({ '_load_initial_data.php': { fatalError: 'logout' } });
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText(/You have been logged out/)).toBeNull();
  });

  it('enters the game after logging in', async () => {
    let session = false;
    const fetch = useFakeApi({
      ...sampleApiAnswers(),
      '_load_initial_data.php': () => (session ? sampleInitialData() : { fatalError: 'logout' }),
      'account.php': () => {
        session = true;
        return { success: true };
      },
    });
    render(<App />);
    await userEvent.type(await screen.findByLabelText('Username'), 'Hero_1');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The game')).toBeInTheDocument();
    expect(initialDataCalls(fetch)).toBe(2);
  });

  it('says the server is down, and Retry checks again', async () => {
    let up = false;
    const fetch = useFakeApi({
      '_load_initial_data.php': () =>
        up ? sampleInitialData() : new Response('', { status: 502 }),
    });
    render(<App />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server is down.');
    expect(alert).toHaveTextContent('The game server did not answer.');
    // The check is silent: no "Server is down." notification on top of the page.
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).queryAllByRole('listitem')).toEqual([]);

    up = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The game')).toBeInTheDocument();
    expect(initialDataCalls(fetch)).toBe(2);
  });

  it('returns to the login page with the expired notice, and empties the stores', async () => {
    useFakeApi({ '_load_initial_data.php': sampleInitialData() });
    render(<App />);
    await screen.findByText('The game');
    act(() => {
      bus.emit('logout', { reason: 'expired' });
    });
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(
      screen.getByText('You have been logged out. Log in again to continue.'),
    ).toBeInTheDocument();
    expect($player.get()).toBeNull();
  });

  it('says "You have logged out." after the player logs out', async () => {
    useFakeApi({ '_load_initial_data.php': sampleInitialData() });
    render(<App />);
    await screen.findByText('The game');
    act(() => {
      bus.emit('logout', { reason: 'user' });
    });
    expect(screen.getByText('You have logged out.')).toBeInTheDocument();
  });

  it('shows the notifications of the bus, and the player may dismiss them', async () => {
    useFakeApi({ '_load_initial_data.php': sampleInitialData() });
    render(<App />);
    await screen.findByText('The game');
    act(() => {
      bus.emit('notify', { kind: 'error', text: 'You do not have enough gold.' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('alert')).toHaveTextContent('You do not have enough gold.');
    await userEvent.click(
      within(region).getByRole('button', { name: 'Dismiss: You do not have enough gold.' }),
    );
    expect(within(region).queryAllByRole('listitem')).toEqual([]);
  });
});
