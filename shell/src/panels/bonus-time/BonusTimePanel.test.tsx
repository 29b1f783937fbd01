import '@testing-library/jest-dom/vitest';
import { $misc, applySocketMessage } from '@idle/state';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown } from '@idle/ui';
import { PanelColumn } from '../PanelColumn';
import { BonusTimePanel, NO_BONUS_TIME_TEXT } from './BonusTimePanel';

function withBonusTime(timeRemaining: number, modifier = 5) {
  const data = sampleInitialData();
  loadState({ ...data, misc: { ...data.misc, bonusTime: { timeRemaining, modifier } } });
}

function shown(): string | null {
  return document.querySelector('time')?.textContent ?? null;
}

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

describe('formatCountdown', () => {
  it('reads mm:ss under an hour and h:mm:ss from an hour on', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(605)).toBe('10:05');
    expect(formatCountdown(3_599)).toBe('59:59');
    expect(formatCountdown(3_600)).toBe('1:00:00');
    expect(formatCountdown(36_061)).toBe('10:01:01');
    expect(formatCountdown(59.2)).toBe('01:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });
});

describe('BonusTimePanel', () => {
  it('shows the bonus percent and the time left', () => {
    withBonusTime(3_725, 10);
    render(<BonusTimePanel />);
    expect(screen.getByText('+85% gold, resources and experience')).toBeInTheDocument();
    expect(shown()).toBe('1:02:05');
    expect(screen.getByText('1:02:05')).toHaveAttribute('datetime', 'PT3725S');
  });

  it('counts down every second', () => {
    withBonusTime(3_601);
    render(<BonusTimePanel />);
    expect(shown()).toBe('1:00:01');
    advance(1_000);
    expect(shown()).toBe('1:00:00');
    advance(1_000);
    expect(shown()).toBe('59:59');
    advance(59_000);
    expect(shown()).toBe('59:00');
    // The store keeps the server's value until the end.
    expect($misc.get()?.bonusTime.timeRemaining).toBe(3_601);
  });

  it('sets the time to 0 at the end, so the panel rules hide the panel', () => {
    withBonusTime(3);
    render(<PanelColumn side="right" />);
    expect(screen.getByRole('region', { name: 'Bonus Time' })).toBeInTheDocument();
    advance(2_000);
    expect(shown()).toBe('00:01');
    advance(1_000);
    expect($misc.get()?.bonusTime).toEqual({ timeRemaining: 0, modifier: 5 });
    expect(screen.queryByRole('region', { name: 'Bonus Time' })).toBeNull();
  });

  it('restarts from a new time the server sends, and ends on the socket end message', () => {
    withBonusTime(120);
    render(<BonusTimePanel />);
    advance(10_000);
    expect(shown()).toBe('01:50');
    act(() => {
      applySocketMessage({ type: 'bonusTime', data: { timeRemaining: 1_800, modifier: 25 } });
    });
    expect(shown()).toBe('30:00');
    expect(screen.getByText('+100% gold, resources and experience')).toBeInTheDocument();
    advance(1_000);
    expect(shown()).toBe('29:59');
    act(() => {
      applySocketMessage({ type: 'bonusTime', data: { stage: 'end' } });
    });
    expect(shown()).toBeNull();
    expect(screen.getByText(NO_BONUS_TIME_TEXT)).toBeInTheDocument();
  });

  it('does not end a Bonus Time the server sent after the one it counted', () => {
    withBonusTime(2);
    render(<BonusTimePanel />);
    advance(1_000);
    act(() => {
      applySocketMessage({ type: 'bonusTime', data: { timeRemaining: 600, modifier: 5 } });
    });
    advance(1_500);
    expect($misc.get()?.bonusTime.timeRemaining).toBe(600);
    expect(shown()).toBe('09:59');
  });

  it('says no Bonus Time is running at 0 and before the data is loaded', () => {
    render(<BonusTimePanel />);
    expect(screen.getByText(NO_BONUS_TIME_TEXT)).toBeInTheDocument();
    withBonusTime(0);
    act(() => undefined);
    expect(screen.getByText(NO_BONUS_TIME_TEXT)).toBeInTheDocument();
    expect(shown()).toBeNull();
  });
});
