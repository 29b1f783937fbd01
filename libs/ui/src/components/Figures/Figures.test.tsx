import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Figure, Figures } from './Figures';

describe('Figures', () => {
  it('lists each label as a term and its value as its definition', () => {
    render(
      <Figures label="Battle gains">
        <Figure label="Experience">+1,250</Figure>
        <Figure label="Gold">+87</Figure>
        {false && <Figure label="Attribute gain">+1</Figure>}
      </Figures>,
    );
    const list = screen.getByLabelText('Battle gains');
    expect(list.tagName).toBe('DL');
    expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Experience',
      'Gold',
    ]);
    expect(within(list).getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '+1,250',
      '+87',
    ]);
  });
});
