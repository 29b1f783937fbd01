import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, ClanData } from '@idle/contracts';
import { bus } from '@idle/events';
import { CONVERSION_SAME_ITEMS_TEXT, INVALID_AMOUNT_TEXT } from '@idle/game-rules';
import { $items, $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_CLAN_PERMISSIONS, sampleClanData } from '../details/fixtures';
import { clanInitialData, clanStorageApiAnswers, sampleStorageAnswer } from './fixtures';
import {
  EXCHANGE_NEEDS_LEVEL_TEXT,
  EXCHANGE_NEEDS_PERMISSION_TEXT,
  ITEMS_CONVERTED_TEXT,
  ITEMS_DONATED_TEXT,
  NOTHING_TO_DONATE_TEXT,
  SEND_NEEDS_PERMISSION_TEXT,
  STORAGE_LOAD_FAILED_TEXT,
  STORAGE_LOADING_TEXT,
  StoragePage,
} from './StoragePage';

const STORAGE_COUNTS = 'Gold1,200,000Credits250Metal80,000Wood45,000Stone12,000';
let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}, clan: ClanData = sampleClanData()) {
  fetch = useFakeApi({ ...clanStorageApiAnswers(clan), ...answers });
}

function renderPage() {
  render(
    <MemoryRouter>
      <StoragePage />
    </MemoryRouter>,
  );
}

async function renderLoaded() {
  renderPage();
  await screen.findByRole('form', { name: 'Donate items' });
}

const shown = () => $notifications.get().map((entry) => [entry.kind, entry.text]);
const storageCounts = () => screen.getByLabelText('Clan storage').textContent;
/** The changes sent (everything but loading the page). */
const changes = () =>
  fetch.calls.filter((call) => call.method === 'POST').map((call) => call.params);
const form = (name: string) => screen.getByRole('form', { name });
const box = (formName: string, label: string | RegExp) =>
  within(form(formName)).getByRole('textbox', { name: label });
const submit = (formName: string, button: string) =>
  userEvent.click(within(form(formName)).getByRole('button', { name: button }));

