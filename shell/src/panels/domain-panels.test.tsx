/**
 * The domain panels in the grid: the shell shows each by its rule and puts the owning remote's
 * content in it through a slot (the content's own tests live with the remote). A remote that is
 * down shows "... is unavailable." with Retry in its panel only.
 */
import '@testing-library/jest-dom/vitest';
import type { InitialData } from '@idle/contracts';
import {
  $boosts,
  $event,
  $labyrinthRewards,
  $land,
  applySocketMessage,
  applyTick,
} from '@idle/state';
import { loadState, resetAll, sampleEvent, sampleInitialData } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../federation/after-paint';
import { forgetRemote, loadRemoteSlots, RemoteUnavailableError } from '../federation/registry';
import { PanelColumn } from './PanelColumn';
import { PANELS, visiblePanels } from './panel-rules';

vi.mock(import('../federation/registry'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadRemoteSlots: vi.fn(),
  forgetRemote: vi.fn(),
}));
vi.mock(import('../federation/after-paint'), async (importOriginal) => ({
  ...(await importOriginal()),
  afterNextPaint: vi.fn(),
}));

const NOW = Date.UTC(2026, 10, 21, 12);

function region(name: string): HTMLElement | null {
  return screen.queryByRole('region', { name });
}

/** The sample player, without the potion it drinks. */
function loadWithoutPotions(): void {
  const data = sampleInitialData();
  loadState({ ...data, misc: { ...data.misc, potions: {} } });
}

beforeEach(() => {
  resetAll();
  vi.mocked(afterNextPaint).mockResolvedValue(undefined);
  // The remotes' contents stay loading unless a test says otherwise.
  vi.mocked(loadRemoteSlots).mockReturnValue(new Promise(() => undefined));
});

afterEach(() => {
  cleanup();
  resetAll();
  vi.mocked(loadRemoteSlots).mockReset();
  vi.mocked(forgetRemote).mockReset();
  vi.useRealTimers();
});

describe('a domain panel in the grid', () => {
  it("asks the owning remote for the panel's content, loading meanwhile", async () => {
    loadState();
    render(<PanelColumn side="right" />);
    const equipment = region('Equipment');
    if (!equipment) throw new Error('no Equipment panel');
    expect(within(equipment).getByRole('status')).toHaveTextContent('Loading equipment...');
    await vi.waitFor(() => {
      expect(loadRemoteSlots).toHaveBeenCalledWith('mfe-battle');
    });
  });

  it('shows "... is unavailable." with Retry in the panel of a remote that is down', async () => {
    vi.mocked(loadRemoteSlots).mockImplementation((remote) =>
      remote === 'mfe-battle'
        ? Promise.reject(
            new RemoteUnavailableError(remote, 'unreachable', 'This area could not be loaded.'),
          )
        : new Promise(() => undefined),
    );
    loadState();
    render(<PanelColumn side="right" />);
    const bosses = region('Bosses');
    if (!bosses) throw new Error('no Bosses panel');
    const alert = await within(bosses).findByRole('alert');
    expect(alert).toHaveTextContent('Bosses is unavailable. This area could not be loaded.');
    // The shell's own panels are untouched.
    expect(region('Action Bonus')).toHaveTextContent('Battling');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(forgetRemote).toHaveBeenCalledWith('mfe-battle');
  });
});

describe('the Event panel rule', () => {
  it('hides the panel when the event is emptied at its end', () => {
    loadState(sampleInitialData({ event: sampleEvent({ timeRemaining: 3 }) }));
    render(<PanelColumn side="right" />);
    expect(region('Event')).toBeInTheDocument();
    act(() => {
      $event.set(null);
    });
    expect(region('Event')).toBeNull();
  });

  it('hides on the end message of the current event only', () => {
    loadState(sampleInitialData({ event: sampleEvent({ id: 5 }) }));
    render(<PanelColumn side="right" />);
    act(() => {
      applySocketMessage({ type: 'event', data: { stage: 'end', id: 4 } });
    });
    expect(region('Event')).toBeInTheDocument();
    act(() => {
      applySocketMessage({ type: 'event', data: { stage: 'end', id: 5 } });
    });
    expect(region('Event')).toBeNull();
  });

  it('shows when an event starts on the socket', () => {
    loadState();
    render(<PanelColumn side="right" />);
    expect(region('Event')).toBeNull();
    act(() => {
      applySocketMessage({ type: 'event', data: sampleEvent({ timeRemaining: 60 }) });
    });
    expect(region('Event')).toBeInTheDocument();
  });
});

describe('the Land panel rule', () => {
  it('shows only when land data exists', () => {
    const data: InitialData = { ...sampleInitialData(), land: null };
    loadState(data);
    render(<PanelColumn side="left" />);
    expect(region('Land')).toBeNull();
    act(() => {
      $land.set({ levelName: 'Village', raid: null });
    });
    expect(region('Land')).toBeInTheDocument();
  });
});

describe('the Labyrinth Reward Chest rule', () => {
  it('shows the panel while a chest exists, from a labEnd tick until it is cleared', () => {
    loadState();
    render(<PanelColumn side="right" />);
    expect(region('Labyrinth Reward Chest')).toBeNull();
    act(() => {
      applyTick('labyrinth', { delay: 2000, autos: 40, labEnd: true });
    });
    expect(region('Labyrinth Reward Chest')).toBeInTheDocument();
    act(() => {
      $labyrinthRewards.set(null);
    });
    expect(region('Labyrinth Reward Chest')).toBeNull();
  });
});

describe('the Effects panel rule', () => {
  it('is shown by the panel rules exactly while a potion has actions left', () => {
    const misc = sampleInitialData().misc;
    const visible = (potions: Record<string, [number, number]>) =>
      visiblePanels({
        misc: { ...misc, potions },
        hasEvent: false,
        hasLand: false,
        labyrinthRewards: null,
      }).has('effects');
    expect(PANELS.some((panel) => panel.id === 'effects')).toBe(true);
    expect(visible({ potion_of_wrath: [10, 1] })).toBe(true);
    expect(visible({ potion_of_wrath: [10, 0] })).toBe(false);
    expect(visible({})).toBe(false);
  });

  it('shows the panel while a boost runs, even without potions', () => {
    const conditions = {
      misc: { ...sampleInitialData().misc, potions: {} },
      hasEvent: false,
      hasLand: false,
      labyrinthRewards: null,
    };
    expect(visiblePanels(conditions).has('effects')).toBe(false);
    expect(visiblePanels({ ...conditions, boostRunning: true }).has('effects')).toBe(true);
  });

  it('the right column shows Effects for a bought boost and hides it when the boost ends', () => {
    vi.useFakeTimers({ now: NOW });
    loadWithoutPotions();
    render(<PanelColumn side="right" />);
    expect(screen.queryByText('Effects')).not.toBeInTheDocument();
    act(() => {
      $boosts.set([{ kind: 'drops', percent: 10, endsAt: NOW + 2_000 }]);
    });
    expect(screen.getByText('Effects')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.queryByText('Effects')).not.toBeInTheDocument();
  });
});
