/**
 * Dungeons: a key opens a run of rooms, each guarded by a mob; a won fight may move the player on
 * to the next room, and the last room holds a chest. Rooms are tougher than area mobs of their
 * level; dungeoneering tokens per chest rise from 20 to 150 (GAME-FACTS).
 */
import type { DungeonData, LootEntry, SimulatedOpponent } from '@idle/contracts';
import { mobStatsForLevel } from './areas';

/** Room mobs hit and take this much harder than area mobs of their level. */
const ROOM_TOUGHNESS = 1.2;

/** A room's mob: its fight figures as the simulator gets them, and its power level. */
export interface DungeonRoomMob extends SimulatedOpponent {
  powerLevel: number;
}

export interface DungeonContent extends DungeonData {
  roomMobs: DungeonRoomMob[];
}

function roomMob(name: string, level: number): DungeonRoomMob {
  const stats = mobStatsForLevel(level);
  return {
    name,
    level,
    health: Math.round(stats.health * ROOM_TOUGHNESS),
    attack: Math.round(stats.attack * ROOM_TOUGHNESS),
    defence: Math.round(stats.defence * ROOM_TOUGHNESS),
    accuracy: stats.accuracy,
    dodge: stats.dodge,
    exp: stats.exp,
    powerLevel: Math.round(stats.powerLevel * ROOM_TOUGHNESS),
  };
}

const loot = (itemId: string, frequency: number, min = 1, max = min): LootEntry => ({
  itemId,
  frequency,
  amount: [min, max],
});

function dungeon(
  data: Omit<DungeonData, 'rooms'> & { rooms: [name: string, level: number][] },
): DungeonContent {
  const roomMobs = data.rooms.map(([name, level]) => roomMob(name, level));
  return {
    ...data,
    rooms: roomMobs.map(({ name, level, powerLevel }) => ({ name, level, powerLevel })),
    roomMobs,
  };
}

export const DUNGEONS: DungeonContent[] = [
  dungeon({
    id: 1,
    name: 'Flooded Cellar',
    description: 'Rats have taken the wine cellar below the inn. Wade through and clear it out.',
    key: 'cellar_key',
    levelRequired: 1,
    rooms: [
      ['Bloated Rat', 1],
      ['Cellar Rat Swarm', 2],
      ['Rat King', 4],
    ],
    progressChance: 400,
    exp: 12,
    tokens: 20,
    chest: [
      loot('gold', 1, 100, 250),
      loot('weapon_component', 2, 1, 3),
      loot('armor_component', 2, 1, 3),
      loot('health_upgrade_stone', 5),
    ],
  }),
  dungeon({
    id: 2,
    name: 'Goblin Deeps',
    description: 'The warrens go deeper than anyone mapped. The goblin chief waits at the bottom.',
    key: 'warren_key',
    levelRequired: 5,
    rooms: [
      ['Goblin Sentry', 12],
      ['Goblin Trapper', 14],
      ['Goblin Berserker', 17],
      ['Goblin Chief', 21],
    ],
    progressChance: 350,
    exp: 40,
    tokens: 35,
    chest: [
      loot('gold', 1, 600, 1500),
      loot('goblin_ear', 1, 3, 8),
      loot('damage_upgrade_stone', 3),
      loot('heroic_shard', 4),
    ],
  }),
  dungeon({
    id: 3,
    name: "Bandit King's Hideout",
    description: 'Follow the toll road to the camp where the highway gangs share out their loot.',
    key: 'highway_key',
    levelRequired: 10,
    rooms: [
      ['Camp Lookout', 24],
      ['Cutthroat', 27],
      ['Bandit Lieutenant', 31],
      ['Bandit King', 36],
    ],
    progressChance: 300,
    exp: 90,
    tokens: 55,
    chest: [
      loot('gold', 1, 2500, 6000),
      loot('bandit_badge', 1, 4, 10),
      loot('health_upgrade_stone', 2, 1, 2),
      loot('heroic_shard', 3, 1, 2),
    ],
  }),
  dungeon({
    id: 4,
    name: 'Drowned Vault',
    description: 'Beneath the crypt, a vault the sea reclaimed. Something still guards it.',
    key: 'crypt_key',
    levelRequired: 20,
    rooms: [
      ['Drowned Guard', 60],
      ['Tide Wraith', 68],
      ['Vault Keeper', 76],
      ['Barnacled Knight', 84],
      ['The Drowned Lord', 95],
    ],
    progressChance: 250,
    exp: 260,
    tokens: 85,
    chest: [
      loot('gold', 1, 15000, 40000),
      loot('lich_dust', 1, 2, 6),
      loot('damage_upgrade_stone', 2, 1, 3),
      loot('heroic_potion', 40),
    ],
  }),
  dungeon({
    id: 5,
    name: 'Wyvern Roost',
    description: 'Climb the peak where the wyverns nest. Their matriarch does not share.',
    key: 'roost_key',
    levelRequired: 35,
    rooms: [
      ['Roost Hatchling', 70],
      ['Roost Guardian', 80],
      ['Skyrender', 92],
      ['Wyvern Matriarch', 110],
    ],
    progressChance: 250,
    exp: 420,
    tokens: 110,
    chest: [
      loot('gold', 1, 40000, 90000),
      loot('wyvern_scale', 1, 5, 12),
      loot('health_upgrade_stone', 1, 1, 3),
      loot('heroic_potion', 25),
    ],
  }),
  dungeon({
    id: 6,
    name: "Titan's Forge",
    description: 'The titans forged their weapons in the mountain. The forge still burns.',
    key: 'titan_key',
    levelRequired: 50,
    rooms: [
      ['Forge Sentinel', 120],
      ['Molten Construct', 135],
      ['Anvil Warden', 150],
      ['Forge Titan', 165],
      ['The Forgemaster', 185],
    ],
    progressChance: 200,
    exp: 900,
    tokens: 150,
    chest: [
      loot('gold', 1, 150000, 300000),
      loot('titan_shard', 1, 3, 8),
      loot('damage_upgrade_stone', 1, 2, 5),
      loot('heroic_potion', 10),
    ],
  }),
];

export function findDungeon(id: number): DungeonContent | undefined {
  return DUNGEONS.find((dungeon) => dungeon.id === id);
}
