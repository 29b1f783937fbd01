import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $clan } from '@idle/state';
import { resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clanLayoutApiAnswers } from '../layout/fixtures';
import { LEAVE_CONFIRM_TEXT, LeaveClanPage } from './LeaveClanPage';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(leave: unknown = true): void {
  fetch = useFakeApi({ ...clanLayoutApiAnswers(), 'clan.php?mod=leave': leave });
}

function leaves(): number {
  return fetch.calls.filter((call) => call.mod === 'leave').length;
}

function renderLeave(): void {
  render(
    <MemoryRouter initialEntries={['/clan/leave']}>
      <Routes>
        <Route path="/clan/leave" element={<LeaveClanPage />} />
        <Route path="/clan_registry" element={<p>Registry</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetAll();
  refusals = [];
  bus.on('notify', onNotify);
  answering();
  $clan.set({ clanid: 7, name: 'Iron Wolves' });
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('LeaveClanPage', () => {
  it('shows the page in the clan frame, with the menu from loadDetails', async () => {
    renderLeave();
    expect(screen.getByRole('heading', { name: 'Leave Clan', level: 2 })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Ranks' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Leave Clan' })).toBeVisible();
  });

  it('asks nothing on the first click, only arms the button', async () => {
    renderLeave();
    await userEvent.click(screen.getByRole('button', { name: 'Leave Clan' }));
    expect(screen.getByRole('status')).toHaveTextContent(LEAVE_CONFIRM_TEXT);
    expect(leaves()).toBe(0);
    expect($clan.get()).not.toBeNull();
  });

  it('leaves on the second click: $clan is emptied and the registry opens', async () => {
    renderLeave();
    await userEvent.click(screen.getByRole('button', { name: 'Leave Clan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, leave the clan' }));
    expect(await screen.findByText('Registry')).toBeVisible();
    expect(leaves()).toBe(1);
    expect(fetch.calls.find((call) => call.mod === 'leave')?.method).toBe('POST');
    expect($clan.get()).toBeNull();
  });

  it('disarms on Cancel', async () => {
    renderLeave();
    await userEvent.click(screen.getByRole('button', { name: 'Leave Clan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Leave Clan' })).toBeVisible();
    expect(screen.queryByText(LEAVE_CONFIRM_TEXT)).not.toBeInTheDocument();
    expect(leaves()).toBe(0);
  });

  it("shows the server's refusal and keeps the player in the clan", async () => {
    answering({ error: 'The leader cannot leave while others remain.' });
    renderLeave();
    await userEvent.click(screen.getByRole('button', { name: 'Leave Clan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, leave the clan' }));
    await waitFor(() => {
      expect(refusals).toEqual([
        { kind: 'error', text: 'The leader cannot leave while others remain.' },
      ]);
    });
    // Shown once, as the notification: never repeated on the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect($clan.get()).toEqual({ clanid: 7, name: 'Iron Wolves' });
    expect(screen.queryByText('Registry')).not.toBeInTheDocument();
    // Back to the first step: leaving again takes two clicks.
    expect(screen.getByRole('button', { name: 'Leave Clan' })).toBeVisible();
  });
});
