import type { Fighter } from '@idle/contracts';
import { battleOutcomeText } from '@idle/game-rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import textStyles from '../Text/Text.module.css';
import { FightOutcome } from './FightOutcome';

const fighter = (name: string): Fighter => ({
  name,
  level: 10,
  hp: 50,
  maxHp: 100,
  hits: 3,
  totalDamage: 120,
  criticalHits: 0,
  missed: 1,
  dodged: 0,
});

describe('FightOutcome', () => {
  it('shows both fighters and announces a won fight in the success tone', () => {
    render(<FightOutcome result={{ p1: fighter('Arthur'), p2: fighter('Troll'), winner: 1 }} />);
    expect(screen.getByText('Arthur')).toBeInTheDocument();
    expect(screen.getByText('Troll')).toBeInTheDocument();
    const verdict = screen.getByRole('status');
    expect(verdict).toHaveTextContent(battleOutcomeText(1));
    expect(verdict.className).toContain(textStyles.success);
  });

  it('announces a lost fight in the error tone', () => {
    render(<FightOutcome result={{ p1: fighter('Arthur'), p2: fighter('Troll'), winner: 2 }} />);
    const verdict = screen.getByRole('status');
    expect(verdict).toHaveTextContent(battleOutcomeText(2));
    expect(verdict.className).toContain(textStyles.error);
  });
});
