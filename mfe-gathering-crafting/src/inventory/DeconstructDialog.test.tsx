import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { DECONSTRUCT_MAX_AMOUNT, NO_DECONSTRUCTIBLE_TEXT } from '@idle/game-rules';
import { $items, $notifications } from '@idle/state';
import { loadState, resetAll, sampleInitialData, useFakeApi } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deconstructedText } from './DeconstructDialog';
import { NOTHING_CHOSEN_TEXT } from './inventory-rules';
import { InventoryPage } from './InventoryPage';

const ITEMS = { gold: 1_000, rat_tail: 58, troll_tooth: 3, potion_of_wrath: 2 };

async function openDialog(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Deconstruct Trophies' }));
  return screen.getByRole('dialog', { name: 'Deconstruct Trophies' });
}

function amountBox(dialog: HTMLElement, name: string): HTMLElement {
  return within(dialog).getByRole('textbox', { name: `Amount of ${name}` });
}

function confirmButton(dialog: HTMLElement): HTMLElement {
  return within(dialog).getByRole('button', { name: 'Confirm' });
}

let errors: string[] = [];
const onNotify = (event: BusEvents['notify']) => {
  if (event.kind === 'error') errors.push(event.text);
};

beforeEach(() => {
  resetAll();
  errors = [];
  bus.on('notify', onNotify);
  loadState(sampleInitialData({ items: { ...ITEMS } }));
});

afterEach(() => {
  bus.off('notify', onNotify);
  cleanup();
  configureApi();
  resetAll();
});

