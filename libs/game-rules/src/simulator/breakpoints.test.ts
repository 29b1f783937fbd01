import { describe, expect, it } from 'vitest';
import type { CombatantStats } from '../fight/battle';
import {
  type Breakpoint,
  breakpointOutcome,
  hitsToKill,
  leastChangingValue,
  nextBreakpoints,
  withFigure,
  type WinRateSearch,
} from './breakpoints';

const player: CombatantStats = {
  name: 'Hero',
  level: 10,
  health: 200,
  attack: 30,
  defence: 20,
  accuracy: 6000,
  dodge: 500,
  critChance: 5,
  damageBonus: 0,
};
const mob: CombatantStats = { ...player, name: 'Rat', health: 220, attack: 32, defence: 10 };
const search: WinRateSearch = { fights: 300, seed: 5, targetPercent: 99 };

/** A breakpoint holds: the figure just below keeps the current outcome, the figure at it changes it. */
function expectBreakpoint(found: Breakpoint, at: CombatantStats = player): void {
  const outcome = (value: number) =>
    breakpointOutcome(found.kind, withFigure(at, found.figure, value), mob, search);
  const now = outcome(found.current);
  expect(outcome(found.value - 1)).toBe(now);
  expect(outcome(found.value)).not.toBe(now);
}

describe('hitsToKill', () => {
  it('counts middle-roll hits that take the full health', () => {
    // 30 * 1.0 * 100 / 110 = 27.27 -> 27 a hit; 220 / 27 = 8.1 -> 9 hits.
    expect(hitsToKill(player, mob)).toBe(9);
  });
});

describe('leastChangingValue', () => {
  it('finds the least value past a threshold, and none when nothing changes', () => {
    expect(leastChangingValue((value) => (value >= 1234 ? 1 : 0), 3)).toBe(1234);
    expect(leastChangingValue((value) => (value >= 4 ? 1 : 0), 3)).toBe(4);
    expect(leastChangingValue(() => 0, 3)).toBeNull();
  });
});

describe('nextBreakpoints', () => {
  const found = nextBreakpoints(player, mob, search, { boss: false });
  const byKind = (kind: Breakpoint['kind'], figure: Breakpoint['figure']) => {
    const entry = found.find((item) => item.kind === kind && item.figure === figure);
    if (!entry) throw new Error(`no ${kind} breakpoint of ${figure}`);
    return entry;
  };

  it('finds the attack that wins in one hit fewer', () => {
    const attack = byKind('hitsToWin', 'attack');
    // 8 hits need 28 a hit (220 / 8 = 27.5): attack * 100 / 110 >= 28 from attack 30.8 -> 31.
    expect(attack.value).toBe(31);
    expectBreakpoint(attack);
  });

  it('finds the defence that takes one hit more to fall', () => {
    const defence = byKind('hitsToFall', 'defence');
    expect(hitsToKill(mob, withFigure(player, 'defence', defence.value))).toBe(
      hitsToKill(mob, player) + 1,
    );
    expectBreakpoint(defence);
  });

  it('finds the accuracy at which double hits start', () => {
    const accuracy = byKind('doubleHits', 'accuracy');
    expect(accuracy.value).toBe(10_001);
    expectBreakpoint(accuracy);
  });

  it('finds the attack, defence and accuracy at which the win rate reaches 99%', () => {
    for (const figure of ['attack', 'defence', 'accuracy'] as const) {
      const entry = byKind('winRate', figure);
      expect(entry.value).toBeGreaterThan(player[figure]);
      expectBreakpoint(entry);
    }
  });

  it('is deterministic for a seed', () => {
    expect(nextBreakpoints(player, mob, search, { boss: false })).toEqual(found);
  });

  it('leaves out what is reached already, and the win rate of a boss', () => {
    const strong = { ...player, attack: 10_000, accuracy: 20_000, defence: 10_000 };
    const kinds = nextBreakpoints(strong, mob, search, { boss: false }).map((b) => b.kind);
    expect(kinds).not.toContain('hitsToWin');
    expect(kinds).not.toContain('doubleHits');
    expect(kinds).not.toContain('winRate');
    const boss = nextBreakpoints(player, mob, search, { boss: true }).map((b) => b.kind);
    expect(boss).not.toContain('winRate');
  });
});
