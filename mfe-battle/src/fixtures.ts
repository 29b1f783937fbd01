/**
 * Test and story data of the battle remote's screens, on top of @idle/test-fixtures: area 14,
 * dungeons, dungeon and boss ticks, heroic upgrades, and a fake server answering every call the
 * remote makes. Every call builds fresh objects. Never imported by production code.
 */
import type {
  EquipLoadoutAnswer,
  Loadout,
  LoadoutActivity,
  LoadoutChangeAnswer,
  LoadoutGear,
  LoadoutsAnswer,
  RatesAnswer,
  AreaData,
  BossChargeData,
  BossFightData,
  DungeonBattleResult,
  DungeonData,
  DungeonRun,
  DungeonTickInfo,
  EnterAreaAnswer,
  EnterDungeonAnswer,
  FightFiguresAnswer,
  InitialData,
  ItemDefinition,
  LoadDungeonsAnswer,
  LoadHeroicAnswer,
  LootEntry,
  SpecialBattleResult,
  SpecialBattlesRemaining,
  UseHeroicAnswer,
  UseUpgradeStonesAnswer,
  WorldBoss,
} from '@idle/contracts';
import type { FakeRequest } from '@idle/test-fixtures';
import { sampleApiAnswers, sampleBattleResult, sampleInitialData } from '@idle/test-fixtures';
import { equipmentBonuses, loadoutBoundText } from '@idle/game-rules';
import type { SimulationResult } from './simulator/simulation';

function item(
  name: string,
  type: string,
  rarity: number,
  description: string,
  extra: Partial<ItemDefinition> = {},
): ItemDefinition {
  return { name, type, rarity, description, useable: false, marketable: true, ...extra };
}

/** The items of the battle screens that the shared sample lacks. */
export function battleItemData(): Record<string, ItemDefinition> {
  return {
    warren_key: item('Warren Key', 'key', 3, 'Opens the Goblin Warren dungeon.'),
    crypt_key: item('Crypt Key', 'key', 3, 'Opens the Dusty Crypt dungeon.'),
    dungeoneering_tokens: item(
      'Dungeoneering Tokens',
      'token',
      3,
      'Earned by completing dungeons.',
    ),
    titan_shard: item('Titan Shard', 'trophy', 5, 'A sliver of something enormous.'),
    heroic_potion: item(
      'Heroic Potion',
      'heroic',
      5,
      'Drink on the Heroic Upgrades page: +1% gold from mobs and resources for good.',
      { marketable: false },
    ),
    heroic_shard: item('Heroic Shard', 'heroic', 4, 'Spent on shard upgrades.'),
    health_upgrade_stone: item('Health Upgrade Stone', 'heroic', 3, 'Raises your health.'),
    damage_upgrade_stone: item('Damage Upgrade Stone', 'heroic', 3, 'Raises your damage.'),
  };
}

function loot(itemId: string, frequency: number, min = 1, max = min): LootEntry {
  return { itemId, frequency, amount: [min, max] };
}

/** Area 14, "The Endless Rift": three mobs with drop modifiers 1, 1.25 and 1.5. */
export function sampleArea14(): AreaData {
  const base = sampleInitialData().areaData['5']?.mobs[0];
  if (!base) throw new Error('the shared sample lost its Troll Bridges');
  const rift = (
    id: number,
    name: string,
    level: number,
    powerLevel: number,
    dropModifier: number,
    drops: LootEntry[],
  ) => ({ ...base, id, name, level, powerLevel, dropModifier, loot: drops });
  return {
    id: 14,
    name: 'The Endless Rift',
    type: 1,
    mobs: [
      rift(301, 'Rift Stalker', 160, 48_210, 1, [loot('titan_shard', 6), loot('heroic_shard', 20)]),
      rift(302, 'Void Reaver', 180, 57_940, 1.25, [
        loot('titan_shard', 5, 1, 2),
        loot('damage_upgrade_stone', 10),
      ]),
      rift(303, 'Endless Horror', 200, 68_305, 1.5, [
        loot('titan_shard', 4, 1, 3),
        loot('heroic_potion', 300),
      ]),
    ],
  };
}

/**
 * The shared sample with what the battle screens need: area 14, the heroic, key and token items,
 * and the player owning 3 heroic potions, 5 heroic shards, 20 health and 4 damage upgrade
 * stones, 2 cellar keys and 40 dungeoneering tokens; 62 heroic potion doses used and 1 shard
 * upgrade made. Dungeoneering is level 3 (sample).
 */