describe('DeconstructDialog', () => {
  it('lists the owned items of the type with empty amounts and a disabled Confirm', async () => {
    render(<InventoryPage />);
    const dialog = await openDialog();
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Rat Tail', '58'],
      ['Troll Tooth', '3'],
    ]);
    expect(amountBox(dialog, 'Rat Tail')).toHaveValue('');
    expect(amountBox(dialog, 'Rat Tail')).toHaveFocus();
    expect(confirmButton(dialog)).toBeDisabled();
    expect(within(dialog).getByText(NOTHING_CHOSEN_TEXT)).toBeInTheDocument();
  });

  it('shows what the amounts give back', async () => {
    render(<InventoryPage />);
    const dialog = await openDialog();
    await userEvent.type(amountBox(dialog, 'Rat Tail'), '10');
    await userEvent.type(amountBox(dialog, 'Troll Tooth'), '2');
    // 10 x 2 gold + 2 x 150 gold.
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('20 Gold');
    expect(rows[1]).toHaveTextContent('300 Gold');
    expect(within(dialog).getByText(/You will receive/)).toHaveTextContent(
      'You will receive: 320 Gold',
    );
    expect(confirmButton(dialog)).toBeEnabled();
  });

  it('fills Max with the owned count, capped at 99,999', async () => {
    $items.setKey('troll_tooth', 250_000);
    render(<InventoryPage />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Max Rat Tail' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Max Troll Tooth' }));
    expect(amountBox(dialog, 'Rat Tail')).toHaveValue('58');
    expect(amountBox(dialog, 'Troll Tooth')).toHaveValue(String(DECONSTRUCT_MAX_AMOUNT));
  });

  it('takes digits only, at most 5 of them', async () => {
    render(<InventoryPage />);
    const dialog = await openDialog();
    const box = amountBox(dialog, 'Rat Tail');
    await userEvent.type(box, '1a-2.');
    expect(box).toHaveValue('12');
    await userEvent.type(box, '34567');
    expect(box).toHaveValue('12345');
  });

  it('disables Confirm with the reason for an amount above the owned count or 0', async () => {
    const fetch = useFakeApi({});
    render(<InventoryPage />);
    const dialog = await openDialog();
    await userEvent.type(amountBox(dialog, 'Troll Tooth'), '1');
    await userEvent.type(amountBox(dialog, 'Rat Tail'), '59');
    expect(confirmButton(dialog)).toBeDisabled();
    expect(within(dialog).getByText('Rat Tail: You only have 58 to deconstruct.')).toBeVisible();
    expect(confirmButton(dialog)).toHaveAccessibleDescription(
      'Rat Tail: You only have 58 to deconstruct.',
    );
    await userEvent.clear(amountBox(dialog, 'Rat Tail'));
    await userEvent.type(amountBox(dialog, 'Rat Tail'), '0');
    expect(confirmButton(dialog)).toBeDisabled();
    await userEvent.click(confirmButton(dialog));
    expect(fetch.calls).toEqual([]);
  });

  it('deconstructs: the call, the items, the close, the text and the focus', async () => {
    const fetch = useFakeApi({
      'items.php?mod=destroyItems': {
        itemsToAdd: [{ id: 'gold', amount: 266 }],
        itemsToRemove: [
          { id: 'rat_tail', amount: 58 },
          { id: 'troll_tooth', amount: 1 },
        ],
      },
    });
    render(<InventoryPage />);
    const opener = screen.getByRole('button', { name: 'Deconstruct Trophies' });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Max Rat Tail' }));
    await userEvent.type(amountBox(dialog, 'Troll Tooth'), '1');
    await userEvent.click(confirmButton(dialog));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'items.php',
      params: { mod: 'destroyItems', type: 'trophy' },
    });
    expect(JSON.parse(fetch.calls[0]?.params.data ?? 'null')).toEqual([
      { id: 'rat_tail', amount: 58 },
      { id: 'troll_tooth', amount: 1 },
    ]);
    expect($items.get()).toEqual({ gold: 1_266, troll_tooth: 2, potion_of_wrath: 2 });
    expect($notifications.get().map((entry) => [entry.kind, entry.text])).toEqual([
      ['success', 'You deconstructed your items and received 266 Gold.'],
    ]);
    expect(opener).toHaveFocus();
    // Rat tails are gone from the page.
    expect(
      within(screen.getByRole('region', { name: 'Trophies' })).queryByText('Rat Tail'),
    ).toBeNull();
  });

  it('stays open and changes nothing when the server refuses', async () => {
    useFakeApi({ 'items.php?mod=destroyItems': { error: 'Those items cannot be deconstructed.' } });
    render(<InventoryPage />);
    const dialog = await openDialog();
    await userEvent.type(amountBox(dialog, 'Rat Tail'), '5');
    await userEvent.click(confirmButton(dialog));
    await waitFor(() => {
      expect(errors).toEqual(['Those items cannot be deconstructed.']);
    });
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect($items.get()).toEqual(ITEMS);
    expect($notifications.get()).toEqual([]);
    await waitFor(() => {
      expect(confirmButton(dialog)).toBeEnabled();
    });
  });

  it('says when there is nothing to deconstruct', async () => {
    $items.set({ gold: 5 });
    render(<InventoryPage />);
    const dialog = await openDialog();
    expect(within(dialog).getByText(NO_DECONSTRUCTIBLE_TEXT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Cancel and on Escape, returning the focus, and forgets the amounts', async () => {
    render(<InventoryPage />);
    const opener = screen.getByRole('button', { name: 'Deconstruct Trophies' });
    let dialog = await openDialog();
    await userEvent.type(amountBox(dialog, 'Rat Tail'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    dialog = await openDialog();
    expect(amountBox(dialog, 'Rat Tail')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect($items.get()).toEqual(ITEMS);
  });
});

describe('deconstructedText', () => {
  it('names what came back, with thousands separators', () => {
    const names: Record<string, string> = { gold: 'Gold', gem_fragments: 'Gem Fragments' };
    const nameOf = (id: string) => names[id] ?? id;
    expect(deconstructedText([{ id: 'gold', amount: 12_345 }], nameOf)).toBe(
      'You deconstructed your items and received 12,345 Gold.',
    );
    expect(
      deconstructedText(
        [
          { id: 'gold', amount: 5 },
          { id: 'gem_fragments', amount: 2 },
        ],
        nameOf,
      ),
    ).toBe('You deconstructed your items and received 5 Gold, 2 Gem Fragments.');
    expect(deconstructedText([], nameOf)).toBe('You deconstructed your items.');
  });
});
