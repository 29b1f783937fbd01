import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, ClanData } from '@idle/contracts';
import { bus } from '@idle/events';
import { NO_PENDING_INVITES_TEXT } from '@idle/game-rules';
import { $notifications } from '@idle/state';
import { answerNever, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clanPermissions, sampleClanData, sampleRecruitData } from '../layout/fixtures';
import {
  ClanInvitesPage,
  INVITE_PERMISSION_TEXT,
  INVITES_LOAD_FAILED_TEXT,
  INVITES_LOADING_TEXT,
  inviteSentText,
} from './ClanInvitesPage';
import { adminApiAnswers } from './fixtures';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(
  actor: ClanData = sampleClanData(),
  answers: Record<string, unknown> = {},
): void {
  fetch = useFakeApi({ ...adminApiAnswers(actor), ...answers });
}

function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

function posts(mod: string): Record<string, string>[] {
  return fetch.calls.filter((call) => call.mod === mod).map((call) => call.params);
}

function pending(): string[][] {
  const section = screen.getByRole('region', { name: 'Pending Invites' });
  return Array.from(section.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()).slice(0, 2),
  );
}

function renderInvites(): void {
  render(
    <MemoryRouter initialEntries={['/clan/admin/invites']}>
      <ClanInvitesPage />
    </MemoryRouter>,
  );
}

async function renderLoaded(): Promise<void> {
  renderInvites();
  await screen.findByRole('region', { name: 'Pending Invites' });
}

beforeEach(() => {
  resetAll();
  refusals = [];
  bus.on('notify', onNotify);
  answering();
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('ClanInvitesPage states', () => {
  it('shows loading in the clan frame while the invites load', async () => {
    answering(sampleClanData(), { 'clan.php?mod=loadInvites': answerNever });
    renderInvites();
    expect(screen.getByRole('heading', { name: 'Clan Invites', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(INVITES_LOADING_TEXT);
    await waitFor(() => {
      expect(fetch.calls.map((call) => call.mod)).toEqual(['loadDetails', 'loadInvites']);
    });
    expect(screen.getByRole('status')).toHaveTextContent(INVITES_LOADING_TEXT);
  });

  it('says its own sentence with Retry on a failure, then loads on Retry', async () => {
    let fail = true;
    answering(sampleClanData(), {
      'clan.php?mod=loadInvites': () => (fail ? { error: 'Clans are resting.' } : { invites: [] }),
    });
    renderInvites();
    expect(await screen.findByText(INVITES_LOAD_FAILED_TEXT)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NO_PENDING_INVITES_TEXT)).toBeVisible();
  });

  it('says "There are no pending invites." when there are none', async () => {
    answering(sampleClanData(), { 'clan.php?mod=loadInvites': { invites: [] } });
    await renderLoaded();
    expect(screen.getByRole('region', { name: 'Pending Invites' })).toHaveTextContent(
      NO_PENDING_INVITES_TEXT,
    );
  });

  it('lists the pending invites with the player and the time', async () => {
    await renderLoaded();
    expect(pending()).toEqual([
      ['Dara', '21 Nov 2026, 14:00 UTC'],
      ['Eskel', '20 Nov 2026, 14:00 UTC'],
    ]);
    expect(screen.getByRole('link', { name: 'Dara' })).toHaveAttribute(
      'href',
      '/player_profile/21',
    );
  });

  it('shows nothing and asks nothing without the invite permission', async () => {
    answering(sampleRecruitData({ rankNum: 2, permissions: clanPermissions('details') }));
    renderInvites();
    expect(await screen.findByText(INVITE_PERMISSION_TEXT)).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(fetch.calls.map((call) => call.mod)).toEqual(['loadDetails']);
  });
});

describe('sending an invite', () => {
  it('sends by username: the list shows it and the box empties', async () => {
    await renderLoaded();
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), ' Fenna ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => {
      expect(pending().map((row) => row[0])).toEqual(['Dara', 'Eskel', 'Fenna']);
    });
    expect(posts('sendInvite')).toEqual([{ mod: 'sendInvite', username: 'Fenna' }]);
    expect(shown()).toEqual([['success', inviteSentText('Fenna')]]);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
  });

  it("shows the server's refusal; the list and the box stay", async () => {
    answering(sampleClanData(), { 'clan.php?mod=sendInvite': { error: 'No such player.' } });
    await renderLoaded();
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'Nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'No such player.' }]);
    });
    // Shown once, as the notification: never repeated on the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(pending()).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('Nobody');
    expect(shown()).toEqual([]);
  });

  it('leaves no refusal behind once a later change succeeds', async () => {
    answering(sampleClanData(), {
      'clan.php?mod=sendInvite': { error: 'That player already has an invite from your clan.' },
      'clan.php?mod=loadInvites': { invites: [{ userid: 21, username: 'Dara', tstamp: 0 }] },
      'clan.php?mod=cancelInvite': { invites: [] },
    });
    await renderLoaded();
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'Dara');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => {
      expect(refusals).toHaveLength(1);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the invite of Dara' }));
    expect(await screen.findByText(NO_PENDING_INVITES_TEXT)).toBeVisible();
    expect(
      screen.queryByText('That player already has an invite from your clan.'),
    ).not.toBeInTheDocument();
    expect(refusals).toEqual([
      { kind: 'error', text: 'That player already has an invite from your clan.' },
    ]);
  });

  it('cannot be sent without a username', async () => {
    await renderLoaded();
    expect(screen.getByRole('button', { name: 'Send Invite' })).toBeDisabled();
  });
});

describe('cancelling an invite', () => {
  it('cancels: the invite leaves the list; the last leaves the empty text', async () => {
    answering(sampleClanData(), {
      'clan.php?mod=cancelInvite': { invites: [] },
      'clan.php?mod=loadInvites': { invites: [{ userid: 21, username: 'Dara', tstamp: 0 }] },
    });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the invite of Dara' }));
    expect(await screen.findByText(NO_PENDING_INVITES_TEXT)).toBeVisible();
    expect(posts('cancelInvite')).toEqual([{ mod: 'cancelInvite', userid: '21' }]);
  });

  it('cancels one of several', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the invite of Eskel' }));
    await waitFor(() => {
      expect(pending().map((row) => row[0])).toEqual(['Dara']);
    });
  });

  it('keeps the invite when the server refuses', async () => {
    answering(sampleClanData(), { 'clan.php?mod=cancelInvite': { error: 'Already accepted.' } });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the invite of Dara' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Already accepted.' }]);
    });
    // Shown once, as the notification: never repeated on the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(pending()).toHaveLength(2);
  });
});
