import '@testing-library/jest-dom/vitest';
import { rarityColour } from '@idle/game-rules';
import { $misc } from '@idle/state';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { items, renderPanels } from '@idle/ui/testing';
import { EffectsPanel, NO_ACTIVE_EFFECTS_TEXT } from './EffectsPanel';

function effects(): string[] {
  return within(screen.getByRole('list', { name: 'Active effects' }))
    .getAllByRole('listitem')
    .map((item) => Array.from(item.children, (child) => child.textContent).join('|'));
}

function withPotions(potions: Record<string, [number, number]>) {
  const data = sampleInitialData();
  const itemData = {
    ...data.itemData,
    elixir_of_greed: {
      name: 'Elixir of Greed',
      type: 'potion',
      rarity: 5,
      description: '+25% gold.',
      useable: true,
      marketable: true,
      potion: { bonus: 'gold' as const, percent: 25, actionsPerDose: 100 },
    },
  };
  loadState({ ...data, itemData, misc: { ...data.misc, potions } });
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  resetAll();
});

describe('EffectsPanel', () => {
  it('lists each active potion with its bonus and the actions it has left', () => {
    withPotions({ potion_of_wrath: [10, 25], elixir_of_greed: [25, 1_500] });
    render(<EffectsPanel />);
    expect(effects()).toEqual([
      'Potion of Wrath|+10% damage|25 actions left',
      'Elixir of Greed|+25% gold|1,500 actions left',
    ]);
    expect(screen.getByText('Elixir of Greed').closest('[data-item-id]')).toHaveStyle({
      color: rarityColour(5),
    });
  });

  it('leaves out potions at 0 and says "1 action left"', () => {
    withPotions({ potion_of_wrath: [10, 1], elixir_of_greed: [25, 0] });
    render(<EffectsPanel />);
    expect(effects()).toEqual(['Potion of Wrath|+10% damage|1 action left']);
  });

  it('shows the id and the stored percent for a potion without item data', () => {
    withPotions({ mystery_brew: [7, 3] });
    render(<EffectsPanel />);
    expect(effects()).toEqual(['mystery_brew|+7%|3 actions left']);
  });

  it('follows the ticks as doses run out', () => {
    withPotions({ potion_of_wrath: [10, 2] });
    render(<EffectsPanel />);
    const misc = $misc.get();
    if (!misc) throw new Error('misc not loaded');
    act(() => {
      $misc.set({ ...misc, potions: { potion_of_wrath: [10, 1] } });
    });
    expect(effects()).toEqual(['Potion of Wrath|+10% damage|1 action left']);
    act(() => {
      $misc.set({ ...misc, potions: { potion_of_wrath: [10, 0] } });
    });
    expect(screen.getByText(NO_ACTIVE_EFFECTS_TEXT)).toBeInTheDocument();
  });

  it('shows nothing active before the game data is loaded', () => {
    render(<EffectsPanel />);
    expect(screen.getByText(NO_ACTIVE_EFFECTS_TEXT)).toBeInTheDocument();
  });
});

describe('Effects panel in its frame', () => {
  it('lists the potions still active with their item name', () => {
    loadState();
    renderPanels({ Effects: EffectsPanel });
    expect(items('Effects')).toEqual(['Potion of Wrath|+10% damage|25 actions left']);
  });
});
