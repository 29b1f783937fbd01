import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, ClanData } from '@idle/contracts';
import { bus } from '@idle/events';
import { RANK_NAME_CHANGED_TEXT } from '@idle/game-rules';
import { $notifications } from '@idle/state';
import { answerNever, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clanPermissions, sampleClanData, sampleRecruitData } from '../layout/fixtures';
import {
  ClanRanksPage,
  LEADER_ONLY_TEXT,
  permissionChangedText,
  RANKS_LOAD_FAILED_TEXT,
  RANKS_LOADING_TEXT,
} from './ClanRanksPage';
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

function checkbox(permission: string, rank: string): HTMLElement {
  return screen.getByRole('checkbox', { name: `${permission} permission of ${rank}` });
}

function renderRanks(): void {
  render(
    <MemoryRouter initialEntries={['/clan/admin/ranks']}>
      <ClanRanksPage />
    </MemoryRouter>,
  );
}

async function renderLoaded(): Promise<void> {
  renderRanks();
  await screen.findByRole('table');
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

describe('ClanRanksPage states', () => {
  it('shows loading in the clan frame while the clan data loads', () => {
    answering(sampleClanData(), { 'clan.php?mod=loadDetails': answerNever });
    renderRanks();
    expect(screen.getByRole('heading', { name: 'Clan Ranks', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(RANKS_LOADING_TEXT);
    expect(fetch.calls.map((call) => call.mod)).toEqual(['loadDetails']);
  });

  it('says its own sentence with Retry when the ranks fail, then loads on Retry', async () => {
    let fail = true;
    answering(sampleClanData(), {
      'clan.php?mod=ranks': () =>
        fail ? { error: 'Clans are resting.' } : adminApiAnswers()['clan.php?mod=ranks'],
    });
    renderRanks();
    expect(await screen.findByText(RANKS_LOAD_FAILED_TEXT)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('lists every rank with its name and a checkbox per permission', async () => {
    await renderLoaded();
    expect(screen.getByRole('textbox', { name: 'Name of rank 2' })).toHaveValue('Officer');
    expect(screen.getAllByRole('checkbox')).toHaveLength(30);
    expect(checkbox('Kick', 'Officer')).toBeChecked();
    expect(checkbox('Details', 'Officer')).not.toBeChecked();
  });

  it("shows rank 1's permissions ticked and read-only", async () => {
    await renderLoaded();
    for (const permission of ['Details', 'Promotions', 'Buildings', 'Invite', 'Kick', 'Items']) {
      expect(checkbox(permission, 'Leader')).toBeChecked();
      expect(checkbox(permission, 'Leader')).toBeDisabled();
    }
    expect(checkbox('Kick', 'Officer')).toBeEnabled();
    await userEvent.click(checkbox('Kick', 'Leader'));
    expect(checkbox('Kick', 'Leader')).toBeChecked();
    expect(fetch.calls.filter((call) => call.mod === 'changePermission')).toEqual([]);
  });

  it('shows nothing of the ranks below rank 1 and never asks for them', async () => {
    answering(sampleRecruitData({ rankNum: 2, permissions: clanPermissions('invite', 'details') }));
    renderRanks();
    expect(await screen.findByText(LEADER_ONLY_TEXT)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(fetch.calls.map((call) => call.mod)).toEqual(['loadDetails']);
  });
});

describe('changing a permission', () => {
  it('ticks the checkbox and says "<Permission> permission changed."', async () => {
    await renderLoaded();
    await userEvent.click(checkbox('Details', 'Officer'));
    await waitFor(() => {
      expect(shown()).toEqual([['success', 'Details permission changed.']]);
    });
    expect(permissionChangedText('kick')).toBe('Kick permission changed.');
    expect(posts('changePermission')).toEqual([
      { mod: 'changePermission', permission: 'details', num: '2', value: '1' },
    ]);
    expect(checkbox('Details', 'Officer')).toBeChecked();
  });

  it('shows the change at once and reverts the checkbox when the server refuses', async () => {
    let refuse: (answer: unknown) => void = () => undefined;
    answering(sampleClanData(), {
      'clan.php?mod=changePermission': () =>
        new Promise((resolve) => {
          refuse = resolve;
        }),
    });
    await renderLoaded();
    await userEvent.click(checkbox('Kick', 'Officer'));
    expect(checkbox('Kick', 'Officer')).not.toBeChecked();
    refuse({ error: 'Not allowed.' });
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Not allowed.' }]);
    });
    // Shown once, as the notification: never repeated on the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(posts('changePermission')).toEqual([
      { mod: 'changePermission', permission: 'kick', num: '2', value: '0' },
    ]);
    expect(checkbox('Kick', 'Officer')).toBeChecked();
    expect(shown()).toEqual([]);
    expect(refusals).toEqual([{ kind: 'error', text: 'Not allowed.' }]);
  });
});

describe('renaming a rank', () => {
  it('saves the new name', async () => {
    await renderLoaded();
    const name = screen.getByRole('textbox', { name: 'Name of rank 5' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Squire');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[4] as HTMLElement);
    await waitFor(() => {
      expect(shown()).toEqual([['success', RANK_NAME_CHANGED_TEXT]]);
    });
    expect(posts('changeRankName')).toEqual([{ mod: 'changeRankName', num: '5', name: 'Squire' }]);
    expect(screen.getByRole('textbox', { name: 'Name of rank 5' })).toHaveValue('Squire');
    expect(checkbox('Kick', 'Squire')).not.toBeChecked();
  });

  it('keeps the rank as it was when the server refuses', async () => {
    answering(sampleClanData(), { 'clan.php?mod=changeRankName': { error: 'Bad name.' } });
    await renderLoaded();
    const name = screen.getByRole('textbox', { name: 'Name of rank 5' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Squire');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[4] as HTMLElement);
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Bad name.' }]);
    });
    // Shown once, as the notification: never repeated on the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shown()).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Kick permission of Recruit' })).toBeVisible();
  });

  it('offers Save only for a changed, non-empty name', async () => {
    await renderLoaded();
    const save = screen.getAllByRole('button', { name: 'Save' })[4] as HTMLElement;
    expect(save).toBeDisabled();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name of rank 5' }));
    expect(save).toBeDisabled();
    expect(posts('changeRankName')).toEqual([]);
  });
});