export function battleInitialData(overrides: Partial<InitialData> = {}): InitialData {
  const data = sampleInitialData();
  return {
    ...data,
    itemData: { ...data.itemData, ...battleItemData() },
    areaData: { ...data.areaData, '14': sampleArea14() },
    items: {
      ...data.items,
      heroic_potion: 3,
      heroic_shard: 5,
      health_upgrade_stone: 20,
      damage_upgrade_stone: 4,
      cellar_key: 2,
      dungeoneering_tokens: 40,
    },
    misc: { ...data.misc, heroic: { potionDoses: 62, shardUpgrades: 1 } },
    ...overrides,
  };
}

/** Battles left today by special area: 7 in the Ember Rift (101). */
export function sampleSpecialBattlesRemaining(): SpecialBattlesRemaining {
  return { '101': 7 };
}

/** A won fight in the Ember Rift, with 6 special battles left. */
export function sampleSpecialBattleResult(
  overrides: Partial<SpecialBattleResult> = {},
): SpecialBattleResult {
  const result = sampleBattleResult(1);
  return {
    ...result,
    p2: { ...result.p2, name: 'Ember Hound', level: 25 },
    specialBattlesRemaining: 6,
    ...overrides,
  };
}

/**
 * Three dungeons: the Flooded Cellar (cellar key, level 1: the sample player may enter), the
 * Goblin Warren (level 10: too high for the sample's dungeoneering 3) and the Dusty Crypt (level
 * 2, but the sample player has no crypt key).
 */
export function sampleDungeonList(): DungeonData[] {
  return [
    {
      id: 1,
      name: 'Flooded Cellar',
      description: 'Rats have taken the wine cellar below the inn. Wade through and clear it out.',
      key: 'cellar_key',
      levelRequired: 1,
      rooms: [
        { name: 'Bloated Rat', level: 1, powerLevel: 98 },
        { name: 'Cellar Rat Swarm', level: 2, powerLevel: 118 },
        { name: 'Rat King', level: 4, powerLevel: 1_284 },
      ],
      progressChance: 400,
      exp: 12,
      tokens: 20,
      chest: [
        loot('gold', 1, 100, 250),
        loot('weapon_component', 2, 1, 3),
        loot('health_upgrade_stone', 5),
      ],
    },
    {
      id: 2,
      name: 'Goblin Warren',
      description: 'Tunnels dug by goblins who hoard whatever shines.',
      key: 'warren_key',
      levelRequired: 10,
      rooms: [
        { name: 'Goblin Lookout', level: 12, powerLevel: 1_950 },
        { name: 'Goblin Trapper', level: 14, powerLevel: 2_310 },
        { name: 'Goblin Shaman', level: 16, powerLevel: 2_760 },
        { name: 'Goblin Chieftain', level: 20, powerLevel: 3_945 },
      ],
      progressChance: 255,
      exp: 48,
      tokens: 45,
      chest: [loot('gem_fragments', 2, 3, 8), loot('heroic_shard', 20)],
    },
    {
      id: 3,
      name: 'Dusty Crypt',
      description: 'The dead do not rest here.',
      key: 'crypt_key',
      levelRequired: 2,
      rooms: [
        { name: 'Restless Bones', level: 5, powerLevel: 640 },
        { name: 'Crypt Warden', level: 8, powerLevel: 1_120 },
      ],
      progressChance: 333,
      exp: 20,
      tokens: 30,
      chest: [],
    },
  ];
}

/** The run of the Flooded Cellar, at room `currentRoom`. */
export function sampleDungeonRun(overrides: Partial<DungeonRun> = {}): DungeonRun {
  return { id: 1, currentRoom: 2, completed: false, stopAfterComplete: false, ...overrides };
}

export function sampleDungeons(currentDungeon: DungeonRun | null = null): LoadDungeonsAnswer {
  return { dungeons: sampleDungeonList(), currentDungeon };
}

/**
 * A dungeon tick in the Flooded Cellar: a won fight in room 2 of 3 that moved the player on
 * (unless overridden), 12 dungeoneering exp and the battle exp of the shared sample.
 */
