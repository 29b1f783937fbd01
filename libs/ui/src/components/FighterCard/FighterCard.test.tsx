import type { Fighter } from '@idle/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FighterCard } from './FighterCard';

const fighter: Fighter = {
  name: 'Sir Lancelot',
  level: 1234,
  hp: 4321,
  maxHp: 10000,
  hits: 17,
  totalDamage: 123456,
  criticalHits: 3,
  missed: 5,
  dodged: 8,
};

function statValue(card: HTMLElement, name: string): string | null {
  const term = within(card).getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('FighterCard', () => {
  it('shows every stat of the fighter', () => {
    render(<FighterCard fighter={fighter} />);
    const card = screen.getByRole('article', { name: 'Sir Lancelot' });
    expect(card).toHaveTextContent('Level 1,234');
    const health = within(card).getByRole('progressbar', { name: 'Sir Lancelot health' });
    expect(health).toHaveAttribute('aria-valuenow', '4321');
    expect(health).toHaveAttribute('aria-valuemax', '10000');
    expect(health).toHaveAttribute('aria-valuetext', '4,321 / 10,000');
    expect(statValue(card, 'Hits')).toBe('17');
    expect(statValue(card, 'Total Damage')).toBe('123,456');
    expect(statValue(card, 'Critical Hits')).toBe('3');
    expect(statValue(card, 'Missed')).toBe('5');
    expect(statValue(card, 'Dodged')).toBe('8');
  });

  it('marks the winner and the loser', () => {
    render(
      <>
        <FighterCard fighter={fighter} outcome="winner" />
        <FighterCard fighter={{ ...fighter, name: 'Goblin', hp: 0 }} outcome="loser" />
      </>,
    );
    expect(screen.getByRole('article', { name: 'Sir Lancelot' })).toHaveTextContent('Winner');
    expect(screen.getByRole('article', { name: 'Goblin' })).toHaveTextContent('Defeated');
  });
});
