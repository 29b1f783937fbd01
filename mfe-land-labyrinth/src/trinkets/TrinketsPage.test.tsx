import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $items, $notifications, $player } from '@idle/state';
import {
  answerNever,
  loadState,
  resetAll,
  useFakeApi,
  type FakeFetch,
  type FakeHandler,
  type FakeRequest,
} from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CRAFTED_TRINKET_ID,
  SAMPLE_ESSENCE,
  SAMPLE_FRAGMENTS,
  sampleTrinketEqStats,
  sampleTrinkets,
  trinketApiAnswers,
  trinketInitialData,
} from './fixtures';
import { TrinketsPage } from './TrinketsPage';

const MYTHICAL_EQUIPPED = 'Mythical battling trinket #5';
const LEGENDARY = 'Legendary gathering trinket #6';
const EPIC_PENDING = 'Epic battling trinket #7';
const RARE = 'Rare gathering trinket #8';
const CELESTIAL = 'Celestial battling trinket #9';
const MYTHICAL = 'Mythical gathering trinket #10';

let fetch: FakeFetch;
let errors: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => errors.push(event);

function answering(answers: Record<string, unknown> = {}, slots = 1): void {
  fetch = useFakeApi({ ...trinketApiAnswers(sampleTrinkets(), slots), ...answers });
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

function modsOf(name: string): string[] {
  return within(within(card(name)).getByRole('list', { name: 'Mods' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** The current and new values of the re-roll panel, one "current | new" a mod. */
function rerollRows(name: string): string[] {
  const panel = within(card(name)).getByRole('region', { name: 'Re-roll' });
  return within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .join(' | '),
    );
}

function calls(mod: string) {
  return fetch.calls.filter((call) => call.mod === mod);
}

/** Every card's name, tier, state and mods, in list order. */
function snapshot(): string[][] {
  return screen.getAllByRole('article').map((entry) => {
    const label = entry.getAttribute('aria-label') ?? '';
    return [label, within(entry).getByText(/^Tier /).textContent, ...modsOf(label)];
  });
}

async function renderLoaded() {
  render(<TrinketsPage />);
  await screen.findByRole('article', { name: MYTHICAL_EQUIPPED });
}

beforeEach(() => {
  resetAll();
  errors = [];
  answering();
  loadState(trinketInitialData());
  bus.on('notify', onNotify);
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('TrinketsPage states', () => {
  it('shows a loading state until loadTrinkets answers', async () => {
    answering({ 'equipment.php?mod=loadTrinkets': answerNever });
    render(<TrinketsPage />);
    expect(screen.getByRole('heading', { name: 'Trinkets', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading trinkets...');
    await waitFor(() => {
      expect(calls('loadTrinkets')).toHaveLength(1);
    });
    expect(fetch.calls[0]).toMatchObject({ method: 'GET', path: 'equipment.php' });
  });

  it('says so when the trinkets cannot be loaded, and Retry asks again', async () => {
    answering({ 'equipment.php?mod=loadTrinkets': { error: 'Not now.' } });
    render(<TrinketsPage />);
    expect(await screen.findByText('Your trinkets could not be loaded.')).toBeVisible();
    expect(errors).toEqual([{ kind: 'error', text: 'Not now.' }]);
    answering();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: MYTHICAL_EQUIPPED })).toBeVisible();
  });

  it('says when there is no trinket, and still offers crafting', async () => {
    fetch = useFakeApi(trinketApiAnswers([], 0));
    render(<TrinketsPage />);
    expect(await screen.findByText('You do not have any trinkets.')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('button', { name: 'Craft Epic battling trinket' })).toBeEnabled();
  });

  it('shows the fragments and essence owned', async () => {
    await renderLoaded();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Trinket fragments').nextElementSibling).toHaveTextContent(
      '500',
    );
    expect(within(items).getByText('Trinket essence').nextElementSibling).toHaveTextContent('200');
  });

  it('lists the trinkets equipped first, then by rarity and tier, with the equip slots used', async () => {
    await renderLoaded();
    expect(screen.getAllByRole('article').map((entry) => entry.getAttribute('aria-label'))).toEqual(
      [MYTHICAL_EQUIPPED, CELESTIAL, MYTHICAL, LEGENDARY, EPIC_PENDING, RARE],
    );
    expect(screen.getByText('Equipped: 1 / 3 battling, 0 / 3 gathering')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your trinkets (6)', level: 3 })).toBeVisible();
  });

  it("names each trinket with its chat link: shift-click on the title pastes the trinket's tag", async () => {
    await renderLoaded();
    const title = (name: string) => within(card(name)).getByRole('heading', { level: 4 });
    expect(title(MYTHICAL_EQUIPPED)).toHaveAttribute('data-chat-link', '[trinket:6:1]');
    expect(title(LEGENDARY)).toHaveAttribute('data-chat-link', '[trinket:5:2]');
    expect(title(CELESTIAL)).toHaveAttribute('data-chat-link', '[trinket:7:1]');
    // The rarity word is inside the link, so a shift-click on it finds the tag too.
    expect(within(card(RARE)).getByText('Rare').closest('[data-chat-link]')).toHaveAttribute(
      'data-chat-link',
      '[trinket:3:2]',
    );
  });

  it('shows each trinket: rarity in its colour, tier, state and mods as game-rules reads them', async () => {
    await renderLoaded();
    const mythical = card(MYTHICAL_EQUIPPED);
    expect(within(mythical).getByText('Mythical')).toHaveStyle({ color: 'var(--idle-rarity-6)' });
    expect(within(mythical).getByText('Tier 5 / 15')).toBeVisible();
    expect(within(mythical).getByText('Equipped')).toBeVisible();
    // 20 x 5 x 1.6 = 160 -> 16%; 40 x 5 x 1.6 = 320 gold; 30 x 5 x 1.6 = 240 attributes.
    expect(modsOf(MYTHICAL_EQUIPPED)).toEqual([
      '+16% Gold Boost',
      '+320 Base Mob Gold',
      '+240 Attributes',
    ]);
    // 10 x 3 x 1.35 = 40.5 -> 41; 15 x 3 x 1.35 = 60.75 -> 61.
    expect(modsOf(LEGENDARY)).toEqual(['+4.1% Resource Boost', '+6.1% Gathering Exp Boost']);
    expect(within(card(LEGENDARY)).getByText('In your inventory')).toBeVisible();
    expect(within(card(CELESTIAL)).getByText('Celestial: always active')).toBeVisible();
    expect(within(card(EPIC_PENDING)).getByText(/New values wait for your choice/)).toBeVisible();
  });

  it('reads Base Mob Gold and Attributes in percent on demand', async () => {
    await renderLoaded();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Base Mob Gold and Attributes in percent' }),
    );
    expect(modsOf(MYTHICAL_EQUIPPED)).toEqual([
      '+16% Gold Boost',
      '+32% Base Mob Gold',
      '+12% Attributes',
    ]);
    expect(fetch.calls.filter((call) => call.mod !== 'loadTrinkets')).toEqual([]);
  });

  it('offers the actions each rarity and equipped state allows', async () => {
    await renderLoaded();
    // Equipped: unequip, and what rarity alone decides; no upgrade.
    expect(buttonsOf(card(MYTHICAL_EQUIPPED))).toEqual([
      'Unequip',
      'Re-roll',
      'Convert to celestial',
      'Destroy',
    ]);
    expect(buttonsOf(card(MYTHICAL))).toEqual([
      'Equip',
      'Re-roll',
      'Upgrade tier',
      'Convert to celestial',
      'Destroy',
    ]);
    expect(buttonsOf(card(LEGENDARY))).toEqual(['Equip', 'Re-roll', 'Upgrade tier', 'Destroy']);
    // Rarity 3: no re-roll.
    expect(buttonsOf(card(RARE))).toEqual(['Equip', 'Upgrade tier', 'Destroy']);
    // Celestial (rarity 7): always active, not destroyable, converted already.
    expect(buttonsOf(card(CELESTIAL))).toEqual(['Re-roll', 'Upgrade tier']);
  });
});

describe('TrinketsPage equip', () => {
  it('equips an unequipped trinket and unequips an equipped one (one call toggles)', async () => {
    await renderLoaded();
    await userEvent.click(within(card(LEGENDARY)).getByRole('button', { name: 'Equip' }));
    await waitFor(() => {
      expect(within(card(LEGENDARY)).getByText('Equipped')).toBeVisible();
    });
    expect(calls('equipTrinket')[0]).toMatchObject({
      method: 'POST',
      params: { mod: 'equipTrinket', id: '6' },
    });
    expect($player.get()).toMatchObject(sampleTrinketEqStats());
    expect(buttonsOf(card(LEGENDARY))).toEqual(['Unequip', 'Re-roll', 'Destroy']);
    expect(screen.getByText('Equipped: 1 / 3 battling, 1 / 3 gathering')).toBeVisible();

    await userEvent.click(within(card(MYTHICAL_EQUIPPED)).getByRole('button', { name: 'Unequip' }));
    await waitFor(() => {
      expect(within(card(MYTHICAL_EQUIPPED)).getByText('In your inventory')).toBeVisible();
    });
    expect(calls('equipTrinket')[1]?.params).toEqual({ mod: 'equipTrinket', id: '5' });
    expect(buttonsOf(card(MYTHICAL_EQUIPPED))).toContain('Upgrade tier');
  });
});

describe('TrinketsPage upgrade tier', () => {
  it('asks on the first click and upgrades on the second, paying the fragments', async () => {
    await renderLoaded();
    const legendary = card(LEGENDARY);
    await userEvent.click(within(legendary).getByRole('button', { name: 'Upgrade tier' }));
    // 3 -> 4: floor(4^3 / 2 x 2) = 64 fragments.
    expect(within(legendary).getByRole('alert')).toHaveTextContent(
      'Upgrade to tier 4 for 64 fragments? Click again to confirm.',
    );
    expect(calls('upgradeTrinket')).toEqual([]);
    await userEvent.click(within(legendary).getByRole('button', { name: 'Confirm upgrade' }));
    await waitFor(() => {
      expect(within(card(LEGENDARY)).getByText('Tier 4 / 15')).toBeVisible();
    });
    expect(calls('upgradeTrinket')[0]?.params).toEqual({ mod: 'upgradeTrinket', id: '6' });
    expect($items.get().trinket_fragments).toBe(SAMPLE_FRAGMENTS - 64);
    // The mods follow the tier: 10 x 4 x 1.35 = 54.
    expect(modsOf(LEGENDARY)[0]).toBe('+5.4% Resource Boost');
    expect(within(card(LEGENDARY)).queryByRole('alert')).toBeNull();
    expect(shown()).toEqual([['success', 'Your trinket is now tier 4.']]);
  });

  it('cancels the upgrade', async () => {
    await renderLoaded();
    const legendary = card(LEGENDARY);
    await userEvent.click(within(legendary).getByRole('button', { name: 'Upgrade tier' }));
    await userEvent.click(within(legendary).getByRole('button', { name: 'Cancel' }));
    expect(within(legendary).queryByRole('alert')).toBeNull();
    expect(within(legendary).getByRole('button', { name: 'Upgrade tier' })).toBeVisible();
    expect(calls('upgradeTrinket')).toEqual([]);
  });
});

describe('TrinketsPage destroy', () => {
  it('asks on the first click and destroys on the second: the trinket goes, fragments and essence come', async () => {
    await renderLoaded();
    const legendary = card(LEGENDARY);
    await userEvent.click(within(legendary).getByRole('button', { name: 'Destroy' }));
    // Tier 3 rarity 5: ceil(27 / 2.5 x 2) = 22 fragments; 5^1 = 5 essence.
    expect(within(legendary).getByRole('alert')).toHaveTextContent(
      'Destroy this trinket for 22 fragments and 5 essence? Click again to confirm.',
    );
    expect(calls('destroyTrinket')).toEqual([]);
    await userEvent.click(within(legendary).getByRole('button', { name: 'Confirm destroy' }));
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: LEGENDARY })).toBeNull();
    });
    expect(calls('destroyTrinket')[0]?.params).toEqual({ mod: 'destroyTrinket', id: '6' });
    expect($items.get().trinket_fragments).toBe(SAMPLE_FRAGMENTS + 22);
    expect($items.get().trinket_essence).toBe(SAMPLE_ESSENCE + 5);
    // The equipment totals the server answered replace the player's (the Attributes panel's).
    expect($player.get()).toMatchObject(sampleTrinketEqStats());
    expect(shown()).toEqual([
      ['success', 'You destroyed your trinket and received 22 fragments and 5 essence.'],
    ]);
  });
});

