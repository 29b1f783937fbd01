import { describe, expect, it } from 'vitest';
import {
  type LoadoutHoldings,
  loadoutBoundText,
  loadoutChangesNothing,
  loadoutShortfallText,
  planLoadout,
} from './loadouts';

const holdings = (overrides: Partial<LoadoutHoldings> = {}): LoadoutHoldings => ({
  trinkets: [
    { id: 1, type: 1, equipped: true, celestial: false },
    { id: 2, type: 1, equipped: false, celestial: false },
    { id: 3, type: 2, equipped: false, celestial: false },
    { id: 4, type: 1, equipped: true, celestial: true },
  ],
  jewels: [
    { id: 10, gemType: 1, equipped: true, listed: false },
    { id: 11, gemType: 1, equipped: false, listed: false },
    { id: 12, gemType: 2, equipped: false, listed: true },
  ],
  belt: [
    { id: 100, runeId: 'rune_power' },
    { id: 101, runeId: 'rune_power' },
    { id: 102, runeId: 'rune_wisdom' },
  ],
  runesHeld: { rune_power: 1, rune_wisdom: 0, rune_luck: 2 },
  beltSlots: 4,
  jewelSlots: () => 1,
  ...overrides,
});

describe('planLoadout', () => {
  it('swaps exactly what differs and keeps celestial trinkets and matching belt runes', () => {
    const plan = planLoadout(
      { trinkets: [2, 3], jewels: [11], runes: ['rune_power', 'rune_luck', 'rune_luck'] },
      holdings(),
    );
    expect(plan).toEqual({
      changes: {
        trinketsOn: [2, 3],
        trinketsOff: [1],
        jewelsOn: [11],
        jewelsOff: [10],
        beltEntriesOff: [101, 102],
        runesOn: ['rune_luck', 'rune_luck'],
      },
    });
  });

  it('changes nothing when the loadout is what is equipped', () => {
    const plan = planLoadout(
      { trinkets: [1, 4], jewels: [10], runes: ['rune_wisdom', 'rune_power', 'rune_power'] },
      holdings(),
    );
    expect('changes' in plan && loadoutChangesNothing(plan.changes)).toBe(true);
  });

  it('refuses a trinket or jewel that is gone, a listed jewel, and too few runes', () => {
    expect(planLoadout({ trinkets: [9], jewels: [], runes: [] }, holdings())).toEqual({
      shortfall: { kind: 'trinket' },
    });
    expect(planLoadout({ trinkets: [], jewels: [99], runes: [] }, holdings())).toEqual({
      shortfall: { kind: 'jewel' },
    });
    expect(planLoadout({ trinkets: [], jewels: [12], runes: [] }, holdings())).toEqual({
      shortfall: { kind: 'listedJewel' },
    });
    // Two on the belt and one held: four cannot be had.
    expect(
      planLoadout(
        { trinkets: [], jewels: [], runes: ['rune_luck', 'rune_luck', 'rune_luck'] },
        holdings(),
      ),
    ).toEqual({ shortfall: { kind: 'rune', runeId: 'rune_luck', need: 3, have: 2 } });
  });

  it('refuses a loadout that no longer fits the slots', () => {
    expect(planLoadout({ trinkets: [], jewels: [10, 11], runes: [] }, holdings())).toEqual({
      shortfall: { kind: 'jewelSlots', gemType: 1 },
    });
    expect(
      planLoadout({ trinkets: [], jewels: [], runes: ['rune_luck'] }, holdings({ beltSlots: 0 })),
    ).toEqual({ shortfall: { kind: 'beltSlots' } });
    const many = holdings({
      trinkets: [1, 2, 3, 5].map((id) => ({ id, type: 1, equipped: false, celestial: false })),
    });
    expect(planLoadout({ trinkets: [1, 2, 3, 5], jewels: [], runes: [] }, many)).toEqual({
      shortfall: { kind: 'trinketSlots', type: 1 },
    });
  });
});

describe('loadoutShortfallText', () => {
  it('reads as a sentence with names and formatted numbers', () => {
    const runeName = () => 'Rune of Luck';
    expect(
      loadoutShortfallText(
        'Mining',
        { kind: 'rune', runeId: 'rune_luck', need: 1200, have: 2 },
        runeName,
      ),
    ).toBe('Loadout Mining cannot be equipped: it needs 1,200 Rune of Luck and you have 2.');
    expect(loadoutShortfallText('Boss', { kind: 'jewelSlots', gemType: 2 }, runeName)).toBe(
      'Loadout Boss cannot be equipped: it holds more Ruby jewels than you have slots for.',
    );
    expect(loadoutShortfallText('Boss', { kind: 'trinketSlots', type: 1 }, runeName)).toContain(
      'more battling trinkets',
    );
  });
});

describe('loadoutBoundText', () => {
  it('names how the activity starts, or that the loadout is unbound', () => {
    expect(loadoutBoundText('Ores', 'mining')).toBe(
      'Loadout Ores will be equipped whenever you start mining.',
    );
    expect(loadoutBoundText('Fight', 'battle')).toBe(
      'Loadout Fight will be equipped whenever you start a battle.',
    );
    expect(loadoutBoundText('Fight', null)).toBe(
      'Loadout Fight is no longer equipped when an action starts.',
    );
  });
});
