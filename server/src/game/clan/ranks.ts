/** SCAFFOLD (replaced this session): the clan ranks calls. */
import type { ClanRanksAnswer } from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import type { z } from 'zod';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { CLANS_NOT_READY_TEXT } from './scaffold';

export async function loadRanks(_game: GameContext, _userId: number): Promise<ClanRanksAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function changePermission(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.ChangePermissionRequest>,
): Promise<ClanRanksAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function changeRankName(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.ChangeRankNameRequest>,
): Promise<ClanRanksAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}
