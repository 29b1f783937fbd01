import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { LAB_CHEST_WAITING_TEXT } from '@idle/game-rules';
import { $items, $labyrinthRewards, applyTick } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chestInitialData, sampleChestRewards } from './fixtures';
import { LabyrinthChestPanel } from './LabyrinthChestPanel';

const REWARDS_KEY = 'misc.php?mod=getLabyrinthRewards';

let fetch: FakeFetch;
let notified: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => notified.push(event);

function rewardTexts(): string[] {
  return within(screen.getByRole('list', { name: 'Chest rewards' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent.trim());
}

beforeEach(() => {
  resetAll();
  notified = [];
  bus.on('notify', onNotify);
  fetch = useFakeApi({ [REWARDS_KEY]: sampleChestRewards() });
});

afterEach(() => {
  bus.off('notify', onNotify);
  cleanup();
  configureApi();
  resetAll();
});

describe('LabyrinthChestPanel', () => {
  it('shows nothing without a chest', () => {
    loadState(chestInitialData(null));
    const { container } = render(<LabyrinthChestPanel />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says the chest waits to be opened while its list is empty', () => {
    loadState(chestInitialData());
    render(<LabyrinthChestPanel />);
    expect(screen.getByText(LAB_CHEST_WAITING_TEXT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open' })).toBeEnabled();
    expect(screen.queryByRole('list')).toBeNull();
    expect(fetch.calls).toEqual([]);
  });

  it('opens the chest: the rewards fill the list and go into the inventory', async () => {
    loadState(chestInitialData());
    const goldBefore = $items.get().gold ?? 0;
    render(<LabyrinthChestPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => {
      expect($labyrinthRewards.get()).toEqual(sampleChestRewards());
    });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'misc.php',
      params: { mod: 'getLabyrinthRewards' },
    });
    expect(rewardTexts()).toEqual(['Gold x25,000', 'Credits x2', 'artisan_shard x150']);
    expect($items.get().gold).toBe(goldBefore + 25_000);
    expect($items.get().artisan_shard).toBe(150);
    expect(screen.queryByText(LAB_CHEST_WAITING_TEXT)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('says it is opening and disables Open while the call is on its way', async () => {
    useFakeApi({ [REWARDS_KEY]: answerNever });
    loadState(chestInitialData());
    render(<LabyrinthChestPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Opening the chest...')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open' })).toBeDisabled();
  });

  it('Close clears the chest', async () => {
    loadState(chestInitialData(sampleChestRewards()));
    render(<LabyrinthChestPanel />);
    expect(rewardTexts()).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect($labyrinthRewards.get()).toBeNull();
    expect(fetch.calls).toEqual([]);
  });

  it('keeps the chest waiting and the inventory unchanged when the server refuses', async () => {
    useFakeApi({ [REWARDS_KEY]: { error: 'You have already opened your chest today.' } });
    loadState(chestInitialData());
    const items = $items.get();
    render(<LabyrinthChestPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already opened your chest today.',
    );
    expect(notified).toEqual([
      { kind: 'error', text: 'You have already opened your chest today.' },
    ]);
    expect($labyrinthRewards.get()).toEqual([]);
    expect($items.get()).toBe(items);
    expect(screen.getByText(LAB_CHEST_WAITING_TEXT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open' })).toBeEnabled();
  });
});

// The shell's panel rules show the panel while $labyrinthRewards is not null (its domain-panels
// test).
describe("the Labyrinth Reward Chest from the labyrinth's end", () => {
  it('waits from a labEnd tick, opens, and Close clears it', async () => {
    loadState(chestInitialData(null));
    render(<LabyrinthChestPanel />);
    act(() => {
      applyTick('labyrinth', { delay: 2000, autos: 40, labEnd: true });
    });
    expect(screen.getByText(LAB_CHEST_WAITING_TEXT)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('list', { name: 'Chest rewards' })).toBeVisible();
    expect(rewardTexts()[0]).toBe('Gold x25,000');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect($labyrinthRewards.get()).toBeNull();
  });
});
