import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, ClanData } from '@idle/contracts';
import { bus } from '@idle/events';
import { KICK_CONFIRM_TEXT, MEMBER_KICKED_TEXT, RANK_CHANGED_TEXT } from '@idle/game-rules';
import { $notifications } from '@idle/state';
import { answerNever, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clanLayoutApiAnswers,
  clanPermissions,
  sampleClanData,
  sampleRecruitData,
} from '../layout/fixtures';
import {
  ACTIVE_NOW_TEXT,
  ClanMembersPage,
  MEMBERS_LOAD_FAILED_TEXT,
  MEMBERS_LOADING_TEXT,
  NO_MEMBERS_TEXT,
} from './ClanMembersPage';
import { membersApiAnswers, OFFICER, sampleMembers } from './fixtures';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(
  actor: ClanData = sampleClanData(),
  answers: Record<string, unknown> = {},
): void {
  fetch = useFakeApi({ ...membersApiAnswers(), ...clanLayoutApiAnswers(actor), ...answers });
}

function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

function rows(): string[][] {
  return Array.from(screen.getByRole('table').querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
  );
}

function posts(mod: string): Record<string, string>[] {
  return fetch.calls.filter((call) => call.mod === mod).map((call) => call.params);
}

function panel(username: string): HTMLElement {
  return screen.getByRole('region', { name: username });
}

async function renderMembers(): Promise<void> {
  render(
    <MemoryRouter initialEntries={['/clan/members']}>
      <ClanMembersPage />
    </MemoryRouter>,
  );
  await screen.findByRole('table');
  // Every actor of these tests has the invite permission: its menu link says the actor's clan
  // data has arrived, and with it the rank and permissions the controls follow.
  await screen.findByRole('link', { name: 'Invites' });
}

async function open(username: string): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: username }));
  return panel(username);
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
  vi.restoreAllMocks();
});

