import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { INVALID_AMOUNT_TEXT, UNABLE_TO_CRAFT_TEXT } from '@idle/game-rules';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  craftingApiAnswers,
  craftingInitialData,
  newPlayerInitialData,
  sampleLoadCrafting,
} from '../crafting/fixtures';
import { definition, keptCrafting } from '../crafting/test-helpers';
import { AlchemyHomePage, NO_POTIONS_TEXT, POTIONS_LOAD_FAILED_TEXT } from './AlchemyHomePage';

type StartAction = BusEvents['startAction'];
type Notify = BusEvents['notify'];

let fetch: FakeFetch;
let started: StartAction[];
let notified: Notify[];
const onStart = (event: StartAction) => started.push(event);
const onNotify = (event: Notify) => notified.push(event);

function answering(answers: Record<string, unknown>): void {
  fetch = useFakeApi({ ...craftingApiAnswers(), ...answers });
}

function potion(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

function ingredients(name: string): string[] {
  const list = screen.getByRole('list', { name: `Ingredients for ${name}` });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent.trim());
}

function amountInput(name: string): HTMLInputElement {
  return within(potion(name)).getByRole('textbox', { name: 'Amount' });
}

async function renderPage(): Promise<void> {
  render(<AlchemyHomePage />);
  await screen.findByRole('list', { name: 'Potions' });
}

beforeEach(() => {
  resetAll();
  started = [];
  notified = [];
  answering({});
  loadState(craftingInitialData());
  bus.on('startAction', onStart);
  bus.on('notify', onNotify);
});

