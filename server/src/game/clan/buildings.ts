/**
 * Clan buildings: their levels, what they do for every member, and the buildings calls. A level
 * is paid from the clan storage (the cost leaves the economy) by a member whose rank has the
 * buildings permission.
 */
import type { ClanAttributeTotems, ClanBuilding, LoadBuildingsAnswer } from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import {
  ATTRIBUTE_TOTEM_PERCENT_PER_LEVEL,
  AUTOS_TOTEM_PERCENT_PER_LEVEL,
  buildingUpgradedText,
  clanBuildingLevelCost,
  clanMembersLimit,
  CLAN_MEMBERS_PER_HEADQUARTERS_LEVEL,
  formatNumber,
  SHARDS_TOTEM_PERCENT_PER_LEVEL,
  SPECIAL_AREA_TOTEM_PERCENT_PER_LEVEL,
} from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/transactions';
import type { Database } from '../../db/schema';
import { GameError } from '../errors';
import {
  CLAN_BUILDINGS,
  CLAN_BUILDINGS_BY_ID,
  type ClanBuildingContent,
  type ClanBuildingEffect,
} from '../content/clan-buildings';
import { findItem } from '../content/items';
import type { GameContext } from '../context';
import {
  findBuildingLevel,
  listBuildingLevels,
  listMemberBuildingLevels,
  raiseBuildingLevel,
} from './clan-buildings.repository';
import { listMemberIds } from './clan-members.repository';
import { addClanLog, clanDataOf, requireClanPermission, takeFromClanStorage } from './core';

type Executor = Db | Transaction<Database>;

export const UNKNOWN_BUILDING_TEXT = 'There is no such clan building.';
export const MAX_LEVEL_TEXT = 'That building is already at its maximum level.';

/** "The clan storage does not hold enough Gold." */
export function notEnoughInStorageText(itemId: string): string {
  return `The clan storage does not hold enough ${findItem(itemId)?.name ?? itemId}.`;
}

/** A clan's building levels by building id; a building never upgraded is absent (level 0). */
export type ClanBuildingLevels = ReadonlyMap<number, number>;

const NO_BUILDINGS: ClanBuildingLevels = new Map();

/** The clan's building levels. */
export async function buildingLevels(db: Executor, clanId: number): Promise<ClanBuildingLevels> {
  const rows = await listBuildingLevels(db, clanId);
  return new Map(rows.map((row) => [row.building_id, row.level]));
}

/** The building levels of the player's clan (none outside a clan), in one read. */
export async function memberBuildingLevels(
  db: Executor,
  userId: number,
): Promise<ClanBuildingLevels> {
  const rows = await listMemberBuildingLevels(db, userId);
  return rows.length === 0
    ? NO_BUILDINGS
    : new Map(rows.map((row) => [row.building_id, row.level]));
}

/** The level of the clan's building that has this effect (0 when not built). */
export function effectLevel(
  levels: ClanBuildingLevels,
  matches: (effect: ClanBuildingEffect) => boolean,
): number {
  const building = CLAN_BUILDINGS.find((candidate) => matches(candidate.effect));
  return building ? (levels.get(building.id) ?? 0) : 0;
}

/** How many members the clan may hold: its headquarters' level decides. */
export function membersLimit(levels: ClanBuildingLevels): number {
  return clanMembersLimit(effectLevel(levels, (effect) => effect.kind === 'membersLimit'));
}

export const autosTotemLevel = (levels: ClanBuildingLevels) =>
  effectLevel(levels, (effect) => effect.kind === 'maxAutos');
export const specialAreaTotemLevel = (levels: ClanBuildingLevels) =>
  effectLevel(levels, (effect) => effect.kind === 'specialBattles');
export const shardsTotemLevel = (levels: ClanBuildingLevels) =>
  effectLevel(levels, (effect) => effect.kind === 'gatheringShards');

/** The attribute totems' percents of the base attributes (see clanTotemAttributeBonus). */
export type AttributeTotemPercents = ClanAttributeTotems;

