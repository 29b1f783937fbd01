/** Test data: a small but complete initial data answer. */
import type { InitialData, Misc, Statistics } from '@idle/contracts';
import { STATISTIC_KEYS } from '@idle/contracts';

function statistics(): Statistics {
  const result = {} as Statistics;
  for (const key of STATISTIC_KEYS) result[key] = 0;
  return result;
}

export function makeMisc(): Misc {
  return {
    statistics: statistics(),
    upgrades: { health: 0, damage: 0 },
    heroic: { potionDoses: 0, shardUpgrades: 0 },
    actionBonus: { kind: null, current: 0, required: 100 },
    bonusTime: { timeRemaining: 0, modifier: 0 },
    potions: { '1': [10, 5] },
    dungeonsCompleted: {},
  };
}

export function makeInitialData(): InitialData {
  const skill = { level: 1, exp: 0, expStart: 0, expToLevel: 100 };
  return {
    itemData: {
      gold: {
        name: 'Gold',
        description: 'Coins.',
        rarity: 1,
        useable: false,
        marketable: false,
        type: 'currency',
      },
    },
    itemIds: { currency: ['gold'] },
    itemTypes: { currency: { name: 'Currency', destroyable: false, destroyItemObtained: null } },
    upgradeableItemData: {
      rune_belt: { name: 'Rune Belt', description: 'Slots.', maxLevel: 5, costs: [] },
    },
    equipmentData: {
      '1': {
        weaponName: 'Bronze *',
        armorName: 'Bronze *',
        componentsRequired: 5,
        itemsRequired: [],
      },
    },
    areaData: { '1': { id: 1, name: 'Meadow', type: 1, mobs: [] } },
    player: {
      userid: 7,
      username: 'tester',
      age: 1,
      accountStatus: 0,
      nobilityRank: 1,
      autos: 150,
      maxAutos: 150,
      health: 100,
      attack: 10,
      defence: 10,
      accuracy: 5000,
      dodge: 10,
      eqHealth: 0,
      eqAttack: 0,
      eqDefence: 0,
      eqAccuracy: 0,
      eqDodge: 0,
      eqMastery1: 0,
      eqMastery2: 0,
      eqMastery3: 0,
      eqMastery4: 0,
      eqMastery5: 0,
    },
    clan: null,
    items: { gold: 100, weapon_component: 3 },
    skills: {
      battling: { ...skill },
      dungeoneering: { ...skill },
      mining: { ...skill },
      woodcutting: { ...skill },
      quarrying: { ...skill },
      runecrafting: { ...skill },
      jewelcrafting: { ...skill },
      alchemy: { ...skill },
    },
    masteries: {
      '1': { name: 'Might', description: 'More damage.', level: 0, exp: 0, expToLevel: 50 },
    },
    active: { skill: null, mastery: 0, attribute: 0, mob: null, action: null },
    misc: makeMisc(),
    tools: { pickaxe: 1, hatchet: 1, hammer: 1 },
    equipment: { '1': { level: 1, type: 1, rarity: 1, levelUpgradeCost: 3 } },
    upgradeableItems: { rune_belt: 1 },
    runes: [{ id: 1, runeid: 'fire' }],
    jewels: [],
    jewelSlots: { 1: 1, 2: 1, 3: 1, 4: 1 },
    land: null,
    labyrinthRewards: null,
    bosses: [],
    boosts: [],
    clanAttributeTotems: { health: 0, attack: 0, defence: 0, accuracy: 0, dodge: 0 },
    event: null,
    clientData: { playersOnline: 3, newAnnouncements: 1 },
    chat: { userid: 7, token: 'secret', port: 8188 },
    serverTime: Date.now(),
  };
}

/** Freezes a value and everything inside it, so a mutation throws in strict mode. */
export function deepFreeze<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
