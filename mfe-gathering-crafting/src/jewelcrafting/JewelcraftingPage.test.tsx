import '@testing-library/jest-dom/vitest';
import { bus } from '@idle/events';
import { WAITING_FOR_ACTION_TEXT } from '@idle/game-rules';
import { $misc, beginAction } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION_STOPPED_TITLE } from '../crafting/ActionProgress';
import { resetActionResults } from '../crafting/action-results';
import {
  craftingInitialData,
  sampleFinishedJewel,
  sampleJewelcraftingResult,
} from '../crafting/fixtures';
import { definition, deliver, hasTerm, refuse } from '../crafting/test-helpers';
import {
  JEWEL_FINISHED_TEXT,
  jewelAutoDeconstructedText,
  JewelcraftingPage,
  jewelStatLabel,
} from './JewelcraftingPage';

function figures(): HTMLElement {
  const dl = screen.getByText('Perfects', { selector: 'dt' }).closest('dl');
  if (!dl) throw new Error('no figures');
  return dl;
}

function statRow(name: string): string[] {
  const table = screen.getByRole('table', { name });
  return Array.from(table.querySelectorAll('tbody td'), (cell) => cell.textContent.trim());
}

beforeEach(() => {
  resetAll();
  resetActionResults();
  loadState(craftingInitialData());
  beginAction('jewelcrafting', { gemType: 1, stopAfterCraft: 0, floor: 0 });
});

afterEach(() => {
  cleanup();
  resetActionResults();
  resetAll();
});

