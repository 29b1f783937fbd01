/**
 * What the four fighting handlers share (battling, special battling, dungeons, bosses): the
 * fighter's cached part of the state, one fight against an opponent with its rewards (gold,
 * experience, loot, the active attribute and mastery, potions), and those writes and answer
 * fields. Each handler adds its own opponent, rules and data.
 */
import type {
  BattleResult,
  ClanAttributeTotems,
  EqStats,
  Equipment,
  ItemAmount,
  Misc,
  StatisticKey,
} from '@idle/contracts';
import {
  type ArtisanShrineEffects,
  battleMasteryPercents,
  boostedWholeGain,
  type CombatantStats,
  CRIT_CHANCE_PERCENT,
  equipmentGoldRushPercent,
  equipmentRarityUpgradeText,
  heroicGoldResourceBonusPercent,
  MASTERY_EXP_PER_ACTION,
  masteryFromExp,
  NO_POTION_BONUS,
  playerCombatStats,
  type PersonalBonusPercents,
  type PlayerFighterInput,
  type PotionBonus,
  potionBonus as activePotionBonus,
  potionsAfterAction,
  rarityName,
  type RewardBonuses,
  type TrinketBonuses,
  simulateBattle,
  skillFromExp,
} from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { listedRows, summedRows } from '../../db/batch-rows';
import { batchRows, type BatchRows } from '../../db/group-commit';
import { compiledPerDatabase } from '../../db/prepared';
import type { Database, UserRow } from '../../db/schema';
import {
  USER_ATTRIBUTE_COLUMNS,
  type AttributeColumn,
  userAttributeStatements,
} from '../accounts/users.repository';
import { loadBonuses } from '../bonus-sources';
import { equipmentStatements } from '../inventory/equipment.repository';
import { potionStatements } from '../inventory/potions.repository';
import { logStatements } from '../log/log.repository';
import { findMasteryExp, masteryStatements } from '../players/masteries.repository';
import { skillExp } from '../players/skills.repository';
import { findItem } from '../content/items';
import { equipmentName } from '../inventory/equipment';
import type { GameContext } from '../context';
import { foundItemText } from '../log/log';
import { loadEqStats, loadEquipment, loadPotions } from '../players/players';
import { randomInt, rollPercent } from '../random';
import { applyRarityUpgrade, rollRarityUpgrade } from './equipment-rarity';
import type { AnswerPart, Tick } from '../actions/handler';
import type { ActionState } from '../actions/state';
import { type WorldBonus, worldBonusFor } from '../world/world-bonus';

/** Drops of this rarity or above are written to the personal log. */
export const LOGGED_DROP_RARITY = 3;

const ATTRIBUTE_COLUMNS: ReadonlyMap<number, AttributeColumn> = new Map([
  [1, 'health'],
  [2, 'attack'],
  [3, 'defence'],
  [4, 'accuracy'],
  [5, 'dodge'],
]);

/** The fighting part of a fighting action's cached state. */
export interface Fighter {
  activeMastery: number;
  activeAttribute: number;
  user: Pick<UserRow, 'health' | 'attack' | 'defence' | 'accuracy' | 'dodge'>;
  /** Equipment, runes and jewels do not change while only ticks come (any other call reloads). */
  equipmentBonus: EqStats;
  /** The equipped items (their rarity gives Base Gold Rush and may rise in a fight). */
  equipment: Equipment;
  /** The clan's attribute totems: percents of the base attributes added (kept like equipment). */
  totemPercents: ClanAttributeTotems;
  /** Active potions: id to [percent, actions remaining]; empty when none is active. */
  potions: Misc['potions'];
  hasPotions: boolean;
  upgrades: Misc['upgrades'];
  /** Heroic potions and shard upgrades: percent more gold from mobs. */
  heroicGoldPercent: number;
  /** Equipped and celestial battling trinkets (kept like equipment). */
  trinkets: TrinketBonuses;
  /** The land's percent more gold from mobs (1% a level). */
  landGoldPercent: number;
  /** The artisan shrine's effects (more gold and exp). */
  shrine: ArtisanShrineEffects;
  battlingExp: number;
  masteryExp: number;
}

export interface FighterOwn {
  fighter: Fighter;
}

