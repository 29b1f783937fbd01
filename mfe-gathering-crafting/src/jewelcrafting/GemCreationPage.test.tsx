import '@testing-library/jest-dom/vitest';
import { WAITING_FOR_ACTION_TEXT } from '@idle/game-rules';
import { $gameData, $items, beginAction } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION_STOPPED_TITLE } from '../crafting/ActionProgress';
import { resetActionResults } from '../crafting/action-results';
import { craftingInitialData, sampleGemCreationResult } from '../crafting/fixtures';
import { definition, deliver, refuse } from '../crafting/test-helpers';
import { gemCreatedText, GemCreationPage } from './GemCreationPage';

function figures(): HTMLElement {
  const dl = screen.getByText('Crafts remaining', { selector: 'dt' }).closest('dl');
  if (!dl) throw new Error('no figures');
  return dl;
}

beforeEach(() => {
  resetAll();
  resetActionResults();
  loadState(craftingInitialData());
  beginAction('jewelcrafting_create_gem', { gemType: 2, amount: 4 });
});

afterEach(() => {
  cleanup();
  resetActionResults();
  resetAll();
});

describe('GemCreationPage', () => {
  it('waits for the first gem', () => {
    render(<GemCreationPage />);
    expect(screen.getByRole('heading', { name: 'Gem creation', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_FOR_ACTION_TEXT);
  });

  it('shows the server message when the start was refused', () => {
    render(<GemCreationPage />);
    refuse('jewelcrafting_create_gem', 'You do not have enough gem fragments.');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(ACTION_STOPPED_TITLE);
    expect(alert).toHaveTextContent('You do not have enough gem fragments.');
  });

  it('shows the gem created, the crafts remaining, fragments used, counts owned and exp', () => {
    render(<GemCreationPage />);
    deliver('jewelcrafting_create_gem', sampleGemCreationResult(), {
      itemsToAdd: [{ id: 'gem_ruby', amount: 1 }],
      itemsToRemove: [{ id: 'gem_fragments', amount: 500 }],
    });
    expect(screen.getByRole('heading', { name: 'Ruby', level: 3 })).toBeVisible();
    expect(screen.getByText(gemCreatedText('Ruby'))).toHaveTextContent('You created a Ruby.');
    expect(gemCreatedText('Emerald')).toBe('You created an Emerald.');
    expect(definition(figures(), 'Crafts remaining')).toBe('3');
    expect(definition(figures(), 'Fragments used')).toBe('500');
    expect(definition(figures(), 'Fragments owned')).toBe('100');
    expect(definition(figures(), 'Gems owned')).toBe('1');
    expect(definition(figures(), 'Jewelcrafting exp')).toBe('+150');
    expect($items.get().gem_ruby).toBe(1);
  });

  it('shows whether the crafting bonus was active and the drops of the tick', () => {
    render(<GemCreationPage />);
    deliver('jewelcrafting_create_gem', sampleGemCreationResult({ bonusActive: true }), {
      drops: [{ id: 'artisan_shard', amount: 2 }],
      itemsToAdd: [
        { id: 'gem_ruby', amount: 1 },
        { id: 'artisan_shard', amount: 2 },
      ],
    });
    expect(definition(figures(), 'Crafting bonus')).toBe('Active (-0.5 s action timer, +25% exp)');
    const drops = screen.getByRole('region', { name: 'Drops' });
    expect(within(drops).getByRole('listitem')).toHaveTextContent('Artisan Shard x2');
    // The next gem: no bonus, no drops; the last tick's drops are not kept.
    deliver('jewelcrafting_create_gem', sampleGemCreationResult({ remaining: 2 }));
    expect(definition(figures(), 'Crafting bonus')).toBe(
      'Inactive (-0.5 s action timer, +25% exp)',
    );
    expect(within(drops).queryByRole('listitem')).toBeNull();
    expect(drops).toHaveTextContent('No drops this time.');
  });

  it('counts the remaining crafts down with each gem', () => {
    render(<GemCreationPage />);
    deliver('jewelcrafting_create_gem', sampleGemCreationResult());
    deliver('jewelcrafting_create_gem', sampleGemCreationResult({ remaining: 0 }));
    expect(definition(figures(), 'Crafts remaining')).toBe('0');
  });

  it('names a gem whose item data is missing by its gem type', () => {
    const data = $gameData.get();
    if (!data) throw new Error('no game data');
    const itemData = { ...data.itemData };
    delete itemData.gem_diamond;
    $gameData.set({ ...data, itemData });
    render(<GemCreationPage />);
    deliver('jewelcrafting_create_gem', sampleGemCreationResult({ gem: 4 }));
    expect(screen.getByText('You created a Diamond.')).toBeVisible();
  });

  it('keeps the last gem and says why the action stopped', () => {
    render(<GemCreationPage />);
    deliver('jewelcrafting_create_gem', sampleGemCreationResult({ remaining: 0 }));
    refuse('jewelcrafting_create_gem', 'You have created every gem.');
    expect(screen.getByText('You have created every gem.')).toBeVisible();
    expect(definition(figures(), 'Crafts remaining')).toBe('0');
  });
});