export function attributeTotemPercents(levels: ClanBuildingLevels): AttributeTotemPercents {
  const percent = (attribute: keyof AttributeTotemPercents) =>
    ATTRIBUTE_TOTEM_PERCENT_PER_LEVEL *
    effectLevel(levels, (effect) => effect.kind === 'attribute' && effect.attribute === attribute);
  return {
    health: percent('health'),
    attack: percent('attack'),
    defence: percent('defence'),
    accuracy: percent('accuracy'),
    dodge: percent('dodge'),
  };
}

/** What one level of the building does, in words with the figures. */
function effectDescription(effect: ClanBuildingEffect): string {
  switch (effect.kind) {
    case 'membersLimit':
      return `+${formatNumber(CLAN_MEMBERS_PER_HEADQUARTERS_LEVEL)} clan members a level.`;
    case 'maxAutos':
      return `+${formatNumber(AUTOS_TOTEM_PERCENT_PER_LEVEL)}% maximum Autos a level, after every other bonus.`;
    case 'specialBattles':
      return `+${formatNumber(SPECIAL_AREA_TOTEM_PERCENT_PER_LEVEL)}% daily special-area battles a level.`;
    case 'gatheringShards':
      return `+${formatNumber(SHARDS_TOTEM_PERCENT_PER_LEVEL)}% chance of gathering shards a level.`;
    case 'attribute':
      return `+${formatNumber(ATTRIBUTE_TOTEM_PERCENT_PER_LEVEL)}% of your base ${effect.attribute} a level.`;
  }
}

function buildingView(building: ClanBuildingContent, level: number): ClanBuilding {
  return {
    id: building.id,
    name: building.name,
    level,
    maxLevel: building.maxLevel,
    description: effectDescription(building.effect),
    cost: level >= building.maxLevel ? null : clanBuildingLevelCost(building.baseCost, level + 1),
  };
}

async function buildingsAnswer(db: Executor, userId: number): Promise<LoadBuildingsAnswer> {
  const clanData = await clanDataOf(db, userId);
  const levels = await buildingLevels(db, clanData.clanid);
  return {
    clanData,
    buildingsData: CLAN_BUILDINGS.map((building) =>
      buildingView(building, levels.get(building.id) ?? 0),
    ),
  };
}

/** `loadBuildings`: every building with its level and next cost; members only. */
export async function loadBuildings(
  game: GameContext,
  userId: number,
): Promise<LoadBuildingsAnswer> {
  return buildingsAnswer(game.db, userId);
}

/**
 * `upgradeBuilding {id}`: one level more, paid from the clan storage in the same transaction
 * (destroyed, counted on the upgrader), logged in the clan log. Needs the buildings permission;
 * refused at the maximum level or when the storage holds too little, nothing changed.
 */
export async function upgradeBuilding(
  game: GameContext,
  userId: number,
  input: z.infer<typeof ClanSchemas.UpgradeBuildingRequest>,
): Promise<LoadBuildingsAnswer> {
  const building = CLAN_BUILDINGS_BY_ID.get(input.id);
  if (!building) throw new GameError(UNKNOWN_BUILDING_TEXT);
  const now = game.clock.now();
  const answer = await writeTransaction(game.db, async (trx) => {
    const { clanId } = await requireClanPermission(trx, userId, 'buildings');
    const stored = await findBuildingLevel(trx, clanId, building.id);
    const level = stored ?? 0;
    if (level >= building.maxLevel) throw new GameError(MAX_LEVEL_TEXT);
    const cost = clanBuildingLevelCost(building.baseCost, level + 1);
    await takeFromClanStorage(
      trx,
      clanId,
      Object.entries(cost).map(([id, amount]) => ({ id, amount })),
      notEnoughInStorageText,
      'destroyed',
      userId,
    );
    // Only the level read above is raised: a concurrent upgrade makes this one fail.
    const raised = await raiseBuildingLevel(trx, clanId, building.id, stored);
    if (!raised) throw new Error('The building changed during its upgrade');
    await addClanLog(trx, clanId, buildingUpgradedText(building.name, level + 1), now);
    return buildingsAnswer(trx, userId);
  });
  await forgetMembersTicks(game, answer.clanData.clanid);
  return answer;
}

/** The members' cached tick states read the old levels (totems): their next ticks read afresh. */
async function forgetMembersTicks(game: GameContext, clanId: number): Promise<void> {
  for (const memberId of await listMemberIds(game.db, clanId)) game.actionCache.forget(memberId);
}
