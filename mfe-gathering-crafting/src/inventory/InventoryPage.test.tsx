import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, InitialData } from '@idle/contracts';
import { bus } from '@idle/events';
import { $items, $misc, $notifications } from '@idle/state';
import { loadState, resetAll, sampleInitialData, useFakeApi } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_INVENTORY_TEXT } from './inventory-rules';
import { InventoryPage } from './InventoryPage';

function categoryNames(): string[] {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

function category(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function rows(name: string): string[][] {
  return within(category(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    );
}

function withItems(items: InitialData['items']): InitialData {
  return loadState(sampleInitialData({ items }));
}

let errors: string[] = [];
const onNotify = (event: BusEvents['notify']) => {
  if (event.kind === 'error') errors.push(event.text);
};

beforeEach(() => {
  resetAll();
  errors = [];
  bus.on('notify', onNotify);
});

afterEach(() => {
  bus.off('notify', onNotify);
  cleanup();
  configureApi();
  resetAll();
});

describe('InventoryPage', () => {
  it('shows a loading state until the game data is loaded', () => {
    render(<InventoryPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Inventory' })).toBeNull();
  });

  it('links the jewel and trinket inventories, followed in the router', async () => {
    loadState();
    const targets: string[] = [];
    const onNavigate = ({ to }: { to: string }) => targets.push(to);
    bus.on('navigate', onNavigate);
    render(<InventoryPage />);
    const others = screen.getByRole('navigation', { name: 'Other inventories' });
    await userEvent.click(within(others).getByRole('link', { name: 'Jewels' }));
    await userEvent.click(within(others).getByRole('link', { name: 'Trinkets' }));
    bus.off('navigate', onNavigate);
    expect(targets).toEqual(['/inventory_jewels', '/inventory_trinkets']);
  });

  it('lists the owned items of each category with thousands separators, hiding empty ones', () => {
    loadState();
    render(<InventoryPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Inventory' })).toBeInTheDocument();
    // Keys: no cellar key owned.
    expect(categoryNames()).toEqual([
      'Currency',
      'Components',
      'Resources',
      'Trophies',
      'Potions',
      'Runes',
      'Materials',
    ]);
    expect(rows('Currency')).toEqual([
      ['Gold', '12,345'],
      ['Credits', '40'],
      ['Bound Credits', '10'],
    ]);
    // Tool components are not owned.
    expect(rows('Components')).toEqual([
      ['Weapon Component', '7'],
      ['Armor Component', '4'],
    ]);
    expect(rows('Trophies')).toEqual([['Rat Tail', '58']]);
  });

  it('draws names in their colour and shows the description on hover', async () => {
    loadState();
    render(<InventoryPage />);
    const name = within(category('Trophies')).getByText('Rat Tail');
    await userEvent.hover(name);
    const popup = await screen.findByRole('tooltip');
    expect(popup).toHaveTextContent('Rat Tail');
    expect(popup).toHaveTextContent('Common');
    expect(popup).toHaveTextContent('Proof of a cellar cleared.');
  });

  it('follows item counts as they change', async () => {
    loadState();
    render(<InventoryPage />);
    $items.setKey('rat_tail', 1_000_000);
    expect(await within(category('Trophies')).findByText('1,000,000')).toBeInTheDocument();
  });

  it('says so when the player owns nothing', () => {
    withItems({});
    render(<InventoryPage />);
    expect(screen.getByText(EMPTY_INVENTORY_TEXT)).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    // Deconstructing stays offered; its dialog says there is nothing to deconstruct.
    expect(screen.getByRole('button', { name: 'Deconstruct Trophies' })).toBeInTheDocument();
  });

  it('offers Use on potions only', () => {
    loadState();
    render(<InventoryPage />);
    expect(screen.getAllByRole('button', { name: /^Use / })).toHaveLength(1);
    expect(
      within(category('Potions')).getByRole('button', { name: 'Use Potion of Wrath' }),
    ).toBeEnabled();
    expect(within(category('Trophies')).queryByRole('button', { name: /^Use/ })).toBeNull();
  });

  it('drinks potions: the call, the items, the effects and the success text', async () => {
    const data = loadState();
    const fetch = useFakeApi({
      'items.php?mod=useItem': { used: 2, potionData: { potion_of_wrath: [10, 75] } },
    });
    render(<InventoryPage />);
    const input = screen.getByRole('textbox', { name: 'Amount of Potion of Wrath to use' });
    expect(input).toHaveValue('1');
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Use Potion of Wrath' }));

    await waitFor(() => {
      expect($notifications.get().map((entry) => entry.text)).toEqual([
        'You used 2 Potion of Wrath.',
      ]);
    });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'items.php',
      params: { mod: 'useItem', id: 'potion_of_wrath', amount: '2' },
    });
    expect($items.get().potion_of_wrath).toBeUndefined();
    expect($items.get().rat_tail).toBe(data.items.rat_tail);
    expect($misc.get()?.potions).toEqual({ potion_of_wrath: [10, 75] });
    expect($notifications.get()[0]?.kind).toBe('success');
    // None left: the Potions category goes.
    expect(screen.queryByRole('region', { name: 'Potions' })).toBeNull();
  });

  it('keeps the other potions when merging the answer', async () => {
    const data = sampleInitialData();
    loadState({
      ...data,
      misc: { ...data.misc, potions: { potion_of_wrath: [10, 5], elixir: [5, 40] } },
    });
    useFakeApi({ 'items.php?mod=useItem': { used: 1, potionData: { potion_of_wrath: [10, 30] } } });
    render(<InventoryPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Use Potion of Wrath' }));
    await waitFor(() => {
      expect($misc.get()?.potions).toEqual({ potion_of_wrath: [10, 30], elixir: [5, 40] });
    });
    expect($items.get().potion_of_wrath).toBe(1);
  });

  it('refuses amounts that are empty, 0 or above the owned count', async () => {
    loadState();
    const fetch = useFakeApi({});
    render(<InventoryPage />);
    const input = screen.getByRole('textbox', { name: 'Amount of Potion of Wrath to use' });
    const use = screen.getByRole('button', { name: 'Use Potion of Wrath' });
    await userEvent.clear(input);
    expect(use).toBeDisabled();
    expect(screen.getByText('Enter the amount.')).toBeInTheDocument();
    await userEvent.type(input, '3');
    expect(use).toBeDisabled();
    expect(screen.getByText('You only have 2.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    expect(use).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'x1-');
    expect(input).toHaveValue('1');
    expect(use).toBeEnabled();
    expect(fetch.calls).toEqual([]);
  });

  it('leaves the stores unchanged when the server refuses', async () => {
    const data = loadState();
    useFakeApi({ 'items.php?mod=useItem': { error: 'You cannot drink that now.' } });
    render(<InventoryPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Use Potion of Wrath' }));
    await waitFor(() => {
      expect(errors).toEqual(['You cannot drink that now.']);
    });
    expect($items.get()).toEqual(data.items);
    expect($misc.get()?.potions).toEqual(data.misc.potions);
    expect($notifications.get()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Use Potion of Wrath' })).toBeEnabled();
  });
});