beforeEach(() => {
  resetAll();
  loadState(clanInitialData());
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

describe('StoragePage states', () => {
  it('shows loading in the clan frame while the storage and the clan load', () => {
    answering({ 'clan.php?mod=loadStorage': answerNever });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Clan Storage', level: 2 })).toBeVisible();
    expect(screen.getByText(STORAGE_LOADING_TEXT)).toBeVisible();
    expect(fetch.calls.map((call) => call.mod).sort()).toEqual(['loadDetails', 'loadStorage']);
  });

  it('says its own sentence with Retry on a refusal, and loads again', async () => {
    let fail = true;
    answering({
      'clan.php?mod=loadStorage': () =>
        fail ? { error: 'You are not in a clan.' } : sampleStorageAnswer(),
    });
    renderPage();
    expect(await screen.findByText(STORAGE_LOAD_FAILED_TEXT)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Donate items' })).toBeVisible();
  });

  it('shows the storage counts, the rate divided by 10 and the month against the cap', async () => {
    await renderLoaded();
    expect(storageCounts()).toBe(STORAGE_COUNTS);
    expect(screen.getByLabelText('Conversion')).toHaveTextContent(
      'Rate1 resource = 1.5 goldConverted this month150,000 / 1,040,000 gold',
    );
    expect(form('Exchange items')).toBeVisible();
    expect(form('Send items to a member')).toBeVisible();
  });

  it('offers neither exchange nor sending without the items permission; donating stays', async () => {
    answering({}, sampleClanData({ rankNum: 5, permissions: NO_CLAN_PERMISSIONS }));
    await renderLoaded();
    expect(screen.getByText(EXCHANGE_NEEDS_PERMISSION_TEXT)).toBeVisible();
    expect(screen.getByText(SEND_NEEDS_PERMISSION_TEXT)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Exchange items' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Send items to a member' })).toBeNull();
    expect(form('Donate items')).toBeVisible();
  });

  it('offers no exchange at clan level 100, even with the items permission', async () => {
    answering({ 'clan.php?mod=loadStorage': sampleStorageAnswer({ level: 100 }) });
    await renderLoaded();
    expect(screen.getByText(EXCHANGE_NEEDS_LEVEL_TEXT)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Exchange items' })).toBeNull();
    expect(form('Send items to a member')).toBeVisible();
  });
});

describe('donating', () => {
  it('donates the amounts entered, takes them from the player and fills the storage', async () => {
    await renderLoaded();
    await userEvent.type(box('Donate items', /^Gold/), '1000');
    await userEvent.type(box('Donate items', /^Metal/), '50');
    await submit('Donate items', 'Donate');
    await waitFor(() => {
      expect(shown()).toEqual([['success', ITEMS_DONATED_TEXT]]);
    });
    expect(changes()).toEqual([
      {
        mod: 'donateItems',
        items: JSON.stringify([
          { id: 'gold', amount: 1000 },
          { id: 'metal', amount: 50 },
        ]),
      },
    ]);
    expect($items.get().gold).toBe(4_000);
    expect($items.get().metal).toBe(850);
    expect(storageCounts()).toBe('Gold1,201,000Credits250Metal80,050Wood45,000Stone12,000');
    expect(box('Donate items', /^Gold/)).toHaveValue('');
  });

  it('refuses an empty donation and one above what the player has, sending nothing', async () => {
    await renderLoaded();
    await submit('Donate items', 'Donate');
    expect(within(form('Donate items')).getByRole('alert')).toHaveTextContent(
      NOTHING_TO_DONATE_TEXT,
    );
    await userEvent.type(box('Donate items', /^Credits/), '41');
    await submit('Donate items', 'Donate');
    expect(within(form('Donate items')).getByRole('alert')).toHaveTextContent(
      'You only have 40 Credits.',
    );
    await userEvent.clear(box('Donate items', /^Credits/));
    await userEvent.type(box('Donate items', /^Gold/), '5001');
    await submit('Donate items', 'Donate');
    // A sentence with the number as the screen shows it, not "Gold: You only have 5000.".
    expect(within(form('Donate items')).getByRole('alert')).toHaveTextContent(
      /^You only have 5,000 Gold\.$/,
    );
    expect(changes()).toEqual([]);
    expect($items.get().credits).toBe(40);
    expect(storageCounts()).toBe(STORAGE_COUNTS);
  });

  it("shows the server's refusal and changes nothing", async () => {
    answering({ 'clan.php?mod=donateItems': { error: 'You do not have enough Gold.' } });
    await renderLoaded();
    await userEvent.type(box('Donate items', /^Gold/), '10');
    await submit('Donate items', 'Donate');
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'You do not have enough Gold.' }]);
    });
    expect(shown()).toEqual([]);
    expect($items.get().gold).toBe(5_000);
    expect(storageCounts()).toBe(STORAGE_COUNTS);
    expect(box('Donate items', /^Gold/)).toHaveValue('10');
  });
});

describe('exchanging', () => {
  it('converts metal into gold and counts it toward the month', async () => {
    await renderLoaded();
    await userEvent.selectOptions(within(form('Exchange items')).getByLabelText('From'), 'metal');
    await userEvent.selectOptions(within(form('Exchange items')).getByLabelText('To'), 'gold');
    await userEvent.type(box('Exchange items', 'Amount to convert'), '1000');
    await submit('Exchange items', 'Convert');
    await waitFor(() => {
      expect(shown()).toEqual([['success', ITEMS_CONVERTED_TEXT]]);
    });
    expect(changes()).toEqual([{ mod: 'convertItems', from: 'metal', to: 'gold', amount: '1000' }]);
    expect(storageCounts()).toBe('Gold1,201,500Credits250Metal79,000Wood45,000Stone12,000');
    expect(screen.getByLabelText('Conversion')).toHaveTextContent('151,500 / 1,040,000 gold');
    expect(box('Exchange items', 'Amount to convert')).toHaveValue('');
  });

  it('offers gold, metal, wood and stone, and takes at most 12 digits', async () => {
    await renderLoaded();
    const from = within(form('Exchange items')).getByLabelText('From');
    expect(
      within(from)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gold', 'Metal', 'Wood', 'Stone']);
    await userEvent.type(box('Exchange items', 'Amount to convert'), '12345678901234');
    expect(box('Exchange items', 'Amount to convert')).toHaveValue('123456789012');
  });

  it.each([
    ['0', 'metal', 'gold', INVALID_AMOUNT_TEXT],
    ['', 'metal', 'gold', INVALID_AMOUNT_TEXT],
    ['500', 'wood', 'wood', CONVERSION_SAME_ITEMS_TEXT],
  ])(
    'refuses amount "%s" from %s to %s with "%s", sending nothing',
    async (amount, from, to, error) => {
      await renderLoaded();
      await userEvent.selectOptions(within(form('Exchange items')).getByLabelText('From'), from);
      await userEvent.selectOptions(within(form('Exchange items')).getByLabelText('To'), to);
      if (amount !== '') await userEvent.type(box('Exchange items', 'Amount to convert'), amount);
      await submit('Exchange items', 'Convert');
      expect(within(form('Exchange items')).getByRole('alert')).toHaveTextContent(error);
      expect(changes()).toEqual([]);
      expect(storageCounts()).toBe(STORAGE_COUNTS);
      expect(shown()).toEqual([]);
    },
  );

  it("shows the server's refusal and changes nothing", async () => {
    const refusal = 'That is more than your clan may still convert this month.';
    answering({ 'clan.php?mod=convertItems': { error: refusal } });
    await renderLoaded();
    await userEvent.type(box('Exchange items', 'Amount to convert'), '80000');
    await submit('Exchange items', 'Convert');
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: refusal }]);
    });
    expect(shown()).toEqual([]);
    expect(storageCounts()).toBe(STORAGE_COUNTS);
    expect(screen.getByLabelText('Conversion')).toHaveTextContent('150,000 / 1,040,000 gold');
  });
});

