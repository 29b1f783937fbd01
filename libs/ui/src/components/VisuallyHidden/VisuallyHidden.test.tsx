import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of what holds it', () => {
    render(
      <button type="button">
        <span aria-hidden="true">3</span>
        <VisuallyHidden>Room 3: cleared</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Room 3: cleared' })).toBeInTheDocument();
  });
});
