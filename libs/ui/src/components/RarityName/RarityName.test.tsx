import { rarityColour } from '@idle/game-rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RarityName } from './RarityName';

describe('RarityName', () => {
  it("writes a rarity's name in its colour", () => {
    render(<RarityName rarity={5} />);
    expect(screen.getByText('Legendary')).toHaveStyle({ color: rarityColour(5) });
  });

  it('shows the fallback, or nothing, for a rarity the rules do not know', () => {
    const { container, rerender } = render(<RarityName rarity={8} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<RarityName rarity={2.5} fallback="Unknown" />);
    expect(container).toHaveTextContent('Unknown');
    expect(screen.getByText('Unknown')).not.toHaveStyle({ color: rarityColour(2) });
  });
});
