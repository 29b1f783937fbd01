import '@testing-library/jest-dom/vitest';
import type { BattleResult } from '@idle/contracts';
import { bus } from '@idle/events';
import { sampleBattleResult } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleBossCharge } from '../fixtures';
import { allRows, definition } from '../test-helpers';
import { CombatAnalytics } from './CombatAnalytics';
import { EMPTY_SESSION } from './combat-stats';
import { $combatSession } from './store';

function fightTick(result: BattleResult | object, action: 'battling' | 'bossBattle' = 'battling') {
  act(() => {
    bus.emit('tick', { action, answer: { delay: 2000, autos: 100, data: result } });
  });
}

function panel(): HTMLElement {
  return screen.getByRole('region', { name: 'Combat analytics' });
}

function rates(): string[][] {
  return allRows(within(panel()).getByRole('table', { name: 'Combat rates this session' }));
}

beforeEach(() => {
  $combatSession.set(EMPTY_SESSION);
});

afterEach(() => {
  cleanup();
  $combatSession.set(EMPTY_SESSION);
});

describe('CombatAnalytics', () => {
  it('shows dashes before any fight', () => {
    render(<CombatAnalytics />);
    expect(definition(panel(), 'Fights')).toBe('0');
    expect(definition(panel(), 'Wins')).toBe('0');
    expect(definition(panel(), 'Estimated win rate')).toBe('\u2014');
    expect(rates()).toEqual([
      ['You', '\u2014', '\u2014', '\u2014', '\u2014', '\u2014'],
      ['Opponents', '\u2014', '\u2014', '\u2014', '\u2014', '\u2014'],
    ]);
  });

  it('follows the fights of the session: rates of both sides and the win rate vs the opponent', () => {
    render(<CombatAnalytics />);
    fightTick(sampleBattleResult(1));
    fightTick(sampleBattleResult(2));
    fightTick(sampleBattleResult(1));
    // Player: hits 9+4+9 = 22, missed 9, dodged 12, criticals 5, damage 5,180;
    // Rat: hits 6+11+6 = 23, missed 15, dodged 3, criticals 0, damage 3,736.
    // Player attacks 22 + 9 + 3 = 34; the rat's 23 + 15 + 12 = 50.
    expect(definition(panel(), 'Fights')).toBe('3');
    expect(definition(panel(), 'Wins')).toBe('2');
    expect(definition(panel(), 'Estimated win rate vs Cellar Rat')).toBe('67% (21-94%)');
    expect(rates()).toEqual([
      ['You', '64.7%', '26.5%', '22.7%', '24%', '1,726.7'],
      ['Opponents', '46%', '30%', '0%', '8.8%', '1,245.3'],
    ]);
  });

  it('gives the win rate against the latest opponent only', () => {
    render(<CombatAnalytics />);
    fightTick(sampleBattleResult(1));
    const beetle = sampleBattleResult(2);
    fightTick({ ...beetle, p2: { ...beetle.p2, name: 'Giant Beetle' } });
    expect(definition(panel(), 'Fights')).toBe('2');
    expect(definition(panel(), 'Estimated win rate vs Giant Beetle')).toBe('0% (0-79%)');
  });

  it('ignores the boss charge tick and starts over when an action starts', () => {
    render(<CombatAnalytics />);
    fightTick(sampleBossCharge(), 'bossBattle');
    expect(definition(panel(), 'Fights')).toBe('0');
    fightTick(sampleBattleResult(1));
    expect(definition(panel(), 'Fights')).toBe('1');
    act(() => {
      bus.emit('startAction', { action: 'dungeoneering' });
    });
    expect(definition(panel(), 'Fights')).toBe('0');
    expect(definition(panel(), 'Estimated win rate')).toBe('\u2014');
  });
});
