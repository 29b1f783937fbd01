import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { WAITING_FOR_ACTION_TEXT } from '@idle/game-rules';
import { $items, beginAction } from '@idle/state';
import { loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION_STOPPED_TITLE } from '../crafting/ActionProgress';
import { resetActionResults } from '../crafting/action-results';
import {
  craftingApiAnswers,
  craftingInitialData,
  sampleLoadCrafting,
  sampleRunecraftingResult,
} from '../crafting/fixtures';
import { definition, deliver, keepCrafting, keptRuneFlags, refuse } from '../crafting/test-helpers';
import {
  ATTEMPT_FAILED_TEXT,
  ATTEMPT_SUCCEEDED_TEXT,
  RUNECRAFTING_OPTIONS_LOAD_FAILED_TEXT,
  runeFinishedText,
  RunecraftingPage,
} from './RunecraftingPage';
import { STOP_AFTER_CRAFT_LABEL, STOP_AFTER_FAIL_LABEL } from './RuneFlags';

type Notify = BusEvents['notify'];

let fetch: FakeFetch;
let notified: Notify[];
const onNotify = (event: Notify) => notified.push(event);

function answering(answers: Record<string, unknown>): void {
  fetch = useFakeApi({ ...craftingApiAnswers(), ...answers });
}

function figures(): HTMLElement {
  const dl = screen.getByText('Attempt chance', { selector: 'dt' }).closest('dl');
  if (!dl) throw new Error('no figures');
  return dl;
}

function loadCalls(): number {
  return fetch.calls.filter((call) => call.mod === 'loadCrafting').length;
}

beforeEach(() => {
  resetAll();
  resetActionResults();
  notified = [];
  answering({});
  loadState(craftingInitialData());
  beginAction('runecrafting', { itemid: 'rune_fire' });
  bus.on('notify', onNotify);
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetActionResults();
  resetAll();
});

describe('RunecraftingPage states', () => {
  it('waits for the first attempt, loading the flags meanwhile', async () => {
    render(<RunecraftingPage />);
    expect(screen.getByRole('heading', { name: 'Runecrafting', level: 2 })).toBeVisible();
    expect(screen.getByText(WAITING_FOR_ACTION_TEXT)).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: STOP_AFTER_FAIL_LABEL })).not.toBeChecked();
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({ method: 'GET', params: { mod: 'loadCrafting' } });
  });

  it('does not load the flags again when the home screen loaded them', async () => {
    answering({
      'misc.php?mod=loadCrafting': sampleLoadCrafting({
        runeFlags: { stopAfterCraft: false, stopAfterFail: true },
      }),
    });
    await keepCrafting(fetch);
    render(<RunecraftingPage />);
    expect(screen.getByRole('checkbox', { name: STOP_AFTER_FAIL_LABEL })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL })).not.toBeChecked();
  });

  it('shows the server message when the start was refused', async () => {
    render(<RunecraftingPage />);
    refuse('runecrafting', 'You do not have the required items.');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ACTION_STOPPED_TITLE);
    expect(alert).toHaveTextContent('You do not have the required items.');
    expect(screen.queryByText(WAITING_FOR_ACTION_TEXT)).toBeNull();
    // Starting again forgets the refusal.
    act(() => {
      bus.emit('startAction', { action: 'runecrafting', body: { itemid: 'rune_fire' } });
    });
    expect(screen.getByText(WAITING_FOR_ACTION_TEXT)).toBeVisible();
  });

  it('says its own sentence when the flags fail to load, with a Retry; the attempt still shown', async () => {
    let fail = true;
    answering({
      'misc.php?mod=loadCrafting': () => (fail ? { error: 'Try later.' } : sampleLoadCrafting()),
    });
    render(<RunecraftingPage />);
    deliver('runecrafting', sampleRunecraftingResult());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RUNECRAFTING_OPTIONS_LOAD_FAILED_TEXT);
    // The refusal shows once, as the request layer's notification.
    expect(screen.queryByText('Try later.')).toBeNull();
    expect(notified).toEqual([{ kind: 'error', text: 'Try later.' }]);
    expect(screen.getByText(ATTEMPT_SUCCEEDED_TEXT)).toBeVisible();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL })).toBeChecked();
    expect(loadCalls()).toBe(2);
  });
});

