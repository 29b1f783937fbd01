import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { beginAction } from '@idle/state';
import { loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetActionResults } from '../crafting/action-results';
import {
  craftingApiAnswers,
  craftingInitialData,
  sampleRunecraftingResult,
} from '../crafting/fixtures';
import { definition, deliver, hasTerm } from '../crafting/test-helpers';
import { STOP_AFTER_FAIL_LABEL } from '../runecrafting/RuneFlags';
import { RunecraftingHomePage } from '../runecrafting/RunecraftingHomePage';
import { RunecraftingPage } from '../runecrafting/RunecraftingPage';

let fetch: FakeFetch;

function calls(mod: string) {
  return fetch.calls.filter((call) => call.mod === mod);
}

/** The runecrafting home and progress screens open at once, each in its own container. */
async function renderBoth(): Promise<{ home: HTMLElement; progress: HTMLElement }> {
  const home = render(<RunecraftingHomePage />).container;
  const progress = render(<RunecraftingPage />).container;
  await within(home).findByRole('list', { name: 'Runes' });
  await within(progress).findByRole('checkbox', { name: STOP_AFTER_FAIL_LABEL });
  return { home, progress };
}

function fireRune(home: HTMLElement): HTMLElement {
  return within(home).getByRole('listitem', { name: 'Fire Rune' });
}

beforeEach(() => {
  resetAll();
  resetActionResults();
  fetch = useFakeApi(craftingApiAnswers());
  loadState(craftingInitialData());
  beginAction('runecrafting', { itemid: 'rune_fire' });
});

afterEach(() => {
  cleanup();
  configureApi();
  resetActionResults();
  resetAll();
});

describe('the crafting data in the query cache', () => {
  it('is asked once for the home and progress screens open together', async () => {
    await renderBoth();
    expect(calls('loadCrafting')).toHaveLength(1);
  });

  it('shows a flag saved on the progress screen on the home screen, loading nothing again', async () => {
    const { home, progress } = await renderBoth();
    const homeBox = within(home).getByRole('checkbox', { name: STOP_AFTER_FAIL_LABEL });
    expect(homeBox).not.toBeChecked();
    await userEvent.click(within(progress).getByRole('checkbox', { name: STOP_AFTER_FAIL_LABEL }));
    await waitFor(() => {
      expect(calls('runecraftingFlags')).toHaveLength(1);
    });
    expect(homeBox).toBeChecked();
    expect(calls('loadCrafting')).toHaveLength(1);
  });

  it('follows the runecrafting ticks on the open home screen: progress, reset, finished', async () => {
    const { home } = await renderBoth();
    expect(definition(fireRune(home), 'Progress')).toBe('2 / 3');

    deliver('runecrafting', sampleRunecraftingResult({ success: false, progress: 0 }));
    expect(definition(fireRune(home), 'Progress')).toBe('0 / 3');

    deliver('runecrafting', sampleRunecraftingResult({ progress: 1 }));
    expect(definition(fireRune(home), 'Progress')).toBe('1 / 3');

    deliver('runecrafting', sampleRunecraftingResult({ progress: 3, finished: true }));
    expect(hasTerm(fireRune(home), 'Progress')).toBe(false);
    expect(within(fireRune(home)).getByRole('button', { name: 'Craft' })).toBeVisible();
    expect(calls('loadCrafting')).toHaveLength(1);
  });
});
