/** Building the player's view of the game from storage (spec 000 section 3 entities). */
import {
  SKILL_IDS,
  type ActiveSelection,
  type EqStats,
  type Equipment,
  type Jewel,
  type RuneEntry,
  type Mastery,
  type Player,
  type SkillId,
  type Skills,
  type Tools,
} from '@idle/contracts';
import {
  equipmentLevelUpgradeCost,
  equipmentTotals,
  masteryFromExp,
  skillFromExp,
} from '@idle/game-rules';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, JewelsTable, UserRow } from '../../db/schema';
import { storedActionName } from '../actions/action-state.repository';
import { loadUserRow } from '../accounts/users.repository';
import { AREAS } from '../content/areas';
import { ITEMS } from '../content/items';
import { MASTERIES } from '../content/progression';
import { loadTrinketBonuses } from '../trinkets/store';
import { equipmentRows } from '../inventory/equipment.repository';
import { equippedJewelStats, jewelsOf } from '../inventory/jewels.repository';
import { activePotions } from '../inventory/potions.repository';
import { runeBeltEntries } from '../inventory/rune-belt.repository';
import { toolLevels } from '../inventory/tools.repository';
import { masteryExps } from './masteries.repository';
import { skillExps } from './skills.repository';

type Executor = Db | Transaction<Database>;

const DAY_MS = 24 * 3600 * 1000;

/** The skill each action trains (the active selection's skill). */
const ACTION_SKILLS: Partial<Record<string, SkillId>> = {
  battling: 'battling',
  specialBattling: 'battling',
  bossBattle: 'battling',
  dungeoneering: 'dungeoneering',
  mining: 'mining',
  woodcutting: 'woodcutting',
  quarrying: 'quarrying',
  runecrafting: 'runecrafting',
  jewelcrafting: 'jewelcrafting',
  jewelcrafting_create_gem: 'jewelcrafting',
  alchemy: 'alchemy',
};

export const UNKNOWN_PLAYER_TEXT = 'There is no player with that name.';

export async function loadUser(db: Executor, userId: number): Promise<UserRow> {
  return loadUserRow(db, userId);
}

export async function loadEquipment(db: Executor, userId: number): Promise<Equipment> {
  const rows = await equipmentRows(db, userId);
  const equipment: Equipment = {};
  for (const row of rows) {
    const key = String(row.slot) as keyof Equipment;
    equipment[key] = {
      level: row.level,
      type: row.type,
      rarity: row.rarity,
      levelUpgradeCost: equipmentLevelUpgradeCost(row.level),
    };
  }
  return equipment;
}

type StatBlock = Partial<Record<'health' | 'attack' | 'defence' | 'accuracy' | 'dodge', number>>;

/**
 * The equipment totals a player fights with (game-rules' equipmentTotals), the runes on the rune
 * belt named by id and their stats read from the content.
 */
export function eqStatsWith(
  equipment: Equipment,
  runeIds: readonly string[],
  jewels: readonly StatBlock[],
  trinketAttributes = 0,
): EqStats {
  const runes = runeIds.map((runeId) => ITEMS[runeId]?.runeStats ?? {});
  return equipmentTotals(equipment, runes, jewels, trinketAttributes);
}

export async function loadRuneBelt(db: Executor, userId: number): Promise<RuneEntry[]> {
  const rows = await runeBeltEntries(db, userId);
  return rows.map((row) => ({ id: row.id, runeid: row.rune_id }));
}

/** The player's equipment totals with runes, jewels and trinkets, read from storage. */
export async function loadEqStats(db: Executor, userId: number): Promise<EqStats> {
  const [equipment, runes, jewels, trinkets] = await Promise.all([
    loadEquipment(db, userId),
    loadRuneBelt(db, userId),
    equippedJewelStats(db, userId),
    loadTrinketBonuses(db, userId, 1),
  ]);
  return eqStatsWith(
    equipment,
    runes.map((rune) => rune.runeid),
    jewels,
    trinkets.attributes,
  );
}

