/** SCAFFOLD (replaced this session): the clan home calls. */
import type {
  ClanData,
  ClanTaxesAnswer,
  LoadClanHomeAnswer,
  LoadClanLogAnswer,
  PersonalTaxesAnswer,
} from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import type { z } from 'zod';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { CLANS_NOT_READY_TEXT } from './scaffold';

export async function loadClanHome(
  _game: GameContext,
  _userId: number,
): Promise<LoadClanHomeAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function loadClanLog(_game: GameContext, _userId: number): Promise<LoadClanLogAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function editAnnouncement(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.EditAnnouncementRequest>,
): Promise<{ announcement: string }> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function loadDetails(
  _game: GameContext,
  _userId: number,
): Promise<{ clanData: ClanData }> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function loadSettings(_game: GameContext, _userId: number): Promise<ClanTaxesAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function editTaxes(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.EditTaxesRequest>,
): Promise<ClanTaxesAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function editPersonalTaxes(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.EditPersonalTaxesRequest>,
): Promise<PersonalTaxesAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}
