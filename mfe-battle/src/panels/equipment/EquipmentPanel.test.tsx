import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { InitialData, UpgradeLevelAnswer, UpgradeTypeAnswer } from '@idle/contracts';
import { EQUIPMENT_FULLY_UPGRADED_TEXT } from '@idle/game-rules';
import { $equipment, $items, $notifications, applyTick } from '@idle/state';
import { loadState, resetAll, sampleInitialData, useFakeApi } from '@idle/test-fixtures';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { items, panel, renderPanels } from '@idle/ui/testing';
import { EquipmentPanel, rarityLine } from './EquipmentPanel';

/** The texts of the slot rows, each row's children joined by "|" (the summary only). */
function slotRows(): string[] {
  return Array.from(screen.getByRole('list', { name: 'Equipment slots' }).children, (li) =>
    Array.from(li.children)
      .slice(0, 2)
      .map((child) => child.textContent.trim())
      .join('|'),
  );
}

function item(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

function details(name: string): HTMLElement {
  const toggle = item(name);
  const id = toggle.getAttribute('aria-controls');
  const found = id === null ? null : document.getElementById(id);
  if (!found) throw new Error(`${name} is not expanded`);
  return found;
}

function notificationTexts(): string[] {
  return $notifications.get().map((entry) => `${entry.kind}: ${entry.text}`);
}

function deferred<Value>(): { promise: Promise<Value>; resolve: (value: Value) => void } {
  let resolve!: (value: Value) => void;
  const promise = new Promise<Value>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Hero_1 with enough armor components for a Rusty armor type upgrade (5 each). */
function loadRich(): InitialData {
  const data = sampleInitialData();
  return loadState({ ...data, items: { ...data.items, armor_component: 20, gem_fragments: 10 } });
}

const SWORD_LEVEL_UP: UpgradeLevelAnswer = {
  eq: { level: 13, type: 2, rarity: 3, levelUpgradeCost: 65 },
  gold: 12_285,
};

const ARMOR_TYPE_UP: UpgradeTypeAnswer = {
  eq: { level: 10, type: 2, rarity: 2, levelUpgradeCost: 50 },
  itemsToRemove: [{ id: 'armor_component', amount: 5 }],
};

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('EquipmentPanel', () => {
  it('shows a loading state before the game data', () => {
    render(<EquipmentPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('names each item from its type and slot, with level and Power or Armor', () => {
    loadState();
    render(<EquipmentPanel />);
    expect(slotRows()).toEqual([
      'Bronze Sword +12|Power 64',
      'Off Hand|Empty',
      'Bronze Helm +8|Armor 37',
      'Rusty Armor +10|Armor 48',
      'Rusty Sleeves +6|Armor 26',
      'Rusty Gloves +6|Armor 26',
      'Rusty Legs +7|Armor 31',
      'Rusty Boots +5|Armor 21',
    ]);
    expect(screen.getByText('Bronze Sword +12')).toHaveStyle({ color: 'var(--idle-rarity-3)' });
    expect(screen.getByText('Rusty Armor +10')).toHaveStyle({ color: 'var(--idle-rarity-2)' });
    expect(screen.queryByRole('button', { name: 'Upgrade level' })).toBeNull();
  });

  it("shows each item's rarity and the Base Gold Rush it gives", () => {
    loadState();
    render(<EquipmentPanel />);
    const rows = within(screen.getByRole('list', { name: 'Equipment slots' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('Rare \u00b7 Gold Rush +7%');
    expect(rows[3]).toHaveTextContent('Uncommon \u00b7 Gold Rush +3.5%');
    expect(rarityLine(1)).toBe('Common');
    expect(rarityLine(7)).toBe('Celestial \u00b7 Gold Rush +21%');
    expect(rarityLine(9)).toBe('');
  });

  it('follows a rarity raised in a fight (eqRarityUpgrade): colour, rarity and Gold Rush', () => {
    loadState();
    render(<EquipmentPanel />);
    act(() => {
      applyTick('battling', { delay: 2000, autos: 100, eqRarityUpgrade: { slot: 1, rarity: 4 } });
    });
    expect(screen.getByText('Bronze Sword +12')).toHaveStyle({ color: 'var(--idle-rarity-4)' });
    expect(screen.getByText('Epic \u00b7 Gold Rush +10.5%')).toBeInTheDocument();
    expect($equipment.get()['1']?.rarity).toBe(4);
  });

  it('shows every slot empty without equipment, and slot names without type data', () => {
    loadState(sampleInitialData({ equipment: {} }));
    const { unmount } = render(<EquipmentPanel />);
    expect(slotRows()).toEqual([
      'Main Hand|Empty',
      'Off Hand|Empty',
      'Helm|Empty',
      'Armor|Empty',
      'Sleeves|Empty',
      'Gloves|Empty',
      'Legs|Empty',
      'Boots|Empty',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    loadState(sampleInitialData({ equipmentData: {} }));
    render(<EquipmentPanel />);
    expect(slotRows()[0]).toBe('Main Hand +12|Power 64');
  });

  it('expands an item on click to its two upgrades with their costs, one item at a time', async () => {
    loadState();
    render(<EquipmentPanel />);
    const sword = item('Bronze Sword +12');
    expect(sword).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(sword);
    expect(sword).toHaveAttribute('aria-expanded', 'true');
    const open = details('Bronze Sword +12');
    const level = within(open).getByRole('button', { name: 'Upgrade level' });
    expect(level).toBeEnabled();
    expect(level).toHaveAccessibleDescription('Cost: 60 gold');
    // Weapons pay 3 times componentsRequired of the current type (13) in weapon components.
    const type = within(open).getByRole('button', { name: 'Upgrade type' });
    expect(type).toHaveAccessibleDescription('39 Weapon Component (7)');
    expect(type).toBeDisabled();
    expect(open).toHaveTextContent('To Iron Sword:');

    await userEvent.click(item('Rusty Armor +10'));
    expect(sword).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { name: 'Upgrade level' })).toHaveLength(1);
    const armor = details('Rusty Armor +10');
    expect(within(armor).getByRole('button', { name: 'Upgrade type' })).toHaveAccessibleDescription(
      '5 Armor Component (4)',
    );
    expect(armor).toHaveTextContent('To Bronze Armor:');

    await userEvent.click(item('Rusty Armor +10'));
    expect(screen.queryByRole('button', { name: 'Upgrade level' })).toBeNull();
  });

  it('lists the type data items required with owned amounts, red when short', () => {
    const data = sampleInitialData();
    loadState({
      ...data,
      equipment: { ...data.equipment, '3': { level: 8, type: 2, rarity: 1, levelUpgradeCost: 40 } },
      equipmentData: {
        ...data.equipmentData,
        '2': {
          weaponName: 'Bronze Sword',
          armorName: 'Bronze *',
          componentsRequired: 13,
          itemsRequired: [{ id: 'gem_fragments', amount: 5 }],
        },
      },
    });
    render(<EquipmentPanel initialExpanded={3} />);
    const open = details('Bronze Helm +8');
    const costs = within(open).getAllByRole('listitem');
    expect(costs.map((cost) => cost.textContent)).toEqual([
      '13 Armor Component (4)',
      '5 Gem Fragments (3)',
    ]);
    expect(costs.map((cost) => cost.hasAttribute('data-short'))).toEqual([true, true]);
    expect(within(open).getByRole('button', { name: 'Upgrade type' })).toBeDisabled();
  });

  it('says the item is fully upgraded at the last type, and still offers the level upgrade', () => {
    const data = sampleInitialData();
    loadState({
      ...data,
      equipment: {
        ...data.equipment,
        '1': { level: 12, type: 3, rarity: 3, levelUpgradeCost: 60 },
      },
    });
    render(<EquipmentPanel initialExpanded={1} />);
    const open = details('Iron Sword +12');
    expect(open).toHaveTextContent(EQUIPMENT_FULLY_UPGRADED_TEXT);
    expect(EQUIPMENT_FULLY_UPGRADED_TEXT).toBe('This item is fully upgraded.');
    expect(within(open).queryByRole('button', { name: 'Upgrade type' })).toBeNull();
    expect(within(open).getByRole('button', { name: 'Upgrade level' })).toBeEnabled();
  });

  it('disables Upgrade level and shows the cost in red when gold is short', () => {
    const data = sampleInitialData();
    loadState({ ...data, items: { ...data.items, gold: 59 } });
    render(<EquipmentPanel initialExpanded={1} />);
    const level = within(details('Bronze Sword +12')).getByRole('button', {
      name: 'Upgrade level',
    });
    expect(level).toBeDisabled();
  });

  it('upgrades the level: posts the slot, sets the item and gold, and the power follows', async () => {
    const fetch = useFakeApi({ 'equipment.php?mod=upgradeLevel': SWORD_LEVEL_UP });
    loadState();
    render(<EquipmentPanel initialExpanded={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade level' }));
    await waitFor(() => {
      expect($equipment.get()['1']).toEqual(SWORD_LEVEL_UP.eq);
    });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'equipment.php',
      params: { mod: 'upgradeLevel', id: '1' },
    });
    expect($items.get().gold).toBe(12_285);
    expect(notificationTexts()).toEqual(['success: You have upgraded your item.']);
    // 13 + floor(39 * 1.02483^12) = 65; type 2 (+3%) and rarity 3 (+6%): floor(65 * 1.09) = 70
    expect(slotRows()[0]).toBe('Bronze Sword +13|Power 70');
    // Still open, with the next cost.
    expect(screen.getByRole('button', { name: 'Upgrade level' })).toHaveAccessibleDescription(
      'Cost: 65 gold',
    );
  });

  it('upgrades the type: posts the slot, sets the item, spends the components', async () => {
    const fetch = useFakeApi({ 'equipment.php?mod=upgradeType': ARMOR_TYPE_UP });
    loadRich();
    render(<EquipmentPanel initialExpanded={4} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade type' }));
    await waitFor(() => {
      expect($equipment.get()['4']).toEqual(ARMOR_TYPE_UP.eq);
    });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'equipment.php',
      params: { mod: 'upgradeType', id: '4' },
    });
    expect($items.get().armor_component).toBe(15);
    expect(notificationTexts()).toEqual(['success: You have upgraded your item.']);
    // 10 + floor(30 * 1.02483^9) = 47; type 2 (+3%) and rarity 2 (+3%): floor(47 * 1.06) = 49
    expect(slotRows()[3]).toBe('Bronze Armor +10|Armor 49');
    // The next type costs componentsRequired of type 2 (13 armor components).
    expect(screen.getByRole('button', { name: 'Upgrade type' })).toHaveAccessibleDescription(
      '13 Armor Component (15)',
    );
  });

  it('disables both upgrades while a call is in flight, so it is sent once', async () => {
    const answer = deferred<UpgradeLevelAnswer>();
    const fetch = useFakeApi({ 'equipment.php?mod=upgradeLevel': () => answer.promise });
    loadRich();
    render(<EquipmentPanel initialExpanded={4} />);
    const level = screen.getByRole('button', { name: 'Upgrade level' });
    await userEvent.click(level);
    expect(level).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade type' })).toBeDisabled();
    fireEvent.click(level);
    expect(fetch.calls).toHaveLength(1);
    await act(async () => {
      answer.resolve({ eq: { level: 11, type: 1, rarity: 2, levelUpgradeCost: 55 }, gold: 12_295 });
      await answer.promise;
    });
    await waitFor(() => {
      expect(level).toBeEnabled();
    });
    // 11 + floor(33 * 1.02483^10) = 53; rarity 2 (+3%): floor(53 * 1.03) = 54
    expect(slotRows()[3]).toBe('Rusty Armor +11|Armor 54');
  });

  it('leaves the stores unchanged when the level upgrade is refused', async () => {
    useFakeApi({ 'equipment.php?mod=upgradeLevel': { error: 'You do not have enough gold.' } });
    const data = loadState();
    render(<EquipmentPanel initialExpanded={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade level' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('You do not have enough gold.');
    });
    expect($equipment.get()).toEqual(data.equipment);
    expect($items.get()).toEqual(data.items);
    expect(notificationTexts()).toEqual([]);
    expect(slotRows()[0]).toBe('Bronze Sword +12|Power 64');
  });

  it('leaves the stores unchanged when the type upgrade fails', async () => {
    useFakeApi({ 'equipment.php?mod=upgradeType': new Response('', { status: 502 }) });
    const data = loadRich();
    render(<EquipmentPanel initialExpanded={4} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade type' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Server is down.');
    });
    expect($equipment.get()).toEqual(data.equipment);
    expect($items.get()).toEqual(data.items);
  });
});

describe('Equipment panel in its frame', () => {
  it('names each item from the equipment type data and its slot, with its Power or Armor', () => {
    loadState();
    renderPanels({ Equipment: EquipmentPanel });
    expect(items('Equipment')).toEqual([
      'Bronze Sword +12|Power 64|Rare \u00b7 Gold Rush +7%',
      'Off Hand|Empty',
      'Bronze Helm +8|Armor 37|Common',
      'Rusty Armor +10|Armor 48|Uncommon \u00b7 Gold Rush +3.5%',
      'Rusty Sleeves +6|Armor 26|Common',
      'Rusty Gloves +6|Armor 26|Common',
      'Rusty Legs +7|Armor 31|Common',
      'Rusty Boots +5|Armor 21|Common',
    ]);
    const sword = within(panel('Equipment')).getByText('Bronze Sword +12');
    expect(sword).toHaveStyle({ color: 'var(--idle-rarity-3)' });
  });

  it('shows the slot name when the type data is missing, and every slot empty without equipment', () => {
    const data: InitialData = sampleInitialData({ equipmentData: {} });
    loadState(data);
    const { unmount } = renderPanels({ Equipment: EquipmentPanel });
    expect(items('Equipment')[0]).toBe('Main Hand +12|Power 64|Rare \u00b7 Gold Rush +7%');
    unmount();
    loadState(sampleInitialData({ equipment: {} }));
    renderPanels({ Equipment: EquipmentPanel });
    expect(items('Equipment')).toEqual([
      'Main Hand|Empty',
      'Off Hand|Empty',
      'Helm|Empty',
      'Armor|Empty',
      'Sleeves|Empty',
      'Gloves|Empty',
      'Legs|Empty',
      'Boots|Empty',
    ]);
  });
});
