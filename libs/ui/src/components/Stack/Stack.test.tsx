import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import layoutStyles from '../../internal/layout.module.css';
import { Stack } from './Stack';

describe('Stack', () => {
  it('stacks its children in a div, a page’s gap apart by default', () => {
    render(
      <Stack data-testid="stack">
        <p>First</p>
        <p>Second</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveTextContent('FirstSecond');
    expect(stack.className).toContain(layoutStyles.gap5);
  });

  it('takes another step of the space scale', () => {
    render(
      <Stack data-testid="stack" gap={6}>
        parts
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.className).toContain(layoutStyles.gap6);
    expect(stack.className).not.toContain(layoutStyles.gap5);
  });

  it('is a list when asked, its items still list items', () => {
    render(
      <Stack as="ul" gap={2} aria-label="Bosses">
        <li>Dragon</li>
        <li>Hydra</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Bosses' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Dragon',
      'Hydra',
    ]);
  });
});
