/** SCAFFOLD (replaced this session): the clan members calls. */
import type { ChangeRankAnswer, ClanSentInvitesAnswer, LoadMembersAnswer } from '@idle/contracts';
import type { ClanSchemas } from '@idle/contracts/schemas';
import type { z } from 'zod';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { CLANS_NOT_READY_TEXT } from './scaffold';

export async function loadMembers(_game: GameContext, _userId: number): Promise<LoadMembersAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function kickMember(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.KickMemberRequest>,
): Promise<LoadMembersAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function changeRank(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.ChangeRankRequest>,
): Promise<ChangeRankAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function leaveClan(_game: GameContext, _userId: number): Promise<true> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function sendInvite(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.SendInviteRequest>,
): Promise<ClanSentInvitesAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function cancelInvite(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof ClanSchemas.CancelInviteRequest>,
): Promise<ClanSentInvitesAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}

export async function sentInvites(
  _game: GameContext,
  _userId: number,
): Promise<ClanSentInvitesAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}
