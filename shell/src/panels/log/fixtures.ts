/**
 * Device log entries of every type, and the answers that log a chest's items, for the Log
 * panel's tests and stories.
 */
import type {
  AddItemsMessage,
  DungeonTickAnswer,
  InitialData,
  ItemDefinition,
} from '@idle/contracts';
import type { DeviceLogEntry } from '@idle/state';
import { sampleBattleResult, sampleInitialData } from '@idle/test-fixtures';

/** 2024-03-05 14:07:09 local time plus `seconds`. */
export function sampleTime(seconds = 0): number {
  return new Date(2024, 2, 5, 14, 7, 9 + seconds).getTime();
}

/** One entry of each type, oldest first (as addToLog takes them). */
export function sampleDeviceLog(): DeviceLogEntry[] {
  return [
    { type: 'msg', tstamp: sampleTime(0), data: 'You entered [item:cellar_key] territory.' },
    { type: 'item', tstamp: sampleTime(1), data: { id: 'rat_tail', amount: 1250 } },
    { type: 'rmsg', tstamp: sampleTime(2), data: 'Rare drop! You found [item:ember_core].' },
    { type: 'jewel', tstamp: sampleTime(3), data: 'You crafted a [jewel:2:5].' },
    { type: 'trinket', tstamp: sampleTime(4), data: 'You found a [trinket:6:1].' },
  ];
}

/** The shared sample's initial data with the token items a chest and a boss give. */
export function chestInitialData(): InitialData {
  const data = sampleInitialData();
  const token = (name: string, description: string): ItemDefinition => ({
    name,
    type: 'token',
    rarity: 3,
    description,
    useable: false,
    marketable: false,
  });
  return {
    ...data,
    itemData: {
      ...data.itemData,
      dungeoneering_tokens: token('Dungeoneering Tokens', 'Earned by completing dungeons.'),
      boss_tokens: token('Boss Tokens', 'Earned by damaging world bosses.'),
    },
  };
}

/**
 * The dungeon tick that reaches the end of the Flooded Cellar: the last room's fight dropped a
 * Rat Tail and the chest held 20 Dungeoneering Tokens and an Ember Core.
 */
export function sampleChestTick(): DungeonTickAnswer {
  const chest = [
    { id: 'dungeoneering_tokens', amount: 20 },
    { id: 'ember_core', amount: 1 },
  ];
  const drops = [{ id: 'rat_tail', amount: 1 }];
  return {
    delay: 2000,
    autos: 148,
    drops,
    itemsToAdd: [{ id: 'gold', amount: 2 }, ...drops, ...chest],
    data: {
      ...sampleBattleResult(1),
      dungeon: {
        name: 'Flooded Cellar',
        key: 'cellar_key',
        totalRooms: 3,
        currentRoom: 3,
        completed: true,
        progress: true,
        progressChance: 250,
        exp: 12,
        stopAfterComplete: false,
      },
      chest,
    },
  };
}

/** Socket `addItemsToUser` when a world boss dies: the player's tokens and a roll of its loot. */
export function sampleBossReward(): { type: 'addItemsToUser'; data: AddItemsMessage } {
  return {
    type: 'addItemsToUser',
    data: [
      { id: 'boss_tokens', amount: 1250 },
      { id: 'troll_tooth', amount: 2 },
    ],
  };
}
