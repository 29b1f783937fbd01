import '@testing-library/jest-dom/vitest';
import type { BattleResult, BattleTickAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import { applyTick, beginAction } from '@idle/state';
import { loadState, resetAll, sampleBattleResult, sampleTracker } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SESSION } from '../analytics/combat-stats';
import { $combatSession } from '../analytics/store';
import { sampleSpecialBattleResult } from '../fixtures';
import { BattlePage } from './BattlePage';
import { $battleTracker, EMPTY_TRACKER } from './tracker';

/** What the shell's action loop does with a battling tick: apply it, then emit it. */
function deliver(
  answer: BattleTickAnswer,
  action: 'battling' | 'specialBattling' | 'mining' = 'battling',
): void {
  act(() => {
    applyTick(action, answer);
    bus.emit('tick', { action, answer });
  });
}

function battleTick(result: BattleResult, extra: Partial<BattleTickAnswer> = {}): BattleTickAnswer {
  return { delay: 2000, autos: 149, data: result, ...extra };
}

/** The text of the <dd> that follows the <dt> `term` inside `scope`. */
function definition(scope: HTMLElement, term: string): string | null {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

function fighterStats(name: string) {
  const card = screen.getByRole('article', { name });
  return {
    card,
    level: within(card).getByText(/^Level /).textContent,
    health: within(card).getByRole('progressbar').getAttribute('aria-valuetext'),
    hits: definition(card, 'Hits'),
    totalDamage: definition(card, 'Total Damage'),
    criticalHits: definition(card, 'Critical Hits'),
    missed: definition(card, 'Missed'),
    dodged: definition(card, 'Dodged'),
  };
}

function trackerFigures() {
  const tracker = screen.getByRole('region', { name: 'Battle tracker' });
  return {
    actions: definition(tracker, 'Actions'),
    wins: definition(tracker, 'Wins'),
    losses: definition(tracker, 'Losses'),
    gold: definition(tracker, 'Gold'),
    goldPerHour: definition(tracker, 'Gold per hour'),
  };
}

function gains(): HTMLElement {
  const outcome = screen.getByText(/^You were (victorious|defeated)!$/);
  const list = outcome.nextElementSibling;
  if (!(list instanceof HTMLElement)) throw new Error('no gains list after the outcome');
  return list;
}

beforeEach(() => {
  resetAll();
  $battleTracker.set(EMPTY_TRACKER);
  $combatSession.set(EMPTY_SESSION);
  loadState();
});

afterEach(() => {
  cleanup();
  resetAll();
  $battleTracker.set(EMPTY_TRACKER);
  $combatSession.set(EMPTY_SESSION);
});

describe('BattlePage', () => {
  it('waits for the current action before the first tick, with an empty tracker', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Battle', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for current action to finish...');
    expect(screen.queryByRole('article')).toBeNull();
    expect(trackerFigures()).toEqual({
      actions: '0',
      wins: '0',
      losses: '0',
      gold: '0',
      goldPerHour: '0',
    });
  });

  it('shows a won battle: both fighters with every stat, the victory, exp, gold and attribute gain', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(battleTick(sampleBattleResult(1, { exp: 1_250, gold: 2_400 })));

    expect(screen.queryByText('Waiting for current action to finish...')).toBeNull();
    const hero = fighterStats('Hero_1');
    expect(hero).toMatchObject({
      level: 'Level 12',
      health: '1,432 / 2,200',
      hits: '9',
      totalDamage: '2,150',
      criticalHits: '2',
      missed: '3',
      dodged: '4',
    });
    expect(hero.card).toHaveAttribute('data-outcome', 'winner');
    const rat = fighterStats('Cellar Rat');
    expect(rat).toMatchObject({
      level: 'Level 1',
      health: '0 / 2,130',
      hits: '6',
      totalDamage: '768',
      criticalHits: '0',
      missed: '5',
      dodged: '1',
    });
    expect(rat.card).toHaveAttribute('data-outcome', 'loser');

    expect(screen.getByText('You were victorious!')).toHaveAttribute('role', 'status');
    const list = gains();
    expect(definition(list, 'Experience')).toBe('+1,250');
    expect(definition(list, 'Gold')).toBe('+2,400');
    expect(definition(list, 'Attribute gain')).toBe('+1');
    expect(within(list).queryByText('Gold taxed')).toBeNull();
  });

  it('shows a lost battle: defeat, no attribute gain', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(battleTick(sampleBattleResult(2)));

    expect(screen.getByText('You were defeated!')).toBeInTheDocument();
    expect(screen.queryByText('You were victorious!')).toBeNull();
    expect(fighterStats('Hero_1').card).toHaveAttribute('data-outcome', 'loser');
    expect(fighterStats('Hero_1').health).toBe('0 / 2,200');
    expect(fighterStats('Cellar Rat').card).toHaveAttribute('data-outcome', 'winner');
    const list = gains();
    expect(definition(list, 'Experience')).toBe('+0');
    expect(definition(list, 'Gold')).toBe('+0');
    expect(within(list).queryByText('Attribute gain')).toBeNull();
  });

  it('shows the attribute gain only when it is above 0', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(battleTick(sampleBattleResult(1, { attributeGain: 0 })));
    expect(screen.getByText('You were victorious!')).toBeInTheDocument();
    expect(within(gains()).queryByText('Attribute gain')).toBeNull();

    deliver(battleTick(sampleBattleResult(1, { attributeGain: 3 })));
    expect(definition(gains(), 'Attribute gain')).toBe('+3');
  });

  it('shows the gold taxed only when some was', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(battleTick(sampleBattleResult(1, { goldTaxed: 0 })));
    expect(within(gains()).queryByText('Gold taxed')).toBeNull();
    deliver(battleTick(sampleBattleResult(1, { goldTaxed: 1_500 })));
    expect(definition(gains(), 'Gold taxed')).toBe('1,500');
  });

  it('shows the clan exp the server sent, and nothing for a player without a clan', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(battleTick(sampleBattleResult(1)));
    expect(within(gains()).queryByText('Clan exp')).toBeNull();
    deliver(battleTick(sampleBattleResult(1, { clanExp: 1 })));
    expect(definition(gains(), 'Clan exp')).toBe('+1');
    deliver(battleTick(sampleBattleResult(1, { clanExp: 12_000 })));
    expect(definition(gains(), 'Clan exp')).toBe('+12,000');
  });

  it('follows the latest tick', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(battleTick(sampleBattleResult(1)));
    expect(screen.getByText('You were victorious!')).toBeInTheDocument();
    deliver(battleTick(sampleBattleResult(2)));
    expect(screen.getByText('You were defeated!')).toBeInTheDocument();
    expect(screen.queryByText('You were victorious!')).toBeNull();
  });

  it('waits again once a new action starts (the last ticks are cleared)', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(battleTick(sampleBattleResult(1)));
    act(() => {
      beginAction('battling');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for current action to finish...');
  });
});

