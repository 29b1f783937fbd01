import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { jewelSlotCost, rarityColour, TOKEN_STORE_TEXTS } from '@idle/game-rules';
import { $items, $jewelSlots, $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleTokenStore, tokenStoreApiAnswers, tokenStoreInitialData } from './fixtures';
import {
  TOKEN_STORE_LOAD_FAILED_TEXT,
  TOKEN_STORE_LOADING_TEXT,
  TokenStorePage,
} from './TokenStorePage';

let fetch: FakeFetch;
/** What the request layer notified over the bus: the server's refusals. */
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...tokenStoreApiAnswers(), ...answers });
}

function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

/** The purchases sent (everything but loading the store). */
function sent(): Record<string, string>[] {
  return fetch.calls.filter((call) => call.mod !== 'tokenStore').map((call) => call.params);
}

function rows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return Array.from(table.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
  );
}

/** jsdom reports inline colours as rgb(); compare through a probe element. */
function cssColour(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  return probe.style.color;
}

const slotRows = () => rows('Jewel slots for dungeoneering tokens');
const itemRows = () => rows('Items for boss tokens');
const tokens = () => screen.getByLabelText('Your tokens').textContent;

async function renderLoaded(): Promise<void> {
  render(<TokenStorePage />);
  await screen.findByRole('table', { name: 'Items for boss tokens' });
}

beforeEach(() => {
  resetAll();
  refusals = [];
  bus.on('notify', onNotify);
  answering();
  loadState(tokenStoreInitialData());
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('TokenStorePage states', () => {
  it('shows loading while the store loads, having asked for it', () => {
    answering({ 'store.php?mod=tokenStore': answerNever });
    render(<TokenStorePage />);
    expect(screen.getByRole('heading', { name: 'Token Store', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(TOKEN_STORE_LOADING_TEXT);
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'store.php',
      params: { mod: 'tokenStore' },
    });
  });

  it('says its own sentence with Retry; the refusal is only notified', async () => {
    let fail = true;
    answering({
      'store.php?mod=tokenStore': () =>
        fail ? { error: 'The store is closed.' } : sampleTokenStore(),
    });
    render(<TokenStorePage />);
    expect(await screen.findByText(TOKEN_STORE_LOAD_FAILED_TEXT)).toBeVisible();
    expect(refusals).toEqual([{ kind: 'error', text: 'The store is closed.' }]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Items for boss tokens' })).toBeVisible();
  });

  it('shows the tokens, the items with their price and the jewel slots of each gem type', async () => {
    await renderLoaded();
    expect(tokens()).toBe('Boss tokens600Dungeoneering tokens3,000');
    expect(itemRows()).toEqual([
      ['Leather Strap', '2,000', `${TOKEN_STORE_TEXTS.notEnoughBossTokens}Buy`],
      ['Heroic Shard', '500', 'Buy'],
      ['Health Upgrade Stone', '250', 'Buy'],
      ['Damage Upgrade Stone', '250', 'Buy'],
      ['Bound Tool Component', '50', 'Buy'],
    ]);
    expect(screen.getByRole('button', { name: 'Buy Leather Strap' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Heroic Shard' })).toBeEnabled();
    expect(slotRows()).toEqual([
      ['Sapphire', '2 / 6', '5,000', `${TOKEN_STORE_TEXTS.notEnoughDungeoneeringTokens}Buy`],
      ['Ruby', '1 / 6', '1,000', 'Buy'],
      ['Emerald', '1 / 6', '1,000', 'Buy'],
      ['Diamond', '6 / 6', 'None', `${TOKEN_STORE_TEXTS.maxJewelSlots}Buy`],
    ]);
    expect(screen.getByRole('button', { name: 'Buy Sapphire jewel slot' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Ruby jewel slot' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Buy Diamond jewel slot' })).toBeDisabled();
  });

  it('draws each gem type in the rarity colour of its slots: 2, 3, 3, 4', async () => {
    await renderLoaded();
    const table = screen.getByRole('table', { name: 'Jewel slots for dungeoneering tokens' });
    const expected: [string, number][] = [
      ['Sapphire', 2],
      ['Ruby', 3],
      ['Emerald', 3],
      ['Diamond', 4],
    ];
    for (const [name, rarity] of expected) {
      expect(within(table).getByText(name), name).toHaveStyle({
        color: cssColour(rarityColour(rarity)),
      });
    }
  });

  it('disables every purchase for a player without tokens', async () => {
    loadState(tokenStoreInitialData({ boss_tokens: 0, dungeoneering_tokens: 0 }));
    await renderLoaded();
    const buttons = screen.getAllByRole('button', { name: /^Buy / });
    expect(buttons).toHaveLength(9);
    for (const button of buttons) expect(button).toBeDisabled();
  });
});

describe('buying with boss tokens', () => {
  it('buys one item, takes the tokens and says "Item purchased."', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Buy Heroic Shard' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', 'Item purchased.']]);
    });
    expect(sent()).toEqual([{ mod: 'spendBossTokens', id: '2' }]);
    expect(fetch.calls.at(-1)).toMatchObject({ method: 'POST', path: 'store.php' });
    expect($items.get().boss_tokens).toBe(100);
    expect($items.get().heroic_shard).toBe(1);
    expect(tokens()).toContain('Boss tokens100');
    // 100 tokens no longer pay for another shard.
    expect(screen.getByRole('button', { name: 'Buy Heroic Shard' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Bound Tool Component' })).toBeEnabled();
  });

  it("shows the server's refusal and changes nothing", async () => {
    answering({ 'store.php?mod=spendBossTokens': { error: 'Not enough boss tokens.' } });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Buy Heroic Shard' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Not enough boss tokens.' }]);
    });
    expect(shown()).toEqual([]);
    expect($items.get().boss_tokens).toBe(600);
    expect($items.get().heroic_shard).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Buy Heroic Shard' })).toBeEnabled();
  });
});

