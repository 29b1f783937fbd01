import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { UNABLE_TO_CRAFT_TEXT } from '@idle/game-rules';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { craftingApiAnswers, craftingInitialData, sampleLoadCrafting } from '../crafting/fixtures';
import { definition, hasTerm, keptRuneFlags } from '../crafting/test-helpers';
import {
  chanceText,
  NO_RUNES_TEXT,
  RUNES_LOAD_FAILED_TEXT,
  RunecraftingHomePage,
} from './RunecraftingHomePage';
import { STOP_AFTER_CRAFT_LABEL, STOP_AFTER_FAIL_LABEL } from './RuneFlags';

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

function rune(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

function runeNames(): string[] {
  const list = screen.getByRole('list', { name: 'Runes' });
  return Array.from(list.children, (item) => item.getAttribute('aria-label') ?? '');
}

function requirements(name: string): string[] {
  const list = screen.getByRole('list', { name: `Items required for ${name}` });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent.trim());
}

function levelInput(name: string): HTMLInputElement {
  return within(rune(name)).getByRole('textbox', { name: 'Level' });
}

async function renderPage(): Promise<void> {
  render(<RunecraftingHomePage />);
  await screen.findByRole('list', { name: 'Runes' });
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

describe('RunecraftingHomePage states', () => {
  it('shows a loading state while the runes load', () => {
    answering({ 'misc.php?mod=loadCrafting': answerNever });
    render(<RunecraftingHomePage />);
    expect(screen.getByRole('heading', { name: 'Runecrafting', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading runes...');
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'misc.php',
      params: { mod: 'loadCrafting' },
    });
  });

  it('shows a loading state until the game state is loaded', async () => {
    resetAll();
    render(<RunecraftingHomePage />);
    await waitFor(() => {
      expect(fetch.calls).toHaveLength(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading runes...');
    loadState(craftingInitialData());
    expect(await screen.findByRole('list', { name: 'Runes' })).toBeVisible();
  });

  it('says its own sentence with a Retry that loads again; the refusal is only notified', async () => {
    let fail = true;
    answering({
      'misc.php?mod=loadCrafting': () =>
        fail ? { error: 'Runecrafting is closed.' } : sampleLoadCrafting(),
    });
    render(<RunecraftingHomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RUNES_LOAD_FAILED_TEXT);
    expect(screen.queryByText('Runecrafting is closed.')).toBeNull();
    expect(notified).toEqual([{ kind: 'error', text: 'Runecrafting is closed.' }]);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Runes' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an empty state without runes, the options still there', async () => {
    answering({
      'misc.php?mod=loadCrafting': sampleLoadCrafting({ runes: {}, runeInProgress: null }),
    });
    render(<RunecraftingHomePage />);
    expect(await screen.findByText(NO_RUNES_TEXT)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Runes' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL })).toBeChecked();
  });
});

describe('RunecraftingHomePage list', () => {
  it('sorts the runes by start level, then rarity', async () => {
    await renderPage();
    // Listed fire (Uncommon, 1), stone (Uncommon, 20), water (Common, 1).
    expect(runeNames()).toEqual(['Water Rune', 'Fire Rune', 'Stone Rune']);
    expect(screen.getByText('Your runecrafting level: 10')).toBeVisible();
  });

  it('shows each rune: start level, attempts, items with owned counts, red when short', async () => {
    await renderPage();
    expect(definition(rune('Water Rune'), 'Start level')).toBe('1');
    expect(definition(rune('Water Rune'), 'Attempts required')).toBe('2');
    expect(requirements('Water Rune')).toEqual(['Blank Rune 5 / 1', 'Water Shard 1 / 3']);
    const shards = within(rune('Water Rune')).getByText('1 / 3');
    expect(shards.className).toMatch(/short/);
    expect(within(rune('Water Rune')).getByText('5 / 1').className).not.toMatch(/short/);

    expect(definition(rune('Fire Rune'), 'Attempts required')).toBe('3');
    expect(requirements('Fire Rune')).toEqual(['Blank Rune 5 / 1', 'Leather Strap 6 / 2']);

    expect(definition(rune('Stone Rune'), 'Start level')).toBe('20');
    expect(within(rune('Stone Rune')).getByText('20').className).toMatch(/short/);
    expect(requirements('Stone Rune')).toEqual(['Blank Rune 5 / 2']);
  });

  it('offers Craft with the items and the level, else [Unable To Craft]', async () => {
    answering({ 'misc.php?mod=loadCrafting': sampleLoadCrafting({ runeInProgress: null }) });
    await renderPage();
    expect(within(rune('Fire Rune')).getByRole('button', { name: 'Craft' })).toBeEnabled();
    // Water lacks shards, stone needs level 20.
    for (const name of ['Water Rune', 'Stone Rune']) {
      expect(within(rune(name)).queryByRole('button', { name: 'Craft' })).toBeNull();
      expect(within(rune(name)).getByText(UNABLE_TO_CRAFT_TEXT)).toBeVisible();
    }
    expect(hasTerm(rune('Fire Rune'), 'Progress')).toBe(false);
  });

  it('offers Continue Crafting with its progress for the rune in progress', async () => {
    await renderPage();
    const fire = rune('Fire Rune');
    expect(definition(fire, 'Progress')).toBe('2 / 3');
    expect(within(fire).getByRole('button', { name: 'Continue Crafting' })).toBeEnabled();
    expect(within(fire).queryByRole('button', { name: 'Craft' })).toBeNull();
    expect(hasTerm(rune('Water Rune'), 'Progress')).toBe(false);
  });

  it('starts crafting a rune', async () => {
    answering({ 'misc.php?mod=loadCrafting': sampleLoadCrafting({ runeInProgress: null }) });
    await renderPage();
    await userEvent.click(within(rune('Fire Rune')).getByRole('button', { name: 'Craft' }));
    expect(started).toEqual([{ action: 'runecrafting', body: { itemid: 'rune_fire' } }]);
  });

  it('continues the rune in progress', async () => {
    await renderPage();
    await userEvent.click(
      within(rune('Fire Rune')).getByRole('button', { name: 'Continue Crafting' }),
    );
    expect(started).toEqual([{ action: 'runecrafting', body: { itemid: 'rune_fire' } }]);
  });
});

describe('RunecraftingHomePage chance calculator', () => {
  it('starts at the player level with the attempt and success chances', async () => {
    await renderPage();
    expect(levelInput('Fire Rune')).toHaveValue('10');
    const fire = within(rune('Fire Rune')).getByRole('group', { name: 'Chance calculator' });
    // 50 + (90 - 50) x 9/30 = 62%; 0.62^3 = 23.83%.
    expect(definition(fire, 'Attempt chance')).toBe('62%');
    expect(definition(fire, 'Success chance')).toBe('23.83%');
    const water = within(rune('Water Rune')).getByRole('group', { name: 'Chance calculator' });
    expect(definition(water, 'Attempt chance')).toBe('78%');
    expect(definition(water, 'Success chance')).toBe('60.84%');
  });

  it('says a level below the start level is too low, and shows no chance', async () => {
    await renderPage();
    const stone = within(rune('Stone Rune')).getByRole('group', { name: 'Chance calculator' });
    expect(levelInput('Stone Rune')).toHaveAttribute('aria-invalid', 'true');
    expect(within(stone).getByText('This rune needs at least level 20.')).toBeVisible();
    expect(definition(stone, 'Attempt chance')).toBe('-');
    expect(definition(stone, 'Success chance')).toBe('-');
  });

  it('recomputes the chances for a typed level', async () => {
    await renderPage();
    const input = levelInput('Stone Rune');
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    const stone = within(rune('Stone Rune')).getByRole('group', { name: 'Chance calculator' });
    // 40 + (80 - 40) x 20/40 = 60%; 0.6^5 = 7.78%.
    expect(definition(stone, 'Attempt chance')).toBe('60%');
    expect(definition(stone, 'Success chance')).toBe('7.78%');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(within(stone).queryByText('This rune needs at least level 20.')).toBeNull();
    // Above the end level the chance stays at the end chance.
    await userEvent.clear(input);
    await userEvent.type(input, '200');
    expect(definition(stone, 'Attempt chance')).toBe('80%');
  });

  it('refuses 0 and an empty level, and keeps at most 3 digits', async () => {
    await renderPage();
    const input = levelInput('Fire Rune');
    const fire = within(rune('Fire Rune')).getByRole('group', { name: 'Chance calculator' });
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    expect(within(fire).getByText('Enter a level from 1 to 999.')).toBeVisible();
    expect(definition(fire, 'Attempt chance')).toBe('-');
    await userEvent.clear(input);
    expect(within(fire).getByText('Enter a level from 1 to 999.')).toBeVisible();
    await userEvent.type(input, '31x45');
    expect(input).toHaveValue('314');
    expect(definition(fire, 'Attempt chance')).toBe('90%');
    expect(definition(fire, 'Success chance')).toBe('72.9%');
  });
});

describe('RunecraftingHomePage flags', () => {
  it('shows the flags the server keeps', async () => {
    await renderPage();
    expect(screen.getByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: STOP_AFTER_FAIL_LABEL })).not.toBeChecked();
  });

  it('saves a change of either flag with both flags as 0 or 1', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('checkbox', { name: STOP_AFTER_FAIL_LABEL }));
    await waitFor(() => {
      expect(screen.getByRole('checkbox', { name: STOP_AFTER_FAIL_LABEL })).toBeEnabled();
    });
    expect(fetch.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: 'misc.php',
      params: { mod: 'runecraftingFlags', stopAfterCraft: '1', stopAfterFail: '1' },
    });
    expect(keptRuneFlags()).toEqual({ stopAfterCraft: true, stopAfterFail: true });
    expect(screen.getByRole('checkbox', { name: STOP_AFTER_FAIL_LABEL })).toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL }));
    await waitFor(() => {
      expect(fetch.calls.at(-1)?.params).toEqual({
        mod: 'runecraftingFlags',
        stopAfterCraft: '0',
        stopAfterFail: '1',
      });
    });
    await waitFor(() => {
      expect(screen.getByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL })).not.toBeChecked();
    });
    expect(keptRuneFlags()).toEqual({ stopAfterCraft: false, stopAfterFail: true });
  });

  it('puts the box back when the server refuses', async () => {
    answering({ 'misc.php?mod=runecraftingFlags': { error: 'Not now.' } });
    await renderPage();
    const box = screen.getByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL });
    await userEvent.click(box);
    await waitFor(() => {
      expect(notified).toEqual([{ kind: 'error', text: 'Not now.' }]);
    });
    await waitFor(() => {
      expect(box).toBeEnabled();
    });
    expect(box).toBeChecked();
    expect(keptRuneFlags()).toEqual({ stopAfterCraft: true, stopAfterFail: false });
  });

  it('disables both boxes while a change is on its way', async () => {
    answering({ 'misc.php?mod=runecraftingFlags': answerNever });
    await renderPage();
    await userEvent.click(screen.getByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL }));
    expect(screen.getByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: STOP_AFTER_FAIL_LABEL })).toBeDisabled();
  });
});

describe('chanceText', () => {
  it('shows up to 2 decimals, and < 0.01% for what would show as 0', () => {
    expect(chanceText(62)).toBe('62%');
    expect(chanceText(23.8328)).toBe('23.83%');
    expect(chanceText(0.001)).toBe('< 0.01%');
    expect(chanceText(0)).toBe('0%');
  });
});
