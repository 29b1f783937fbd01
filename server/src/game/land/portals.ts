/** SCAFFOLD (replaced this session): portals. */
import type { PortalDataAnswer, UpgradePortalAnswer } from '@idle/contracts';
import type { LandSchemas } from '@idle/contracts/schemas';
import type { z } from 'zod';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { NOT_READY_TEXT } from '../land/scaffold';

export async function portalData(_game: GameContext, _userId: number): Promise<PortalDataAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function upgradePortal(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof LandSchemas.UpgradePortalRequest>,
): Promise<UpgradePortalAnswer> {
  throw new GameError(NOT_READY_TEXT);
}
