/** Clan buildings: their levels, what they do for the clan, and the buildings calls. */
import type { LoadBuildingsAnswer } from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import { clanMembersLimit } from '@idle/game-rules';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { GameError } from '../../http/errors';
import { CLAN_BUILDINGS, type ClanBuildingEffect } from '../content/clan-buildings';
import type { GameContext } from '../context';
import { CLANS_NOT_READY_TEXT } from './scaffold';

/** A clan's building levels by building id; a building never upgraded is absent (level 0). */
export type ClanBuildingLevels = ReadonlyMap<number, number>;

/** The clan's building levels. */
export async function buildingLevels(db: Db, clanId: number): Promise<ClanBuildingLevels> {
  const rows = await db
    .selectFrom('clan_buildings')
    .select(['building_id', 'level'])
    .where('clan_id', '=', clanId)
    .execute();
  return new Map(rows.map((row) => [row.building_id, row.level]));
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

export async function loadBuildings(
  _game: GameContext,
  _userId: number,
): Promise<LoadBuildingsAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function upgradeBuilding(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.UpgradeBuildingRequest>,
): Promise<LoadBuildingsAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}
