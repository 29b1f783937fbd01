import '@testing-library/jest-dom/vitest';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { rarityColour } from '@idle/game-rules';
import { $event, applySocketMessage, beginAction, endAction } from '@idle/state';
import { loadState, resetAll, sampleEvent, sampleInitialData } from '@idle/test-fixtures';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPanels } from '@idle/ui/testing';
import { EventPanel, eventBonusText, NO_EVENT_TEXT } from './EventPanel';

let started: BusEvents['startAction'][];
const onStart = (event: BusEvents['startAction']) => started.push(event);

function shown(): string | null {
  return document.querySelector('time')?.textContent ?? null;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function socket(data: unknown) {
  act(() => {
    applySocketMessage({ type: 'event', data });
  });
}

function eventRegion(): HTMLElement | null {
  return screen.queryByRole('region', { name: 'Event' });
}

beforeEach(() => {
  vi.useFakeTimers();
  resetAll();
  started = [];
  bus.on('startAction', onStart);
});

afterEach(() => {
  bus.off('startAction', onStart);
  cleanup();
  resetAll();
  vi.useRealTimers();
});

describe('eventBonusText', () => {
  it('reads "+N% resources"', () => {
    expect(eventBonusText(50)).toBe('+50% resources');
    expect(eventBonusText(1_250)).toBe('+1,250% resources');
  });
});

describe('EventPanel', () => {
  it('shows the skill, the rarity in its colour, the bonus and the time left', () => {
    loadState(sampleInitialData({ event: sampleEvent({ timeRemaining: 3_725 }) }));
    render(<EventPanel />);
    expect(screen.getByText('Mining')).toBeInTheDocument();
    expect(screen.getByText('Epic')).toHaveStyle({ color: rarityColour(4) });
    expect(screen.getByText('+50% resources')).toBeInTheDocument();
    expect(shown()).toBe('1:02:05');
    expect(screen.getByText('1:02:05')).toHaveAttribute('datetime', 'PT3725S');
    expect(screen.getByRole('button', { name: 'Join the Mining event' })).toHaveTextContent('Join');
  });

  it.each([
    ['woodcutting', 2, 'Woodcutting', 'Uncommon'],
    ['quarrying', 7, 'Quarrying', 'Celestial'],
  ] as const)('names a %s event of rarity %i', (type, rarity, skill, name) => {
    loadState(sampleInitialData({ event: sampleEvent({ type, rarity, bonusPercent: 100 }) }));
    render(<EventPanel />);
    expect(screen.getByText(skill)).toBeInTheDocument();
    expect(screen.getByText(name)).toHaveStyle({ color: rarityColour(rarity) });
    expect(screen.getByText('+100% resources')).toBeInTheDocument();
  });

  it('leaves out a rarity outside 1 to 7 instead of failing', () => {
    loadState(sampleInitialData({ event: sampleEvent({ rarity: 9 }) }));
    render(<EventPanel />);
    expect(screen.getByText('Mining')).toBeInTheDocument();
    expect(screen.queryByText('Celestial')).toBeNull();
    expect(shown()).toBe('15:00');
  });

  it('Join asks the shell to start the event skill with the event id', () => {
    loadState(sampleInitialData({ event: sampleEvent({ id: 77, type: 'woodcutting' }) }));
    render(<EventPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Join the Woodcutting event' }));
    expect(started).toEqual([{ action: 'woodcutting', body: { event: 77 } }]);
    expect($event.get()?.id).toBe(77);
  });

  it('shows Joined while the player takes part in this event, Join again once stopped', () => {
    loadState(sampleInitialData({ event: sampleEvent({ id: 77 }) }));
    render(<EventPanel />);
    act(() => {
      beginAction('mining', { event: 76 });
    });
    expect(screen.getByRole('button', { name: 'Join the Mining event' })).toBeEnabled();
    act(() => {
      beginAction('mining', { event: 77 });
    });
    const joined = screen.getByRole('button', { name: 'Taking part in the Mining event' });
    expect(joined).toBeDisabled();
    expect(joined).toHaveTextContent('Joined');
    fireEvent.click(joined);
    expect(started).toEqual([]);
    act(() => {
      endAction();
    });
    expect(screen.getByRole('button', { name: 'Join the Mining event' })).toBeEnabled();
  });

  it('counts down every second, leaving the store as the server sent it', () => {
    loadState(sampleInitialData({ event: sampleEvent({ timeRemaining: 3_601 }) }));
    render(<EventPanel />);
    expect(shown()).toBe('1:00:01');
    advance(1_000);
    expect(shown()).toBe('1:00:00');
    advance(1_000);
    expect(shown()).toBe('59:59');
    advance(59_000);
    expect(shown()).toBe('59:00');
    expect($event.get()?.timeRemaining).toBe(3_601);
  });

  // The shell's panel rules hide the panel once $event is empty (its domain-panels test).
  it('empties the event at 0, so the panel rules hide the panel', () => {
    loadState(sampleInitialData({ event: sampleEvent({ timeRemaining: 3 }) }));
    render(<EventPanel />);
    advance(2_000);
    expect(shown()).toBe('00:01');
    advance(1_000);
    expect($event.get()).toBeNull();
  });

  it('restarts from an update the server sends and does not end a newer event', () => {
    loadState(sampleInitialData({ event: sampleEvent({ id: 1, timeRemaining: 2 }) }));
    render(<EventPanel />);
    advance(1_000);
    expect(shown()).toBe('00:01');
    const newer = sampleEvent({ id: 2, type: 'quarrying', timeRemaining: 600 });
    socket({ ...newer, stage: 'start' });
    expect(screen.getByText('Quarrying')).toBeInTheDocument();
    expect(shown()).toBe('10:00');
    advance(1_500);
    expect($event.get()).toEqual(newer);
    expect(shown()).toBe('09:59');
    socket({ ...newer, timeRemaining: 120 });
    expect(shown()).toBe('02:00');
  });

  it('hides on the end message of the current event only', () => {
    loadState(sampleInitialData({ event: sampleEvent({ id: 5 }) }));
    render(<EventPanel />);
    socket({ stage: 'end', id: 4 });
    expect(shown()).toBe('15:00');
    socket({ stage: 'end', id: 5 });
    expect($event.get()).toBeNull();
  });

  it('shows when an event starts on the socket', () => {
    loadState();
    renderPanels({ Event: EventPanel });
    socket(sampleEvent({ timeRemaining: 60 }));
    expect(eventRegion()).toHaveTextContent('Mining');
    expect(eventRegion()).toHaveTextContent('Time left 01:00');
  });

  it('ignores a malformed socket message', () => {
    loadState(sampleInitialData({ event: sampleEvent() }));
    render(<EventPanel />);
    socket({ ...sampleEvent({ id: 9 }), type: 'fishing' });
    socket({ stage: 'end' });
    expect($event.get()).toEqual(sampleEvent());
    expect(screen.getByText('Mining')).toBeInTheDocument();
  });

  it('says no event is running before loading, without an event and at 0 seconds', () => {
    render(<EventPanel />);
    expect(screen.getByText(NO_EVENT_TEXT)).toBeInTheDocument();
    act(() => {
      loadState();
    });
    expect(screen.getByText(NO_EVENT_TEXT)).toBeInTheDocument();
    act(() => {
      $event.set(sampleEvent({ timeRemaining: 0 }));
    });
    expect(screen.getByText(NO_EVENT_TEXT)).toBeInTheDocument();
    expect(shown()).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