describe('ClanMembersPage states', () => {
  it('shows loading while the members load, in the clan frame', () => {
    answering(sampleClanData(), { 'clan.php?mod=loadMembers': answerNever });
    render(
      <MemoryRouter>
        <ClanMembersPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Clan Members', level: 2 })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Clan menu' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(MEMBERS_LOADING_TEXT);
  });

  it('says its own sentence with Retry on a failure, then loads on Retry', async () => {
    let fail = true;
    answering(sampleClanData(), {
      'clan.php?mod=loadMembers': () => (fail ? { error: 'Clans are resting.' } : sampleMembers()),
    });
    render(
      <MemoryRouter>
        <ClanMembersPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(MEMBERS_LOAD_FAILED_TEXT)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('says so when there are no members', async () => {
    answering(sampleClanData(), {
      'clan.php?mod=loadMembers': { members: [], ranks: sampleMembers().ranks },
    });
    render(
      <MemoryRouter>
        <ClanMembersPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(NO_MEMBERS_TEXT)).toBeVisible();
  });

  it('lists the members with their rank names and highlights those active now', async () => {
    await renderMembers();
    expect(rows()).toEqual([
      ['Hero_1', 'Leader', ACTIVE_NOW_TEXT, '98,000'],
      ['Ayla', 'Officer', '23 Nov 2026, 21:05 UTC', '40,000'],
      ['Brom', 'Veteran', ACTIVE_NOW_TEXT, '12,500'],
      ['Cyra', 'Recruit', '23 Nov 2026, 21:05 UTC', '300'],
    ]);
    const highlighted = screen.getAllByText(ACTIVE_NOW_TEXT);
    expect(highlighted).toHaveLength(2);
    for (const label of highlighted) expect(label.className).toMatch(/activeNow/);
  });

  it("opens a member's panel with vitals, activity and donations", async () => {
    await renderMembers();
    const brom = await open('Brom');
    const facts = (name: string) =>
      Array.from(within(brom).getByLabelText(name).querySelectorAll('div'), (fact) => [
        fact.querySelector('dt')?.textContent,
        fact.querySelector('dd')?.textContent,
      ]);
    expect(facts('Vitals and activity')).toEqual([
      ['Rank', 'Veteran'],
      ['Last active', ACTIVE_NOW_TEXT],
      ['Mobs killed', '880'],
      ['Bosses killed', '2'],
      ['Clanmanship', '12,500'],
      ['Actions for the clan', '9,100'],
      ['Actions today', '1,420'],
      ['Actions this month', '38,000'],
      ['Total actions', '512,345'],
    ]);
    expect(facts('Donations')).toEqual([
      ['Gold', '25,000'],
      ['Credits', '0'],
      ['Metal', '300'],
      ['Wood', '120'],
      ['Stone', '40'],
    ]);
    await userEvent.click(within(brom).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Brom' })).not.toBeInTheDocument();
  });
});

describe('kicking', () => {
  it('asks first, then kicks: the member leaves the list and the panel closes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderMembers();
    await userEvent.click(within(await open('Cyra')).getByRole('button', { name: 'Kick' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', MEMBER_KICKED_TEXT]]);
    });
    expect(confirm).toHaveBeenCalledWith(KICK_CONFIRM_TEXT);
    expect(posts('kickMember')).toEqual([{ mod: 'kickMember', id: '4' }]);
    expect(rows().map((row) => row[0])).toEqual(['Hero_1', 'Ayla', 'Brom']);
    expect(screen.queryByRole('region', { name: 'Cyra' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server when the question is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    await renderMembers();
    await userEvent.click(within(await open('Cyra')).getByRole('button', { name: 'Kick' }));
    expect(posts('kickMember')).toEqual([]);
    expect(rows()).toHaveLength(4);
  });

  it("shows the server's refusal and keeps the member", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    answering(sampleClanData(), { 'clan.php?mod=kickMember': { error: 'Cyra already left.' } });
    await renderMembers();
    const cyra = await open('Cyra');
    await userEvent.click(within(cyra).getByRole('button', { name: 'Kick' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Cyra already left.' }]);
    });
    // Shown once, as the notification: never repeated on the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shown()).toEqual([]);
    expect(rows()).toHaveLength(4);
  });
});

describe('changing a rank', () => {
  it('changes the rank: the select, the list and a notification follow', async () => {
    await renderMembers();
    const cyra = await open('Cyra');
    await userEvent.selectOptions(within(cyra).getByLabelText('Change rank'), 'Officer');
    await waitFor(() => {
      expect(shown()).toEqual([['success', RANK_CHANGED_TEXT]]);
    });
    expect(posts('changeRank')).toEqual([{ mod: 'changeRank', id: '4', rankNum: '2' }]);
    expect(within(cyra).getByLabelText('Change rank')).toHaveValue('2');
    expect(rows()[3]?.[1]).toBe('Officer');
  });

  it('restores the previous rank in the select when the server refuses', async () => {
    answering(sampleClanData(), { 'clan.php?mod=changeRank': { error: 'Not allowed.' } });
    await renderMembers();
    const cyra = await open('Cyra');
    await userEvent.selectOptions(within(cyra).getByLabelText('Change rank'), 'Officer');
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Not allowed.' }]);
    });
    // Shown once, as the notification: never repeated on the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(cyra).getByLabelText('Change rank')).toHaveValue('5');
    expect(rows()[3]?.[1]).toBe('Recruit');
    expect(shown()).toEqual([]);
  });

  it('offers an officer only the ranks below its own', async () => {
    answering(OFFICER);
    await renderMembers();
    const cyra = await open('Cyra');
    const options = within(within(cyra).getByLabelText('Change rank')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Veteran', 'Member', 'Recruit']);
  });

  it('offers the leader every rank, Leader included: the clan can change hands', async () => {
    answering(sampleClanData());
    await renderMembers();
    const cyra = await open('Cyra');
    const options = within(within(cyra).getByLabelText('Change rank')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Leader',
      'Officer',
      'Veteran',
      'Member',
      'Recruit',
    ]);
  });
});

describe('who sees the controls', () => {
  it('shows none on members of equal or higher authority', async () => {
    answering(OFFICER);
    await renderMembers();
    for (const username of ['Hero_1', 'Ayla']) {
      const opened = await open(username);
      expect(within(opened).queryByRole('button', { name: 'Kick' })).not.toBeInTheDocument();
      expect(within(opened).queryByLabelText('Change rank')).not.toBeInTheDocument();
    }
    expect(within(await open('Brom')).getByRole('button', { name: 'Kick' })).toBeVisible();
  });

  it('shows none to a member without the kick and promotions permissions', async () => {
    answering(sampleRecruitData({ rankNum: 2, permissions: clanPermissions('invite') }));
    await renderMembers();
    const cyra = await open('Cyra');
    expect(within(cyra).queryByRole('button', { name: 'Kick' })).not.toBeInTheDocument();
    expect(within(cyra).queryByLabelText('Change rank')).not.toBeInTheDocument();
  });

  it('shows Kick alone with the kick permission and no promotions', async () => {
    answering(sampleRecruitData({ rankNum: 2, permissions: clanPermissions('kick', 'invite') }));
    await renderMembers();
    const cyra = await open('Cyra');
    expect(within(cyra).getByRole('button', { name: 'Kick' })).toBeVisible();
    expect(within(cyra).queryByLabelText('Change rank')).not.toBeInTheDocument();
  });
});
