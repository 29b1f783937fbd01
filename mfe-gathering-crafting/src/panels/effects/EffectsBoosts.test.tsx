import '@testing-library/jest-dom/vitest';
import { setBoosts } from '@idle/state';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EffectsPanel, NO_ACTIVE_EFFECTS_TEXT } from './EffectsPanel';

const NOW = Date.UTC(2026, 10, 21, 12);
const HOUR = 3600 * 1000;

/** The sample player, without the potion it drinks. */
function loadWithoutPotions(): void {
  const data = sampleInitialData();
  loadState({ ...data, misc: { ...data.misc, potions: {} } });
}

function effects(): string[] {
  return within(screen.getByRole('list', { name: 'Active effects' }))
    .getAllByRole('listitem')
    .map((item) => Array.from(item.children, (child) => child.textContent).join('|'));
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  resetAll();
});

afterEach(() => {
  cleanup();
  resetAll();
  vi.useRealTimers();
});

describe('EffectsPanel with boosts', () => {
  it('lists running boosts after the potions, with their bonus and time left', () => {
    const data = sampleInitialData();
    loadState({
      ...data,
      misc: { ...data.misc, potions: { potion_of_wrath: [10, 25] } },
      boosts: [
        { kind: 'gold', percent: 10, endsAt: NOW + 167 * HOUR },
        { kind: 'resources', percent: 10, endsAt: NOW - 1 },
      ],
    });
    render(<EffectsPanel />);
    expect(effects()).toEqual([
      'Potion of Wrath|+10% damage|25 actions left',
      'Gold Boost|+10% gold from battles|6d 23h left',
    ]);
  });

  it("counts a boost's time left from the server's clock, not the browser's", () => {
    // The browser's clock is four hours behind the server's.
    const serverTime = NOW + 4 * HOUR;
    const data = sampleInitialData({ serverTime });
    loadState({
      ...data,
      misc: { ...data.misc, potions: {} },
      boosts: [
        { kind: 'drops', percent: 10, endsAt: serverTime + 24 * HOUR },
        // Ended on the server, though the browser's clock has not reached its end.
        { kind: 'gold', percent: 10, endsAt: serverTime - 1 },
      ],
    });
    render(<EffectsPanel />);
    expect(effects()).toEqual([
      'Drops Boost|+10% chance of each drop, in battles and gathering|1d 0h left',
    ]);
  });

  it('counts the time left down every second, and drops the boost when it ends', () => {
    loadWithoutPotions();
    setBoosts([{ kind: 'combatExp', percent: 10, endsAt: NOW + 65_000 }]);
    render(<EffectsPanel />);
    expect(effects()).toEqual(['Combat Exp Boost|+10% experience from battles|1m 05s left']);
    act(() => {
      vi.advanceTimersByTime(6_000);
    });
    expect(effects()).toEqual(['Combat Exp Boost|+10% experience from battles|59s left']);
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByText(NO_ACTIVE_EFFECTS_TEXT)).toBeInTheDocument();
  });
});
