import type { TickAnswer } from '@idle/contracts';
import { DEVICE_LOG_MAX_ENTRIES } from '@idle/game-rules';
import { describe, expect, it } from 'vitest';
import type { DeviceLogEntry } from './log';
import { reduceTick } from './reducer';
import type { TickSnapshot } from './reducer';
import { deepFreeze, makeInitialData } from './testing/fixtures';

const NOW = 1_700_000_000_000;

function snapshot(): TickSnapshot {
  const data = makeInitialData();
  return deepFreeze({
    player: data.player,
    items: data.items,
    skills: data.skills,
    misc: data.misc,
    masteries: data.masteries,
    equipment: data.equipment,
    lastTick: {},
    log: [],
  });
}

function tick(fields: Partial<TickAnswer> = {}): TickAnswer {
  return deepFreeze({ delay: 2000, autos: 149, ...fields });
}

describe('reduceTick', () => {
  it('sets player.autos and keeps every other part of the snapshot', () => {
    const before = snapshot();
    const after = reduceTick(before, 'battling', tick({ autos: 12 }), NOW);
    expect(after.player?.autos).toBe(12);
    expect(after.player?.health).toBe(100);
    expect(after.items).toBe(before.items);
    expect(after.skills).toBe(before.skills);
    expect(after.misc).toBe(before.misc);
    expect(after.masteries).toBe(before.masteries);
    expect(after.lastTick).toBe(before.lastTick);
    expect(after.log).toBe(before.log);
  });

  it('keeps the player reference when nothing about the player changes', () => {
    const before = snapshot();
    const after = reduceTick(
      before,
      'battling',
      tick({ autos: 150, player: { health: 100 } }),
      NOW,
    );
    expect(after.player).toBe(before.player);
  });

  it('merges a partial player, with autos from the answer winning', () => {
    const before = snapshot();
    const after = reduceTick(
      before,
      'battling',
      tick({ autos: 140, player: { attack: 12, eqDodge: 4 } }),
      NOW,
    );
    expect(after.player).toEqual({ ...before.player, attack: 12, eqDodge: 4, autos: 140 });
  });

  it('leaves a missing player missing', () => {
    const before = { ...snapshot(), player: null };
    expect(reduceTick(before, 'battling', tick({ player: { attack: 1 } }), NOW).player).toBeNull();
  });

  it('adds and removes items, never below 0, dropping entries that reach 0', () => {
    const before = snapshot();
    const after = reduceTick(
      before,
      'battling',
      tick({
        itemsToAdd: [
          { id: 'gold', amount: 25 },
          { id: 'iron_ore', amount: 2 },
        ],
        itemsToRemove: [
          { id: 'weapon_component', amount: 3 },
          { id: 'iron_ore', amount: 1 },
          { id: 'not_owned', amount: 4 },
        ],
      }),
      NOW,
    );
    expect(after.items).toEqual({ gold: 125, iron_ore: 1 });
    expect(before.items).toEqual({ gold: 100, weapon_component: 3 });
  });

  it('removes an item entirely when more is removed than owned', () => {
    const after = reduceTick(
      snapshot(),
      'battling',
      tick({ itemsToRemove: [{ id: 'gold', amount: 1000 }] }),
      NOW,
    );
    expect(after.items).toEqual({ weapon_component: 3 });
  });

  it('replaces the skill named by skill.id', () => {
    const before = snapshot();
    const after = reduceTick(
      before,
      'mining',
      tick({ skill: { id: 'mining', level: 2, exp: 120, expStart: 100, expToLevel: 250 } }),
      NOW,
    );
    expect(after.skills.mining).toEqual({ level: 2, exp: 120, expStart: 100, expToLevel: 250 });
    expect(after.skills.battling).toBe(before.skills.battling);
  });

  it('merges misc one level deep and replaces potions', () => {
    const before = snapshot();
    const after = reduceTick(
      before,
      'battling',
      tick({
        misc: {
          bonusTime: { timeRemaining: 60, modifier: 5 },
          potions: { '2': [1, 1] },
          ...({ statistics: { totalActions: 4 } } as object),
        },
      }),
      NOW,
    );
    expect(after.misc?.bonusTime).toEqual({ timeRemaining: 60, modifier: 5 });
    expect(after.misc?.statistics.totalActions).toBe(4);
    expect(after.misc?.statistics.totalMobsKilled).toBe(0);
    expect(after.misc?.potions).toEqual({ '2': [1, 1] });
    expect(after.misc?.upgrades).toBe(before.misc?.upgrades);
  });

  it('replaces misc.potions with the potions field', () => {
    const after = reduceTick(snapshot(), 'alchemy', tick({ potions: { '1': [10, 4] } }), NOW);
    expect(after.misc?.potions).toEqual({ '1': [10, 4] });
  });

  it('keeps the misc reference when the merged misc is the same', () => {
    const before = snapshot();
    const after = reduceTick(before, 'battling', tick({ potions: { '1': [10, 5] } }), NOW);
    expect(after.misc).toBe(before.misc);
  });

  it('updates the level, exp and expToLevel of the mastery in masteryData', () => {
    const after = reduceTick(
      snapshot(),
      'battling',
      tick({ masteryData: { id: 1, level: 1, exp: 3, expToLevel: 80 } }),
      NOW,
    );
    expect(after.masteries['1']).toEqual({
      name: 'Might',
      description: 'More damage.',
      level: 1,
      exp: 3,
      expToLevel: 80,
    });
  });

  it('ignores masteryData for a mastery it does not know', () => {
    const before = snapshot();
    const after = reduceTick(
      before,
      'battling',
      tick({ masteryData: { id: 99, level: 1, exp: 3, expToLevel: 80 } }),
      NOW,
    );
    expect(after.masteries).toBe(before.masteries);
  });

  it('stores data as the last tick of the action', () => {
    const before = { ...snapshot(), lastTick: { mining: { found: 1 } } };
    const data = { p1: { name: 'tester' }, winner: 1 };
    const after = reduceTick(before, 'battling', tick({ data }), NOW);
    expect(after.lastTick).toEqual({ mining: { found: 1 }, battling: data });
  });

  it('puts log entries and drops in front of the device log, newest first', () => {
    const old: DeviceLogEntry = { type: 'msg', tstamp: 1, data: 'older' };
    const before = { ...snapshot(), log: [old] };
    const after = reduceTick(
      before,
      'battling',
      tick({
        log: [
          { type: 'rmsg', msg: 'first' },
          { type: 'unknown-kind', msg: 'second' },
        ],
        drops: [{ id: 'gold', amount: 5 }],
      }),
      NOW,
    );
    expect(after.log).toEqual([
      { type: 'item', tstamp: NOW, data: { id: 'gold', amount: 5 } },
      { type: 'msg', tstamp: NOW, data: 'second' },
      { type: 'rmsg', tstamp: NOW, data: 'first' },
      old,
    ]);
  });

  describe('chest drops', () => {
    /** The dungeon block of a dungeon tick: the last room's fight, `completed` when it opened the chest. */
    function dungeonData(completed: boolean, chest?: unknown) {
      return {
        winner: 1,
        dungeon: {
          name: 'Flooded Cellar',
          key: 'cellar_key',
          totalRooms: 3,
          currentRoom: 3,
          completed,
          progress: completed,
          progressChance: 250,
          exp: 12,
          stopAfterComplete: false,
        },
        ...(chest === undefined ? {} : { chest }),
      };
    }

    it('logs every item of a dungeon chest, with its amount, after the fight drops', () => {
      const old: DeviceLogEntry = { type: 'msg', tstamp: 1, data: 'older' };
      const chestTick = tick({
        drops: [{ id: 'rat_tail', amount: 2 }],
        itemsToAdd: [
          { id: 'gold', amount: 30 },
          { id: 'rat_tail', amount: 2 },
          { id: 'dungeoneering_tokens', amount: 20 },
          { id: 'ember_core', amount: 1 },
        ],
        data: dungeonData(true, [
          { id: 'dungeoneering_tokens', amount: 20 },
          { id: 'ember_core', amount: 1 },
        ]),
      });
      const after = reduceTick({ ...snapshot(), log: [old] }, 'dungeoneering', chestTick, NOW);
      expect(after.log).toEqual([
        { type: 'item', tstamp: NOW, data: { id: 'ember_core', amount: 1 } },
        { type: 'item', tstamp: NOW, data: { id: 'dungeoneering_tokens', amount: 20 } },
        { type: 'item', tstamp: NOW, data: { id: 'rat_tail', amount: 2 } },
        old,
      ]);
    });

    it('adds no chest entry for a tick without a chest', () => {
      const before = snapshot();
      const battle = reduceTick(
        before,
        'battling',
        tick({ drops: [{ id: 'rat_tail', amount: 1 }], data: { winner: 1 } }),
        NOW,
      );
      expect(battle.log).toEqual([
        { type: 'item', tstamp: NOW, data: { id: 'rat_tail', amount: 1 } },
      ]);
      const room = reduceTick(before, 'dungeoneering', tick({ data: dungeonData(false) }), NOW);
      expect(room.log).toBe(before.log);
    });

    it('skips malformed chest items and ignores a chest that is not a list', () => {
      const before = snapshot();
      const after = reduceTick(
        before,
        'dungeoneering',
        tick({
          data: dungeonData(true, [
            { id: 'dungeoneering_tokens', amount: 20 },
            { id: 'ember_core', amount: -1 },
            { id: 7, amount: 1 },
            null,
          ]),
        }),
        NOW,
      );
      expect(after.log).toEqual([
        { type: 'item', tstamp: NOW, data: { id: 'dungeoneering_tokens', amount: 20 } },
      ]);
      const notAList = reduceTick(
        before,
        'dungeoneering',
        tick({ data: dungeonData(true, { id: 'ember_core', amount: 1 }) }),
        NOW,
      );
      expect(notAList.log).toBe(before.log);
    });
  });

  it('caps the device log at DEVICE_LOG_MAX_ENTRIES, dropping the oldest', () => {
    const full: DeviceLogEntry[] = Array.from({ length: DEVICE_LOG_MAX_ENTRIES }, (_, index) => ({
      type: 'msg',
      tstamp: index,
      data: `entry ${index}`,
    }));
    const after = reduceTick(
      { ...snapshot(), log: full },
      'battling',
      tick({ log: [{ type: 'msg', msg: 'new' }] }),
      NOW,
    );
    expect(after.log).toHaveLength(DEVICE_LOG_MAX_ENTRIES);
    expect(after.log[0]?.data).toBe('new');
    expect(after.log.at(-1)?.data).toBe(`entry ${DEVICE_LOG_MAX_ENTRIES - 2}`);
  });

  it('does not mutate a frozen snapshot or answer carrying every field', () => {
    const before = snapshot();
    const answer = tick({
      autos: 1,
      player: { attack: 2 },
      itemsToAdd: [{ id: 'gold', amount: 1 }],
      itemsToRemove: [{ id: 'weapon_component', amount: 1 }],
      skill: { id: 'battling', level: 3, exp: 300, expStart: 250, expToLevel: 400 },
      misc: { upgrades: { health: 1, damage: 1 } },
      potions: {},
      masteryData: { id: 1, level: 2, exp: 0, expToLevel: 90 },
      data: { winner: 1 },
      log: [{ type: 'msg', msg: 'hello' }],
      drops: [{ id: 'gold', amount: 1 }],
    });
    const copyBefore = structuredClone(before);
    const copyAnswer = structuredClone(answer);
    const after = reduceTick(before, 'battling', answer, NOW);
    expect(before).toEqual(copyBefore);
    expect(answer).toEqual(copyAnswer);
    expect(after).not.toBe(before);
    expect(after.player?.attack).toBe(2);
  });
});

