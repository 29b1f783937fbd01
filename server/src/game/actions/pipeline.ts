/**
 * The one way a timed action ticks (every `actions/<file>.php`): `runTick` runs the stages
 * (stages/), in this order:
 *
 * 1. load: the player's state from the action cache, or read once;
 * 2. the shared checks: the timer, a pending captcha and the Autos; the timer is then taken at
 *    once, before anything awaits;
 * 3. the day and month roll-overs;
 * 4. the tick modifiers' part before the step (modifier.ts), then the handler's step;
 * 5. the common statistics, the Auto spent and the tracker, in memory;
 * 6. the writes, as compiled increments in the group commit (with the handler's and the
 *    modifiers' own);
 * 7. the answer, the handler's with the modifiers' outcomes merged in.
 *
 * One tick per delay per player, whichever endpoints the ticks come to: the timer lives in the
 * action cache apart from the cached states, so switching actions never forgets it, and the
 * stored action row guards it again inside the writes, compared and set: the row is written
 * only while its timer is the one this instance last stored or read. With several server
 * instances on one database a player's calls normally reach one instance (sticky sessions);
 * when they move, the instance they left holds a stale state, and the other's ticks changed the
 * stored timer: its next tick there is refused inside the writes (nothing stored) and run once
 * more from the stored state. Instances tell each other of no tick.
 */
import type { TickAnswer } from '@idle/contracts';
import type { GameContext } from '../context';
import { endAction, tooEarly } from './current-action';
import type { ActionHandler } from './handler';
import { answerTick } from './stages/answer';
import { checkTick } from './stages/checks';
import { stateFor } from './stages/load';
import { rollOver } from './stages/roll-overs';
import { countTick } from './stages/statistics';
import { stepTick } from './stages/step';
import { writeTick } from './stages/writes';
import { type ActionState, isActionState } from './state';
import { StaleActionState } from './writes';

/** Whether an answer ends the action (the client's loop stops on it). */
function endsAction(answer: TickAnswer): boolean {
  return answer.stopAction !== undefined || answer.startDefaultAction !== undefined;
}

/**
 * One tick of `handler`'s action for the player. An answer that stops the action also marks it
 * ended on the server, so a reload does not resume it.
 */
export async function runTick<Request, Own, Data, Writes, Written>(
  game: GameContext,
  handler: ActionHandler<Request, Own, Data, Writes, Written>,
  userId: number,
  request: Request,
): Promise<TickAnswer> {
  const answer = await tickFromStoredState(game, handler, userId, request);
  if (endsAction(answer)) await endAction(game, userId, handler.action);
  return answer;
}

/** A tick whose cached state was stale (see writes.ts) is run once more, loaded afresh. */
async function tickFromStoredState<Request, Own, Data, Writes, Written>(
  game: GameContext,
  handler: ActionHandler<Request, Own, Data, Writes, Written>,
  userId: number,
  request: Request,
): Promise<TickAnswer> {
  try {
    return await tickOnce(game, handler, userId, request);
  } catch (error) {
    if (!(error instanceof StaleActionState)) throw error;
  }
  try {
    return await tickOnce(game, handler, userId, request);
  } catch (error) {
    if (!(error instanceof StaleActionState)) throw error;
    // Ticked again elsewhere while this one read: the client tries again in a moment.
    const now = game.clock.now();
    throw tooEarly(now, now);
  }
}

async function tickOnce<Request, Own, Data, Writes, Written>(
  game: GameContext,
  handler: ActionHandler<Request, Own, Data, Writes, Written>,
  userId: number,
  request: Request,
): Promise<TickAnswer> {
  const now = game.clock.now();
  const loaded = await stateFor(game, handler, userId, request, now);
  if (!isActionState(loaded)) return loaded.stop;
  const state = loaded as ActionState<Own>;
  const delay = Math.max(0, game.actionDelayMs + (handler.delayChangeMs?.(game, state.own) ?? 0));

  // From here to the writes nothing awaits: the timer is checked and taken in one go.
  const timer = game.actionCache.nextTickAt(userId);
  const refusal = checkTick(game, state, timer, now, delay);
  if (refusal) return refusal;
  const period = rollOver(handler, state, now);
  const tick = stepTick(game, handler, state, request, now, delay);
  if (tick.kind === 'stop') {
    game.actionCache.setNextTickAt(userId, timer);
    if (tick.forget) game.actionCache.forget(userId);
    return tick.answer;
  }
  const counted = countTick(state, tick, period, now, delay);
  const context = { game, state, now };
  const written = await writeTick(handler, context, tick, counted, delay, timer);
  if (written.refused) return written.refused;
  // Another action's state read while this tick was being stored has missed its writes; a
  // modifier's writes (a loadout put on) may have changed what the state holds.
  if (game.actionCache.get(userId) !== state || written.outcomes.some((outcome) => outcome.stale))
    game.actionCache.forget(userId);
  if (counted.isAction) game.world.countAction(handler.action);
  return answerTick(handler, context, tick, counted, written.written, written.outcomes, delay);
}