export function sampleDungeonBattle(
  dungeon: Partial<DungeonTickInfo> = {},
  overrides: Partial<DungeonBattleResult> = {},
): DungeonBattleResult {
  const result = sampleBattleResult(1);
  return {
    ...result,
    p2: { ...result.p2, name: 'Cellar Rat Swarm', level: 2 },
    dungeon: {
      name: 'Flooded Cellar',
      key: 'cellar_key',
      totalRooms: 3,
      currentRoom: 2,
      completed: false,
      progress: true,
      progressChance: 400,
      exp: 12,
      stopAfterComplete: false,
      ...dungeon,
    },
    ...overrides,
  };
}

/** The tick that reached the chest: room 3 of 3 completed, 180 gold and 2 components. */
export function sampleDungeonCompleted(): DungeonBattleResult {
  return sampleDungeonBattle(
    { currentRoom: 3, completed: true, progress: true },
    {
      p2: { ...sampleBattleResult(1).p2, name: 'Rat King', level: 4 },
      chest: [
        { id: 'gold', amount: 180 },
        { id: 'weapon_component', amount: 2 },
        { id: 'dungeoneering_tokens', amount: 20 },
      ],
    },
  );
}

/** The world boss Gorewing (rarity 5, level 80) with 3,250,000 of 5,000,000 hit points left. */
export function sampleWorldBoss(overrides: Partial<WorldBoss> = {}): WorldBoss {
  return {
    id: 4,
    name: 'Gorewing',
    rarity: 5,
    level: 80,
    hpRemaining: 3_250_000,
    hpMax: 5_000_000,
    ...overrides,
  };
}

export function sampleBossCharge(): BossChargeData {
  return { wait: 1, boss: sampleWorldBoss() };
}

/** A round against Gorewing: 12,480 damage dealt this fight, 86,200 in all. */
export function sampleBossFight(overrides: Partial<BossFightData> = {}): BossFightData {
  const result = sampleBattleResult(2);
  return {
    ...result,
    p2: { ...result.p2, name: 'Gorewing', level: 80, hp: 3_250_000, maxHp: 5_000_000 },
    p1: { ...result.p1, totalDamage: 12_480 },
    boss: sampleWorldBoss(),
    damageDealt: 12_480,
    playerDamage: 86_200,
    ...overrides,
  };
}

/** The potion dose maximum this month: 64, so 4 shard upgrades can be made. */
export function sampleHeroic(maxHeroic = 64): LoadHeroicAnswer {
  return { maxHeroic };
}

/** A simulator run of 10,000 fights: the win rate and its interval, rates, a drop, breakpoints. */
export function sampleSimulationResult(): SimulationResult {
  return {
    report: {
      fights: 10_000,
      winRate: 0.8234,
      winRateLow: 0.8136,
      winRateHigh: 0.8328,
      averageRounds: 7.25,
      averageDamageDealt: 120,
      fightsPerHour: 600,
      killsPerHour: 494.04,
      expPerHour: 4940.4,
      goldPerHour: 12_351,
      damagePerHour: 72_000,
      drops: [{ itemId: 'rat_tail', perHour: 164.68 }],
    },
    breakpoints: [
      { kind: 'hitsToWin', figure: 'attack', current: 40, value: 44 },
      { kind: 'hitsToFall', figure: 'defence', current: 20, value: 27 },
      { kind: 'doubleHits', figure: 'accuracy', current: 6300, value: 10_001 },
      { kind: 'winRate', figure: 'defence', current: 20, value: 1234 },
    ],
  };
}

/**
 * The player's fight figures (`areas.php?mod=loadFightFigures`): the sample's equipment, a rune
 * adding 10 attack, Accuracy mastery level 5, a 10% damage potion, 25% more gold; one dungeon of
 * two rooms and one world boss.
 */
