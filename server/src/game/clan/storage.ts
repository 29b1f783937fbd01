/** SCAFFOLD (replaced this session): the clan storage calls. */
import type { ClanStorageAnswer, DonateItemsAnswer, LoadStorageAnswer } from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import type { z } from 'zod';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { CLANS_NOT_READY_TEXT } from './scaffold';

export async function loadStorage(_game: GameContext, _userId: number): Promise<LoadStorageAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function donateItems(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.DonateItemsRequest>,
): Promise<DonateItemsAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function sendItemsToMember(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.SendItemsToMemberRequest>,
): Promise<ClanStorageAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function convertItems(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.ConvertItemsRequest>,
): Promise<ClanStorageAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}
