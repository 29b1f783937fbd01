/** SCAFFOLD (replaced this session): raids. */
import type { EndRaidAnswer, LoadRaidsAnswer, StartRaidAnswer } from '@idle/contracts';
import type { LandSchemas } from '@idle/contracts/schemas';
import type { z } from 'zod';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { NOT_READY_TEXT } from '../land/scaffold';

export async function loadRaids(_game: GameContext, _userId: number): Promise<LoadRaidsAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function startRaid(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof LandSchemas.StartRaidRequest>,
): Promise<StartRaidAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function endRaid(_game: GameContext, _userId: number): Promise<EndRaidAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function cancelRaid(_game: GameContext, _userId: number): Promise<true> {
  throw new GameError(NOT_READY_TEXT);
}