describe('JewelcraftingPage states', () => {
  it('waits for the first step', () => {
    render(<JewelcraftingPage />);
    expect(screen.getByRole('heading', { name: 'Jewelcrafting', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_FOR_ACTION_TEXT);
  });

  it('shows the server message when the start was refused', () => {
    render(<JewelcraftingPage />);
    refuse('jewelcrafting', 'You do not have a Sapphire.');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(ACTION_STOPPED_TITLE);
    expect(alert).toHaveTextContent('You do not have a Sapphire.');
    act(() => {
      bus.emit('startAction', { action: 'jewelcrafting', body: { gemType: 1 } });
    });
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_FOR_ACTION_TEXT);
  });

  it('ignores a refusal of another action', () => {
    render(<JewelcraftingPage />);
    refuse('alchemy', 'No herbs.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_FOR_ACTION_TEXT);
  });
});

describe('JewelcraftingPage steps', () => {
  it('shows a step: gem, progress, the step, perfects, exp, owned, bonus and stats', () => {
    render(<JewelcraftingPage />);
    deliver('jewelcrafting', sampleJewelcraftingResult({ bonusActive: true }));
    expect(screen.getByRole('heading', { name: 'Sapphire jewel', level: 3 })).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(screen.getByText(/improved the/)).toHaveTextContent(
      'You perfectly improved the Attack. (+6)',
    );
    expect(definition(figures(), 'Progress')).toBe('4 / 10');
    expect(definition(figures(), 'Perfects')).toBe('1');
    expect(definition(figures(), 'Jewelcrafting exp')).toBe('+80');
    expect(definition(figures(), 'Gems owned')).toBe('Sapphire x2');
    expect(definition(figures(), 'Fragments owned')).toBe('600');
    expect(definition(figures(), 'Crafting bonus')).toBe('Active (-0.5 s action timer, +25% exp)');
    expect(statRow('Jewel stats so far')).toEqual(['20', '11', '0', '40', '0', '71']);
    expect(screen.queryByRole('region', { name: 'Finished jewel' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Drops' })).toHaveTextContent('No drops this time.');
  });

  it.each([
    [1, 'health', 'You barely improved the Health. (+2)'],
    [2, 'defence', 'You improved the Defence. (+2)'],
    [3, 'dodge', 'You perfectly improved the Dodge. (+2)'],
  ] as const)('words a step of power %i on %s', (power, statGained, text) => {
    render(<JewelcraftingPage />);
    deliver('jewelcrafting', sampleJewelcraftingResult({ power, statGained, statGainedAmount: 2 }));
    expect(screen.getByText(/improved the/)).toHaveTextContent(text);
  });

  it("shows the bonus as the server answered it for the step, whatever the device's counts", () => {
    const misc = $misc.get();
    if (!misc) throw new Error('no misc');
    // The device thinks the crafting bonus runs; the server said it did not for this step.
    $misc.set({ ...misc, actionBonus: { kind: 'crafting', current: 100, required: 100 } });
    render(<JewelcraftingPage />);
    deliver('jewelcrafting', sampleJewelcraftingResult({ bonusActive: false }));
    expect(definition(figures(), 'Crafting bonus')).toBe(
      'Inactive (-0.5 s action timer, +25% exp)',
    );
  });

  it('shows the drops of the step, and the counts owned after it', () => {
    render(<JewelcraftingPage />);
    deliver('jewelcrafting', sampleJewelcraftingResult(), {
      drops: [{ id: 'gem_fragments', amount: 3 }],
      itemsToAdd: [{ id: 'gem_fragments', amount: 3 }],
    });
    const drops = screen.getByRole('region', { name: 'Drops' });
    expect(within(drops).getByRole('listitem')).toHaveTextContent('Gem Fragments x3');
    expect(definition(figures(), 'Fragments owned')).toBe('603');
    // The next step without drops clears them.
    deliver('jewelcrafting', sampleJewelcraftingResult({ progress: 5 }));
    expect(
      within(screen.getByRole('region', { name: 'Drops' })).queryByRole('listitem'),
    ).toBeNull();
  });

  it('shows the finished jewel with its rarity and stats', () => {
    render(<JewelcraftingPage />);
    deliver(
      'jewelcrafting',
      sampleJewelcraftingResult({ progress: 10, jewel: sampleFinishedJewel() }),
      { itemsToRemove: [{ id: 'gem_sapphire', amount: 1 }] },
    );
    const finished = screen.getByRole('region', { name: 'Finished jewel' });
    expect(within(finished).getByText(JEWEL_FINISHED_TEXT)).toBeVisible();
    expect(definition(finished, 'Rarity')).toBe('Rare');
    // Shift-click anywhere on the finished jewel pastes its tag into the chat.
    expect(finished).toHaveAttribute('data-chat-link', '[jewel:1:3]');
    expect(statRow('Finished jewel stats')).toEqual(['30', '17', '5', '60', '12', '124']);
    expect(definition(figures(), 'Gems owned')).toBe('Sapphire x1');
    expect(screen.queryByText(/deconstructed into/)).toBeNull();
  });

  it('says how many fragments an auto-deconstructed jewel gave', () => {
    render(<JewelcraftingPage />);
    deliver(
      'jewelcrafting',
      sampleJewelcraftingResult({
        progress: 10,
        jewel: sampleFinishedJewel({ rarity: 1 }),
        deconstructed: 40,
      }),
    );
    expect(screen.getByText('Your jewel was deconstructed into 40 gem fragments.')).toBeVisible();
    expect(definition(screen.getByRole('region', { name: 'Finished jewel' }), 'Rarity')).toBe(
      'Common',
    );
  });

  it('keeps the last step and says why the action stopped', () => {
    render(<JewelcraftingPage />);
    deliver('jewelcrafting', sampleJewelcraftingResult());
    refuse('jewelcrafting', 'You have run out of Sapphires.');
    expect(screen.getByText('You have run out of Sapphires.')).toBeVisible();
    expect(hasTerm(figures(), 'Perfects')).toBe(true);
  });
});

describe('jewelcrafting texts', () => {
  it('names the stats and the fragments', () => {
    expect(jewelStatLabel('accuracy')).toBe('Accuracy');
    expect(jewelAutoDeconstructedText(1)).toBe('Your jewel was deconstructed into 1 gem fragment.');
    expect(jewelAutoDeconstructedText(1250)).toBe(
      'Your jewel was deconstructed into 1,250 gem fragments.',
    );
    expect(jewelAutoDeconstructedText(1)).toBe('Your jewel was deconstructed into 1 gem fragment.');
  });
});
