import '@testing-library/jest-dom/vitest';
import type { LandPanelData } from '@idle/contracts';
import { NO_RAID_TEXT, rarityColour } from '@idle/game-rules';
import { $land, applySocketMessage } from '@idle/state';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Panel } from '@idle/ui';
import { LandPanel, NO_LAND_TEXT, RAID_RETURNED_TEXT } from './LandPanel';

const UNDER_WAY: LandPanelData = {
  levelName: 'Village',
  raid: { name: 'Warehouse', rarity: 3, timer: 3_725 },
};

function withLand(land: LandPanelData | null): void {
  loadState({ ...sampleInitialData(), land });
}

const shown = () => document.querySelector('time')?.textContent ?? null;

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  resetAll();
});

afterEach(() => {
  cleanup();
  resetAll();
  vi.useRealTimers();
});

describe('LandPanel', () => {
  it('shows the level name and the raid with its rarity in colour and the time left', () => {
    withLand(UNDER_WAY);
    render(<LandPanel />);
    expect(screen.getByText('Village')).toBeVisible();
    expect(screen.getByText('Warehouse')).toBeVisible();
    expect(screen.getByText('Rare')).toHaveStyle({ color: rarityColour(3) });
    expect(shown()).toBe('1:02:05');
  });

  it('counts the raid down every second and says Returned at the end', () => {
    withLand({ levelName: 'Camp', raid: { name: 'Storage Container', rarity: 1, timer: 3 } });
    render(<LandPanel />);
    expect(shown()).toBe('00:03');
    advance(1_000);
    expect(shown()).toBe('00:02');
    advance(2_000);
    expect(screen.getByText(RAID_RETURNED_TEXT)).toBeVisible();
    expect(shown()).toBeNull();
    expect($land.get()).toEqual({
      levelName: 'Camp',
      raid: { name: 'Storage Container', rarity: 1 },
    });
  });

  it('a newer raid arriving during the count is kept at the end of the old count', () => {
    withLand({ levelName: 'Camp', raid: { name: 'Storage Container', rarity: 1, timer: 2 } });
    render(<LandPanel />);
    const newer = { name: 'Warehouse', rarity: 2, timer: 600 };
    act(() => {
      $land.set({ levelName: 'Camp', raid: newer });
    });
    advance(2_000);
    expect($land.get()?.raid).toBe(newer);
    expect(shown()).toBe('09:58');
  });

  it('says Returned for a raid that came back while away', () => {
    withLand({ levelName: 'Camp', raid: { name: 'Storage Container', rarity: 1 } });
    render(<LandPanel />);
    expect(screen.getByText(RAID_RETURNED_TEXT)).toBeVisible();
  });

  it('says when no raid is under way', () => {
    withLand({ levelName: 'Camp', raid: null });
    render(<LandPanel />);
    expect(screen.getByText(NO_RAID_TEXT)).toBeVisible();
  });

  it('follows the socket: a raid message shows the returned raid', () => {
    withLand(UNDER_WAY);
    render(<LandPanel />);
    act(() => {
      applySocketMessage({ type: 'raid', data: { name: 'Warehouse', rarity: 3 } });
    });
    expect(screen.getByText(RAID_RETURNED_TEXT)).toBeVisible();
  });

  it('says so without land', () => {
    withLand(null);
    render(<LandPanel />);
    expect(screen.getByText(NO_LAND_TEXT)).toBeVisible();
  });
});

// The shell's panel rules show the panel only while land data exists (its domain-panels test).
describe('the Land panel in its frame', () => {
  it('shows the land data once it exists', () => {
    withLand(null);
    render(
      <Panel title="Land">
        <LandPanel />
      </Panel>,
    );
    act(() => {
      $land.set(UNDER_WAY);
    });
    expect(screen.getByRole('region', { name: 'Land' })).toHaveTextContent('Village');
  });
});