describe('reduceTick eqRarityUpgrade', () => {
  it('sets the rarity of the item in that slot and keeps the rest', () => {
    const before = snapshot();
    const after = reduceTick(
      before,
      'battling',
      tick({ eqRarityUpgrade: { slot: 1, rarity: 2 } }),
      NOW,
    );
    expect(after.equipment['1']).toEqual({ ...before.equipment['1'], rarity: 2 });
    expect(after.items).toBe(before.items);
  });

  it('changes nothing for an empty slot or without an upgrade', () => {
    const before = snapshot();
    expect(
      reduceTick(before, 'battling', tick({ eqRarityUpgrade: { slot: 5, rarity: 2 } }), NOW)
        .equipment,
    ).toBe(before.equipment);
    expect(reduceTick(before, 'battling', tick(), NOW).equipment).toBe(before.equipment);
  });

  it("puts the upgrade's Log line in the device log", () => {
    const after = reduceTick(
      snapshot(),
      'battling',
      tick({
        eqRarityUpgrade: { slot: 1, rarity: 2 },
        log: [{ type: 'msg', msg: 'Your Bronze Sword is now Uncommon!' }],
      }),
      NOW,
    );
    expect(after.log[0]).toEqual({
      type: 'msg',
      tstamp: NOW,
      data: 'Your Bronze Sword is now Uncommon!',
    });
  });
});