export function sampleFightFigures(
  overrides: Partial<FightFiguresAnswer> = {},
): FightFiguresAnswer {
  const equipped = sampleInitialData().equipment;
  const totals = equipmentBonuses(equipped);
  return {
    action: 'battling',
    fighter: {
      name: 'Hero',
      level: 12,
      attributes: { health: 60, attack: 20, defence: 15, accuracy: 6000, dodge: 800 },
      equipped,
      equipment: { ...totals, eqAttack: totals.eqAttack + 10 },
      totemPercents: { health: 0, attack: 0, defence: 0, accuracy: 0, dodge: 0 },
      mastery: { id: 3, level: 5 },
      potion: { damage: 10, defence: 0, exp: 0, gold: 0 },
      upgrades: { health: 1, damage: 0 },
    },
    rewards: {
      expPercent: 0,
      goldPercent: 25,
      dropPercent: 0,
      doubleDropPercent: 0,
      baseMobGold: 0,
    },
    actionDelayMs: 6000,
    dungeons: [
      {
        id: 1,
        name: 'Forgotten Cellar',
        rooms: [
          {
            name: 'Cellar Guard',
            level: 5,
            health: 90,
            attack: 14,
            defence: 8,
            accuracy: 5000,
            dodge: 500,
            exp: 12,
          },
          {
            name: 'Rat King',
            level: 8,
            health: 140,
            attack: 20,
            defence: 12,
            accuracy: 5200,
            dodge: 600,
            exp: 20,
          },
        ],
      },
    ],
    bosses: [
      {
        id: 1,
        name: 'Gorrath the Mountain',
        level: 10,
        health: 6_000_000,
        attack: 40,
        defence: 30,
        accuracy: 4500,
        dodge: 300,
        exp: 30,
      },
    ],
    ...overrides,
  };
}

/**
 * Three loadouts: Fire (on now: the sample's fire rune and jewel 7), Stone (ready: a trinket
 * and a stone rune) bound to mining, and Old (blocked: its jewel is gone).
 */
/** Rates since a reset: a long battling run (gold and a drop) and a shorter dungeon. */
export function sampleRates(): RatesAnswer {
  return {
    since: Date.UTC(2026, 10, 20, 9, 30),
    tracked: [
      {
        key: 'battling',
        name: 'Battling',
        // 1,800 ticks of 2 s: one hour.
        figures: {
          actions: 1800,
          ms: 3_600_000,
          exp: 45_000,
          gold: 270_000,
          items: { rat_tail: 36 },
        },
      },
      {
        key: 'dungeoneering:1',
        name: 'Dungeoneering: Flooded Cellar',
        figures: { actions: 300, ms: 600_000, exp: 2_400, gold: 0, items: {} },
      },
    ],
  };
}

export function sampleLoadouts(): LoadoutsAnswer {
  return {
    loadouts: [
      {
        id: 1,
        name: 'Fire',
        activity: 'battle',
        trinkets: [],
        jewels: [7],
        runes: ['rune_fire'],
        state: { kind: 'equipped' },
      },
      {
        id: 2,
        name: 'Stone',
        activity: 'mining',
        trinkets: [3],
        jewels: [],
        runes: ['rune_stone', 'rune_stone'],
        state: { kind: 'ready' },
      },
      {
        id: 3,
        name: 'Old',
        activity: null,
        trinkets: [],
        jewels: [99],
        runes: [],
        state: {
          kind: 'blocked',
          reason:
            'Loadout Old cannot be equipped: one of its jewels is gone. Save it again with what you have.',
        },
      },
    ],
  };
}

/** The gear after Stone went on: the stone rune on the belt, no jewel, the fire rune back. */
export function sampleStoneGear(): LoadoutGear {
  return {
    eqStats: { eqHealth: 40, eqAttack: 10, eqDefence: 34, eqAccuracy: 5, eqDodge: 5 },
    runes: [{ id: 8, runeid: 'rune_stone' }],
    equippedJewels: [],
    runeCounts: { rune_fire: 3, rune_stone: 0 },
  };
}

/**
 * What the game server answers to every call of the battle remote, accepting everything: the
 * shared sample's answers plus special areas, dungeons and heroic upgrades. The heroic answers
 * follow the state of `battleInitialData()`.
 */