export async function loadFighter(db: Db, user: UserRow): Promise<Fighter> {
  const userId = user.id;
  const battlingExp = await skillExp(db, userId, 'battling');
  const mastery = await findMasteryExp(db, userId, user.active_mastery);
  const potions = await loadPotions(db, userId);
  const bonuses = await loadBonuses(db, userId, [
    'clanTotems',
    'land',
    'artisanShrine',
    'battleTrinkets',
  ]);
  return {
    activeMastery: user.active_mastery,
    activeAttribute: user.active_attribute,
    user: {
      health: user.health,
      attack: user.attack,
      defence: user.defence,
      accuracy: user.accuracy,
      dodge: user.dodge,
    },
    equipmentBonus: await loadEqStats(db, userId),
    equipment: await loadEquipment(db, userId),
    totemPercents: bonuses.clanTotems.attributePercents,
    potions,
    hasPotions: Object.keys(potions).length > 0,
    upgrades: { health: user.upgrade_health, damage: user.upgrade_damage },
    heroicGoldPercent: heroicGoldResourceBonusPercent(
      user.heroic_potion_doses,
      user.heroic_shard_upgrades,
    ),
    landGoldPercent: bonuses.land.mobGoldPercent,
    shrine: bonuses.artisanShrine,
    trinkets: bonuses.battleTrinkets,
    battlingExp: battlingExp ?? 0,
    masteryExp: mastery?.exp ?? 0,
  };
}

/** What the active potions add, in percent, by kind (the content names each potion's kind). */
function potionBonus(potions: Misc['potions']): PotionBonus {
  return activePotionBonus(potions, (id) => findItem(id)?.potion?.bonus);
}

/** The potions after one more action: each loses one, and those at 0 end. */
function usePotions(potions: Misc['potions']): { potions: Misc['potions']; ended: boolean } {
  return potionsAfterAction(potions);
}

/** The opponent of a fight, with what beating it gives. */
export interface Opponent {
  stats: CombatantStats;
  gold: [number, number];
  exp: number;
  /** Loot rolled on a win: item, amounts, and one-in-`frequency` chance. */
  loot: { itemId: string; amount: [number, number]; frequency: number }[];
}

/** Opponent stats need these on top of the content's. */
export const OPPONENT_BASE = { critChance: CRIT_CHANCE_PERCENT, damageBonus: 0 };

/** What trinkets add to a loot table: percent more chance of each drop, percent chance of double. */
interface LootBoost {
  dropPercent: number;
  doublePercent: number;
}
const NO_LOOT_BOOST: LootBoost = { dropPercent: 0, doublePercent: 0 };

/**
 * Rolls of a loot table: each entry drops with its one-in-`frequency` chance, raised by
 * `boost.dropPercent`; with `boost.doublePercent` a drop may come doubled (that draw is only
 * taken when the percent is above 0, so plain loot keeps the seeded sequence).
 */
export function rollLoot(
  game: GameContext,
  loot: readonly { itemId: string; amount: readonly [number, number]; frequency: number }[],
  boost: LootBoost = NO_LOOT_BOOST,
): ItemAmount[] {
  const drops: ItemAmount[] = [];
  for (const entry of loot) {
    if (game.random.next() * entry.frequency < 1 + boost.dropPercent / 100) {
      const amount = randomInt(game.random, entry.amount[0], entry.amount[1]);
      const doubled = boost.doublePercent > 0 && rollPercent(game.random, boost.doublePercent);
      drops.push({ id: entry.itemId, amount: doubled ? 2 * amount : amount });
    }
  }
  return drops;
}

/** One fight and what it gives, already applied to the fighter in memory. */
export interface Fight {
  result: BattleResult;
  won: boolean;
  /** The fight's rounds (the combat simulator's agreement test reads them). */
  rounds: number;
  /** The exp percent of the fight (world, potions, boosts...), for the handler's own (dungeons). */
  expPercent: number;
  /** The player's damage dealt (boss fights take it off the boss). */
  damage: number;
  /** The gold the clan taxes: the mob's gold without the world's bonuses. */
  taxableGold: number;
  /** Gold and loot (the handler may add a chest). */
  itemsToAdd: ItemAmount[];
  drops: ItemAmount[];
  increments: [StatisticKey, number][];
  tracker: { wins: number; losses: number; gold: number };
  /** What the fight writes (writeFight applies it). */
  writes: FightWrite;
  /** The fight's answer fields on top of the pipeline's base answer. */
  answer: AnswerPart;
}

