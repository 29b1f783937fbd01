/**
 * Basic battling areas and their mobs. Mob stats follow one curve by mob level so areas rise
 * evenly: the first mob falls to a new player's starter gear, the last ones need months of
 * equipment and attribute growth.
 */
import type { AreaData, LootEntry, MobData } from '@idle/contracts';

/** Stats of a mob of the given level (the curve is ours; see the README's content notes). */
export function mobStatsForLevel(level: number) {
  const health = Math.round(25 + 12 * level ** 1.6);
  const attack = Math.round(6 + 1.6 * level ** 1.45);
  const defence = Math.round(2 + 1.2 * level ** 1.4);
  const accuracy = Math.min(9000, 4000 + 40 * level);
  const dodge = Math.min(6000, 200 + 15 * level);
  return {
    health,
    attack,
    defence,
    accuracy,
    dodge,
    gold: [level, 3 * level] as [number, number],
    exp: Math.round(5 + 2 * level ** 1.3),
    powerLevel: Math.round(health / 4 + 3 * attack + 2 * defence + (accuracy + dodge) / 100),
  };
}

const loot = (itemId: string, frequency: number, min = 1, max = min): LootEntry => ({
  itemId,
  frequency,
  amount: [min, max],
});

let nextMobId = 1;
const mob = (name: string, level: number, drops: LootEntry[]): MobData => ({
  id: nextMobId++,
  name,
  level,
  ...mobStatsForLevel(level),
  loot: drops,
});

const area = (id: number, name: string, mobs: MobData[], type: 1 | 2 = 1): AreaData => ({
  id,
  name,
  type,
  mobs,
});

/** Area 14's mobs: a drop modifier each (their loot chance multiplier). */
const riftMob = (name: string, level: number, dropModifier: number, drops: LootEntry[]) => ({
  ...mob(name, level, drops),
  dropModifier,
});

