import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Muted } from './Muted';

describe('Muted', () => {
  it('is a paragraph of its own, or a span within a line', () => {
    render(
      <>
        <Muted>A note.</Muted>
        <p>
          +12% <Muted inline>(a hint)</Muted>
        </p>
      </>,
    );
    expect(screen.getByText('A note.').tagName).toBe('P');
    const hint = screen.getByText('(a hint)');
    expect(hint.tagName).toBe('SPAN');
    expect(hint.parentElement).toHaveTextContent('+12% (a hint)');
  });
});
