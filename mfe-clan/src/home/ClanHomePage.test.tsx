import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, LoadClanHomeAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import { $clan } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleRecruitData } from '../layout/fixtures';
import {
  CLAN_HOME_LOAD_FAILED_TEXT,
  CLAN_HOME_LOADING_TEXT,
  ClanHomePage,
  EMPTY_CLAN_LOG_TEXT,
  LOAD_CLAN_LOG_TEXT,
  NO_ANNOUNCEMENT_TEXT,
} from './ClanHomePage';
import { clanHomeApiAnswers, SAMPLE_ANNOUNCEMENT, sampleClanHome } from './fixtures';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(
  home: LoadClanHomeAnswer = sampleClanHome(),
  answers: Record<string, unknown> = {},
): void {
  fetch = useFakeApi({ ...clanHomeApiAnswers(home), ...answers });
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function logEntries(): string[] {
  return within(section('Clan Log'))
    .queryAllByRole('listitem')
    .map((entry) => entry.textContent);
}

function mods(): (string | null)[] {
  return fetch.calls.map((call) => call.mod);
}

async function renderHome(): Promise<void> {
  render(
    <MemoryRouter initialEntries={['/clan']}>
      <ClanHomePage />
    </MemoryRouter>,
  );
  await screen.findByRole('region', { name: 'Announcement' });
}

beforeEach(() => {
  resetAll();
  refusals = [];
  bus.on('notify', onNotify);
  answering();
  loadState();
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('ClanHomePage states', () => {
  it('shows loading while the home loads, having asked loadClanHome', () => {
    answering(sampleClanHome(), {
      'clan.php?mod=loadClanHome': answerNever,
    });
    render(
      <MemoryRouter>
        <ClanHomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(CLAN_HOME_LOADING_TEXT);
    expect(fetch.calls).toEqual([expect.objectContaining({ method: 'GET', mod: 'loadClanHome' })]);
  });

  it('says its own sentence with Retry on a failure, then loads on Retry', async () => {
    let fail = true;
    answering(sampleClanHome(), {
      'clan.php?mod=loadClanHome': () =>
        fail ? { error: 'Clans are resting.' } : sampleClanHome(),
    });
    render(
      <MemoryRouter>
        <ClanHomePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(CLAN_HOME_LOAD_FAILED_TEXT)).toBeVisible();
    expect(refusals).toEqual([{ kind: 'error', text: 'Clans are resting.' }]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Announcement' })).toBeVisible();
  });

  it("shows the member's clan: menu, announcement and log, and sets $clan", async () => {
    await renderHome();
    expect(screen.getByRole('heading', { name: 'Iron Wolves', level: 2 })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Clan menu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ranks' })).toBeVisible();
    expect(section('Announcement')).toHaveTextContent('Boss night on Friday.');
    expect(logEntries()).toEqual([
      '20 Nov 2026, 18:30 UTC Hero_1 upgraded the Headquarters to level 3.',
      '20 Nov 2026, 18:29 UTC Ayla joined the clan.',
    ]);
    expect($clan.get()).toEqual({ clanid: 7, name: 'Iron Wolves' });
    // The home's own clan data serves the menu: no loadDetails.
    expect(mods()).toEqual(['loadClanHome']);
  });

  it('says so when there is no announcement and the log is empty', async () => {
    answering(sampleClanHome({ announcement: '', log: [] }));
    await renderHome();
    expect(section('Announcement')).toHaveTextContent(NO_ANNOUNCEMENT_TEXT);
    expect(section('Clan Log')).toHaveTextContent(EMPTY_CLAN_LOG_TEXT);
  });

  it('shows the registry to a player without a clan, and empties $clan', async () => {
    answering('-');
    render(
      <MemoryRouter>
        <ClanHomePage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Clan Registry' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Clan menu' })).not.toBeInTheDocument();
    expect($clan.get()).toBeNull();
  });

  it('opens the member home once a player without a clan accepts an invite', async () => {
    let member = false;
    answering('-', {
      'clan.php?mod=loadClanHome': () => (member ? sampleClanHome() : '-'),
    });
    render(
      <MemoryRouter>
        <ClanHomePage />
      </MemoryRouter>,
    );
    const accept = await screen.findByRole('button', { name: 'Accept the invite of Iron Wolves' });
    member = true;
    await userEvent.click(accept);
    expect(await screen.findByRole('region', { name: 'Announcement' })).toBeVisible();
    expect(mods().filter((mod) => mod === 'loadClanHome')).toHaveLength(2);
  });
});

describe('the announcement', () => {
  it('is edited with the details permission', async () => {
    await renderHome();
    await userEvent.click(within(section('Announcement')).getByRole('button', { name: 'Edit' }));
    const box = screen.getByLabelText('New announcement');
    expect(box).toHaveValue(SAMPLE_ANNOUNCEMENT);
    await userEvent.clear(box);
    await userEvent.type(box, 'Raid at dawn.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.queryByLabelText('New announcement')).not.toBeInTheDocument();
    });
    expect(section('Announcement')).toHaveTextContent('Raid at dawn.');
    expect(fetch.calls.filter((call) => call.mod === 'editAnnouncement')).toEqual([
      expect.objectContaining({
        method: 'POST',
        params: { mod: 'editAnnouncement', data: 'Raid at dawn.' },
      }),
    ]);
  });

  it('keeps the old text and the editor open when the server refuses', async () => {
    answering(sampleClanHome(), { 'clan.php?mod=editAnnouncement': { error: 'Too long.' } });
    await renderHome();
    await userEvent.click(within(section('Announcement')).getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('New announcement'), ' More.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Too long.' }]);
    });
    // Shown once, as the notification: never repeated on the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New announcement')).toHaveValue(`${SAMPLE_ANNOUNCEMENT} More.`);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(section('Announcement').querySelector('p')?.textContent).toBe(SAMPLE_ANNOUNCEMENT);
  });

  it('has no Edit without the details permission', async () => {
    answering(sampleClanHome({ clanMemberData: sampleRecruitData() }));
    await renderHome();
    expect(section('Announcement')).toHaveTextContent('Boss night on Friday.');
    expect(within(section('Announcement')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ranks' })).not.toBeInTheDocument();
  });
});

describe('the log loader', () => {
  it('shows the most recent 100 entries', async () => {
    await renderHome();
    await userEvent.click(screen.getByRole('button', { name: LOAD_CLAN_LOG_TEXT }));
    await waitFor(() => {
      expect(logEntries()).toHaveLength(100);
    });
    expect(LOAD_CLAN_LOG_TEXT).toBe('Most Recent 100 Log Entries');
    expect(mods()).toEqual(['loadClanHome', 'loadLog']);
  });

  it('keeps the log shown when the server refuses', async () => {
    answering(sampleClanHome(), { 'clan.php?mod=loadLog': { error: 'The log is resting.' } });
    await renderHome();
    await userEvent.click(screen.getByRole('button', { name: LOAD_CLAN_LOG_TEXT }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'The log is resting.' }]);
    });
    // Shown once, as the notification: never repeated on the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logEntries()).toHaveLength(2);
  });
});
