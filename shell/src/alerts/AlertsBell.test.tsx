import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AlertsBell } from './AlertsBell';
import { $alertsSeenAt, $recentAlerts } from './store';

function renderBell() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <AlertsBell /> },
      { path: '/alerts', element: <p>alert centre</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  $recentAlerts.set([]);
  $alertsSeenAt.set(0);
});

afterEach(cleanup);

describe('AlertsBell', () => {
  it('shows no count when every alert was seen', () => {
    $recentAlerts.set([{ kind: 'whisper', text: 'Ayla whispers: hi', at: 100 }]);
    $alertsSeenAt.set(100);
    renderBell();
    expect(screen.getByRole('link', { name: 'Alerts' })).toBeVisible();
    expect(screen.queryByTestId('unseen-alerts')).toBeNull();
  });

  it('counts the alerts raised since the centre was last opened, live', () => {
    $recentAlerts.set([{ kind: 'whisper', text: 'Ayla whispers: hi', at: 100 }]);
    $alertsSeenAt.set(50);
    renderBell();
    expect(screen.getByTestId('unseen-alerts')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Alerts, 1 new' })).toBeVisible();
    act(() => {
      $recentAlerts.set([
        { kind: 'bossSpawned', text: 'Lich has appeared!', at: 200 },
        ...$recentAlerts.get(),
      ]);
    });
    expect(screen.getByTestId('unseen-alerts')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Alerts, 2 new' })).toBeVisible();
  });

  it('leads to the alert centre', async () => {
    const router = renderBell();
    await userEvent.click(screen.getByRole('link', { name: 'Alerts' }));
    expect(router.state.location.pathname).toBe('/alerts');
  });
});