afterEach(() => {
  cleanup();
  bus.off('startAction', onStart);
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('AlchemyHomePage states', () => {
  it('shows a loading state while the potions load', () => {
    answering({ 'misc.php?mod=loadCrafting': answerNever });
    render(<AlchemyHomePage />);
    expect(screen.getByRole('heading', { name: 'Alchemy', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading potions...');
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'misc.php',
      params: { mod: 'loadCrafting' },
    });
  });

  it('shows a loading state until the game state is loaded', async () => {
    resetAll();
    render(<AlchemyHomePage />);
    await waitFor(() => {
      expect(fetch.calls).toHaveLength(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading potions...');
    loadState(craftingInitialData());
    expect(await screen.findByRole('list', { name: 'Potions' })).toBeVisible();
  });

  it('says its own sentence with a Retry that loads again; the refusal is only notified', async () => {
    let fail = true;
    answering({
      'misc.php?mod=loadCrafting': () =>
        fail ? { error: 'Alchemy is closed.' } : sampleLoadCrafting(),
    });
    render(<AlchemyHomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(POTIONS_LOAD_FAILED_TEXT);
    expect(screen.queryByText('Alchemy is closed.')).toBeNull();
    expect(notified).toEqual([{ kind: 'error', text: 'Alchemy is closed.' }]);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Potions' })).toBeVisible();
  });

  it('shows an empty state without potions', async () => {
    answering({ 'misc.php?mod=loadCrafting': sampleLoadCrafting({ potions: {} }) });
    render(<AlchemyHomePage />);
    expect(await screen.findByText(NO_POTIONS_TEXT)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Potions' })).toBeNull();
  });

  it('keeps the answer for the progress screen', async () => {
    await renderPage();
    expect(keptCrafting()).toEqual(sampleLoadCrafting());
  });
});

describe('AlchemyHomePage potions', () => {
  it('lists the potions by level, each with its level, essence chance and ingredients', async () => {
    await renderPage();
    const list = screen.getByRole('list', { name: 'Potions' });
    expect(Array.from(list.children, (item) => item.getAttribute('aria-label'))).toEqual([
      'Potion of Wrath',
      'Potion of Vigor',
    ]);
    expect(screen.getByText('Your alchemy level: 40')).toBeVisible();
    expect(definition(potion('Potion of Wrath'), 'Level required')).toBe('1');
    // 125 tenths x (1 + 10/50) = 150 -> 15%.
    expect(definition(potion('Potion of Wrath'), 'Essence chance')).toBe('15% (Alchemy Essence)');
    expect(ingredients('Potion of Wrath')).toEqual(['Red Herb 5 / 2', 'Vial 2 / 1']);
    expect(definition(potion('Potion of Vigor'), 'Level required')).toBe('35');
    // 80 x 1.2 = 96 -> 9.6%.
    expect(definition(potion('Potion of Vigor'), 'Essence chance')).toBe('9.6% (Alchemy Essence)');
    expect(ingredients('Potion of Vigor')).toEqual(['Red Herb 5 / 3', 'Vial 2 / 1']);
    for (const name of ['Potion of Wrath', 'Potion of Vigor']) {
      expect(within(potion(name)).getByRole('button', { name: 'Brew' })).toBeEnabled();
      expect(amountInput(name)).toHaveValue('1');
    }
  });

  it('shows a new player: no bonus to the chance below level 30, short items in red', async () => {
    loadState(newPlayerInitialData());
    await renderPage();
    expect(definition(potion('Potion of Wrath'), 'Essence chance')).toBe('12.5% (Alchemy Essence)');
    expect(ingredients('Potion of Wrath')).toEqual(['Red Herb 0 / 2', 'Vial 0 / 1']);
    expect(within(potion('Potion of Wrath')).getByText('0 / 2').className).toMatch(/short/);
    expect(within(potion('Potion of Vigor')).getByText('35').className).toMatch(/short/);
    for (const name of ['Potion of Wrath', 'Potion of Vigor']) {
      expect(within(potion(name)).queryByRole('button')).toBeNull();
      expect(within(potion(name)).getByText(UNABLE_TO_CRAFT_TEXT)).toBeVisible();
    }
  });

  it('checks the ingredients for the whole amount', async () => {
    await renderPage();
    const input = amountInput('Potion of Wrath');
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    expect(ingredients('Potion of Wrath')).toEqual(['Red Herb 5 / 4', 'Vial 2 / 2']);
    expect(within(potion('Potion of Wrath')).getByRole('button', { name: 'Brew' })).toBeEnabled();
    await userEvent.type(input, '5');
    expect(input).toHaveValue('25');
    expect(ingredients('Potion of Wrath')).toEqual(['Red Herb 5 / 50', 'Vial 2 / 25']);
    expect(within(potion('Potion of Wrath')).queryByRole('button')).toBeNull();
    expect(within(potion('Potion of Wrath')).getByText(UNABLE_TO_CRAFT_TEXT)).toBeVisible();
  });

  it('starts brewing the amount', async () => {
    await renderPage();
    const input = amountInput('Potion of Wrath');
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await userEvent.click(within(potion('Potion of Wrath')).getByRole('button', { name: 'Brew' }));
    expect(started).toEqual([
      { action: 'alchemy', body: { itemid: 'potion_of_wrath', amount: 2 } },
    ]);
  });

  it("says 'Invalid amount.' for 0 or no amount, and does not start", async () => {
    await renderPage();
    const card = potion('Potion of Vigor');
    const input = amountInput('Potion of Vigor');
    await userEvent.clear(input);
    expect(within(card).queryByText(INVALID_AMOUNT_TEXT)).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Brew' }));
    expect(within(card).getByText(INVALID_AMOUNT_TEXT)).toBeVisible();
    await userEvent.type(input, '0');
    expect(within(card).getByText(INVALID_AMOUNT_TEXT)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(card).getByRole('button', { name: 'Brew' }));
    expect(started).toEqual([]);
    // Only this potion's input shows the error.
    expect(within(potion('Potion of Wrath')).queryByText(INVALID_AMOUNT_TEXT)).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    expect(within(card).queryByText(INVALID_AMOUNT_TEXT)).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Brew' }));
    expect(started).toEqual([
      { action: 'alchemy', body: { itemid: 'potion_of_vigor', amount: 1 } },
    ]);
  });

  it('keeps at most 4 digits', async () => {
    await renderPage();
    const input = amountInput('Potion of Wrath');
    await userEvent.clear(input);
    await userEvent.type(input, '98765');
    expect(input).toHaveValue('9876');
  });
});
