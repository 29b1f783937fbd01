import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Figure, Figures } from './Figures';

function Gains({ attributeGain }: { attributeGain: number }) {
  return (
    <Figures label="Battle gains">
      <Figure label="Experience">+1,250</Figure>
      <Figure label="Gold">+87</Figure>
      {attributeGain > 0 && <Figure label="Attribute gain">+{attributeGain}</Figure>}
    </Figures>
  );
}

describe('Figures', () => {
  it('lists each label as a term and its value as its definition', () => {
    render(<Gains attributeGain={0} />);
    const list = screen.getByLabelText('Battle gains');
    expect(list.tagName).toBe('DL');
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Experience', 'Gold']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['+1,250', '+87']);
  });

  it('shows a figure that applies', () => {
    render(<Gains attributeGain={2} />);
    expect(screen.getAllByRole('term').at(-1)).toHaveTextContent('Attribute gain');
    expect(screen.getAllByRole('definition').at(-1)).toHaveTextContent('+2');
  });
});
