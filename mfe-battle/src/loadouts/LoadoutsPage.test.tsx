import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { bus } from '@idle/events';
import { $items, $jewels, $notifications, $player, $runes } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { battleApiAnswers, battleInitialData, sampleLoadouts, sampleStoneGear } from '../fixtures';
import { enterArea } from '../api';
import {
  EQUIPPED_NOW_TEXT,
  LOADOUTS_LOAD_FAILED_TEXT,
  LoadoutsPage,
  loadoutContentsText,
  NO_LOADOUTS_TEXT,
} from './LoadoutsPage';

let fetch: FakeFetch;

function answering(answers: Record<string, unknown>): void {
  fetch = useFakeApi({ ...battleApiAnswers(), ...answers });
}

const card = (name: string) => screen.getByRole('article', { name });
const shown = () => $notifications.get().map((entry) => [entry.kind, entry.text]);

beforeEach(() => {
  resetAll();
  answering({});
  loadState(battleInitialData());
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('LoadoutsPage states', () => {
  it('shows a loading state while the loadouts load', () => {
    answering({ 'loadouts.php?mod=loadLoadouts': answerNever });
    render(<LoadoutsPage />);
    expect(screen.getByRole('heading', { name: 'Loadouts', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading loadouts...');
    expect(fetch.calls[0]).toMatchObject({ method: 'GET', path: 'loadouts.php' });
  });

  it('says when there are none, and when they could not be loaded', async () => {
    answering({ 'loadouts.php?mod=loadLoadouts': { loadouts: [] } });
    render(<LoadoutsPage />);
    expect(await screen.findByText(NO_LOADOUTS_TEXT)).toBeVisible();
    cleanup();
    resetAll();
    loadState(battleInitialData());
    answering({ 'loadouts.php?mod=loadLoadouts': { error: 'The server is busy.' } });
    render(<LoadoutsPage />);
    expect(await screen.findByText(LOADOUTS_LOAD_FAILED_TEXT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('lists each loadout with what it holds, its activity and whether it can go on', async () => {
    render(<LoadoutsPage />);
    const fire = await screen.findByRole('article', { name: 'Fire' });
    expect(within(fire).getByText('1 jewel, 1 Fire Rune')).toBeVisible();
    expect(within(fire).getByText(EQUIPPED_NOW_TEXT)).toBeVisible();
    expect(within(fire).getByRole('button', { name: 'Equip Fire' })).toBeDisabled();
    expect(within(fire).getByLabelText('Equip when starting')).toHaveValue('battle');
    const stone = card('Stone');
    expect(within(stone).getByText('1 trinket, 2 Stone Rune')).toBeVisible();
    expect(within(stone).getByRole('button', { name: 'Equip Stone' })).toBeEnabled();
    const old = card('Old');
    expect(within(old).getByText(/one of its jewels is gone/)).toBeVisible();
    expect(within(old).getByRole('button', { name: 'Equip Old' })).toBeDisabled();
    expect(screen.getByText('3 of 10 loadouts saved.')).toBeVisible();
  });
});

describe('LoadoutsPage changes', () => {
  it('equips a set: the gear stores follow and the list marks it on', async () => {
    const user = userEvent.setup();
    render(<LoadoutsPage />);
    await user.click(await screen.findByRole('button', { name: 'Equip Stone' }));
    await waitFor(() => {
      expect(within(card('Stone')).getByText(EQUIPPED_NOW_TEXT)).toBeVisible();
    });
    expect(fetch.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: 'loadouts.php',
      params: { mod: 'equipLoadout', id: '2' },
    });
    expect($runes.get()).toEqual([{ id: 8, runeid: 'rune_stone' }]);
    expect($jewels.get().every((jewel) => !jewel.equipped)).toBe(true);
    expect($items.get().rune_fire).toBe(3);
    expect($player.get()?.eqDefence).toBe(34);
    expect(shown()).toContainEqual(['success', 'Loadout Stone equipped.']);
  });

  it('saves what is equipped under a typed name, then clears the name', async () => {
    const user = userEvent.setup();
    render(<LoadoutsPage />);
    const name = await screen.findByLabelText('Loadout name');
    expect(name).toHaveAttribute('maxlength', '24');
    const save = screen.getByRole('button', { name: 'Save as a new loadout' });
    expect(save).toBeDisabled();
    await user.type(name, '  Boss  ');
    await user.click(save);
    expect(await screen.findByRole('article', { name: 'Boss' })).toBeVisible();
    expect(fetch.calls.at(-1)).toMatchObject({ params: { mod: 'saveLoadout', name: 'Boss' } });
    expect(name).toHaveValue('');
    expect(shown()).toContainEqual(['success', 'Loadout Boss saved.']);
  });

  it('binds a set to an activity and deletes one', async () => {
    const user = userEvent.setup();
    render(<LoadoutsPage />);
    const old = await screen.findByRole('article', { name: 'Old' });
    await user.selectOptions(within(old).getByLabelText('Equip when starting'), 'quarrying');
    await waitFor(() => {
      expect(within(card('Old')).getByLabelText('Equip when starting')).toHaveValue('quarrying');
    });
    expect(shown()).toContainEqual([
      'success',
      'Loadout Old will be equipped whenever you start quarrying.',
    ]);
    await user.click(within(card('Old')).getByRole('button', { name: 'Delete Old' }));
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Old' })).toBeNull();
    });
  });

  it('shows a refusal once and changes nothing', async () => {
    const user = userEvent.setup();
    const refusal = 'Loadout Stone cannot be equipped: it needs 2 Stone Rune and you have 1.';
    answering({ 'loadouts.php?mod=equipLoadout': { error: refusal } });
    const said: unknown[] = [];
    const onNotify = (event: unknown) => said.push(event);
    bus.on('notify', onNotify);
    render(<LoadoutsPage />);
    const runes = $runes.get();
    await user.click(await screen.findByRole('button', { name: 'Equip Stone' }));
    await waitFor(() => {
      expect(said).toHaveLength(1);
    });
    bus.off('notify', onNotify);
    expect(JSON.stringify(said)).toContain(refusal);
    expect(shown()).toEqual([]);
    expect($runes.get()).toBe(runes);
    expect(within(card('Fire')).getByText(EQUIPPED_NOW_TEXT)).toBeVisible();
  });
});

describe('a bound loadout as a battle starts', () => {
  it('says it went on and applies the gear', async () => {
    answering({
      'areas.php?mod=enterArea': {
        mobName: 'Rat',
        loadout: { message: 'Loadout Stone equipped.', gear: sampleStoneGear() },
      },
    });
    await enterArea({ id: 1, special: false }, 1);
    expect(shown()).toEqual([['success', 'Loadout Stone equipped.']]);
    expect($runes.get()).toEqual([{ id: 8, runeid: 'rune_stone' }]);
  });

  it('says why it could not, and changes no gear', async () => {
    const runes = $runes.get();
    answering({
      'areas.php?mod=enterArea': {
        mobName: 'Rat',
        loadout: {
          message: 'Loadout Old cannot be equipped: one of its jewels is gone.',
          gear: null,
        },
      },
    });
    await enterArea({ id: 1, special: false }, 1);
    expect(shown()).toEqual([
      ['error', 'Loadout Old cannot be equipped: one of its jewels is gone.'],
    ]);
    expect($runes.get()).toBe(runes);
  });
});

describe('loadoutContentsText', () => {
  it('counts trinkets and jewels and names runes, or says Nothing', () => {
    const items = battleInitialData().itemData;
    expect(
      loadoutContentsText(
        sampleLoadouts().loadouts[1] ?? { trinkets: [], jewels: [], runes: [] },
        items,
      ),
    ).toBe('1 trinket, 2 Stone Rune');
    expect(loadoutContentsText({ trinkets: [], jewels: [], runes: [] }, items)).toBe('Nothing');
  });
});
