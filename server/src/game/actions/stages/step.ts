/**
 * Step 4, the step: each tick modifier's part before it (what the boosts add now, ...), then the
 * handler's step, synchronous, from the cached state alone.
 */
import type { GameContext } from '../../context';
import type { ActionHandler, NoTick, Tick } from '../handler';
import type { ActionState } from '../state';

export function stepTick<Request, Own, Data, Writes, Written>(
  game: GameContext,
  handler: ActionHandler<Request, Own, Data, Writes, Written>,
  state: ActionState<Own>,
  request: Request,
  now: number,
  delay: number,
): Tick<Data, Writes> | NoTick {
  const { tickModifiers } = game;
  for (let index = 0; index < tickModifiers.length; index++) {
    tickModifiers[index]?.beforeStep?.(state, state.modifiers[index], now);
  }
  return handler.step({ game, state, request, now, delay });
}
