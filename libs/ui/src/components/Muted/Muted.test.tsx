import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import textStyles from '../Text/Text.module.css';
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

  it('is smaller for a label, and not bold within bold text', () => {
    render(
      <>
        <Muted size="sm">Ends in</Muted>
        <strong>
          Dragon{' '}
          <Muted inline weight="normal">
            Level 120
          </Muted>
        </strong>
      </>,
    );
    expect(screen.getByText('Ends in').className).toBe(
      `${textStyles.paragraph} ${textStyles.muted} ${textStyles.sm}`,
    );
    expect(screen.getByText('Level 120').className).toBe(
      `${textStyles.muted} ${textStyles.normal}`,
    );
  });
});
