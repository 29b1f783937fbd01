/** Building the player's view of the game from storage (spec 000 section 3 entities). */
import {
  SKILL_IDS,
  type ActiveSelection,
  type Equipment,
  type Mastery,
  type Player,
  type SkillId,
  type Skills,
  type Tools,
} from '@idle/contracts';
import { effectiveEquipmentAttribute, equipmentPower, isWeaponSlot } from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { AREAS } from './content/areas';
import { MASTERIES, masteryExpToLevel, skillFromExp } from './content/progression';

type Executor = Db | Transaction<Database>;

const DAY_MS = 24 * 3600 * 1000;

export async function loadUser(db: Executor, userId: number): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function loadEquipment(db: Executor, userId: number): Promise<Equipment> {
  const rows = await db.selectFrom('equipment').selectAll().where('user_id', '=', userId).execute();
  const equipment: Equipment = {};
  for (const row of rows) {
    const key = String(row.slot) as keyof Equipment;
    equipment[key] = {
      level: row.level,
      type: row.type,
      rarity: row.rarity,
      levelUpgradeCost: levelUpgradeCost(row.level),
    };
  }
  return equipment;
}

/** Gold to raise an item's level by one (our content rule: grows with the level). */
export function levelUpgradeCost(level: number): number {
  return Math.round(25 * level ** 1.6);
}

/** Equipment totals: weapons give attack, armor gives defence and twice as much health. */
export function equipmentBonuses(equipment: Equipment) {
  let weapons = 0;
  let armor = 0;
  for (const [slot, item] of Object.entries(equipment)) {
    const power = equipmentPower({ level: item.level, type: item.type, rarity: item.rarity });
    if (isWeaponSlot(Number(slot))) weapons += power;
    else armor += power;
  }
  return { eqAttack: weapons, eqDefence: armor, eqHealth: 2 * armor, eqAccuracy: 0, eqDodge: 0 };
}

export function playerView(user: UserRow, equipment: Equipment, now: number): Player {
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
    ...equipmentBonuses(equipment),
  };
}

/** The stats a player fights with: base attributes plus equipment (spec 000 §9 attribute rule). */
export function combatAttributes(
  player: Pick<
    Player,
    | 'health'
    | 'attack'
    | 'defence'
    | 'accuracy'
    | 'dodge'
    | 'eqHealth'
    | 'eqAttack'
    | 'eqDefence'
    | 'eqAccuracy'
    | 'eqDodge'
  >,
) {
  const combine = (base: number, eq: number) =>
    base + Math.floor(effectiveEquipmentAttribute(base, eq));
  return {
    health: combine(player.health, player.eqHealth),
    attack: combine(player.attack, player.eqAttack),
    defence: combine(player.defence, player.eqDefence),
    accuracy: combine(player.accuracy, player.eqAccuracy),
    dodge: combine(player.dodge, player.eqDodge),
  };
}

export async function loadSkills(db: Executor, userId: number): Promise<Skills> {
  const rows = await db
    .selectFrom('skills')
    .select(['skill', 'exp'])
    .where('user_id', '=', userId)
    .execute();
  const exp = new Map(rows.map((row) => [row.skill, row.exp]));
  return Object.fromEntries(SKILL_IDS.map((id) => [id, skillFromExp(exp.get(id) ?? 0)])) as Skills;
}

export function masteryFromExp(exp: number): Pick<Mastery, 'level' | 'exp' | 'expToLevel'> {
  let level = 0;
  let remaining = exp;
  while (remaining >= masteryExpToLevel(level)) {
    remaining -= masteryExpToLevel(level);
    level += 1;
  }
  return { level, exp: remaining, expToLevel: masteryExpToLevel(level) };
}

export async function loadMasteries(
  db: Executor,
  userId: number,
): Promise<Record<string, Mastery>> {
  const rows = await db
    .selectFrom('masteries')
    .select(['mastery_id', 'exp'])
    .where('user_id', '=', userId)
    .execute();
  const exp = new Map(rows.map((row) => [row.mastery_id, row.exp]));
  return Object.fromEntries(
    Object.entries(MASTERIES).map(([id, mastery]) => [
      id,
      { ...mastery, ...masteryFromExp(exp.get(Number(id)) ?? 0) },
    ]),
  );
}

export async function loadTools(db: Executor, userId: number): Promise<Tools> {
  const rows = await db
    .selectFrom('tools')
    .select(['tool', 'level'])
    .where('user_id', '=', userId)
    .execute();
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
  const state = await db
    .selectFrom('action_state')
    .select(['action'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const found = findMob(user.last_area, user.last_mob);
  const mob = found ? { id: found.mob.id, name: found.mob.name, area: found.area.id } : null;
  const action = (state?.action ?? null) as ActiveSelection['action'];
  const skill: SkillId | null = action === 'battling' ? 'battling' : null;
  return { skill, mastery: user.active_mastery, attribute: user.active_attribute, mob, action };
}