/** A stored jewel as answers carry it. */
export function jewelView(row: Selectable<JewelsTable>): Jewel {
  return {
    id: row.id,
    type: row.type,
    gemType: row.gem_type as Jewel['gemType'],
    rarity: row.rarity,
    stats: {
      health: row.health,
      attack: row.attack,
      defence: row.defence,
      accuracy: row.accuracy,
      dodge: row.dodge,
      total: row.health + row.attack + row.defence + row.accuracy + row.dodge,
    },
    equipped: row.equipped !== 0,
    marketPrice: row.market_price,
    craftedBy: row.crafted_by_name,
    craftedByUserid: row.crafted_by_user_id,
  };
}

export async function loadJewels(db: Executor, userId: number): Promise<Jewel[]> {
  return (await jewelsOf(db, userId)).map(jewelView);
}

/** Active potions: potion id to [percent, actions remaining] (spec 000 misc.potions). */
export async function loadPotions(
  db: Executor,
  userId: number,
): Promise<Record<string, [number, number]>> {
  const rows = await activePotions(db, userId);
  return Object.fromEntries(rows.map((row) => [row.potion_id, [row.percent, row.remaining]]));
}

/** eqMastery1 to eqMastery5: the Mastery Boost percent equipment gives each battling mastery. */
export function eqMasteryFields(
  masteryBoostPercent: number,
): Pick<Player, 'eqMastery1' | 'eqMastery2' | 'eqMastery3' | 'eqMastery4' | 'eqMastery5'> {
  // A trinket's Mastery Boost raises whichever battling mastery is active: the same for each.
  return {
    eqMastery1: masteryBoostPercent,
    eqMastery2: masteryBoostPercent,
    eqMastery3: masteryBoostPercent,
    eqMastery4: masteryBoostPercent,
    eqMastery5: masteryBoostPercent,
  };
}

export function playerView(
  user: UserRow,
  eqStats: EqStats,
  masteryBoostPercent: number,
  now: number,
): Player {
  return {
    userid: user.id,
    username: user.username,
    age: Math.floor((now - user.created_at) / DAY_MS),
    accountStatus: user.account_status,
    nobilityRank: user.nobility_rank,
    autos: user.autos,
    maxAutos: user.max_autos,
    health: user.health,
    attack: user.attack,
    defence: user.defence,
    accuracy: user.accuracy,
    dodge: user.dodge,
    ...eqStats,
    ...eqMasteryFields(masteryBoostPercent),
  };
}

export async function loadSkills(db: Executor, userId: number): Promise<Skills> {
  const rows = await skillExps(db, userId);
  const exp = new Map(rows.map((row) => [row.skill, row.exp]));
  return Object.fromEntries(SKILL_IDS.map((id) => [id, skillFromExp(exp.get(id) ?? 0)])) as Skills;
}

export async function loadMasteries(
  db: Executor,
  userId: number,
): Promise<Record<string, Mastery>> {
  const rows = await masteryExps(db, userId);
  const exp = new Map(rows.map((row) => [row.mastery_id, row.exp]));
  return Object.fromEntries(
    Object.entries(MASTERIES).map(([id, mastery]) => [
      id,
      { ...mastery, ...masteryFromExp(exp.get(Number(id)) ?? 0) },
    ]),
  );
}

export async function loadTools(db: Executor, userId: number): Promise<Tools> {
  const rows = await toolLevels(db, userId);
  const tools: Tools = { pickaxe: 1, hatchet: 1, hammer: 1 };
  for (const row of rows) if (row.tool in tools) tools[row.tool as keyof Tools] = row.level;
  return tools;
}

export function findMob(areaId: number, mobId: number) {
  const area = AREAS.find((candidate) => candidate.id === areaId);
  const mob = area?.mobs.find((candidate) => candidate.id === mobId);
  return area && mob ? { area, mob } : null;
}

export async function loadActiveSelection(db: Executor, user: UserRow): Promise<ActiveSelection> {
  const stored = await storedActionName(db, user.id);
  const found = findMob(user.last_area, user.last_mob);
  const mob = found ? { id: found.mob.id, name: found.mob.name, area: found.area.id } : null;
  const action = stored as ActiveSelection['action'];
  const skill: SkillId | null = action ? (ACTION_SKILLS[action] ?? null) : null;
  return { skill, mastery: user.active_mastery, attribute: user.active_attribute, mob, action };
}