/** A fight's own writes, as data: the fighter's gains, the potions used, the logged finds. */
export interface FightWrite {
  userId: number;
  attributeColumn: AttributeColumn | null;
  attributeGain: number;
  activeMastery: number;
  masteryGain: number;
  potionsUsed: boolean;
  potionsEnded: boolean;
  drops: ItemAmount[];
  rarityUpgrade: ReturnType<typeof rollRarityUpgrade>;
  rarityLine: string | null;
}

/**
 * What the player's fight figures come from (game-rules' `playerCombatStats` reads it): the
 * fighter's attributes, equipment, totems, mastery level, active potions and upgrades.
 */
export function fighterFigures(fighter: Fighter, name: string): PlayerFighterInput {
  return {
    name,
    level: skillFromExp(fighter.battlingExp).level,
    attributes: fighter.user,
    equipment: fighter.equipmentBonus,
    totemPercents: fighter.totemPercents,
    mastery: { id: fighter.activeMastery, level: masteryFromExp(fighter.masteryExp).level },
    potion: fighter.hasPotions ? potionBonus(fighter.potions) : NO_POTION_BONUS,
    upgrades: fighter.upgrades,
  };
}

/**
 * What a won fight's rewards are raised by: the exp and gold percents (trinkets, potions, the
 * shrine, personal boosts, the world; gold also the Greed mastery, heroic, land and Gold Rush),
 * the drop and double-drop percents and the trinkets' base mob gold.
 */
export function fightRewardPercents(
  fighter: Fighter,
  figures: PlayerFighterInput,
  personal: PersonalBonusPercents,
  world: WorldBonus,
): RewardBonuses {
  const { trinkets } = fighter;
  const masteryGold = battleMasteryPercents(figures.mastery.id, figures.mastery.level).gold;
  return {
    expPercent:
      trinkets.combatExpPercent +
      figures.potion.exp +
      fighter.shrine.expPercent +
      personal.combatExpPercent +
      world.expPercent,
    goldPercent:
      trinkets.goldPercent +
      personal.goldPercent +
      masteryGold +
      figures.potion.gold +
      fighter.heroicGoldPercent +
      fighter.landGoldPercent +
      fighter.shrine.goldPercent +
      equipmentGoldRushPercent(Object.values(fighter.equipment)) +
      world.goldPercent,
    dropPercent: trinkets.battleDropPercent + personal.dropPercent,
    doubleDropPercent: trinkets.battleDoubleItemsPercent,
    baseMobGold: trinkets.baseMobGold,
  };
}

/**
 * Fights `opponent`. A boss fight is never won or lost: it teaches every time and counts its
 * damage; other fights teach and reward only when won.
 */
