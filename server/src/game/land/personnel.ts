/** SCAFFOLD (replaced this session): personnel. */
import type { LoadPersonnelAnswer, UpgradePersonnelAnswer } from '@idle/contracts';
import type { LandSchemas } from '@idle/contracts/schemas';
import type { z } from 'zod';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { NOT_READY_TEXT } from '../land/scaffold';

export async function loadPersonnel(
  _game: GameContext,
  _userId: number,
): Promise<LoadPersonnelAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function upgradePersonnel(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof LandSchemas.UpgradePersonnelRequest>,
): Promise<UpgradePersonnelAnswer> {
  throw new GameError(NOT_READY_TEXT);
}
