import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, ClanData } from '@idle/contracts';
import { bus } from '@idle/events';
import { INVALID_TAX_TEXT } from '@idle/game-rules';
import { $notifications } from '@idle/state';
import { answerNever, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clanPermissions, sampleClanData, sampleRecruitData } from '../layout/fixtures';
import {
  CLAN_TAXES_CHANGED_TEXT,
  ClanSettingsPage,
  DETAILS_PERMISSION_TEXT,
  SETTINGS_LOAD_FAILED_TEXT,
  SETTINGS_LOADING_TEXT,
} from './ClanSettingsPage';
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

function renderSettings(): void {
  render(
    <MemoryRouter initialEntries={['/clan/admin/settings']}>
      <ClanSettingsPage />
    </MemoryRouter>,
  );
}

async function renderLoaded(): Promise<void> {
  renderSettings();
  await screen.findByRole('region', { name: 'Clan Taxes' });
}

async function enter(gold: string, resources: string): Promise<void> {
  const goldBox = screen.getByLabelText('Gold tax %');
  const resourceBox = screen.getByLabelText('Resource tax %');
  await userEvent.clear(goldBox);
  if (gold) await userEvent.type(goldBox, gold);
  await userEvent.clear(resourceBox);
  if (resources) await userEvent.type(resourceBox, resources);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
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

describe('ClanSettingsPage states', () => {
  it('shows loading in the clan frame while the settings load', () => {
    answering(sampleClanData(), { 'clan.php?mod=loadDetails': answerNever });
    renderSettings();
    expect(screen.getByRole('heading', { name: 'Clan Settings', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(SETTINGS_LOADING_TEXT);
  });

  it('says its own sentence with Retry on a failure, then loads on Retry', async () => {
    let fail = true;
    answering(sampleClanData(), {
      'clan.php?mod=loadSettings': () =>
        fail ? { error: 'Clans are resting.' } : { goldTax: 1, resTax: 2 },
    });
    renderSettings();
    expect(await screen.findByText(SETTINGS_LOAD_FAILED_TEXT)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Gold tax %')).toHaveValue('1');
  });

  it('shows the taxes in 3-character inputs', async () => {
    await renderLoaded();
    expect(screen.getByLabelText('Gold tax %')).toHaveValue('5');
    expect(screen.getByLabelText('Resource tax %')).toHaveValue('3');
    for (const label of ['Gold tax %', 'Resource tax %']) {
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.type(screen.getByLabelText(label), '1234');
      expect(screen.getByLabelText(label)).toHaveValue('123');
    }
    expect(posts('loadSettings')).toEqual([{ mod: 'loadSettings' }]);
  });

  it('shows nothing and asks nothing without the details permission', async () => {
    answering(sampleRecruitData({ rankNum: 2, permissions: clanPermissions('invite', 'kick') }));
    renderSettings();
    expect(await screen.findByText(DETAILS_PERMISSION_TEXT)).toBeVisible();
    expect(screen.queryByLabelText('Gold tax %')).not.toBeInTheDocument();
    expect(fetch.calls.map((call) => call.mod)).toEqual(['loadDetails']);
  });
});

describe('editing the taxes', () => {
  it('saves both taxes', async () => {
    await renderLoaded();
    await enter('12', '0');
    await waitFor(() => {
      expect(shown()).toEqual([['success', CLAN_TAXES_CHANGED_TEXT]]);
    });
    expect(posts('editTaxes')).toEqual([{ mod: 'editTaxes', goldTax: '12', resTax: '0' }]);
    expect(screen.getByRole('region', { name: 'Clan Taxes' })).toHaveTextContent(
      'at least 12% of the gold',
    );
  });

  it('refuses a tax above 100 or an empty box before asking the server', async () => {
    await renderLoaded();
    await enter('101', '3');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_TAX_TEXT);
    await enter('5', '');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_TAX_TEXT);
    expect(posts('editTaxes')).toEqual([]);
    expect(screen.getByRole('region', { name: 'Clan Taxes' })).toHaveTextContent(
      'at least 5% of the gold',
    );
  });

  it("shows the server's refusal and keeps the saved taxes", async () => {
    answering(sampleClanData(), { 'clan.php?mod=editTaxes': { error: 'Not allowed.' } });
    await renderLoaded();
    await enter('50', '50');
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Not allowed.' }]);
    });
    // Shown once, as the notification: never repeated on the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shown()).toEqual([]);
    expect(screen.getByRole('region', { name: 'Clan Taxes' })).toHaveTextContent(
      'at least 5% of the gold',
    );
  });
});
