import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { WAITING_FOR_ACTION_TEXT } from '@idle/game-rules';
import { beginAction } from '@idle/state';
import { loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION_STOPPED_TITLE } from '../crafting/ActionProgress';
import { resetActionResults } from '../crafting/action-results';
import { craftingApiAnswers, craftingInitialData, sampleAlchemyResult } from '../crafting/fixtures';
import { definition, deliver, keepCrafting, keptCrafting, refuse } from '../crafting/test-helpers';
import {
  AlchemyPage,
  ESSENCE_OBTAINED_TEXT,
  NO_ESSENCE_TEXT,
  potionBrewedText,
} from './AlchemyPage';

let fetch: FakeFetch;

function answering(answers: Record<string, unknown>): void {
  fetch = useFakeApi({ ...craftingApiAnswers(), ...answers });
}

function figures(): HTMLElement {
  const dl = screen.getByText('Remaining', { selector: 'dt' }).closest('dl');
  if (!dl) throw new Error('no figures');
  return dl;
}

function owned(): string[] {
  const region = screen.getByRole('region', { name: 'Owned' });
  return within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent.trim());
}

beforeEach(() => {
  resetAll();
  resetActionResults();
  answering({});
  loadState(craftingInitialData());
  beginAction('alchemy', { itemid: 'potion_of_wrath', amount: 5 });
});

afterEach(() => {
  cleanup();
  configureApi();
  resetActionResults();
  resetAll();
});

describe('AlchemyPage states', () => {
  it('waits for the first potion, loading the crafting data meanwhile', async () => {
    render(<AlchemyPage />);
    expect(screen.getByRole('heading', { name: 'Alchemy', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_FOR_ACTION_TEXT);
    await waitFor(() => {
      expect(keptCrafting()).not.toBeNull();
    });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({ method: 'GET', params: { mod: 'loadCrafting' } });
  });

  it('does not load the crafting data the home screen kept', async () => {
    await keepCrafting(fetch);
    render(<AlchemyPage />);
    expect(fetch.calls).toHaveLength(0);
  });

  it('shows the server message when the start was refused', async () => {
    await keepCrafting(fetch);
    render(<AlchemyPage />);
    refuse('alchemy', 'You do not have the ingredients.');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(ACTION_STOPPED_TITLE);
    expect(alert).toHaveTextContent('You do not have the ingredients.');
  });
});

describe('AlchemyPage brews', () => {
  it('shows the potion brewed, the essence, the remaining count, exp and the counts owned', async () => {
    render(<AlchemyPage />);
    await waitFor(() => {
      expect(keptCrafting()).not.toBeNull();
    });
    deliver('alchemy', sampleAlchemyResult(), {
      itemsToAdd: [
        { id: 'potion_of_wrath', amount: 1 },
        { id: 'alchemy_essence', amount: 1 },
      ],
      itemsToRemove: [
        { id: 'herb_red', amount: 2 },
        { id: 'vial', amount: 1 },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Potion of Wrath', level: 3 })).toBeVisible();
    expect(potionBrewedText('Elixir of Ease')).toBe('You brewed an Elixir of Ease.');
    expect(screen.getByText(potionBrewedText('Potion of Wrath'))).toHaveTextContent(
      'You brewed a Potion of Wrath.',
    );
    expect(screen.getByText(ESSENCE_OBTAINED_TEXT)).toBeVisible();
    expect(definition(figures(), 'Remaining')).toBe('4');
    expect(definition(figures(), 'Alchemy exp')).toBe('+35');
    expect(owned()).toEqual(['Potion of Wrath x3', 'Alchemy Essence x2', 'Red Herb x3', 'Vial x1']);
  });

  it('shows whether the crafting bonus was active and the drops of the brew', () => {
    render(<AlchemyPage />);
    deliver('alchemy', sampleAlchemyResult({ bonusActive: true }), {
      drops: [{ id: 'artisan_shard', amount: 1 }],
    });
    expect(definition(figures(), 'Crafting bonus')).toBe('Active (-0.5 s action timer, +25% exp)');
    const drops = screen.getByRole('region', { name: 'Drops' });
    expect(within(drops).getByRole('listitem')).toHaveTextContent('Artisan Shard x1');
    deliver('alchemy', sampleAlchemyResult({ remaining: 3 }));
    expect(definition(figures(), 'Crafting bonus')).toBe(
      'Inactive (-0.5 s action timer, +25% exp)',
    );
    expect(drops).toHaveTextContent('No drops this time.');
  });

  it('says when no essence came, and counts the remaining brews down', async () => {
    await keepCrafting(fetch);
    render(<AlchemyPage />);
    deliver('alchemy', sampleAlchemyResult());
    deliver('alchemy', sampleAlchemyResult({ remaining: 3, essence: false }));
    expect(screen.getByText(NO_ESSENCE_TEXT)).toBeVisible();
    expect(screen.queryByText(ESSENCE_OBTAINED_TEXT)).toBeNull();
    expect(definition(figures(), 'Remaining')).toBe('3');
  });

  it('shows the potion owned alone when the crafting data cannot be loaded', async () => {
    answering({ 'misc.php?mod=loadCrafting': { error: 'Try later.' } });
    render(<AlchemyPage />);
    await waitFor(() => {
      expect(fetch.calls).toHaveLength(1);
    });
    deliver('alchemy', sampleAlchemyResult());
    expect(owned()).toEqual(['Potion of Wrath x2']);
  });

  it('keeps the last potion and says why the action stopped', async () => {
    await keepCrafting(fetch);
    render(<AlchemyPage />);
    deliver('alchemy', sampleAlchemyResult({ remaining: 0 }));
    refuse('alchemy', 'You have brewed every potion.');
    expect(screen.getByText('You have brewed every potion.')).toBeVisible();
    expect(definition(figures(), 'Remaining')).toBe('0');
  });
});