describe('buying jewel slots with dungeoneering tokens', () => {
  it('buys a slot, takes the tokens and shows the next price', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Buy Ruby jewel slot' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', 'You have purchased an additional jewel slot.']]);
    });
    expect(sent()).toEqual([{ mod: 'buyJewelSlots', jewelType: '2' }]);
    expect($items.get().dungeoneering_tokens).toBe(2_000);
    // The jewel inventory equips by the slots owned.
    expect($jewelSlots.get()[2]).toBe(2);
    expect(slotRows()[1]).toEqual([
      'Ruby',
      '2 / 6',
      '5,000',
      `${TOKEN_STORE_TEXTS.notEnoughDungeoneeringTokens}Buy`,
    ]);
    // The other gem types keep theirs; emerald is still affordable.
    expect(slotRows()[2]).toEqual(['Emerald', '1 / 6', '1,000', 'Buy']);
    expect(screen.getByRole('button', { name: 'Buy Emerald jewel slot' })).toBeEnabled();
  });

  it('reaches the maximum with the last slot', async () => {
    const store = sampleTokenStore({
      jewelSlots: { 1: 5, 2: 1, 3: 1, 4: 6 },
      jewelSlotsCost: { 1: jewelSlotCost(5), 2: 1_000, 3: 1_000, 4: null },
    });
    answering(tokenStoreApiAnswers(store));
    loadState(tokenStoreInitialData({ dungeoneering_tokens: 700_000 }));
    await renderLoaded();
    expect(slotRows()[0]).toEqual(['Sapphire', '5 / 6', '625,000', 'Buy']);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Sapphire jewel slot' }));
    await waitFor(() => {
      expect(slotRows()[0]).toEqual([
        'Sapphire',
        '6 / 6',
        'None',
        `${TOKEN_STORE_TEXTS.maxJewelSlots}Buy`,
      ]);
    });
    expect($items.get().dungeoneering_tokens).toBe(75_000);
    expect(screen.getByRole('button', { name: 'Buy Sapphire jewel slot' })).toBeDisabled();
  });

  it("shows the server's refusal and changes nothing", async () => {
    answering({ 'store.php?mod=buyJewelSlots': { error: 'Not enough dungeoneering tokens.' } });
    await renderLoaded();
    const before = slotRows();
    await userEvent.click(screen.getByRole('button', { name: 'Buy Ruby jewel slot' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Not enough dungeoneering tokens.' }]);
    });
    expect(shown()).toEqual([]);
    expect($items.get().dungeoneering_tokens).toBe(3_000);
    expect(slotRows()).toEqual(before);
  });
});
