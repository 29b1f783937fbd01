import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { TickAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import { $captchaRequired, $player, beginAction, updateAction } from '@idle/state';
import {
  loadState,
  resetAll,
  sampleInitialData,
  sampleOnlinePlayers,
  useFakeApi,
} from '@idle/test-fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from './TopBar';

function renderBar() {
  const router = createMemoryRouter([{ path: '*', element: <TopBar /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

function withAutos(autos: number) {
  const data = sampleInitialData();
  loadState({ ...data, player: { ...data.player, autos } });
}

function timer(): HTMLElement {
  return screen.getByRole('button', { name: /^Autos: .*\. Refresh Autos$/ });
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('TopBar', () => {
  it('shows gold, credits (bound included), the Premium Store link, the players online and the menu', () => {
    loadState();
    renderBar();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByLabelText('Gold')).toHaveTextContent('12,345 Gold');
    expect(screen.getByLabelText('Credits')).toHaveTextContent('50 Credits');
    expect(screen.getByRole('link', { name: 'Premium Store' })).toHaveAttribute('href', '/premium');
    expect(screen.getByRole('button', { name: '42 Online' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(timer()).toHaveAccessibleName('Autos: 150. Refresh Autos');
  });

  it("names the game in the page's one level-1 heading", () => {
    renderBar();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Idle RPG');
  });

  it('shows the alerts bell, leading to the alert centre', () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/alerts');
  });

  it('shows zeros and a red timer before the data is loaded', () => {
    renderBar();
    expect(screen.getByLabelText('Gold')).toHaveTextContent('0 Gold');
    expect(screen.getByLabelText('Credits')).toHaveTextContent('0 Credits');
    expect(timer()).toHaveAttribute('data-colour', 'red');
  });

  it.each([
    [150, 'green'],
    [11, 'green'],
    [10, 'yellow'],
    [1, 'yellow'],
    [0, 'red'],
    [-3, 'red'],
  ])('colours the timer by Autos: %i is %s', (autos, colour) => {
    withAutos(autos);
    renderBar();
    expect(timer()).toHaveAttribute('data-colour', colour);
    expect(within(timer()).getByRole('timer').className).toMatch(new RegExp(colour));
  });

  it('refreshes the Autos on click', async () => {
    const fetch = useFakeApi({ 'actions/refresh.php': { autos: 150 } });
    withAutos(4);
    renderBar();
    expect(timer()).toHaveAttribute('data-colour', 'yellow');
    await userEvent.click(timer());
    await waitFor(() => {
      expect(timer()).toHaveAttribute('data-colour', 'green');
    });
    expect($player.get()?.autos).toBe(150);
    expect($captchaRequired.get()).toBe(false);
    expect(fetch.calls.map((call) => call.path)).toEqual(['actions/refresh.php']);
  });

  it('refreshes the Autos on a click on the "N Autos" text too, not only on the thin bar', async () => {
    const fetch = useFakeApi({ 'actions/refresh.php': { autos: 150 } });
    withAutos(4);
    renderBar();
    await userEvent.click(screen.getByText('4 Autos'));
    await waitFor(() => {
      expect($player.get()?.autos).toBe(150);
    });
    expect(fetch.calls.map((call) => call.path)).toEqual(['actions/refresh.php']);
    // The bar and the text are one control.
    expect(timer()).toContainElement(screen.getByRole('timer'));
    expect(timer()).toContainElement(screen.getByTestId('action-timer-text'));
  });

  it('opens the captcha when the refresh asks for one', async () => {
    useFakeApi({ 'actions/refresh.php': { autos: 0, captcha: true } });
    withAutos(0);
    renderBar();
    await userEvent.click(timer());
    await waitFor(() => {
      expect($captchaRequired.get()).toBe(true);
    });
    expect($player.get()?.autos).toBe(0);
  });

  it('changes nothing when the refresh answers "-" or fails', async () => {
    const fetch = useFakeApi({ 'actions/refresh.php': '-' });
    withAutos(5);
    renderBar();
    await userEvent.click(timer());
    await waitFor(() => {
      expect(fetch.calls).toHaveLength(1);
    });
    useFakeApi({});
    await userEvent.click(timer());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect($player.get()?.autos).toBe(5);
    expect(timer()).toHaveAttribute('data-colour', 'yellow');
  });

  it('runs the timer bar while an action runs, over the delay of the last tick', () => {
    loadState();
    renderBar();
    const fill = screen.getByTestId('action-timer-fill');
    expect(fill.style.animationDuration).toBe('');
    act(() => {
      beginAction('battling');
      updateAction({ status: 'running' });
    });
    expect(screen.getByTestId('action-timer-fill').style.animationDuration).toBe('2000ms');
    const answer: TickAnswer = { delay: 3_500, autos: 149 };
    act(() => {
      bus.emit('tick', { action: 'battling', answer });
    });
    expect(screen.getByTestId('action-timer-fill').style.animationDuration).toBe('3500ms');
  });

  it('says when the Autos run out on hover and focus, only while an action runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
      loadState();
      renderBar();
      expect(timer()).not.toHaveAttribute('aria-describedby');
      act(() => {
        beginAction('battling');
        updateAction({ status: 'running' });
      });
      const answer: TickAnswer = { delay: 4_000, autos: 149 };
      act(() => {
        bus.emit('tick', { action: 'battling', answer });
        const player = $player.get();
        if (player) $player.set({ ...player, autos: 149 });
      });
      // 149 Autos of 4 s from 12:00:00: the last one goes at 12:09:56 (the local clock).
      expect(timer()).toHaveAccessibleDescription('Autos last until 12:09');
      await userEvent.hover(timer());
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Autos last until 12:09');
      await userEvent.unhover(timer());
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      act(() => {
        timer().focus();
      });
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Autos last until 12:09');
      // A day's worth of Autos: the date is said too.
      act(() => {
        const player = $player.get();
        if (player) $player.set({ ...player, autos: 30_000 });
      });
      expect(timer()).toHaveAccessibleDescription('Autos last until 21:20 on Sun 22 Nov');
      act(() => {
        updateAction({ status: 'stopped' });
      });
      expect(timer()).not.toHaveAttribute('aria-describedby');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the Autos count with its colour while idle, and no countdown', () => {
    withAutos(12345);
    renderBar();
    const text = screen.getByTestId('action-timer-text');
    expect(text).toHaveTextContent('12,345 Autos');
    expect(text).not.toHaveTextContent('Next tick');
    expect(text.parentElement).toHaveAttribute('data-colour', 'green');
    act(() => {
      withAutos(0);
    });
    expect(text).toHaveTextContent('0 Autos');
    expect(text.parentElement).toHaveAttribute('data-colour', 'red');
  });

  it('counts the seconds to the next tick down while an action runs', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      loadState();
      renderBar();
      const text = screen.getByTestId('action-timer-text');
      act(() => {
        beginAction('battling');
        updateAction({ status: 'running' });
      });
      expect(text).toHaveTextContent('150 AutosNext tick in 2 s');
      const answer: TickAnswer = { delay: 3_500, autos: 149 };
      act(() => {
        bus.emit('tick', { action: 'battling', answer });
        const player = $player.get();
        if (player) $player.set({ ...player, autos: 149 });
      });
      expect(text).toHaveTextContent('149 AutosNext tick in 4 s');
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      expect(text).toHaveTextContent('Next tick in 3 s');
      act(() => {
        vi.advanceTimersByTime(3_000);
      });
      expect(text).toHaveTextContent('Next tick in 0 s');
      act(() => {
        updateAction({ status: 'stopped' });
      });
      expect(text).not.toHaveTextContent('Next tick');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the length of the players-online list once the player opens it', async () => {
    const [first] = sampleOnlinePlayers();
    if (!first) throw new Error('no sample player');
    const players = Array.from({ length: 7 }, (_, i) => ({
      ...first,
      userid: i + 1,
      username: `Player_${String(i + 1)}`,
    }));
    useFakeApi({ 'misc.php?mod=playersOnline': players });
    loadState(sampleInitialData({ clientData: { playersOnline: 1, newAnnouncements: 0 } }));
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: '1 Online' }));
    const dialog = screen.getByRole('dialog', { name: 'Players Online' });
    await within(dialog).findByRole('button', { name: 'Player_7' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: '7 Online' })).toBeInTheDocument();
  });
});
