import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar, progressFraction } from './ProgressBar';
import styles from './ProgressBar.module.css';

describe('progressFraction', () => {
  it('is value over max, kept between 0 and 1', () => {
    expect(progressFraction(25, 100)).toBe(0.25);
    expect(progressFraction(-5, 100)).toBe(0);
    expect(progressFraction(150, 100)).toBe(1);
    expect(progressFraction(5, 0)).toBe(0);
    expect(progressFraction(Number.NaN, 10)).toBe(0);
  });
});

describe('ProgressBar', () => {
  it('is a labelled progressbar filled to value / max in its variant colour', () => {
    const { container } = render(
      <ProgressBar label="Experience" value={1500} max={6000} variant="experience" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Experience' });
    expect(bar).toHaveAttribute('aria-valuenow', '1500');
    expect(bar).toHaveAttribute('aria-valuemax', '6000');
    expect(bar).toHaveAttribute('aria-valuetext', '1,500 / 6,000');
    expect(bar).toHaveTextContent('1,500 / 6,000');
    const fill = container.querySelector(`.${styles.experience}`);
    expect(fill).toHaveStyle({ width: '25.00%' });
  });

  it('shows a custom text', () => {
    render(<ProgressBar label="Room" value={3} max={10} valueText="Room 3 of 10" />);
    expect(screen.getByRole('progressbar', { name: 'Room' })).toHaveAttribute(
      'aria-valuetext',
      'Room 3 of 10',
    );
  });
});