describe('RunecraftingPage attempts', () => {
  it('shows a successful attempt: rune, progress, chance, exp, owned', async () => {
    render(<RunecraftingPage />);
    deliver('runecrafting', sampleRunecraftingResult());
    expect(screen.getByRole('heading', { name: 'Fire Rune', level: 3 })).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText(ATTEMPT_SUCCEEDED_TEXT)).toBeVisible();
    expect(definition(figures(), 'Progress')).toBe('2 / 3');
    expect(definition(figures(), 'Attempt chance')).toBe('62%');
    expect(definition(figures(), 'Runecrafting exp')).toBe('+45');
    expect(definition(figures(), 'Owned')).toBe('2');
    expect(screen.queryByText(WAITING_FOR_ACTION_TEXT)).toBeNull();
    await screen.findByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL });
  });

  it('shows whether the crafting bonus was active and the drops of the attempt', async () => {
    render(<RunecraftingPage />);
    deliver('runecrafting', sampleRunecraftingResult({ bonusActive: true }), {
      drops: [{ id: 'artisan_shard', amount: 3 }],
    });
    expect(definition(figures(), 'Crafting bonus')).toBe('Active (-0.5 s action timer, +25% exp)');
    const drops = screen.getByRole('region', { name: 'Drops' });
    expect(within(drops).getByRole('listitem')).toHaveTextContent('Artisan Shard x3');
    deliver('runecrafting', sampleRunecraftingResult());
    expect(definition(figures(), 'Crafting bonus')).toBe(
      'Inactive (-0.5 s action timer, +25% exp)',
    );
    expect(drops).toHaveTextContent('No drops this time.');
    await screen.findByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL });
  });

  it('shows a failed attempt resetting the progress to 0', async () => {
    render(<RunecraftingPage />);
    deliver('runecrafting', sampleRunecraftingResult());
    deliver('runecrafting', sampleRunecraftingResult({ progress: 0, success: false, exp: 5 }));
    expect(screen.getByText(ATTEMPT_FAILED_TEXT)).toBeVisible();
    expect(screen.queryByText(ATTEMPT_SUCCEEDED_TEXT)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(definition(figures(), 'Progress')).toBe('0 / 3');
    expect(definition(figures(), 'Runecrafting exp')).toBe('+5');
    await screen.findByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL });
  });

  it('shows the finished rune and the new count owned', async () => {
    render(<RunecraftingPage />);
    deliver('runecrafting', sampleRunecraftingResult({ progress: 3, finished: true }), {
      itemsToAdd: [{ id: 'rune_fire', amount: 1 }],
    });
    expect(screen.getByText(runeFinishedText('Fire Rune'))).toBeVisible();
    expect(screen.getByText('You have crafted a Fire Rune!')).toBeVisible();
    expect(runeFinishedText('Eye Rune')).toBe('You have crafted an Eye Rune!');
    expect($items.get().rune_fire).toBe(3);
    expect(definition(figures(), 'Owned')).toBe('3');
    await screen.findByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL });
  });

  it('keeps the last attempt and says why the action stopped', async () => {
    render(<RunecraftingPage />);
    deliver('runecrafting', sampleRunecraftingResult({ progress: 3, finished: true }));
    refuse('runecrafting', 'You stopped after crafting.');
    expect(screen.getByText('You have crafted a Fire Rune!')).toBeVisible();
    expect(runeFinishedText('Eye Rune')).toBe('You have crafted an Eye Rune!');
    expect(screen.getByText('You stopped after crafting.')).toBeVisible();
    await screen.findByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL });
  });
});

describe('RunecraftingPage flags mid-action', () => {
  it('saves a flag change while crafting', async () => {
    render(<RunecraftingPage />);
    deliver('runecrafting', sampleRunecraftingResult());
    const box = await screen.findByRole('checkbox', { name: STOP_AFTER_FAIL_LABEL });
    await userEvent.click(box);
    await waitFor(() => {
      expect(fetch.calls.at(-1)).toMatchObject({
        method: 'POST',
        path: 'misc.php',
        params: { mod: 'runecraftingFlags', stopAfterCraft: '1', stopAfterFail: '1' },
      });
    });
    await waitFor(() => {
      expect(box).toBeEnabled();
    });
    expect(box).toBeChecked();
    expect(keptRuneFlags()).toEqual({ stopAfterCraft: true, stopAfterFail: true });
  });

  it('puts the box back when the server refuses', async () => {
    answering({ 'misc.php?mod=runecraftingFlags': { error: 'Not now.' } });
    render(<RunecraftingPage />);
    const box = await screen.findByRole('checkbox', { name: STOP_AFTER_CRAFT_LABEL });
    await userEvent.click(box);
    await waitFor(() => {
      expect(notified).toEqual([{ kind: 'error', text: 'Not now.' }]);
    });
    await waitFor(() => {
      expect(box).toBeEnabled();
    });
    expect(box).toBeChecked();
    expect(keptRuneFlags()).toEqual({ stopAfterCraft: true, stopAfterFail: false });
  });
});
