import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount } from './Amount';
import styles from './Amount.module.css';

describe('Amount', () => {
  it('shows thousands separators', () => {
    render(<Amount value={1234567} />);
    expect(screen.getByText('1,234,567')).toBeInTheDocument();
  });

  it('shows fixed fraction digits and the gold colour', () => {
    render(<Amount value={1234.5} fractionDigits={2} gold suffix=" gold" />);
    const amount = screen.getByText('1,234.50 gold');
    expect(amount.className).toContain(styles.gold);
  });

  it('shows ? for a value that is not a number instead of breaking', () => {
    render(<Amount value={Number.NaN} />);
    expect(screen.getByText('?')).toBeInTheDocument();
  });
});