export function battleApiAnswers(): Record<string, unknown> {
  const keys = new Map(sampleDungeonList().map((dungeon) => [dungeon.id, dungeon.key]));
  const mobNames = new Map(
    Object.values(battleInitialData().areaData).flatMap((area) =>
      area.mobs.map((mob) => [`${String(area.id)}:${String(mob.id)}`, mob.name] as const),
    ),
  );
  return {
    ...sampleApiAnswers(),
    'areas.php?mod=enterArea': (request: FakeRequest): EnterAreaAnswer | { error: string } => {
      const name = mobNames.get(`${request.params.area ?? ''}:${request.params.mob ?? ''}`);
      return name === undefined
        ? { error: 'That mob does not exist in that area.' }
        : { mobName: name };
    },
    'areas.php?mod=loadSpecialBattlesRemaining': sampleSpecialBattlesRemaining(),
    'areas.php?mod=loadFightFigures': sampleFightFigures(),
    'areas.php?mod=loadDungeons': sampleDungeons(),
    'areas.php?mod=enterDungeon': (
      request: FakeRequest,
    ): EnterDungeonAnswer | { error: string } => {
      const id = Number(request.params.id);
      const key = keys.get(id);
      if (key === undefined) return { error: 'That dungeon does not exist.' };
      return {
        currentDungeon: sampleDungeonRun({ id, currentRoom: 1 }),
        itemsToRemove: [{ id: key, amount: 1 }],
      };
    },
    'areas.php?mod=leaveDungeon': { success: true },
    'areas.php?mod=dungeonStopAfter': { success: true },
    'misc.php?mod=loadHeroic': sampleHeroic(),
    'loadouts.php?mod=loadLoadouts': sampleLoadouts(),
    'rates.php?mod=loadRates': sampleRates(),
    'rates.php?mod=resetRates': (): RatesAnswer => ({
      since: Date.UTC(2026, 10, 21, 12),
      tracked: [],
    }),
    'loadouts.php?mod=saveLoadout': (request: FakeRequest): LoadoutChangeAnswer => {
      const name = String(request.params.name);
      const list = sampleLoadouts().loadouts;
      const saved = {
        id: 4,
        name,
        activity: null,
        trinkets: [],
        jewels: [7],
        runes: ['rune_fire'],
        state: { kind: 'equipped' },
      } satisfies Loadout;
      return { loadouts: [...list, saved], message: `Loadout ${name} saved.` };
    },
    'loadouts.php?mod=equipLoadout': (request: FakeRequest): EquipLoadoutAnswer => {
      const id = Number(request.params.id);
      const loadouts = sampleLoadouts().loadouts.map((loadout): Loadout => {
        if (loadout.id === id) return { ...loadout, state: { kind: 'equipped' } };
        return loadout.state.kind === 'equipped'
          ? { ...loadout, state: { kind: 'ready' } }
          : loadout;
      });
      const name = loadouts.find((loadout) => loadout.id === id)?.name ?? '';
      return { loadouts, gear: sampleStoneGear(), message: `Loadout ${name} equipped.` };
    },
    'loadouts.php?mod=bindLoadout': (request: FakeRequest): LoadoutChangeAnswer => {
      const id = Number(request.params.id);
      const activity = (request.params.activity || null) as LoadoutActivity | null;
      const loadouts = sampleLoadouts().loadouts.map((loadout) =>
        loadout.id === id ? { ...loadout, activity } : loadout,
      );
      const name = loadouts.find((loadout) => loadout.id === id)?.name ?? '';
      return { loadouts, message: loadoutBoundText(name, activity) };
    },
    'loadouts.php?mod=deleteLoadout': (request: FakeRequest): LoadoutChangeAnswer => {
      const id = Number(request.params.id);
      const all = sampleLoadouts().loadouts;
      const name = all.find((loadout) => loadout.id === id)?.name ?? '';
      return {
        loadouts: all.filter((loadout) => loadout.id !== id),
        message: `Loadout ${name} deleted.`,
      };
    },
    'misc.php?mod=useHeroicPotion': {
      heroic: { potionDoses: 63, shardUpgrades: 1 },
      itemsToRemove: [{ id: 'heroic_potion', amount: 1 }],
    } satisfies UseHeroicAnswer,
    'misc.php?mod=useHeroicShards': {
      heroic: { potionDoses: 62, shardUpgrades: 2 },
      itemsToRemove: [{ id: 'heroic_shard', amount: 1 }],
    } satisfies UseHeroicAnswer,
    'misc.php?mod=useUpgradeStones': (request: FakeRequest): UseUpgradeStonesAnswer => {
      const health = request.params.type === 'health';
      return {
        upgrades: health ? { health: 3, damage: 1 } : { health: 2, damage: 2 },
        itemsToRemove: [
          health
            ? { id: 'health_upgrade_stone', amount: 14 }
            : { id: 'damage_upgrade_stone', amount: 12 },
        ],
      };
    },
  };
}
