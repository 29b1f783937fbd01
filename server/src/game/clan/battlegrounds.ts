/** SCAFFOLD (replaced this session): the clan battlegrounds calls. */
import type { LoadBattlegroundsAnswer } from '@idle/contracts';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { CLANS_NOT_READY_TEXT } from './scaffold';

export async function loadBattlegrounds(
  _game: GameContext,
  _userId: number,
): Promise<LoadBattlegroundsAnswer> {
  throw new GameError(CLANS_NOT_READY_TEXT);
}