describe('sending items to a member', () => {
  it('sends the storage item to the member named and says so', async () => {
    await renderLoaded();
    await userEvent.type(box('Send items to a member', 'Member'), ' Warden_Ann ');
    await userEvent.selectOptions(
      within(form('Send items to a member')).getByLabelText('Item'),
      'wood',
    );
    await userEvent.type(box('Send items to a member', 'Amount to send'), '500');
    await submit('Send items to a member', 'Send');
    await waitFor(() => {
      expect(shown()).toEqual([['success', 'You sent items to Warden_Ann.']]);
    });
    expect(changes()).toEqual([
      {
        mod: 'sendItemsToMember',
        username: 'Warden_Ann',
        items: JSON.stringify([{ id: 'wood', amount: 500 }]),
      },
    ]);
    expect(storageCounts()).toBe('Gold1,200,000Credits250Metal80,000Wood44,500Stone12,000');
    expect(box('Send items to a member', 'Amount to send')).toHaveValue('');
  });

  it('offers only what the server lists as sendable and the storage still holds', async () => {
    answering({
      'clan.php?mod=loadStorage': sampleStorageAnswer({
        storage: { gold: 10, credits: 0, metal: 5, wood: 0, stone: 0 },
      }),
    });
    await renderLoaded();
    const item = within(form('Send items to a member')).getByLabelText('Item');
    expect(
      within(item)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gold', 'Metal']);
  });

  it.each([
    ['', '5', 'Enter the member to send to.'],
    ['Warden_Ann', '', 'Enter an amount above 0.'],
    ['Warden_Ann', '1200001', 'The clan storage only has 1,200,000 Gold.'],
  ])(
    'refuses member "%s" and amount "%s" with "%s", sending nothing',
    async (name, amount, error) => {
      await renderLoaded();
      if (name !== '') await userEvent.type(box('Send items to a member', 'Member'), name);
      if (amount !== '')
        await userEvent.type(box('Send items to a member', 'Amount to send'), amount);
      await submit('Send items to a member', 'Send');
      expect(within(form('Send items to a member')).getByRole('alert')).toHaveTextContent(error);
      expect(changes()).toEqual([]);
      expect(storageCounts()).toBe(STORAGE_COUNTS);
    },
  );

  it("shows the server's refusal and changes nothing", async () => {
    const refusal = 'That player is not a member of your clan.';
    answering({ 'clan.php?mod=sendItemsToMember': { error: refusal } });
    await renderLoaded();
    await userEvent.type(box('Send items to a member', 'Member'), 'Stranger');
    await userEvent.type(box('Send items to a member', 'Amount to send'), '5');
    await submit('Send items to a member', 'Send');
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: refusal }]);
    });
    expect(shown()).toEqual([]);
    expect(storageCounts()).toBe(STORAGE_COUNTS);
    expect(box('Send items to a member', 'Amount to send')).toHaveValue('5');
  });
});
