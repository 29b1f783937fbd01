/** SCAFFOLD (replaced this session): plot. */
import type { LandChangeAnswer, LoadLandAnswer } from '@idle/contracts';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { NOT_READY_TEXT } from '../land/scaffold';

export async function loadLand(_game: GameContext, _userId: number): Promise<LoadLandAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function buyPlot(_game: GameContext, _userId: number): Promise<LandChangeAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function upgradePlot(_game: GameContext, _userId: number): Promise<LandChangeAnswer> {
  throw new GameError(NOT_READY_TEXT);
}
