/**
 * Step 2, the shared checks: the timer (the stored one and the action cache's), a pending
 * captcha and the Autos; the timer is then taken at once, before anything awaits. (The current
 * action is the handler's load's check.)
 */
import type { TickAnswer } from '@idle/contracts';
import type { GameContext } from '../../context';
import { NO_AUTOS_TEXT, TICK_TOLERANCE_MS, tooEarly } from '../current-action';
import type { ActionState } from '../state';

/**
 * The answer refusing the tick (no Autos, a captcha), or null when it goes on and the timer is
 * taken; throws a tick sent too early.
 */
export function checkTick(
  game: GameContext,
  state: ActionState,
  timer: number,
  now: number,
  delay: number,
): TickAnswer | null {
  const readyAt = Math.max(state.nextTickAt, timer);
  if (now < readyAt - TICK_TOLERANCE_MS) throw tooEarly(readyAt, now);
  // The client refreshes instead of ticking at 0 Autos; another tab or a bot may still try.
  if (state.captchaPending || state.autos <= 0) {
    return {
      delay,
      autos: state.captchaPending ? 0 : state.autos,
      stopAction: { msg: NO_AUTOS_TEXT },
    };
  }
  game.actionCache.setNextTickAt(state.userId, now + delay);
  return null;
}
