/** SCAFFOLD (replaced this session): the clan registry calls. */
import type {
  ClanInvite,
  ClanListEntry,
  ClanProfileAnswer,
  CreateClanAnswer,
  HandleInviteAnswer,
} from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import type { z } from 'zod';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { CLANS_NOT_READY_TEXT } from './scaffold';

export async function createClan(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.CreateClanRequest>,
): Promise<CreateClanAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function clanList(_game: GameContext, _userId: number): Promise<ClanListEntry[]> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function receivedInvites(_game: GameContext, _userId: number): Promise<ClanInvite[]> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function handleInvite(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.HandleInviteRequest>,
): Promise<HandleInviteAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function clanProfile(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.ClanProfileQuery>,
): Promise<ClanProfileAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}
