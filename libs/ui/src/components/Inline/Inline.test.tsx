import { fireEvent, render, screen } from '@testing-library/react';
import type { SyntheticEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import layoutStyles from '../../internal/layout.module.css';
import styles from './Inline.module.css';
import { Inline } from './Inline';

describe('Inline', () => {
  it('puts its children in a wrapping row, a small gap apart by default', () => {
    render(
      <Inline data-testid="row">
        <button type="button">Buy</button>
        <button type="button">Sell</button>
      </Inline>,
    );
    const row = screen.getByTestId('row');
    expect(row.tagName).toBe('DIV');
    expect(row.className).toContain(styles.wrap);
    expect(row.className).toContain(layoutStyles.gap3);
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('lines fields up at their bottom and spreads a header, without wrapping when asked', () => {
    render(
      <>
        <Inline data-testid="fields" align="end" gap={4}>
          fields
        </Inline>
        <Inline data-testid="header" justify="between" wrap={false}>
          header
        </Inline>
      </>,
    );
    const fields = screen.getByTestId('fields');
    expect(fields.className).toContain(layoutStyles.alignEnd);
    expect(fields.className).toContain(layoutStyles.gap4);
    const header = screen.getByTestId('header');
    expect(header.className).toContain(styles.between);
    expect(header.className).not.toContain(styles.wrap);
  });

  it('is a form that submits, or a paragraph', () => {
    const onSubmit = vi.fn((event: SyntheticEvent) => {
      event.preventDefault();
    });
    render(
      <>
        <Inline as="form" aria-label="Donate" onSubmit={onSubmit}>
          <button type="submit">Donate</button>
        </Inline>
        <Inline as="p">Floor 3 Room 2</Inline>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Donate' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('form', { name: 'Donate' })).toBeInTheDocument();
    expect(screen.getByText('Floor 3 Room 2').tagName).toBe('P');
  });
});