export const AREAS: AreaData[] = [
  area(1, 'Mossy Cellars', [
    mob('Cellar Rat', 1, [
      loot('rat_tail', 3),
      loot('weapon_component', 40),
      loot('leather_strap', 25),
    ]),
    mob('Giant Beetle', 2, [
      loot('rat_tail', 3, 1, 2),
      loot('armor_component', 40),
      loot('rune_stone', 80),
    ]),
    mob('Mold Crawler', 3, [
      loot('rat_tail', 2, 1, 2),
      loot('tool_component', 40),
      loot('potion_of_warding', 50),
    ]),
  ]),
  area(2, 'Whispering Woods', [
    mob('Grey Wolf', 5, [
      loot('wolf_pelt', 4),
      loot('weapon_component', 30),
      loot('leather_strap', 6, 1, 2),
      loot('rune_wind', 80),
    ]),
    mob('Thicket Boar', 7, [
      loot('wolf_pelt', 4),
      loot('armor_component', 30),
      loot('leather_strap', 6, 1, 2),
      loot('potion_of_wrath', 50),
    ]),
    mob('Forest Spider', 9, [
      loot('wolf_pelt', 3),
      loot('cellar_key', 60),
      loot('tool_component', 30),
      loot('rune_eye', 80),
      loot('potion_of_insight', 60),
    ]),
  ]),
  area(3, 'Goblin Warrens', [
    mob('Goblin Scout', 12, [
      loot('goblin_ear', 4),
      loot('weapon_component', 25, 1, 2),
      loot('rune_fire', 60),
    ]),
    mob('Goblin Brute', 15, [
      loot('goblin_ear', 4),
      loot('armor_component', 25, 1, 2),
      loot('leather_strap', 5, 2, 4),
    ]),
    mob('Goblin Shaman', 18, [
      loot('goblin_ear', 3),
      loot('gem_fragments', 20, 1, 3),
      loot('warren_key', 50),
      loot('rune_life', 60),
      loot('potion_of_fortune', 50),
    ]),
  ]),
  area(4, 'Bandit Highway', [
    mob('Footpad', 22, [
      loot('bandit_badge', 5),
      loot('weapon_component', 20, 1, 3),
      loot('potion_of_wrath', 30),
    ]),
    mob('Highwayman', 26, [
      loot('bandit_badge', 5),
      loot('armor_component', 20, 1, 3),
      loot('leather_strap', 4, 3, 6),
    ]),
    mob('Bandit Captain', 30, [
      loot('bandit_badge', 3),
      loot('tool_component', 20, 1, 3),
      loot('highway_key', 60),
      loot('rune_storm', 150),
    ]),
  ]),
  area(5, 'Troll Bridges', [
    mob('Bridge Troll', 35, [
      loot('troll_tooth', 5),
      loot('weapon_component', 15, 2, 4),
      loot('potion_of_warding', 25),
    ]),
    mob('Moss Troll', 40, [
      loot('troll_tooth', 5),
      loot('armor_component', 15, 2, 4),
      loot('leather_strap', 4, 5, 10),
    ]),
    mob('Stone Troll', 45, [
      loot('troll_tooth', 4),
      loot('gem_fragments', 12, 2, 5),
      loot('crypt_key', 70),
      loot('rune_storm', 100),
    ]),
  ]),
  area(6, 'Wyvern Peaks', [
    mob('Young Wyvern', 50, [
      loot('wyvern_scale', 6),
      loot('weapon_component', 12, 3, 6),
      loot('leather_strap', 4, 8, 15),
    ]),
    mob('Cliff Wyvern', 57, [
      loot('wyvern_scale', 6),
      loot('armor_component', 12, 3, 6),
      loot('potion_of_insight', 20, 1, 2),
    ]),
    mob('Storm Wyvern', 65, [
      loot('wyvern_scale', 5),
      loot('tool_component', 12, 3, 6),
      loot('roost_key', 80),
      loot('rune_storm', 60),
    ]),
  ]),
  area(7, 'Sunken Crypt', [
    mob('Restless Dead', 75, [
      loot('lich_dust', 8),
      loot('weapon_component', 10, 4, 8),
      loot('potion_of_fortune', 20, 1, 2),
    ]),
    mob('Crypt Knight', 85, [
      loot('lich_dust', 7),
      loot('armor_component', 10, 4, 8),
      loot('leather_strap', 4, 10, 20),
    ]),
    mob('Lesser Lich', 95, [
      loot('lich_dust', 6),
      loot('gem_fragments', 8, 4, 10),
      loot('titan_key', 100),
    ]),
  ]),
  area(8, "Titan's Rest", [
    mob('Titan Sentinel', 110, [loot('titan_shard', 10), loot('weapon_component', 8, 6, 12)]),
    mob('Titan Warden', 130, [
      loot('titan_shard', 9),
      loot('armor_component', 8, 6, 12),
      loot('potion_of_wrath', 15, 1, 3),
    ]),
    mob('Fallen Titan', 150, [loot('titan_shard', 8), loot('tool_component', 8, 6, 12)]),
  ]),
  // Special areas: a few battles a day each (see special-areas.ts), richer loot.
  area(
    9,
    'Ember Rift',
    [
      mob('Cinder Imp', 8, [loot('heroic_shard', 40), loot('damage_upgrade_stone', 10)]),
      mob('Ash Hound', 20, [loot('heroic_shard', 30), loot('health_upgrade_stone', 10)]),
      mob('Flame Warden', 35, [
        loot('heroic_shard', 20),
        loot('damage_upgrade_stone', 8, 1, 2),
        loot('heroic_potion', 400),
      ]),
    ],
    2,
  ),
  area(
    10,
    'Frozen Rift',
    [
      mob('Frost Wisp', 45, [loot('heroic_shard', 15, 1, 2), loot('health_upgrade_stone', 8)]),
      mob('Ice Golem', 70, [loot('heroic_shard', 12, 1, 3), loot('damage_upgrade_stone', 6, 1, 2)]),
      mob('Rime Colossus', 100, [
        loot('heroic_shard', 10, 2, 4),
        loot('health_upgrade_stone', 5, 1, 3),
        loot('heroic_potion', 250),
      ]),
    ],
    2,
  ),
  // Area 14: the player types the power level of the mob (AREA_14 rules in @idle/game-rules).
  area(14, 'The Endless Rift', [
    riftMob('Rift Stalker', 160, 1, [loot('titan_shard', 6), loot('heroic_shard', 20)]),
    riftMob('Void Reaver', 180, 1.25, [
      loot('titan_shard', 5, 1, 2),
      loot('damage_upgrade_stone', 10),
    ]),
    riftMob('Endless Horror', 200, 1.5, [
      loot('titan_shard', 4, 1, 3),
      loot('health_upgrade_stone', 10),
      loot('heroic_potion', 300),
    ]),
  ]),
];
