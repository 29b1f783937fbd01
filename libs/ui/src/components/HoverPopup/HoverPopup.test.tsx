import { TIMINGS } from '@idle/game-rules';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoverPopup } from './HoverPopup';

describe('HoverPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the 80 ms delay of the spec', () => {
    expect(TIMINGS.HOVER_POPUP_DELAY).toBe(80);
  });

  it('appears only once the pointer has stayed 80 ms', () => {
    render(
      <HoverPopup content="Popup text">
        <button type="button">Target</button>
      </HoverPopup>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Target' }));
    act(() => {
      vi.advanceTimersByTime(79);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Popup text');
  });

  it('does not appear when the pointer leaves before 80 ms, and goes when it leaves', () => {
    render(
      <HoverPopup content="Popup text">
        <button type="button">Target</button>
      </HoverPopup>,
    );
    const target = screen.getByRole('button', { name: 'Target' });
    fireEvent.mouseEnter(target);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    fireEvent.mouseLeave(target);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.mouseEnter(target);
    act(() => {
      vi.advanceTimersByTime(80);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.mouseLeave(target);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on keyboard focus after the delay and closes on Escape', () => {
    render(
      <HoverPopup content="Popup text">
        <button type="button">Target</button>
      </HoverPopup>,
    );
    const target = screen.getByRole('button', { name: 'Target' });
    act(() => {
      target.focus();
    });
    act(() => {
      vi.advanceTimersByTime(80);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(target, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
