import { describe, expect, it } from 'vitest';
import { CRIT_CHANCE_PERCENT } from './battle';
import {
  combatAttributes,
  NO_POTION_BONUS,
  playerCombatStats,
  type PlayerFighterInput,
  potionBonus,
  potionsAfterAction,
  withTotemAttributes,
} from './fighter';

const zero = { health: 0, attack: 0, defence: 0, accuracy: 0, dodge: 0 };
const noEquipment = { eqHealth: 0, eqAttack: 0, eqDefence: 0, eqAccuracy: 0, eqDodge: 0 };

describe('combatAttributes', () => {
  it('adds what each equipment total counts for, floored', () => {
    const stats = combatAttributes({
      health: 100,
      attack: 4000,
      defence: 10,
      accuracy: 5000,
      dodge: 0,
      eqHealth: 50, // max(50, 100 * 50 / 2000 = 2.5) = 50
      eqAttack: 1000, // max(1000, 4000 * 1000 / 2000 = 2000) = 2000
      eqDefence: 3,
      eqAccuracy: 0,
      eqDodge: 0,
    });
    expect(stats).toEqual({ health: 150, attack: 6000, defence: 13, accuracy: 5000, dodge: 0 });
  });
});

describe('withTotemAttributes', () => {
  it('adds the floor of each totem percent of the base attribute', () => {
    const base = { ...zero, health: 100, attack: 55 };
    // 100 * 10% = 10; 55 * 10% = 5.5 -> 5
    expect(
      withTotemAttributes({ ...zero, health: 150, attack: 60 }, base, {
        ...zero,
        health: 10,
        attack: 10,
      }),
    ).toEqual({ ...zero, health: 160, attack: 65 });
  });
});

describe('potions', () => {
  const kinds = { wrath: 'damage', rage: 'damage', fortune: 'gold' } as const;
  const effectOf = (id: string) => kinds[id as keyof typeof kinds];

  it('adds the percents of one kind, ignoring unknown and spent potions', () => {
    expect(
      potionBonus({ wrath: [10, 3], rage: [5, 1], fortune: [15, 0], unknown: [50, 9] }, effectOf),
    ).toEqual({ ...NO_POTION_BONUS, damage: 15 });
  });

  it('takes one action off each potion and ends those at their last', () => {
    expect(potionsAfterAction({ wrath: [10, 2], rage: [5, 1] })).toEqual({
      potions: { wrath: [10, 1] },
      ended: true,
    });
    expect(potionsAfterAction({ wrath: [10, 2] }).ended).toBe(false);
  });
});

describe('playerCombatStats', () => {
  const input: PlayerFighterInput = {
    name: 'Hero',
    level: 12,
    attributes: { health: 100, attack: 50, defence: 20, accuracy: 5000, dodge: 1000 },
    equipment: noEquipment,
    totemPercents: zero,
    mastery: { id: 2, level: 10 },
    potion: { ...NO_POTION_BONUS, defence: 5, damage: 10 },
    upgrades: { health: 3, damage: 2 },
  };

  it('raises health by the upgrade, defence by the mastery and potions, damage by all three', () => {
    expect(playerCombatStats(input)).toEqual({
      name: 'Hero',
      level: 12,
      health: 103, // 100 * 1.03
      attack: 50,
      defence: 23, // 20 * (1 + (10 + 5) / 100)
      accuracy: 5000,
      dodge: 1000,
      critChance: CRIT_CHANCE_PERCENT,
      damageBonus: 12, // potion 10 + damage upgrade 2
    });
  });

  it('raises accuracy, dodge or damage with the matching mastery', () => {
    expect(playerCombatStats({ ...input, mastery: { id: 3, level: 10 } }).accuracy).toBe(5500);
    expect(playerCombatStats({ ...input, mastery: { id: 4, level: 10 } }).dodge).toBe(1100);
    expect(playerCombatStats({ ...input, mastery: { id: 1, level: 10 } }).damageBonus).toBe(22);
  });

  it('counts equipment before totems, totems from the base attributes', () => {
    const stats = playerCombatStats({
      ...input,
      mastery: { id: 0, level: 0 },
      potion: NO_POTION_BONUS,
      upgrades: { health: 0, damage: 0 },
      equipment: { ...noEquipment, eqAttack: 30 },
      totemPercents: { ...zero, attack: 10 },
    });
    // 50 + 30 + 50 * 10% = 85
    expect(stats.attack).toBe(85);
  });
});
