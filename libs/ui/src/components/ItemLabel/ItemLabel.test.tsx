import type { ItemDefinition } from '@idle/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemLabel, itemNameText } from './ItemLabel';

const items: Record<string, ItemDefinition> = {
  metal: {
    name: 'Metal',
    description: 'Mined ore.',
    rarity: 1,
    useable: false,
    marketable: true,
    type: 'resource',
  },
};

describe('ItemLabel', () => {
  it("shows a known item's name, with an amount when given", () => {
    render(<ItemLabel itemId="metal" items={items} amount={1200} />);
    expect(screen.getByText(/Metal/)).toBeInTheDocument();
    expect(document.body).toHaveTextContent('1,200');
  });

  it('falls back to the id for an item the game data lacks', () => {
    render(<ItemLabel itemId="mystery_box" items={items} amount={2} />);
    expect(screen.getByText('mystery_box x2')).toBeInTheDocument();
    expect(itemNameText('mystery_box', items)).toBe('mystery_box');
    expect(itemNameText('metal', items)).toBe('Metal');
  });
});
