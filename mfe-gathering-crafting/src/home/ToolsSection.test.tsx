import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { UpgradeToolAnswer } from '@idle/contracts';
import { NOT_ENOUGH_COMPONENTS_TEXT } from '@idle/game-rules';
import { $items, $tools } from '@idle/state';
import { loadState, resetAll, sampleInitialData, useFakeApi } from '@idle/test-fixtures';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HomeItems } from './HomeItems';
import { deferred, notificationTexts, rowsOf, section } from './testing';

const NOT_ENOUGH = NOT_ENOUGH_COMPONENTS_TEXT;

function loadWithComponents(unbound: number, bound: number) {
  const data = sampleInitialData();
  return loadState({
    ...data,
    items: { ...data.items, tool_component: unbound, tool_component_bound: bound },
  });
}

const PICKAXE_ANSWER: UpgradeToolAnswer = {
  itemsToRemove: [
    { id: 'tool_component_bound', amount: 2 },
    { id: 'tool_component', amount: 3 },
  ],
  toolLevel: 3,
};

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('Tools', () => {
  it('shows each tool with level, resource bonus, extra exp and components needed', () => {
    loadState();
    render(<HomeItems />);
    const tools = section('Tools');
    expect(tools).toHaveTextContent('Tool components owned: 0');
    expect(rowsOf(tools)).toEqual([
      ['Pickaxe', '2', '+5%', '+2.2%', '0 / 5', NOT_ENOUGH],
      ['Hatchet', '1', '+0%', '+0%', '0 / 1', NOT_ENOUGH],
      ['Hammer', '1', '+0%', '+0%', '0 / 1', NOT_ENOUGH],
    ]);
    expect(within(tools).queryByRole('button')).toBeNull();
  });

  it('shows the high-level bonus and component formulas', () => {
    const data = sampleInitialData();
    loadState({ ...data, tools: { pickaxe: 11, hatchet: 31, hammer: 10 } });
    render(<HomeItems />);
    expect(rowsOf(section('Tools'))).toEqual([
      ['Pickaxe', '11', '+50%', '+22%', '0 / 8,500', NOT_ENOUGH],
      // 45 + 100 * (1.05^21 - 1) = 223.596...; ceil(290000 * 1.207) = 350,030
      ['Hatchet', '31', '+223.6%', '+66%', '0 / 350,030', NOT_ENOUGH],
      ['Hammer', '10', '+45%', '+19.8%', '0 / 6,000', NOT_ENOUGH],
    ]);
  });

  it('counts bound and unbound components together and offers Upgrade when enough', () => {
    loadWithComponents(3, 2);
    render(<HomeItems />);
    const tools = section('Tools');
    expect(tools).toHaveTextContent('Tool components owned: 5');
    expect(rowsOf(tools).map((row) => row.slice(4))).toEqual([
      ['5 / 5', 'Upgrade'],
      ['5 / 1', 'Upgrade'],
      ['5 / 1', 'Upgrade'],
    ]);
  });

  it('offers Upgrade only to the tools the components cover', () => {
    loadWithComponents(0, 4);
    render(<HomeItems />);
    const tools = section('Tools');
    expect(within(tools).queryByRole('button', { name: 'Upgrade Pickaxe' })).toBeNull();
    expect(within(tools).getByRole('button', { name: 'Upgrade Hatchet' })).toBeEnabled();
    expect(within(tools).getAllByText(NOT_ENOUGH)).toHaveLength(1);
  });

  it('upgrades a tool: posts its id, spends the components, raises the level and says so', async () => {
    const fetch = useFakeApi({ 'items.php?mod=upgradeTool': PICKAXE_ANSWER });
    loadWithComponents(3, 2);
    render(<HomeItems />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Pickaxe' }));
    await waitFor(() => {
      expect($tools.get()?.pickaxe).toBe(3);
    });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'items.php',
      params: { mod: 'upgradeTool', id: 'pickaxe' },
    });
    expect($tools.get()).toEqual({ pickaxe: 3, hatchet: 1, hammer: 1 });
    expect($items.get().tool_component).toBeUndefined();
    expect($items.get().tool_component_bound).toBeUndefined();
    expect(notificationTexts()).toEqual(['success: You have upgraded your item.']);
    // Level 3 needs 25 components; none are left for any tool.
    expect(rowsOf(section('Tools'))[0]).toEqual([
      'Pickaxe',
      '3',
      '+10%',
      '+4.4%',
      '0 / 25',
      NOT_ENOUGH,
    ]);
  });

  it('disables Upgrade while the call is in flight, so it is sent once', async () => {
    const answer = deferred<UpgradeToolAnswer>();
    const fetch = useFakeApi({ 'items.php?mod=upgradeTool': () => answer.promise });
    loadWithComponents(10, 0);
    render(<HomeItems />);
    const tools = section('Tools');
    const hatchet = within(tools).getByRole('button', { name: 'Upgrade Hatchet' });
    await userEvent.click(hatchet);
    expect(hatchet).toBeDisabled();
    expect(within(tools).getByRole('button', { name: 'Upgrade Pickaxe' })).toBeDisabled();
    fireEvent.click(hatchet);
    expect(fetch.calls).toHaveLength(1);
    await act(async () => {
      answer.resolve({ itemsToRemove: [{ id: 'tool_component', amount: 1 }], toolLevel: 2 });
      await answer.promise;
    });
    await waitFor(() => {
      expect($tools.get()?.hatchet).toBe(2);
    });
    expect($items.get().tool_component).toBe(9);
    expect(within(tools).getByRole('button', { name: 'Upgrade Hatchet' })).toBeEnabled();
  });

  it('leaves the stores unchanged and shows the refusal when the server refuses', async () => {
    const fetch = useFakeApi({
      'items.php?mod=upgradeTool': { error: 'You do not have enough components to upgrade.' },
    });
    const data = loadWithComponents(3, 2);
    render(<HomeItems />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Pickaxe' }));
    await waitFor(() => {
      expect(within(section('Tools')).getByRole('alert')).toHaveTextContent(
        'You do not have enough components to upgrade.',
      );
    });
    expect(fetch.calls).toHaveLength(1);
    expect($tools.get()).toEqual(data.tools);
    expect($items.get()).toEqual(data.items);
    expect(notificationTexts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Upgrade Pickaxe' })).toBeEnabled();
  });
});
