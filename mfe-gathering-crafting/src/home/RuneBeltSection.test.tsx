import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { EqStats, EquipRuneAnswer, UnequipRuneAnswer } from '@idle/contracts';
import { NO_EQUIPPED_RUNES_TEXT, NO_UNEQUIPPED_RUNES_TEXT } from '@idle/game-rules';
import { $items, $player, $runes, $upgradeableItems } from '@idle/state';
import { loadState, resetAll, sampleInitialData, useFakeApi } from '@idle/test-fixtures';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HomeItems } from './HomeItems';
import { RUNE_BELT_FULL_TEXT, RUNE_BELT_NO_SLOTS_TEXT } from './RuneBeltSection';
import { deferred, rowsOf, section } from './testing';

const EQ_AFTER: EqStats = {
  eqHealth: 40,
  eqAttack: 26,
  eqDefence: 34,
  eqAccuracy: 150,
  eqDodge: 75,
};

function eqStatsOf(): EqStats | undefined {
  const player = $player.get();
  if (!player) return undefined;
  const { eqHealth, eqAttack, eqDefence, eqAccuracy, eqDodge } = player;
  return { eqHealth, eqAttack, eqDefence, eqAccuracy, eqDodge };
}

/** Hero_1 with a two-slot belt: Fire Rune equipped, Fire Rune x2 and Stone Rune x1 unequipped. */
function loadWithTwoSlots() {
  return loadState(sampleInitialData({ upgradeableItems: { rune_belt: 2 } }));
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('Rune belt', () => {
  it('shows the equipped runes with their stats and the slots in use', () => {
    loadState();
    render(<HomeItems />);
    const belt = section('Rune belt');
    expect(belt).toHaveTextContent('Rune slots used: 1 / 1');
    expect(rowsOf(belt, 'Equipped runes')).toEqual([['Fire Rune', '+8 Attack', 'Unequip']]);
    expect(rowsOf(belt, 'Unequipped runes')).toEqual([
      ['Fire Rune x2', '+8 Attack', 'Equip'],
      ['Stone Rune x1', '+12 Defence', 'Equip'],
    ]);
  });

  it('disables Equip with a reason when the belt is full', () => {
    loadState();
    render(<HomeItems />);
    const belt = section('Rune belt');
    const equip = within(belt).getByRole('button', { name: 'Equip Stone Rune' });
    expect(equip).toBeDisabled();
    expect(equip).toHaveAccessibleDescription(RUNE_BELT_FULL_TEXT);
    expect(within(belt).getByRole('button', { name: 'Unequip Fire Rune' })).toBeEnabled();
  });

  it('says so when the belt has no slots at all', () => {
    loadState(sampleInitialData({ upgradeableItems: {}, runes: [] }));
    render(<HomeItems />);
    const belt = section('Rune belt');
    expect(belt).toHaveTextContent('Rune slots used: 0 / 0');
    expect(
      within(belt).getByRole('button', { name: 'Equip Fire Rune' }),
    ).toHaveAccessibleDescription(RUNE_BELT_NO_SLOTS_TEXT);
  });

  it('offers Equip while slots are free', () => {
    loadWithTwoSlots();
    render(<HomeItems />);
    const belt = section('Rune belt');
    expect(belt).toHaveTextContent('Rune slots used: 1 / 2');
    expect(within(belt).getByRole('button', { name: 'Equip Stone Rune' })).toBeEnabled();
    expect(within(belt).queryByText(RUNE_BELT_FULL_TEXT)).toBeNull();
  });

  it('shows both empty texts without runes', () => {
    const data = sampleInitialData();
    const items = { ...data.items };
    delete items.rune_fire;
    delete items.rune_stone;
    loadState({ ...data, runes: [], items });
    render(<HomeItems />);
    const belt = section('Rune belt');
    expect(belt).toHaveTextContent(NO_EQUIPPED_RUNES_TEXT);
    expect(belt).toHaveTextContent(NO_UNEQUIPPED_RUNES_TEXT);
    expect(NO_EQUIPPED_RUNES_TEXT).toBe('You do not have any runes equipped.');
    expect(NO_UNEQUIPPED_RUNES_TEXT).toBe('You do not have any unequipped runes.');
    expect(within(belt).queryByRole('table')).toBeNull();
  });

  it('does not list runes whose count is 0 as unequipped', () => {
    const data = sampleInitialData();
    loadState({ ...data, items: { ...data.items, rune_fire: 0 } });
    render(<HomeItems />);
    expect(rowsOf(section('Rune belt'), 'Unequipped runes')).toEqual([
      ['Stone Rune x1', '+12 Defence', 'Equip'],
    ]);
  });

  it('equips a rune: posts its item id, adds the entry, takes one from the items, sets eq stats', async () => {
    const answer: EquipRuneAnswer = { rune: { id: 9, runeid: 'rune_stone' }, eqStats: EQ_AFTER };
    const fetch = useFakeApi({ 'items.php?mod=equipRune': answer });
    loadWithTwoSlots();
    render(<HomeItems />);
    await userEvent.click(screen.getByRole('button', { name: 'Equip Stone Rune' }));
    await waitFor(() => {
      expect($runes.get()).toHaveLength(2);
    });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'items.php',
      params: { mod: 'equipRune', id: 'rune_stone' },
    });
    expect($runes.get()).toEqual([
      { id: 1, runeid: 'rune_fire' },
      { id: 9, runeid: 'rune_stone' },
    ]);
    expect($items.get().rune_stone).toBeUndefined();
    expect($items.get().rune_fire).toBe(2);
    expect(eqStatsOf()).toEqual(EQ_AFTER);
    const belt = section('Rune belt');
    expect(belt).toHaveTextContent('Rune slots used: 2 / 2');
    expect(rowsOf(belt, 'Equipped runes').map((row) => row[0])).toEqual([
      'Fire Rune',
      'Stone Rune',
    ]);
    expect(rowsOf(belt, 'Unequipped runes')).toEqual([['Fire Rune x2', '+8 Attack', 'Equip']]);
    // The belt is full now.
    expect(within(belt).getByRole('button', { name: 'Equip Fire Rune' })).toBeDisabled();
  });

  it('unequips a rune: posts the entry id, removes it, gives the rune back, sets eq stats', async () => {
    const answer: UnequipRuneAnswer = { eqStats: { ...EQ_AFTER, eqAttack: 10, eqDefence: 22 } };
    const fetch = useFakeApi({ 'items.php?mod=unequipRune': answer });
    loadState();
    render(<HomeItems />);
    await userEvent.click(screen.getByRole('button', { name: 'Unequip Fire Rune' }));
    await waitFor(() => {
      expect($runes.get()).toEqual([]);
    });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'items.php',
      params: { mod: 'unequipRune', id: '1' },
    });
    expect($items.get().rune_fire).toBe(3);
    expect(eqStatsOf()).toEqual(answer.eqStats);
    const belt = section('Rune belt');
    expect(belt).toHaveTextContent(NO_EQUIPPED_RUNES_TEXT);
    expect(belt).toHaveTextContent('Rune slots used: 0 / 1');
    expect(within(belt).getByRole('button', { name: 'Equip Fire Rune' })).toBeEnabled();
  });

  it('disables the buttons while a call is in flight, so it is sent once', async () => {
    const answer = deferred<UnequipRuneAnswer>();
    const fetch = useFakeApi({ 'items.php?mod=unequipRune': () => answer.promise });
    loadWithTwoSlots();
    render(<HomeItems />);
    const belt = section('Rune belt');
    const unequip = within(belt).getByRole('button', { name: 'Unequip Fire Rune' });
    await userEvent.click(unequip);
    expect(unequip).toBeDisabled();
    expect(within(belt).getByRole('button', { name: 'Equip Stone Rune' })).toBeDisabled();
    fireEvent.click(unequip);
    expect(fetch.calls).toHaveLength(1);
    await act(async () => {
      answer.resolve({ eqStats: EQ_AFTER });
      await answer.promise;
    });
    await waitFor(() => {
      expect($runes.get()).toEqual([]);
    });
    expect(within(belt).getByRole('button', { name: 'Equip Stone Rune' })).toBeEnabled();
  });

  it('leaves the stores unchanged when equipping is refused', async () => {
    useFakeApi({ 'items.php?mod=equipRune': { error: 'Your rune belt is full.' } });
    const data = loadWithTwoSlots();
    render(<HomeItems />);
    await userEvent.click(screen.getByRole('button', { name: 'Equip Fire Rune' }));
    await waitFor(() => {
      expect(within(section('Rune belt')).getByRole('alert')).toHaveTextContent(
        'Your rune belt is full.',
      );
    });
    expect($runes.get()).toEqual(data.runes);
    expect($items.get()).toEqual(data.items);
    expect($player.get()).toEqual(data.player);
    expect($upgradeableItems.get()).toEqual({ rune_belt: 2 });
  });

  it('leaves the stores unchanged when unequipping fails', async () => {
    useFakeApi({ 'items.php?mod=unequipRune': new Response('', { status: 500 }) });
    const data = loadState();
    render(<HomeItems />);
    await userEvent.click(screen.getByRole('button', { name: 'Unequip Fire Rune' }));
    await waitFor(() => {
      expect(within(section('Rune belt')).getByRole('alert')).toHaveTextContent('Server is down.');
    });
    expect($runes.get()).toEqual(data.runes);
    expect($items.get()).toEqual(data.items);
    expect($player.get()).toEqual(data.player);
  });
});