describe('TrinketsPage convert to celestial', () => {
  it('converts a mythical trinket: it becomes celestial and always active', async () => {
    await renderLoaded();
    await userEvent.click(
      within(card(MYTHICAL)).getByRole('button', { name: 'Convert to celestial' }),
    );
    const converted = await screen.findByRole('article', {
      name: 'Celestial gathering trinket #10',
    });
    expect(calls('convertTrinketToCelestial')[0]?.params).toEqual({
      mod: 'convertTrinketToCelestial',
      id: '10',
    });
    expect(within(converted).getByText('Celestial: always active')).toBeVisible();
    expect(buttonsOf(converted)).toEqual(['Re-roll', 'Upgrade tier']);
    expect(shown()).toEqual([['success', 'Your trinket is now celestial.']]);
  });
});

describe('TrinketsPage re-roll', () => {
  it('goes through the stages: open (0), pay and roll (1), accept (2)', async () => {
    await renderLoaded();
    await userEvent.click(within(card(LEGENDARY)).getByRole('button', { name: 'Re-roll' }));
    await waitFor(() => {
      expect(calls('rerollTrinket')).toHaveLength(1);
    });
    expect(calls('rerollTrinket')[0]?.params).toEqual({
      mod: 'rerollTrinket',
      id: '6',
      stage: '0',
    });
    const panel = await within(card(LEGENDARY)).findByRole('region', { name: 'Re-roll' });
    expect(within(panel).getByText('A re-roll costs 15 fragments and 5 essence.')).toBeVisible();
    expect(rerollRows(LEGENDARY)).toEqual([
      '+4.1% Resource Boost | -',
      '+6.1% Gathering Exp Boost | -',
    ]);
    expect($items.get().trinket_fragments).toBe(SAMPLE_FRAGMENTS);

    await userEvent.click(within(panel).getByRole('button', { name: 'Roll new values' }));
    // New bases 15 and 20: 15 x 3 x 1.35 = 60.75 -> 61; 20 x 3 x 1.35 = 81.
    await waitFor(() => {
      expect(rerollRows(LEGENDARY)).toEqual([
        '+4.1% Resource Boost | +6.1% Resource Boost',
        '+6.1% Gathering Exp Boost | +8.1% Gathering Exp Boost',
      ]);
    });
    expect(calls('rerollTrinket')[1]?.params.stage).toBe('1');
    expect($items.get().trinket_fragments).toBe(SAMPLE_FRAGMENTS - 15);
    expect($items.get().trinket_essence).toBe(SAMPLE_ESSENCE - 5);
    expect(modsOf(LEGENDARY)).toEqual(['+4.1% Resource Boost', '+6.1% Gathering Exp Boost']);

    await userEvent.click(
      within(card(LEGENDARY)).getByRole('button', { name: 'Accept new values' }),
    );
    await waitFor(() => {
      expect(modsOf(LEGENDARY)).toEqual(['+6.1% Resource Boost', '+8.1% Gathering Exp Boost']);
    });
    expect(calls('rerollTrinket')[2]?.params.stage).toBe('2');
    expect(within(card(LEGENDARY)).queryByRole('region', { name: 'Re-roll' })).toBeNull();
    expect(shown()).toEqual([['success', 'Your trinket keeps its new values.']]);
    // Accepting costs nothing more.
    expect($items.get().trinket_fragments).toBe(SAMPLE_FRAGMENTS - 15);
  });

  it('rejects a waiting roll (3) and keeps the current values', async () => {
    await renderLoaded();
    await userEvent.click(within(card(EPIC_PENDING)).getByRole('button', { name: 'Re-roll' }));
    // The roll waiting from before shows old against new at once.
    await waitFor(() => {
      expect(rerollRows(EPIC_PENDING)).toEqual([
        '+1.4% Combat Exp Boost | +2.1% Combat Exp Boost',
        '+1% Drop Boost | +0.7% Drop Boost',
      ]);
    });
    const panel = within(card(EPIC_PENDING)).getByRole('region', { name: 'Re-roll' });
    expect(within(panel).queryByRole('button', { name: 'Roll new values' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Keep current values' }));
    await waitFor(() => {
      expect(within(card(EPIC_PENDING)).queryByRole('region', { name: 'Re-roll' })).toBeNull();
    });
    expect(calls('rerollTrinket').map((call) => call.params.stage)).toEqual(['0', '3']);
    expect(modsOf(EPIC_PENDING)).toEqual(['+1.4% Combat Exp Boost', '+1% Drop Boost']);
    expect(within(card(EPIC_PENDING)).queryByText(/New values wait/)).toBeNull();
    expect(shown()).toEqual([['success', 'Your trinket keeps its current values.']]);
  });

  it('closes the re-roll panel without a call', async () => {
    await renderLoaded();
    await userEvent.click(within(card(LEGENDARY)).getByRole('button', { name: 'Re-roll' }));
    const panel = await within(card(LEGENDARY)).findByRole('region', { name: 'Re-roll' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(within(card(LEGENDARY)).queryByRole('region', { name: 'Re-roll' })).toBeNull();
    expect(calls('rerollTrinket')).toHaveLength(1);
  });
});

describe('TrinketsPage crafting table', () => {
  it('lists the three rarities by type with their costs', async () => {
    await renderLoaded();
    const table = within(screen.getByRole('region', { name: 'Crafting table' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]);
    expect(rows).toEqual([
      ['Epic', '1 fragment and 5 essence'],
      ['Legendary', '5 fragments and 15 essence'],
      ['Mythical', '15 fragments and 75 essence'],
    ]);
    expect(within(table).getAllByRole('button', { name: /^Craft / })).toHaveLength(6);
  });

  it('asks yes or no; Yes crafts, pays and adds the trinket', async () => {
    await renderLoaded();
    await userEvent.click(
      screen.getByRole('button', { name: 'Craft Legendary gathering trinket' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Craft a trinket' });
    expect(dialog).toHaveTextContent(
      'Craft a Legendary gathering trinket for 5 fragments and 15 essence?',
    );
    expect(calls('craftTrinket')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const crafted = await screen.findByRole('article', {
      name: `Legendary gathering trinket #${String(CRAFTED_TRINKET_ID)}`,
    });
    expect(calls('craftTrinket')[0]).toMatchObject({
      method: 'POST',
      params: { mod: 'craftTrinket', rarity: '5', type: '2' },
    });
    expect(within(crafted).getByText('Tier 1 / 15')).toBeVisible();
    expect($items.get().trinket_fragments).toBe(SAMPLE_FRAGMENTS - 5);
    expect($items.get().trinket_essence).toBe(SAMPLE_ESSENCE - 15);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shown()).toEqual([['success', 'You crafted a Legendary gathering trinket.']]);
  });

  it('No closes the confirmation without crafting', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Craft Epic battling trinket' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Craft a trinket' })).getByRole('button', {
        name: 'No',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('craftTrinket')).toEqual([]);
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });
});

describe('TrinketsPage celestial slots', () => {
  it('shows the slots and their use, and increases them on a second click', async () => {
    await renderLoaded();
    const section = screen.getByRole('region', { name: 'Celestial slots' });
    expect(within(section).getByText('1 / 3')).toBeVisible();
    expect(within(section).getByText('1 in use')).toBeVisible();
    expect(within(section).getByText('The next slot costs 100 essence.')).toBeVisible();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Increase celestial slots' }),
    );
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Add a celestial slot for 100 essence? Click again to confirm.',
    );
    expect(calls('increaseCelestial')).toEqual([]);
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm increase' }));
    await waitFor(() => {
      expect(within(section).getByText('2 / 3')).toBeVisible();
    });
    expect(calls('increaseCelestial')[0]?.method).toBe('POST');
    expect($items.get().trinket_essence).toBe(SAMPLE_ESSENCE - 100);
    expect(within(section).getByText('The next slot costs 125 essence.')).toBeVisible();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(shown()).toEqual([['success', 'You now have 2 celestial slots.']]);
  });

  it('offers no increase at 3 slots', async () => {
    answering({}, 3);
    await renderLoaded();
    const section = screen.getByRole('region', { name: 'Celestial slots' });
    expect(within(section).getByText('3 / 3')).toBeVisible();
    expect(within(section).getByText('You have every celestial slot.')).toBeVisible();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('cancels the increase', async () => {
    await renderLoaded();
    const section = screen.getByRole('region', { name: 'Celestial slots' });
    await userEvent.click(
      within(section).getByRole('button', { name: 'Increase celestial slots' }),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(calls('increaseCelestial')).toEqual([]);
  });
});

describe('TrinketsPage refusals', () => {
  it.each([
    ['equipTrinket', LEGENDARY, ['Equip']],
    ['upgradeTrinket', LEGENDARY, ['Upgrade tier', 'Confirm upgrade']],
    ['destroyTrinket', LEGENDARY, ['Destroy', 'Confirm destroy']],
    ['convertTrinketToCelestial', MYTHICAL, ['Convert to celestial']],
    ['rerollTrinket', LEGENDARY, ['Re-roll']],
  ])('changes nothing when the server refuses %s', async (mod, name, clicks) => {
    answering({ [`equipment.php?mod=${mod}`]: { error: 'Not now.' } });
    await renderLoaded();
    const before = snapshot();
    const items = $items.get();
    const player = $player.get();
    for (const click of clicks)
      await userEvent.click(within(card(name)).getByRole('button', { name: click }));
    await waitFor(() => {
      expect(errors).toEqual([{ kind: 'error', text: 'Not now.' }]);
    });
    expect(snapshot()).toEqual(before);
    expect($items.get()).toBe(items);
    expect($player.get()).toBe(player);
    expect(shown()).toEqual([]);
    expect(within(card(name)).queryByRole('region', { name: 'Re-roll' })).toBeNull();
    // A refused confirmation closes its "Click again to confirm" prompt.
    expect(within(card(name)).queryByRole('alert')).toBeNull();
    expect(within(card(name)).queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });

  it('keeps the mods and the payment when the server refuses the paid roll', async () => {
    // The server opens the re-roll (stage 0) and refuses the paid roll (stage 1). Changing the
    // server in the middle would make the screen load afresh (configureApi forgets answers).
    const server = trinketApiAnswers(sampleTrinkets(), 1);
    const reroll = server['equipment.php?mod=rerollTrinket'] as FakeHandler;
    answering({
      'equipment.php?mod=rerollTrinket': (request: FakeRequest) =>
        request.params.stage === '1'
          ? { error: 'You do not have enough essence.' }
          : reroll(request),
    });
    await renderLoaded();
    await userEvent.click(within(card(LEGENDARY)).getByRole('button', { name: 'Re-roll' }));
    const panel = await within(card(LEGENDARY)).findByRole('region', { name: 'Re-roll' });
    // The calls from here on.
    fetch.calls.splice(0);
    const before = snapshot();
    await userEvent.click(within(panel).getByRole('button', { name: 'Roll new values' }));
    await waitFor(() => {
      expect(errors).toEqual([{ kind: 'error', text: 'You do not have enough essence.' }]);
    });
    expect(calls('rerollTrinket')[0]?.params.stage).toBe('1');
    expect(snapshot()).toEqual(before);
    expect($items.get().trinket_fragments).toBe(SAMPLE_FRAGMENTS);
    expect(rerollRows(LEGENDARY)).toEqual([
      '+4.1% Resource Boost | -',
      '+6.1% Gathering Exp Boost | -',
    ]);
    expect(shown()).toEqual([]);
  });

  it('keeps the confirmation open and the list unchanged when a craft is refused', async () => {
    answering({ 'equipment.php?mod=craftTrinket': { error: 'You do not have enough essence.' } });
    await renderLoaded();
    const items = $items.get();
    await userEvent.click(screen.getByRole('button', { name: 'Craft Mythical battling trinket' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Craft a trinket' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => {
      expect(errors).toEqual([{ kind: 'error', text: 'You do not have enough essence.' }]);
    });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect($items.get()).toBe(items);
    expect(screen.getByRole('dialog', { name: 'Craft a trinket' })).toBeVisible();
  });

  it('keeps the slots when the increase is refused', async () => {
    answering({ 'equipment.php?mod=increaseCelestial': { error: 'Not enough essence.' } });
    await renderLoaded();
    const items = $items.get();
    const section = screen.getByRole('region', { name: 'Celestial slots' });
    await userEvent.click(
      within(section).getByRole('button', { name: 'Increase celestial slots' }),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm increase' }));
    await waitFor(() => {
      expect(errors).toEqual([{ kind: 'error', text: 'Not enough essence.' }]);
    });
    expect(within(section).getByText('1 / 3')).toBeVisible();
    expect($items.get()).toBe(items);
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Increase celestial slots' })).toBeVisible();
  });

  it('disables every action while a call is on its way', async () => {
    answering({ 'equipment.php?mod=equipTrinket': answerNever });
    await renderLoaded();
    await userEvent.click(within(card(LEGENDARY)).getByRole('button', { name: 'Equip' }));
    await waitFor(() => {
      for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    });
  });
});
