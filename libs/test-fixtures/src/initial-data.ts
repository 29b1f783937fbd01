/**
 * A realistic `_load_initial_data.php` answer: a three-day-old player "Hero_1" with full Autos,
 * two basic areas and one special area, the item data of everything they drop, skills,
 * masteries, statistics, equipment in slots 1 and 3 to 8, tools and an active selection.
 * Every call builds fresh objects, so a test may change what it gets without touching another's.
 */
import type {
  AreaData,
  Equipment,
  EquipmentSlot,
  InitialData,
  ItemDefinition,
  LootEntry,
  Misc,
  MobData,
  Skill,
  Skills,
  Statistics,
} from '@idle/contracts';

/** The player's name in every sample. */
export const SAMPLE_USERNAME = 'Hero_1';

function item(
  name: string,
  type: string,
  rarity: number,
  description: string,
  extra: Partial<ItemDefinition> = {},
): ItemDefinition {
  return { name, type, rarity, description, useable: false, marketable: true, ...extra };
}

function itemData(): Record<string, ItemDefinition> {
  return {
    gold: item('Gold', 'currency', 1, 'The coin of the realm.'),
    credits: item('Credits', 'currency', 1, 'Premium currency, bought in the Premium Store.'),
    bound_credits: item('Bound Credits', 'currency', 1, 'Credits that cannot be traded.', {
      marketable: false,
    }),
    weapon_component: item('Weapon Component', 'component', 2, 'Upgrades the type of a weapon.'),
    armor_component: item('Armor Component', 'component', 2, 'Upgrades the type of an armor.'),
    tool_component: item('Tool Component', 'component', 2, 'Upgrades a gathering tool.'),
    gem_fragments: item('Gem Fragments', 'gem', 2, 'Shards of gems, fused into whole gems.'),
    rat_tail: item('Rat Tail', 'trophy', 1, 'Proof of a cellar cleared.', { destroyValue: 2 }),
    troll_tooth: item('Troll Tooth', 'trophy', 3, 'Still sharp.', { destroyValue: 150 }),
    ember_core: item('Ember Core', 'trophy', 4, 'Warm to the touch.', { destroyValue: 900 }),
    cellar_key: item('Cellar Key', 'key', 2, 'Opens the Flooded Cellar dungeon.'),
    potion_of_wrath: item('Potion of Wrath', 'potion', 3, '+10% damage while it lasts.', {
      useable: true,
      potion: { bonus: 'damage', percent: 10, actionsPerDose: 25 },
    }),
    leather_strap: item('Leather Strap', 'material', 2, 'Stitched into rune belts.'),
    rune_fire: item('Fire Rune', 'rune', 2, '+8 attack on the rune belt.', {
      runeStats: { attack: 8 },
    }),
    rune_stone: item('Stone Rune', 'rune', 2, '+12 defence on the rune belt.', {
      runeStats: { defence: 12 },
    }),
  };
}

