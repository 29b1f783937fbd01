import '@testing-library/jest-dom/vitest';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { INVALID_AMOUNT_TEXT, UNABLE_TO_CRAFT_TEXT, UNABLE_TO_CREATE_TEXT } from '@idle/game-rules';
import { $items } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { craftingInitialData, newPlayerInitialData } from '../crafting/fixtures';
import { definition } from '../crafting/test-helpers';
import {
  AUTO_DECONSTRUCT_LABEL,
  JewelcraftingHomePage,
  NO_GEMS_TEXT,
  STOP_AFTER_CRAFTING_LABEL,
} from './JewelcraftingHomePage';
import { $autoDeconstructFloor } from './preferences';

type StartAction = BusEvents['startAction'];

let started: StartAction[];
const onStart = (event: StartAction) => started.push(event);

const GEMS = ['Sapphire', 'Ruby', 'Emerald', 'Diamond'] as const;

function gem(name: string): HTMLElement {
  return screen.getByRole('listitem', { name: `${name} jewel` });
}

function creation(name: string): HTMLElement {
  return screen.getByRole('listitem', { name: `Create ${name}` });
}

function amountInput(name: string): HTMLInputElement {
  return within(creation(name)).getByRole('textbox', { name: 'Amount' });
}

function floorSelect(): HTMLSelectElement {
  return screen.getByRole('combobox', { name: AUTO_DECONSTRUCT_LABEL });
}

beforeEach(() => {
  resetAll();
  $autoDeconstructFloor.set(0);
  started = [];
  loadState(craftingInitialData());
  bus.on('startAction', onStart);
});

afterEach(() => {
  cleanup();
  bus.off('startAction', onStart);
  $autoDeconstructFloor.set(0);
  resetAll();
});

