import { describe, expect, it } from 'vitest';
import {
  type CombatantStats,
  EXP_TABLE,
  levelForExp,
  simulateBattle,
  skillFromExp,
} from '@idle/game-rules';
import { AREAS, mobStatsForLevel } from './areas';
import { ITEM_CATEGORIES, ITEM_TYPES, ITEMS } from './items';
import { validateContent } from './validate';
import { seededRandom } from '../random';

describe('game content', () => {
  it('is valid: 9 basic and 2 special areas of 3+ mobs, every drop a known item', () => {
    expect(() => validateContent()).not.toThrow();
    expect(AREAS.filter((area) => area.type === 1)).toHaveLength(9);
    expect(AREAS.filter((area) => area.type === 2)).toHaveLength(2);
  });

  it('names each problem of broken content', () => {
    const broken = structuredClone(AREAS);
    const firstMob = broken[0]?.mobs[0];
    if (!firstMob) throw new Error('no mob');
    firstMob.loot.push({ itemId: 'unicorn_horn', amount: [1, 1], frequency: 2 });
    const secondArea = broken[1];
    if (secondArea) secondArea.id = 1;
    expect(() =>
      validateContent({
        areas: broken,
        items: ITEMS,
        itemTypes: ITEM_TYPES,
        categories: ITEM_CATEGORIES,
      }),
    ).toThrow(/Cellar Rat drops unknown item unicorn_horn[\s\S]*area id 1 is used twice/);
    expect(() =>
      validateContent({
        areas: broken.slice(0, 3),
        items: ITEMS,
        itemTypes: ITEM_TYPES,
        categories: ITEM_CATEGORIES,
      }),
    ).toThrow(/areas/);
  });

  it('raises mob power from area to area (basic areas; special areas sit beside them)', () => {
    const powers = AREAS.filter((area) => area.type === 1).flatMap((area) =>
      area.mobs.map((mob) => mob.powerLevel),
    );
    expect([...powers].sort((a, b) => a - b)).toEqual(powers);
    expect(mobStatsForLevel(1)).toMatchObject({ health: 37, attack: 8, defence: 3 });
  });
});

describe('experience curve', () => {
  it('needs 100 exp for level 2 and about 89.26 million for level 100', () => {
    expect(EXP_TABLE[2]).toBe(100);
    expect(Math.abs((EXP_TABLE[100] ?? 0) - 89_263_397) / 89_263_397).toBeLessThan(0.0001);
    expect(levelForExp(99)).toBe(1);
    expect(levelForExp(100)).toBe(2);
    expect(skillFromExp(150)).toEqual({
      level: 2,
      exp: 150,
      expStart: 100,
      expToLevel: EXP_TABLE[3],
    });
  });
});

describe('combat', () => {
  const newPlayer: CombatantStats = {
    name: 'new',
    level: 1,
    health: 148,
    attack: 14,
    defence: 29,
    accuracy: 5000,
    dodge: 500,
    critChance: 5,
    damageBonus: 0,
  };
  const asMob = (index: number, mobIndex: number): CombatantStats => {
    const mob = AREAS[index]?.mobs[mobIndex];
    if (!mob) throw new Error('no mob');
    return { ...mob, critChance: 5, damageBonus: 0 };
  };

  it('lets a new player beat the first mob every time', () => {
    const random = seededRandom(1);
    const wins = Array.from(
      { length: 200 },
      () => simulateBattle(newPlayer, asMob(0, 0), random).winner,
    ).filter((w) => w === 1);
    expect(wins).toHaveLength(200);
  });

  it('lets the last area beat a new player every time', () => {
    const random = seededRandom(2);
    const wins = Array.from(
      { length: 50 },
      () => simulateBattle(newPlayer, asMob(7, 2), random).winner,
    ).filter((w) => w === 1);
    expect(wins).toHaveLength(0);
  });

  it('counts misses, dodges and damage consistently', () => {
    const outcome = simulateBattle(newPlayer, asMob(1, 0), seededRandom(3));
    expect(outcome.p1.totalDamage).toBe(outcome.p2.maxHp - outcome.p2.hp);
    expect(outcome.p2.totalDamage).toBe(outcome.p1.maxHp - outcome.p1.hp);
    expect(outcome.p1.hits + outcome.p1.missed + outcome.p2.dodged).toBeGreaterThan(0);
  });

  it('doubles swings above 100% accuracy', () => {
    const sharp = { ...newPlayer, accuracy: 20000, attack: 1 };
    const dummy = {
      ...newPlayer,
      name: 'dummy',
      health: 1_000_000,
      attack: 0,
      dodge: 0,
      accuracy: 0,
    };
    const outcome = simulateBattle(sharp, dummy, seededRandom(4));
    expect(outcome.rounds).toBe(100);
    expect(outcome.p1.hits).toBe(200);
  });
});
