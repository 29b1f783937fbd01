/** SCAFFOLD (replaced this session): labyrinth. */
import type { ItemAmount, LoadLabyrinthAnswer, UpgradeArtisanTotemAnswer } from '@idle/contracts';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { NOT_READY_TEXT } from '../land/scaffold';

export async function loadLabyrinth(
  _game: GameContext,
  _userId: number,
): Promise<LoadLabyrinthAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function openLabyrinthChest(
  _game: GameContext,
  _userId: number,
): Promise<ItemAmount[]> {
  throw new GameError(NOT_READY_TEXT);
}

export async function upgradeArtisanTotem(
  _game: GameContext,
  _userId: number,
): Promise<UpgradeArtisanTotemAnswer> {
  throw new GameError(NOT_READY_TEXT);
}