describe('JewelcraftingHomePage states', () => {
  it('shows a loading state until the game state is loaded', () => {
    resetAll();
    render(<JewelcraftingHomePage />);
    expect(screen.getByRole('heading', { name: 'Jewelcrafting', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your gems...');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a new player without gems or fragments: nothing can be crafted or created', () => {
    loadState(newPlayerInitialData());
    render(<JewelcraftingHomePage />);
    expect(screen.getByText(NO_GEMS_TEXT)).toBeVisible();
    expect(screen.getByText('Your jewelcrafting level: 1')).toBeVisible();
    for (const name of GEMS) {
      expect(within(gem(name)).getByText(UNABLE_TO_CRAFT_TEXT)).toBeVisible();
      expect(within(creation(name)).getByText(UNABLE_TO_CREATE_TEXT)).toBeVisible();
    }
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no empty note once the player owns a gem', () => {
    render(<JewelcraftingHomePage />);
    expect(screen.queryByText(NO_GEMS_TEXT)).toBeNull();
  });
});

describe('JewelcraftingHomePage jewels', () => {
  it('shows each gem with its level requirement and the gems owned', () => {
    render(<JewelcraftingHomePage />);
    expect(
      within(screen.getByRole('list', { name: 'Gems' }))
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual([...GEMS]);
    expect([
      definition(gem('Sapphire'), 'Level required'),
      definition(gem('Sapphire'), 'Gems owned'),
    ]).toEqual(['1', '2']);
    expect(definition(gem('Ruby'), 'Level required')).toBe('25');
    expect(definition(gem('Ruby'), 'Gems owned')).toBe('0');
    expect(definition(gem('Emerald'), 'Level required')).toBe('50');
    expect(within(gem('Emerald')).getByText('50').className).toMatch(/short/);
    expect(definition(gem('Emerald'), 'Gems owned')).toBe('1');
    expect(definition(gem('Diamond'), 'Level required')).toBe('75');
  });

  it('offers Craft with the level and a gem, else [Unable To Craft]', () => {
    render(<JewelcraftingHomePage />);
    expect(within(gem('Sapphire')).getByRole('button', { name: 'Craft' })).toBeEnabled();
    // Ruby: no gem; Emerald: level 50 needed; Diamond: neither.
    for (const name of ['Ruby', 'Emerald', 'Diamond']) {
      expect(within(gem(name)).queryByRole('button')).toBeNull();
      expect(within(gem(name)).getByText(UNABLE_TO_CRAFT_TEXT)).toBeVisible();
    }
  });

  it('starts jewelcrafting with the gem, no stop and no floor by default', async () => {
    render(<JewelcraftingHomePage />);
    expect(screen.getByRole('checkbox', { name: STOP_AFTER_CRAFTING_LABEL })).not.toBeChecked();
    expect(floorSelect()).toHaveValue('0');
    await userEvent.click(within(gem('Sapphire')).getByRole('button', { name: 'Craft' }));
    expect(started).toEqual([
      { action: 'jewelcrafting', body: { gemType: 1, stopAfterCraft: 0, floor: 0 } },
    ]);
  });

  it('starts with stop-after-crafting and the floor chosen', async () => {
    $items.setKey('gem_ruby', 1);
    render(<JewelcraftingHomePage />);
    await userEvent.click(screen.getByRole('checkbox', { name: STOP_AFTER_CRAFTING_LABEL }));
    await userEvent.selectOptions(floorSelect(), 'Rare');
    await userEvent.click(within(gem('Ruby')).getByRole('button', { name: 'Craft' }));
    expect(started).toEqual([
      { action: 'jewelcrafting', body: { gemType: 2, stopAfterCraft: 1, floor: 3 } },
    ]);
  });
});

describe('JewelcraftingHomePage auto-deconstruct floor', () => {
  it('offers None, Common, Uncommon, Rare and Epic', () => {
    render(<JewelcraftingHomePage />);
    expect(
      within(floorSelect())
        .getAllByRole('option')
        .map((option) => [option.textContent, (option as HTMLOptionElement).value]),
    ).toEqual([
      ['None', '0'],
      ['Common', '1'],
      ['Uncommon', '2'],
      ['Rare', '3'],
      ['Epic', '4'],
    ]);
  });

  it('keeps the choice on the device', async () => {
    render(<JewelcraftingHomePage />);
    await userEvent.selectOptions(floorSelect(), 'Epic');
    expect($autoDeconstructFloor.get()).toBe(4);
    expect(localStorage.getItem('idle:autoDeconstructFloor')).toBe('4');
  });

  it('shows the floor kept on the device', () => {
    $autoDeconstructFloor.set(2);
    render(<JewelcraftingHomePage />);
    expect(floorSelect()).toHaveValue('2');
    expect(within(floorSelect()).getByRole('option', { name: 'Uncommon' })).toHaveProperty(
      'selected',
      true,
    );
  });
});

describe('JewelcraftingHomePage gem creation', () => {
  it('shows the fragments owned, each cost and what is needed', () => {
    render(<JewelcraftingHomePage />);
    expect(screen.getByText(/Fragments owned:/)).toHaveTextContent(
      'Fragments owned: Gem Fragments x600',
    );
    expect(definition(creation('Sapphire'), 'Fragments per gem')).toBe('75');
    expect(definition(creation('Sapphire'), 'Fragments needed')).toBe('600 / 75');
    expect(definition(creation('Ruby'), 'Fragments per gem')).toBe('500');
    expect(definition(creation('Emerald'), 'Fragments per gem')).toBe('1,500');
    expect(definition(creation('Emerald'), 'Level required')).toBe('50');
    expect(definition(creation('Diamond'), 'Fragments per gem')).toBe('15,000');
    expect(definition(creation('Diamond'), 'Fragments needed')).toBe('600 / 15,000');
    expect(within(creation('Diamond')).getByText('600 / 15,000').className).toMatch(/short/);
  });

  it('offers Create with the level and the fragments, else [Unable To Create]', () => {
    render(<JewelcraftingHomePage />);
    expect(within(creation('Sapphire')).getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(within(creation('Ruby')).getByRole('button', { name: 'Create' })).toBeEnabled();
    // Emerald: level 50 needed; Diamond: level 75 and 15,000 fragments.
    for (const name of ['Emerald', 'Diamond']) {
      expect(within(creation(name)).queryByRole('button')).toBeNull();
      expect(within(creation(name)).getByText(UNABLE_TO_CREATE_TEXT)).toBeVisible();
    }
  });

  it('checks the fragments for the whole amount', async () => {
    render(<JewelcraftingHomePage />);
    const input = amountInput('Sapphire');
    expect(input).toHaveValue('1');
    await userEvent.clear(input);
    await userEvent.type(input, '8');
    expect(definition(creation('Sapphire'), 'Fragments needed')).toBe('600 / 600');
    expect(within(creation('Sapphire')).getByRole('button', { name: 'Create' })).toBeEnabled();
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    expect(definition(creation('Sapphire'), 'Fragments needed')).toBe('600 / 675');
    expect(within(creation('Sapphire')).queryByRole('button')).toBeNull();
    expect(within(creation('Sapphire')).getByText(UNABLE_TO_CREATE_TEXT)).toBeVisible();
  });

  it('starts creating the amount of gems', async () => {
    render(<JewelcraftingHomePage />);
    const input = amountInput('Sapphire');
    await userEvent.clear(input);
    await userEvent.type(input, '8');
    await userEvent.click(within(creation('Sapphire')).getByRole('button', { name: 'Create' }));
    expect(started).toEqual([
      { action: 'jewelcrafting_create_gem', body: { gemType: 1, amount: 8 } },
    ]);
  });

  it('refuses an amount of 0 or none, and keeps at most 4 digits', async () => {
    $items.setKey('gem_fragments', 1_000_000);
    render(<JewelcraftingHomePage />);
    const input = amountInput('Ruby');
    const card = creation('Ruby');
    await userEvent.clear(input);
    expect(within(card).queryByText(INVALID_AMOUNT_TEXT)).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Create' }));
    expect(within(card).getByText(INVALID_AMOUNT_TEXT)).toBeVisible();
    await userEvent.type(input, '0');
    expect(within(card).getByText(INVALID_AMOUNT_TEXT)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(card).getByRole('button', { name: 'Create' }));
    expect(started).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, '12345');
    expect(input).toHaveValue('1234');
    expect(within(card).queryByText(INVALID_AMOUNT_TEXT)).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Create' }));
    expect(started).toEqual([
      { action: 'jewelcrafting_create_gem', body: { gemType: 2, amount: 1234 } },
    ]);
  });
});
