import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { formatJewelStat } from '@idle/game-rules';
import { $items, $jewelSlots, $jewels, $notifications, $player } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jewelApiAnswers, jewelInitialData, sampleEqStats, sampleJewels } from './fixtures';
import { JewelInventoryPage, jewelStateText } from './JewelInventoryPage';

type Notify = BusEvents['notify'];

let fetch: FakeFetch;
let errors: Notify[];
const onNotify = (event: Notify) => errors.push(event);

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...jewelApiAnswers(), ...answers });
}

function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

function buttonsOf(scope: HTMLElement): string[] {
  return within(scope)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

/** The text of the <dd> that follows the <dt> `term` inside `scope`. */
function definition(scope: HTMLElement, term: string): string | null {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent.trim() ?? null;
}

function jewel(id: number) {
  return $jewels.get().find((entry) => entry.id === id);
}

const SAPPHIRE = 'Common Sapphire jewel #8';
const LISTED = 'Uncommon Sapphire jewel #9';
const EQUIPPED_RUBY = 'Rare Ruby jewel #7';
const SPARE_RUBY = 'Common Ruby jewel #11';
const DIAMOND = 'Legendary Diamond jewel #12';

beforeEach(() => {
  resetAll();
  errors = [];
  answering();
  loadState(jewelInitialData());
  bus.on('notify', onNotify);
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('JewelInventoryPage states', () => {
  it('shows a loading state until the game state is loaded', () => {
    resetAll();
    render(<JewelInventoryPage />);
    expect(screen.getByRole('heading', { name: 'Jewels', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading jewels...');
  });

  it('says when there are no jewels', () => {
    loadState(jewelInitialData([]));
    render(<JewelInventoryPage />);
    expect(screen.getByText('You do not have any jewels.')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('groups the jewels by gem type, the equipped one first, then by total', () => {
    render(<JewelInventoryPage />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Sapphire (2)', 'Ruby (2)', 'Diamond (1)']);
    const ruby = screen.getByRole('region', { name: 'Ruby (2)' });
    expect(
      within(ruby)
        .getAllByRole('article')
        .map((entry) => entry.getAttribute('aria-label')),
    ).toEqual([EQUIPPED_RUBY, SPARE_RUBY]);
    const sapphire = screen.getByRole('region', { name: 'Sapphire (2)' });
    // The listed one last.
    expect(
      within(sapphire)
        .getAllByRole('article')
        .map((entry) => entry.getAttribute('aria-label')),
    ).toEqual([SAPPHIRE, LISTED]);
  });

  it("links each gem type to its jewel market, followed by the shell's router", async () => {
    const navigations: BusEvents['navigate'][] = [];
    const onNavigate = (event: BusEvents['navigate']) => navigations.push(event);
    bus.on('navigate', onNavigate);
    render(<JewelInventoryPage />);
    const links = ['Sapphire (2)', 'Ruby (2)', 'Diamond (1)'].map((group) =>
      within(screen.getByRole('region', { name: group })).getByRole('link'),
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sapphire jewel market', '/market_jewels/1'],
      ['Ruby jewel market', '/market_jewels/2'],
      ['Diamond jewel market', '/market_jewels/4'],
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Ruby jewel market' }));
    bus.off('navigate', onNavigate);
    expect(navigations).toEqual([{ to: '/market_jewels/2' }]);
    expect(fetch.calls).toEqual([]);
  });

  it('shows each jewel: rarity in its colour, stats (accuracy and dodge in percent), total, state', () => {
    render(<JewelInventoryPage />);
    const diamond = card(DIAMOND);
    expect(within(diamond).getByText('Legendary')).toHaveStyle({ color: 'var(--idle-rarity-5)' });
    expect(definition(diamond, 'Health')).toBe('120');
    expect(definition(diamond, 'Attack')).toBe('40');
    expect(definition(diamond, 'Defence')).toBe('35');
    expect(definition(diamond, 'Accuracy')).toBe('2.5%');
    expect(definition(diamond, 'Dodge')).toBe('3.1%');
    expect(definition(diamond, 'Total')).toBe('755');
    expect(within(diamond).getByText('In your inventory')).toBeVisible();
    expect(within(card(SAPPHIRE)).getByText('Crafted by Smith_9')).toBeVisible();
    expect(within(card(EQUIPPED_RUBY)).getByText('Equipped')).toBeVisible();
    expect(within(card(LISTED)).getByText('Listed on the market for 25,000 gold')).toBeVisible();
  });

  it("names each jewel with its chat link: shift-click on the title pastes the jewel's tag", () => {
    render(<JewelInventoryPage />);
    const title = (name: string) => within(card(name)).getByRole('heading', { level: 4 });
    expect(title(DIAMOND)).toHaveAttribute('data-chat-link', '[jewel:4:5]');
    expect(title(EQUIPPED_RUBY)).toHaveAttribute('data-chat-link', '[jewel:2:3]');
    expect(title(LISTED)).toHaveAttribute('data-chat-link', '[jewel:1:2]');
    // The rarity word is inside the link, so a shift-click on it finds the tag too.
    expect(
      within(card(DIAMOND)).getByText('Legendary').closest('[data-chat-link]'),
    ).toHaveAttribute('data-chat-link', '[jewel:4:5]');
  });

  it('offers only what each state allows', () => {
    render(<JewelInventoryPage />);
    expect(buttonsOf(card(EQUIPPED_RUBY))).toEqual(['Unequip']);
    expect(buttonsOf(card(LISTED))).toEqual(['Remove from market']);
    expect(buttonsOf(card(SAPPHIRE))).toEqual(['Equip', 'List on market', 'Send', 'Deconstruct']);
    expect(
      within(card(SPARE_RUBY)).getByText(
        'Equipping it puts your equipped Ruby jewel #7 back in the inventory.',
      ),
    ).toBeVisible();
    expect(within(card(SAPPHIRE)).queryByText(/Equipping it puts/)).toBeNull();
  });

  it('shows a form opened at first with its error (the story of a refused input)', () => {
    render(
      <JewelInventoryPage initialForm={{ jewelId: 8, form: 'sell', text: '0', submitted: true }} />,
    );
    expect(within(card(SAPPHIRE)).getByLabelText('Price (gold)')).toHaveValue('0');
    expect(within(card(SAPPHIRE)).getByText('The price must be above 0.')).toBeVisible();
    expect(within(card(DIAMOND)).queryByLabelText('Price (gold)')).toBeNull();
  });
});

describe('JewelInventoryPage equip and unequip', () => {
  it('equips a jewel of a gem type with one equipped: the server swaps them', async () => {
    render(<JewelInventoryPage />);
    await userEvent.click(within(card(SPARE_RUBY)).getByRole('button', { name: 'Equip' }));
    await waitFor(() => {
      expect(jewel(11)?.equipped).toBe(true);
    });
    expect(fetch.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: 'equipment.php',
      params: { mod: 'equipJewel', id: '11' },
    });
    expect(jewel(7)?.equipped).toBe(false);
    expect($player.get()).toMatchObject(sampleEqStats());
    expect(buttonsOf(card(SPARE_RUBY))).toEqual(['Unequip']);
    expect(buttonsOf(card(EQUIPPED_RUBY))).toEqual([
      'Equip',
      'List on market',
      'Send',
      'Deconstruct',
    ]);
  });

  it('says which jewel an Equip puts back only while every slot of the gem type is taken', () => {
    render(<JewelInventoryPage />);
    expect(within(card(SPARE_RUBY)).getByText(/back in the inventory/)).toHaveTextContent(
      'Equipping it puts your equipped Ruby jewel #7 back in the inventory.',
    );
    cleanup();
    // A second ruby slot bought in the token store: the spare one joins the equipped one.
    $jewelSlots.setKey(2, 2);
    render(<JewelInventoryPage />);
    expect(within(card(SPARE_RUBY)).queryByText(/back in the inventory/)).toBeNull();
    expect(within(card(SPARE_RUBY)).getByRole('button', { name: 'Equip' })).toBeEnabled();
  });

  it('keeps the equipped jewel when the server used a free slot bought in the token store', async () => {
    answering({
      'equipment.php?mod=equipJewel': () => ({ eqStats: sampleEqStats(), replaced: null }),
    });
    render(<JewelInventoryPage />);
    await userEvent.click(within(card(SPARE_RUBY)).getByRole('button', { name: 'Equip' }));
    await waitFor(() => {
      expect(jewel(11)?.equipped).toBe(true);
    });
    // Two rubies equipped now: both stay, and the page still offers their actions.
    expect(jewel(7)?.equipped).toBe(true);
    expect(buttonsOf(card(SPARE_RUBY))).toEqual(['Unequip']);
    expect(buttonsOf(card(EQUIPPED_RUBY))).toEqual(['Unequip']);
    expect(within(card(SAPPHIRE)).getByRole('button', { name: 'Equip' })).toBeEnabled();
  });

  it('equips a jewel of a gem type without one equipped', async () => {
    render(<JewelInventoryPage />);
    await userEvent.click(within(card(SAPPHIRE)).getByRole('button', { name: 'Equip' }));
    await waitFor(() => {
      expect(jewel(8)?.equipped).toBe(true);
    });
    expect(jewel(7)?.equipped).toBe(true);
    expect(within(card(SAPPHIRE)).getByText('Equipped')).toBeVisible();
  });

  it('unequips a jewel', async () => {
    render(<JewelInventoryPage />);
    await userEvent.click(within(card(EQUIPPED_RUBY)).getByRole('button', { name: 'Unequip' }));
    await waitFor(() => {
      expect(jewel(7)?.equipped).toBe(false);
    });
    expect(fetch.calls.at(-1)?.params).toEqual({ mod: 'unequipJewel', id: '7' });
    expect($player.get()).toMatchObject(sampleEqStats());
    expect(within(card(EQUIPPED_RUBY)).getByText('In your inventory')).toBeVisible();
  });
});

describe('JewelInventoryPage deconstruct', () => {
  it('asks on the first click and deconstructs on the second: the jewel goes, fragments come', async () => {
    render(<JewelInventoryPage />);
    await userEvent.click(within(card(SAPPHIRE)).getByRole('button', { name: 'Deconstruct' }));
    expect(within(card(SAPPHIRE)).getByRole('alert')).toHaveTextContent(
      'Deconstruct this jewel into gem fragments? Click again to confirm.',
    );
    expect(fetch.calls).toHaveLength(0);
    await userEvent.click(
      within(card(SAPPHIRE)).getByRole('button', { name: 'Confirm deconstruct' }),
    );
    await waitFor(() => {
      expect(jewel(8)).toBeUndefined();
    });
    expect(fetch.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: 'equipment.php',
      params: { mod: 'destroyJewel', id: '8' },
    });
    expect($items.get().gem_fragments).toBe(3 + 1_250);
    expect(screen.queryByRole('article', { name: SAPPHIRE })).toBeNull();
    expect(shown()).toEqual([
      ['success', 'You deconstructed your jewel and received 1,250 gem fragments.'],
    ]);
  });

  it('cancels the deconstruction', async () => {
    render(<JewelInventoryPage />);
    await userEvent.click(within(card(SAPPHIRE)).getByRole('button', { name: 'Deconstruct' }));
    await userEvent.click(within(card(SAPPHIRE)).getByRole('button', { name: 'Cancel' }));
    expect(within(card(SAPPHIRE)).queryByRole('alert')).toBeNull();
    expect(within(card(SAPPHIRE)).getByRole('button', { name: 'Deconstruct' })).toBeVisible();
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('JewelInventoryPage market', () => {
  it('lists a jewel at a price', async () => {
    render(<JewelInventoryPage />);
    const sapphire = card(SAPPHIRE);
    await userEvent.click(within(sapphire).getByRole('button', { name: 'List on market' }));
    await userEvent.type(within(sapphire).getByLabelText('Price (gold)'), '40000');
    await userEvent.click(within(sapphire).getByRole('button', { name: 'List jewel' }));
    await waitFor(() => {
      expect(jewel(8)?.marketPrice).toBe(40_000);
    });
    expect(fetch.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: 'equipment.php',
      params: { mod: 'sellJewelMarket', id: '8', cost: '40000' },
    });
    expect(shown()).toEqual([['success', 'You listed your jewel on the market.']]);
    expect(within(card(SAPPHIRE)).getByText('Listed on the market for 40,000 gold')).toBeVisible();
    expect(buttonsOf(card(SAPPHIRE))).toEqual(['Remove from market']);
  });

  it('refuses a price that is empty or 0, and keeps it to 12 digits', async () => {
    render(<JewelInventoryPage />);
    const sapphire = card(SAPPHIRE);
    await userEvent.click(within(sapphire).getByRole('button', { name: 'List on market' }));
    const input = within(sapphire).getByLabelText('Price (gold)');
    await userEvent.click(within(sapphire).getByRole('button', { name: 'List jewel' }));
    expect(within(sapphire).getByText('Enter the price.')).toBeVisible();
    await userEvent.type(input, '0');
    expect(within(sapphire).getByText('The price must be above 0.')).toBeVisible();
    await userEvent.click(within(sapphire).getByRole('button', { name: 'List jewel' }));
    expect(fetch.calls).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, '1234567890123');
    expect(input).toHaveValue('123456789012');
    expect(jewel(8)?.marketPrice).toBeNull();
  });

  it('removes a jewel from the market', async () => {
    render(<JewelInventoryPage />);
    await userEvent.click(within(card(LISTED)).getByRole('button', { name: 'Remove from market' }));
    await waitFor(() => {
      expect(jewel(9)?.marketPrice).toBeNull();
    });
    expect(fetch.calls.at(-1)?.params).toEqual({ mod: 'removeJewelMarket', id: '9' });
    expect(shown()).toEqual([['success', 'You removed your jewel from the market.']]);
    expect(buttonsOf(card(LISTED))).toEqual(['Equip', 'List on market', 'Send', 'Deconstruct']);
  });
});

describe('JewelInventoryPage send', () => {
  it('sends a jewel to a player', async () => {
    render(<JewelInventoryPage />);
    const diamond = card(DIAMOND);
    await userEvent.click(within(diamond).getByRole('button', { name: 'Send' }));
    await userEvent.type(within(diamond).getByLabelText('Username'), ' Smith_9 ');
    await userEvent.click(within(diamond).getByRole('button', { name: 'Send jewel' }));
    await waitFor(() => {
      expect(jewel(12)).toBeUndefined();
    });
    expect(fetch.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: 'equipment.php',
      params: { mod: 'sendJewel', username: 'Smith_9', jid: '12' },
    });
    expect(shown()).toEqual([['success', 'You have sent a jewel to Smith_9.']]);
    expect(screen.queryByRole('region', { name: 'Diamond (1)' })).toBeNull();
  });

  it('needs a username', async () => {
    render(<JewelInventoryPage />);
    const diamond = card(DIAMOND);
    await userEvent.click(within(diamond).getByRole('button', { name: 'Send' }));
    await userEvent.type(within(diamond).getByLabelText('Username'), '   ');
    await userEvent.click(within(diamond).getByRole('button', { name: 'Send jewel' }));
    expect(within(diamond).getByText('Enter a username.')).toBeVisible();
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('JewelInventoryPage refusals', () => {
  it.each([
    ['equipJewel', SPARE_RUBY, ['Equip']],
    ['unequipJewel', EQUIPPED_RUBY, ['Unequip']],
    ['destroyJewel', SAPPHIRE, ['Deconstruct', 'Confirm deconstruct']],
    ['removeJewelMarket', LISTED, ['Remove from market']],
  ])('changes nothing when the server refuses %s', async (mod, name, clicks) => {
    answering({ [`equipment.php?mod=${mod}`]: { error: 'Not now.' } });
    render(<JewelInventoryPage />);
    const jewels = $jewels.get();
    const items = $items.get();
    const player = $player.get();
    for (const click of clicks)
      await userEvent.click(within(card(name)).getByRole('button', { name: click }));
    await waitFor(() => {
      expect(errors).toEqual([{ kind: 'error', text: 'Not now.' }]);
    });
    expect($jewels.get()).toBe(jewels);
    expect($items.get()).toBe(items);
    expect($player.get()).toBe(player);
    expect(shown()).toEqual([]);
  });

  it.each([
    ['sellJewelMarket', 'List on market', 'Price (gold)', '500', 'List jewel'],
    ['sendJewel', 'Send', 'Username', 'Nobody', 'Send jewel'],
  ])(
    'changes nothing and keeps the form when the server refuses %s',
    async (mod, open, label, text, submit) => {
      answering({ [`equipment.php?mod=${mod}`]: { error: 'Not now.' } });
      render(<JewelInventoryPage />);
      const jewels = $jewels.get();
      const sapphire = card(SAPPHIRE);
      await userEvent.click(within(sapphire).getByRole('button', { name: open }));
      await userEvent.type(within(sapphire).getByLabelText(label), text);
      await userEvent.click(within(sapphire).getByRole('button', { name: submit }));
      await waitFor(() => {
        expect(errors).toEqual([{ kind: 'error', text: 'Not now.' }]);
      });
      expect($jewels.get()).toBe(jewels);
      expect(shown()).toEqual([]);
      expect(within(card(SAPPHIRE)).getByLabelText(label)).toHaveValue(text);
    },
  );

  it('disables every action while a call is on its way', async () => {
    answering({ 'equipment.php?mod=unequipJewel': answerNever });
    render(<JewelInventoryPage />);
    await userEvent.click(within(card(EQUIPPED_RUBY)).getByRole('button', { name: 'Unequip' }));
    await waitFor(() => {
      for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    });
  });
});

describe('jewel texts', () => {
  it('writes stats and states', () => {
    expect(formatJewelStat('accuracy', 1_234)).toBe('12.34%');
    expect(formatJewelStat('health', 1_234)).toBe('1,234');
    const [equipped, , inventory, listed] = sampleJewels();
    expect(equipped && jewelStateText(equipped)).toBe('Equipped');
    expect(inventory && jewelStateText(inventory)).toBe('In your inventory');
    expect(listed && jewelStateText(listed)).toBe('Listed on the market for 25,000 gold');
  });
});