describe('BattlePage simulator link', () => {
  it('links to the combat simulator', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Simulate your fights' })).toHaveAttribute(
      'href',
      '/simulator',
    );
  });
});

describe('BattlePage tracker', () => {
  it('shows the server figures of a tick with a tracker, and gold per hour = 600 / actions * gold', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(battleTick(sampleBattleResult(1), { tracker: sampleTracker() }));
    expect(trackerFigures()).toEqual({
      actions: '3',
      wins: '2',
      losses: '1',
      gold: '90',
      goldPerHour: '18,000',
    });
  });

  it('formats large figures and rounds gold per hour', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(
      battleTick(sampleBattleResult(1), {
        tracker: { actions: 7, wins: 1_234, losses: 2, gold: 12_345 },
      }),
    );
    // 600 / 7 * 12,345 = 1,058,142.86
    expect(trackerFigures()).toMatchObject({
      wins: '1,234',
      gold: '12,345',
      goldPerHour: '1,058,143',
    });
  });

  it('keeps its figures on a tick without a tracker or from another action', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(battleTick(sampleBattleResult(1), { tracker: sampleTracker() }));
    deliver(battleTick(sampleBattleResult(1)));
    deliver({ delay: 2000, autos: 140, tracker: sampleTracker({ actions: 99 }) }, 'mining');
    expect(trackerFigures().actions).toBe('3');
  });

  it('starts from zero when battling starts again', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(battleTick(sampleBattleResult(1), { tracker: sampleTracker() }));
    act(() => {
      bus.emit('startAction', { action: 'battling' });
    });
    expect(trackerFigures()).toMatchObject({ actions: '0', gold: '0', goldPerHour: '0' });
  });

  it("continues the server's figures when the shell resumes a battle (a reload)", () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    act(() => {
      bus.emit('actionResumed', {
        action: 'battling',
        tracker: { actions: 40, wins: 38, losses: 2, gold: 1200 },
      });
    });
    expect(trackerFigures()).toMatchObject({
      actions: '40',
      wins: '38',
      losses: '2',
      gold: '1,200',
    });
    act(() => {
      bus.emit('actionResumed', {
        action: 'mining',
        tracker: { actions: 3, wins: 0, losses: 0, gold: 0 },
      });
    });
    expect(trackerFigures()).toMatchObject({ actions: '40' });
  });
});

describe('BattlePage special battles and remaining mobs', () => {
  it('shows a special battle with the special battles remaining', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(
      battleTick(sampleSpecialBattleResult({ specialBattlesRemaining: 1_204 })),
      'specialBattling',
    );
    expect(screen.getByText('You were victorious!')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ember Hound' })).toBeInTheDocument();
    expect(definition(gains(), 'Special battles remaining')).toBe('1,204');
  });

  it('shows 0 special battles remaining', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(
      battleTick(sampleSpecialBattleResult({ specialBattlesRemaining: 0 })),
      'specialBattling',
    );
    expect(definition(gains(), 'Special battles remaining')).toBe('0');
  });

  it('shows the mobs remaining when the result has them', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(battleTick(sampleBattleResult(1, { mobsRemaining: 12 })));
    expect(definition(gains(), 'Mobs remaining')).toBe('12');
  });

  it('shows neither for a basic battle', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    deliver(battleTick(sampleBattleResult(1)));
    expect(within(gains()).queryByText('Special battles remaining')).toBeNull();
    expect(within(gains()).queryByText('Mobs remaining')).toBeNull();
  });
});

describe('BattlePage combat analytics', () => {
  it('shows the analytics of the session, fed by the battling ticks', () => {
    render(<BattlePage />, { wrapper: MemoryRouter });
    const analytics = screen.getByRole('region', { name: 'Combat analytics' });
    expect(definition(analytics, 'Fights')).toBe('0');
    deliver(battleTick(sampleBattleResult(1)));
    deliver(battleTick(sampleBattleResult(1)));
    expect(definition(analytics, 'Fights')).toBe('2');
    expect(definition(analytics, 'Wins')).toBe('2');
    expect(definition(analytics, 'Estimated win rate vs Cellar Rat')).toBe('100% (34-100%)');
  });
});