/** Mob stats by level, on the same curve as the game server's content. */
function mobStats(level: number) {
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

function loot(itemId: string, frequency: number, min = 1, max = min): LootEntry {
  return { itemId, frequency, amount: [min, max] };
}

function mob(id: number, name: string, level: number, drops: LootEntry[]): MobData {
  return { id, name, level, ...mobStats(level), loot: drops };
}

function areaData(): Record<string, AreaData> {
  return {
    '1': {
      id: 1,
      name: 'Mossy Cellars',
      type: 1,
      mobs: [
        mob(1, 'Cellar Rat', 1, [loot('rat_tail', 3), loot('weapon_component', 40)]),
        mob(2, 'Giant Beetle', 2, [loot('rat_tail', 3, 1, 2), loot('armor_component', 40)]),
        mob(3, 'Mold Crawler', 3, [loot('rat_tail', 1), loot('tool_component', 40)]),
      ],
    },
    '5': {
      id: 5,
      name: 'Troll Bridges',
      type: 1,
      mobs: [
        mob(13, 'Bridge Troll', 35, [loot('troll_tooth', 5), loot('weapon_component', 15, 2, 4)]),
        mob(14, 'Moss Troll', 40, [loot('troll_tooth', 5), loot('armor_component', 15, 2, 4)]),
        mob(15, 'Stone Troll', 45, [
          loot('troll_tooth', 4),
          loot('gem_fragments', 12, 2, 5),
          loot('cellar_key', 1500),
        ]),
      ],
    },
    '101': {
      id: 101,
      name: 'Ember Rift',
      type: 2,
      mobs: [
        mob(201, 'Ember Wisp', 20, [loot('ember_core', 50)]),
        mob(202, 'Ember Hound', 25, [loot('ember_core', 40)]),
        mob(203, 'Ember Lord', 30, [loot('ember_core', 25, 1, 2)]),
      ],
    },
  };
}

function skill(level: number, exp: number, expStart: number, expToLevel: number): Skill {
  return { level, exp, expStart, expToLevel };
}

function skills(): Skills {
  return {
    battling: skill(12, 2_450, 2_100, 2_800),
    dungeoneering: skill(3, 140, 110, 190),
    mining: skill(7, 820, 700, 1_000),
    woodcutting: skill(5, 420, 380, 560),
    quarrying: skill(4, 260, 190, 380),
    runecrafting: skill(1, 0, 0, 50),
    jewelcrafting: skill(1, 20, 0, 50),
    alchemy: skill(2, 60, 50, 110),
  };
}

/** Statistics with values large enough to show thousands separators. */
export function sampleStatistics(): Statistics {
  return {
    totalActionsDaily: 1_204,
    totalActionsMonthly: 18_650,
    totalActions: 1_234_567,
    totalMobsKilled: 98_765,
    totalDeaths: 321,
    totalBossesKilled: 12,
    totalBossDamage: 4_500_000,
    totalDungeonsCompleted: 45,
    totalGatheringActions: 67_890,
    totalMiningActions: 30_000,
    totalWoodcuttingActions: 25_000,
    totalQuarryingActions: 12_890,
    totalRunesCrafted: 150,
    totalJewelsCrafted: 7,
    totalPotionsCrafted: 2_048,
  };
}

function misc(): Misc {
  return {
    statistics: sampleStatistics(),
    upgrades: { health: 2, damage: 1 },
    heroic: { potionDoses: 0, shardUpgrades: 0 },
    actionBonus: { kind: 'battling', current: 40, required: 100 },
    bonusTime: { timeRemaining: 1_800, modifier: 5 },
    potions: { potion_of_wrath: [10, 25] },
    dungeonsCompleted: { '1': 3 },
  };
}

function slot(level: number, type: number, rarity: number): EquipmentSlot {
  return { level, type, rarity, levelUpgradeCost: 5 * level };
}

/** Slots 1 (Main Hand) and 3 to 8 (armor); slot 2 (Off Hand) is empty. */
function equipment(): Equipment {
  return {
    '1': slot(12, 2, 3),
    '3': slot(8, 2, 1),
    '4': slot(10, 1, 2),
    '5': slot(6, 1, 1),
    '6': slot(6, 1, 1),
    '7': slot(7, 1, 1),
    '8': slot(5, 1, 1),
  };
}

/**
 * A complete initial data answer. `overrides` replace whole top-level fields
 * (e.g. `sampleInitialData({ clientData: { playersOnline: 3, newAnnouncements: 2 } })`).
 */
export function sampleInitialData(overrides: Partial<InitialData> = {}): InitialData {
  return {
    itemData: itemData(),
    itemIds: {
      Currency: ['gold', 'credits', 'bound_credits'],
      Components: ['weapon_component', 'armor_component', 'tool_component'],
      Resources: ['gem_fragments'],
      Trophies: ['rat_tail', 'troll_tooth', 'ember_core'],
      Keys: ['cellar_key'],
      Potions: ['potion_of_wrath'],
      Runes: ['rune_fire', 'rune_stone'],
      Materials: ['leather_strap'],
    },
    itemTypes: {
      currency: { name: 'Currency', destroyable: false, destroyItemObtained: null },
      component: { name: 'Components', destroyable: false, destroyItemObtained: null },
      gem: { name: 'Gems', destroyable: false, destroyItemObtained: null },
      trophy: { name: 'Trophies', destroyable: true, destroyItemObtained: 'gold' },
      key: { name: 'Dungeon Keys', destroyable: false, destroyItemObtained: null },
      potion: { name: 'Potions', destroyable: false, destroyItemObtained: null },
      rune: { name: 'Runes', destroyable: false, destroyItemObtained: null },
      material: { name: 'Materials', destroyable: false, destroyItemObtained: null },
    },
    upgradeableItemData: {
      rune_belt: {
        name: 'Rune Belt',
        description: 'Each level holds one more rune.',
        maxLevel: 5,
        costs: [1, 5, 25, 125, 375].map((amount) => [{ id: 'leather_strap', amount }]),
      },
    },
    equipmentData: {
      '1': {
        weaponName: 'Rusty Sword',
        armorName: 'Rusty *',
        componentsRequired: 5,
        itemsRequired: [],
      },
      '2': {
        weaponName: 'Bronze Sword',
        armorName: 'Bronze *',
        componentsRequired: 13,
        itemsRequired: [],
      },
      '3': {
        weaponName: 'Iron Sword',
        armorName: 'Iron *',
        componentsRequired: 34,
        itemsRequired: [{ id: 'gem_fragments', amount: 2 }],
      },
    },
    areaData: areaData(),
    player: {
      userid: 1,
      username: SAMPLE_USERNAME,
      age: 3,
      accountStatus: 0,
      nobilityRank: 2,
      autos: 150,
      maxAutos: 150,
      health: 180,
      attack: 24,
      defence: 15,
      accuracy: 5_250,
      dodge: 1_234,
      eqHealth: 40,
      eqAttack: 18,
      eqDefence: 22,
      eqAccuracy: 150,
      eqDodge: 75,
      eqMastery1: 0,
      eqMastery2: 0,
      eqMastery3: 0,
      eqMastery4: 0,
      eqMastery5: 0,
    },
    clan: { clanid: 3, name: 'Night Watch' },
    items: {
      gold: 12_345,
      credits: 40,
      bound_credits: 10,
      weapon_component: 7,
      armor_component: 4,
      rat_tail: 58,
      gem_fragments: 3,
      potion_of_wrath: 2,
      leather_strap: 6,
      rune_fire: 2,
      rune_stone: 1,
    },
    skills: skills(),
    masteries: {
      '1': {
        name: 'Might',
        description: '+1% damage per level.',
        level: 2,
        exp: 30,
        expToLevel: 100,
      },
      '2': {
        name: 'Bulwark',
        description: '+1% defence per level.',
        level: 0,
        exp: 10,
        expToLevel: 50,
      },
      '5': {
        name: 'Greed',
        description: '+1% gold from mobs per level.',
        level: 1,
        exp: 5,
        expToLevel: 75,
      },
    },
    active: {
      skill: 'battling',
      mastery: 1,
      attribute: 2,
      mob: { id: 1, name: 'Cellar Rat', area: 1 },
      action: 'battling',
    },
    misc: misc(),
    tools: { pickaxe: 2, hatchet: 1, hammer: 1 },
    equipment: equipment(),
    upgradeableItems: { rune_belt: 1 },
    runes: [{ id: 1, runeid: 'rune_fire' }],
    jewels: [
      {
        id: 7,
        type: 1,
        gemType: 2,
        rarity: 3,
        stats: { health: 0, attack: 14, defence: 0, accuracy: 120, dodge: 0, total: 134 },
        equipped: true,
        marketPrice: null,
        craftedBy: SAMPLE_USERNAME,
        craftedByUserid: 1,
      },
      {
        id: 8,
        type: 1,
        gemType: 1,
        rarity: 1,
        stats: { health: 30, attack: 0, defence: 5, accuracy: 0, dodge: 0, total: 35 },
        equipped: false,
        marketPrice: null,
        craftedBy: 'Smith_9',
        craftedByUserid: 9,
      },
    ],
    jewelSlots: { 1: 1, 2: 1, 3: 1, 4: 1 },
    land: null,
    labyrinthRewards: null,
    bosses: [],
    boosts: [],
    clanAttributeTotems: { health: 0, attack: 0, defence: 0, accuracy: 0, dodge: 0 },
    event: null,
    clientData: { playersOnline: 42, newAnnouncements: 0 },
    chat: { userid: 1, token: 'sample-chat-token', port: 8188 },
    // The server's clock agrees with the browser's unless a test says otherwise.
    serverTime: Date.now(),
    ...overrides,
  };
}
