import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { UpgradeUpgradeableAnswer } from '@idle/contracts';
import { EQUIPMENT_FULLY_UPGRADED_TEXT } from '@idle/game-rules';
import { $items, $misc, $upgradeableItems } from '@idle/state';
import { bus } from '@idle/events';
import { loadState, resetAll, sampleInitialData, useFakeApi } from '@idle/test-fixtures';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HomeItems } from './HomeItems';
import { NOTHING_TO_UPGRADE_TEXT } from './UpgradesSection';
import { deferred, notificationTexts, rowsOf, section } from './testing';

const DESCRIPTION = 'Each level holds one more rune.';

const ANSWER: UpgradeUpgradeableAnswer = {
  id: 'rune_belt',
  level: 2,
  itemsToRemove: [{ id: 'leather_strap', amount: 5 }],
};

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('Upgrades', () => {
  it('shows each upgradeable item with its level, maximum and the next level cost', () => {
    loadState();
    render(<HomeItems />);
    const upgrades = section('Upgrades');
    expect(rowsOf(upgrades)).toEqual([
      [`Rune Belt${DESCRIPTION}`, '1 / 5 rune slots', '5 Leather Strap (you have 6)', 'Upgrade'],
    ]);
    expect(within(upgrades).getByRole('button', { name: 'Upgrade Rune Belt' })).toBeEnabled();
    expect(upgrades.querySelector('[data-short]')).toBeNull();
  });

  it('reads a missing level as 0 and names other items by level only', () => {
    const data = sampleInitialData();
    loadState({
      ...data,
      upgradeableItemData: {
        ...data.upgradeableItemData,
        satchel: {
          name: 'Satchel',
          description: 'Carries more.',
          maxLevel: 3,
          costs: [[{ id: 'gold', amount: 1_000 }], [], []],
        },
      },
    });
    render(<HomeItems />);
    expect(rowsOf(section('Upgrades'))[1]).toEqual([
      'SatchelCarries more.',
      '0 / 3',
      '1,000 Gold (you have 12,345)',
      'Upgrade',
    ]);
  });

  it('shows a short cost in red and disables Upgrade', () => {
    const data = sampleInitialData();
    loadState({ ...data, items: { ...data.items, leather_strap: 2 } });
    render(<HomeItems />);
    const upgrades = section('Upgrades');
    const short = upgrades.querySelector('[data-short]');
    expect(short).toHaveTextContent('5 Leather Strap (you have 2)');
    expect(within(upgrades).getByRole('button', { name: 'Upgrade Rune Belt' })).toBeDisabled();
  });

  it('says the item is fully upgraded at its maximum level, without Upgrade', () => {
    loadState(sampleInitialData({ upgradeableItems: { rune_belt: 5 } }));
    render(<HomeItems />);
    const upgrades = section('Upgrades');
    expect(rowsOf(upgrades)).toEqual([
      [`Rune Belt${DESCRIPTION}`, '5 / 5 rune slots', 'This item is fully upgraded.', ''],
    ]);
    expect(EQUIPMENT_FULLY_UPGRADED_TEXT).toBe('This item is fully upgraded.');
    expect(within(upgrades).queryByRole('button')).toBeNull();
  });

  it('shows an empty text when nothing is upgradeable', () => {
    loadState(sampleInitialData({ upgradeableItemData: {} }));
    render(<HomeItems />);
    const upgrades = section('Upgrades');
    expect(upgrades).toHaveTextContent(NOTHING_TO_UPGRADE_TEXT);
    expect(within(upgrades).queryByRole('table')).toBeNull();
  });

  it('upgrades: posts id and current level, sets the level, spends the cost and says so', async () => {
    const fetch = useFakeApi({ 'items.php?mod=upgradeUpgradeableItem': ANSWER });
    loadState();
    render(<HomeItems />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Rune Belt' }));
    await waitFor(() => {
      expect($upgradeableItems.get().rune_belt).toBe(2);
    });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'items.php',
      params: { mod: 'upgradeUpgradeableItem', id: 'rune_belt', level: '1' },
    });
    expect($items.get().leather_strap).toBe(1);
    expect(notificationTexts()).toEqual(['success: You have upgraded your item.']);
    expect(rowsOf(section('Upgrades'))[0]?.slice(1, 3)).toEqual([
      '2 / 5 rune slots',
      '25 Leather Strap (you have 1)',
    ]);
    // The belt has a free slot now.
    expect(section('Rune belt')).toHaveTextContent('Rune slots used: 1 / 2');
    expect(screen.getByRole('button', { name: 'Upgrade Rune Belt' })).toBeDisabled();
  });

  it('disables Upgrade while the call is in flight, so it is sent once', async () => {
    const answer = deferred<UpgradeUpgradeableAnswer>();
    const fetch = useFakeApi({ 'items.php?mod=upgradeUpgradeableItem': () => answer.promise });
    const data = sampleInitialData();
    loadState({ ...data, items: { ...data.items, leather_strap: 100 } });
    render(<HomeItems />);
    const button = screen.getByRole('button', { name: 'Upgrade Rune Belt' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(fetch.calls).toHaveLength(1);
    await act(async () => {
      answer.resolve(ANSWER);
      await answer.promise;
    });
    await waitFor(() => {
      expect(button).toBeEnabled();
    });
    expect($items.get().leather_strap).toBe(95);
  });

  it('leaves the stores unchanged when the server refuses', async () => {
    useFakeApi({ 'items.php?mod=upgradeUpgradeableItem': { error: 'Not enough materials.' } });
    const data = loadState();
    render(<HomeItems />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Rune Belt' }));
    await waitFor(() => {
      expect(within(section('Upgrades')).getByRole('alert')).toHaveTextContent(
        'Not enough materials.',
      );
    });
    expect($upgradeableItems.get()).toEqual(data.upgradeableItems);
    expect($items.get()).toEqual(data.items);
    expect(notificationTexts()).toEqual([]);
  });
});

describe('Heroic upgrades link', () => {
  it('sums up the heroic and battling upgrades and opens their page in the router', async () => {
    loadState();
    const misc = $misc.get();
    if (!misc) throw new Error('no misc');
    $misc.set({
      ...misc,
      upgrades: { health: 3, damage: 7 },
      heroic: { potionDoses: 2, shardUpgrades: 1 },
    });
    const targets: string[] = [];
    const onNavigate = ({ to }: { to: string }) => targets.push(to);
    bus.on('navigate', onNavigate);
    render(<HomeItems />);
    const upgrades = section('Upgrades');
    expect(upgrades).toHaveTextContent(
      'Heroic upgrades: health +3%, damage +7%, gold and resources +3%',
    );
    await userEvent.click(within(upgrades).getByRole('link', { name: 'Heroic upgrades' }));
    bus.off('navigate', onNavigate);
    expect(targets).toEqual(['/heroic_upgrades']);
  });
});