export function fight(
  game: GameContext,
  state: ActionState<FighterOwn>,
  opponent: Opponent,
  options: { boss: boolean },
): Fight {
  const { fighter } = state.own;
  const figures = fighterFigures(fighter, state.username);
  const world = worldBonusFor(game.world, state.action);
  const outcome = simulateBattle(playerCombatStats(figures), opponent.stats, game.random);
  const won = !options.boss && outcome.winner === 1;
  const { personal } = state;
  const rewards = fightRewardPercents(fighter, figures, personal, world);
  const { expPercent, goldPercent } = rewards;
  // Base Mob Gold (a trinket mod) adds to the mob's own gold, before the percents.
  const rolledGold = won
    ? randomInt(game.random, opponent.gold[0], opponent.gold[1]) + rewards.baseMobGold
    : 0;
  const gold = Math.floor(rolledGold * (1 + goldPercent / 100));
  const taxableGold = Math.floor(rolledGold * (1 + (goldPercent - world.goldPercent) / 100));
  const exp = won || options.boss ? Math.floor(opponent.exp * (1 + expPercent / 100)) : 0;
  const { trinkets } = fighter;
  const drops = won
    ? rollLoot(game, opponent.loot, {
        dropPercent: rewards.dropPercent,
        doublePercent: rewards.doubleDropPercent,
      })
    : [];
  const draw = () => game.random.next();
  const attributeColumn = won ? (ATTRIBUTE_COLUMNS.get(fighter.activeAttribute) ?? null) : null;
  const attributeGain = attributeColumn
    ? boostedWholeGain(1, trinkets.attributeGainPercent, draw)
    : 0;
  const masteryGain =
    fighter.activeMastery > 0
      ? boostedWholeGain(MASTERY_EXP_PER_ACTION, trinkets.masteryExpPercent, draw)
      : 0;

  fighter.battlingExp += exp;
  fighter.masteryExp += masteryGain;
  if (attributeColumn) fighter.user[attributeColumn] += attributeGain;
  // Every active potion is one action shorter after this fight.
  const potionsUsed = fighter.hasPotions;
  let potionsEnded = false;
  if (potionsUsed) {
    const used = usePotions(fighter.potions);
    fighter.potions = used.potions;
    fighter.hasPotions = Object.keys(used.potions).length > 0;
    potionsEnded = used.ended;
  }
  const battlingLevel = skillFromExp(fighter.battlingExp);
  const masteryView =
    masteryGain > 0 ? { id: fighter.activeMastery, ...masteryFromExp(fighter.masteryExp) } : null;
  const attributeValue = attributeColumn ? fighter.user[attributeColumn] : 0;
  const potionsLeft = { ...fighter.potions };
  const { activeMastery } = fighter;
  const userId = state.userId;
  // Drawn last, so a fight's other draws keep their order.
  const rarityUpgrade = rollRarityUpgrade(game, fighter.equipment);
  let rarityLine: string | null = null;
  if (rarityUpgrade) {
    const slotItem = fighter.equipment[String(rarityUpgrade.slot) as keyof Equipment];
    rarityLine = equipmentRarityUpgradeText(
      equipmentName(rarityUpgrade.slot, slotItem?.type ?? 1),
      rarityName(rarityUpgrade.rarity),
    );
    const upgraded = applyRarityUpgrade(fighter.equipment, fighter.equipmentBonus, rarityUpgrade);
    fighter.equipment = upgraded.equipment;
    fighter.equipmentBonus = upgraded.totals;
  }
  const equipmentTotals = fighter.equipmentBonus;
  const increments: [StatisticKey, number][] = options.boss
    ? []
    : [[won ? 'totalMobsKilled' : 'totalDeaths', 1]];

  return {
    result: {
      p1: outcome.p1,
      p2: outcome.p2,
      winner: outcome.winner,
      exp,
      gold,
      attributeGain,
    },
    won,
    rounds: outcome.rounds,
    expPercent,
    damage: outcome.p1.totalDamage,
    taxableGold,
    itemsToAdd: [...(gold > 0 ? [{ id: 'gold', amount: gold }] : []), ...drops],
    drops,
    increments,
    tracker: { wins: won ? 1 : 0, losses: won || options.boss ? 0 : 1, gold },
    writes: {
      userId,
      attributeColumn,
      attributeGain,
      activeMastery,
      masteryGain,
      potionsUsed,
      potionsEnded,
      drops,
      rarityUpgrade,
      rarityLine,
    },
    answer: {
      ...(attributeColumn || (rarityUpgrade && rarityLine)
        ? {
            player: {
              ...(attributeColumn ? { [attributeColumn]: attributeValue } : {}),
              ...(rarityUpgrade && rarityLine ? equipmentTotals : {}),
            },
          }
        : {}),
      skill: { id: 'battling', ...battlingLevel },
      drops,
      ...(masteryView ? { masteryData: masteryView } : {}),
      ...(potionsUsed ? { potions: potionsLeft } : {}),
      ...(rarityUpgrade && rarityLine
        ? { eqRarityUpgrade: rarityUpgrade, log: [{ type: 'msg' as const, msg: rarityLine }] }
        : {}),
    },
  };
}

/** Applies a fight's writes (`extraDrops`: a chest's, logged like the fight's drops). */
export async function writeFight(
  trx: Transaction<Database>,
  db: Db,
  fought: FightWrite,
  extraDrops: readonly ItemAmount[],
  now: number,
): Promise<void> {
  const { userId, attributeColumn, attributeGain, activeMastery, masteryGain } = fought;
  const { potionsUsed, potionsEnded, drops, rarityUpgrade, rarityLine } = fought;
  const write = fightWrites(db);
  if (attributeColumn) batchRows(trx, write.attributes, [userId, attributeColumn, attributeGain]);
  if (masteryGain > 0) batchRows(trx, write.masteryExp, [userId, activeMastery, masteryGain]);
  if (potionsUsed) await write.usePotions(trx, { userId });
  if (potionsEnded) await write.endPotions(trx, { userId });
  const rare = [...drops, ...extraDrops].filter(
    (drop) => (findItem(drop.id)?.rarity ?? 0) >= LOGGED_DROP_RARITY && drop.amount > 0,
  );
  for (const drop of rare) {
    batchRows(trx, write.log, [userId, 'item', foundItemText(drop.id, drop.amount), now]);
  }
  if (rarityUpgrade && rarityLine) {
    const { slot, rarity } = rarityUpgrade;
    batchRows(trx, write.rarity, [userId, slot, rarity]);
    batchRows(trx, write.log, [userId, 'msg', rarityLine, now]);
  }
}

