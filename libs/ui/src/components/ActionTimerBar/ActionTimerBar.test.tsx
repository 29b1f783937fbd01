import { timerBarColour } from '@idle/game-rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionTimerBar } from './ActionTimerBar';
import styles from './ActionTimerBar.module.css';

describe('ActionTimerBar', () => {
  it.each([
    [-5, 'red'],
    [0, 'red'],
    [1, 'yellow'],
    [10, 'yellow'],
    [11, 'green'],
    [150, 'green'],
  ] as const)('with %i Autos is %s', (autos, colour) => {
    render(<ActionTimerBar duration={2000} autos={autos} />);
    const timer = screen.getByRole('timer');
    expect(colour).toBe(timerBarColour(autos));
    expect(timer).toHaveAttribute('data-colour', colour);
    expect(timer.className).toContain(styles[colour]);
  });

  it('runs from empty to full over the duration', () => {
    render(<ActionTimerBar duration={2500} autos={50} />);
    const fill = screen.getByTestId('action-timer-fill');
    expect(fill).toHaveStyle({ animationDuration: '2500ms' });
    expect(fill.className).toContain(styles.running);
  });

  it('restarts its run when runKey changes', () => {
    const { rerender } = render(<ActionTimerBar duration={2000} autos={50} runKey={1} />);
    const first = screen.getByTestId('action-timer-fill');
    rerender(<ActionTimerBar duration={2000} autos={50} runKey={2} />);
    expect(screen.getByTestId('action-timer-fill')).not.toBe(first);
  });

  it('stays empty when no action runs', () => {
    render(<ActionTimerBar duration={2000} autos={50} running={false} />);
    expect(screen.getByTestId('action-timer-fill').className).not.toContain(styles.running);
  });

  it('is a button that refreshes Autos when clickable', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<ActionTimerBar duration={2000} autos={3} onClick={onClick} />);
    const button = screen.getByRole('button', { name: /Action timer, 3 Autos/ });
    expect(button).toHaveAttribute('data-colour', 'yellow');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
