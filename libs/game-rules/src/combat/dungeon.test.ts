import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  DUNGEON_TEXTS,
  UNABLE_TO_ENTER_TEXT,
  WAITING_FOR_ACTION_TEXT,
  canEnterDungeon,
  dungeonProgressChance,
  dungeonProgressChancePercent,
  dungeonRoomState,
} from './dungeon';

describe('dungeon texts', () => {
  it('quotes the spec', () => {
    expect(DUNGEON_TEXTS.progress).toBe('You progress to the next room.');
    expect(DUNGEON_TEXTS.end).toBe('You have reached the end of the dungeon, and find a chest.');
    expect(WAITING_FOR_ACTION_TEXT).toBe('Waiting for current action to finish...');
    expect(UNABLE_TO_ENTER_TEXT).toBe('[Unable To Enter]');
  });
});

describe('dungeonRoomState', () => {
  it('marks rooms before the current one completed and after it incomplete', () => {
    expect(dungeonRoomState(1, 3, false)).toBe('completed');
    expect(dungeonRoomState(2, 3, false)).toBe('completed');
    expect(dungeonRoomState(3, 3, false)).toBe('active');
    expect(dungeonRoomState(4, 3, false)).toBe('incomplete');
    expect(dungeonRoomState(1, 1, false)).toBe('active');
  });
  it('marks the current room completed once the dungeon is', () => {
    expect(dungeonRoomState(5, 5, true)).toBe('completed');
    expect(dungeonRoomState(4, 5, true)).toBe('completed');
  });
  it('rejects invalid rooms', () => {
    expect(() => dungeonRoomState(0, 1, false)).toThrow('room must be at least 1, got 0');
    expect(() => dungeonRoomState(1, 1.5, false)).toThrow('current room must be a whole number');
  });
});

describe('canEnterDungeon', () => {
  it('lets a player with a key and the level in', () => {
    expect(canEnterDungeon({ keys: 1, dungeoneeringLevel: 10, levelRequired: 10 })).toEqual({
      ok: true,
    });
    expect(canEnterDungeon({ keys: 5, dungeoneeringLevel: 11, levelRequired: 10 })).toEqual({
      ok: true,
    });
  });
  it('refuses without a key', () => {
    expect(canEnterDungeon({ keys: 0, dungeoneeringLevel: 10, levelRequired: 10 })).toEqual({
      ok: false,
      reason: 'noKey',
      text: '[Unable To Enter]',
    });
    // both missing: the key is reported first
    expect(canEnterDungeon({ keys: 0, dungeoneeringLevel: 1, levelRequired: 10 })).toMatchObject({
      reason: 'noKey',
    });
  });
  it('refuses below the level requirement', () => {
    expect(canEnterDungeon({ keys: 1, dungeoneeringLevel: 9, levelRequired: 10 })).toEqual({
      ok: false,
      reason: 'levelTooLow',
      text: '[Unable To Enter]',
    });
  });
  it('rejects invalid input', () => {
    expect(() => canEnterDungeon({ keys: -1, dungeoneeringLevel: 1, levelRequired: 1 })).toThrow(
      'keys must be at least 0',
    );
    expect(() => canEnterDungeon({ keys: 1, dungeoneeringLevel: 0, levelRequired: 1 })).toThrow(
      'dungeoneering level must be at least 1',
    );
    expect(() => canEnterDungeon({ keys: 1, dungeoneeringLevel: 1, levelRequired: 1.5 })).toThrow(
      RuleInputError,
    );
  });
});

describe('dungeonProgressChancePercent', () => {
  it('divides tenths of a percent by 10', () => {
    expect(dungeonProgressChancePercent(0)).toBe(0);
    expect(dungeonProgressChancePercent(755)).toBe(75.5);
    expect(dungeonProgressChancePercent(1000)).toBe(100);
  });
  it('rejects values outside 0 to 1000', () => {
    expect(() => dungeonProgressChancePercent(1001)).toThrow('at most 1000, got 1001');
    expect(() => dungeonProgressChancePercent(-1)).toThrow(RuleInputError);
    expect(() => dungeonProgressChancePercent(2.5)).toThrow('a whole number');
  });
});

describe('dungeonProgressChance', () => {
  const dungeon = { progressChance: 400, levelRequired: 10 };

  it('adds half a percent per level above the requirement, up to 100%', () => {
    expect(dungeonProgressChance(dungeon, 5)).toBe(400);
    expect(dungeonProgressChance(dungeon, 10)).toBe(400);
    expect(dungeonProgressChance(dungeon, 30)).toBe(500); // 400 + 5 * 20
    expect(dungeonProgressChance(dungeon, 200)).toBe(1000);
  });
});