/** A fight tick's writes: the fight's, the chest's drops to log, and the handler's own. */
export interface FightTickWrites<Own = undefined> {
  fight: FightWrite;
  chest: ItemAmount[];
  own: Own;
}

/**
 * The tick of a fight: its experience, items, statistics, writes and answer (the handler adds
 * its own, its answer part over the fight's). The fight's answer carries the tracker.
 */
export function fightTick<Data, Own = undefined>(
  fought: Fight,
  parts: {
    increments?: [StatisticKey, number][];
    skills?: Tick['skills'];
    writes?: Own;
    chest?: ItemAmount[];
    answer: AnswerPart<Data>;
  },
): Tick<Data, FightTickWrites<Own>> {
  const chest = parts.chest ?? [];
  const itemsToAdd = chest.length > 0 ? [...fought.itemsToAdd, ...chest] : fought.itemsToAdd;
  return {
    kind: 'tick',
    increments: [...fought.increments, ...(parts.increments ?? [])],
    skills: [['battling', fought.result.exp], ...(parts.skills ?? [])],
    itemsToAdd,
    tracker: fought.tracker,
    answersTracker: true,
    // A fight's data is its battle result, which carries the clan's figures.
    taxable: {
      items: fought.taxableGold > 0 ? [{ id: 'gold', amount: fought.taxableGold }] : [],
      shown: 'battle',
    },
    writes: { fight: fought.writes, chest, own: parts.writes as Own },
    answer: {
      ...(fought.answer as AnswerPart<Data>),
      itemsToAdd,
      ...parts.answer,
      ...(fought.answer.player && parts.answer.player
        ? { player: { ...fought.answer.player, ...parts.answer.player } }
        : {}),
    },
  };
}

/** The fight's part of a fighting handler's `write` (the handler's own follow). */
export function writeFightTick(
  trx: Transaction<Database>,
  tick: { writes?: FightTickWrites<unknown> },
  context: { game: GameContext; now: number },
): Promise<void> {
  if (!tick.writes) return Promise.resolve();
  return writeFight(trx, context.game.db, tick.writes.fight, tick.writes.chest, context.now);
}

/** The attributes fights raised in a batch: one row per player, a gain per column. */
function attributeRows(db: Db): BatchRows<readonly [number, AttributeColumn, number]> {
  const statement = userAttributeStatements(db).raise;
  return {
    async write(trx, rows) {
      if (rows.length === 0) return;
      const gains = new Map<number, number[]>();
      for (const [userId, column, gain] of rows) {
        let row = gains.get(userId);
        if (!row) gains.set(userId, (row = [userId, ...USER_ATTRIBUTE_COLUMNS.map(() => 0)]));
        const at = 1 + USER_ATTRIBUTE_COLUMNS.indexOf(column);
        row[at] = (row[at] ?? 0) + gain;
      }
      await statement.held(
        trx,
        [...gains.values()].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
      );
    },
  };
}

/** The rarities fights raised in a batch: the highest per player and slot. */
function raisedRarities(db: Db): BatchRows<readonly [number, number, number]> {
  const statement = equipmentStatements(db).raiseRarity;
  return {
    async write(trx, rows) {
      if (rows.length === 0) return;
      const highest = new Map<string, [number, number, number]>();
      for (const [userId, slot, rarity] of rows) {
        const key = `${userId}/${slot}`;
        const found = highest.get(key);
        if (!found || found[2] < rarity) highest.set(key, [userId, slot, rarity]);
      }
      await statement.held(
        trx,
        [...highest.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]),
      );
    },
  };
}

/** The fight's compiled statements, gathered once per database. */
const fightWrites = compiledPerDatabase((db: Db) => ({
  /** (user id, attribute, gain), written for the group-commit batch in one statement. */
  attributes: attributeRows(db),
  /** (user id, mastery id, experience), likewise. */
  masteryExp: summedRows(masteryStatements(db).addExp, 2),
  usePotions: potionStatements(db).use,
  endPotions: potionStatements(db).end,
  /** (user id, type, line, time), stored for the batch in one statement. */
  log: listedRows(logStatements(db).insert),
  /** (user id, slot, rarity), likewise. */
  rarity: raisedRarities(db),
}));
