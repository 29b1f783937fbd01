/** SCAFFOLD (replaced this session): the clan buildings calls. */
import type { LoadBuildingsAnswer } from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import type { z } from 'zod';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { CLANS_NOT_READY_TEXT } from './scaffold';

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
