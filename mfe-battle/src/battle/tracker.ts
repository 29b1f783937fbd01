/** The battle tracker of the current run: the server's figures from the latest battling tick. */
import type { BattleTracker } from '@idle/contracts';
import { bus } from '@idle/events';
import { atom } from 'nanostores';

export const EMPTY_TRACKER: BattleTracker = { actions: 0, wins: 0, losses: 0, gold: 0 };

export const $battleTracker = atom<BattleTracker>(EMPTY_TRACKER);

bus.on('tick', ({ action, answer }) => {
  if ((action === 'battling' || action === 'specialBattling') && answer.tracker)
    $battleTracker.set(answer.tracker);
});
bus.on('startAction', ({ action }) => {
  if (action === 'battling' || action === 'specialBattling') $battleTracker.set(EMPTY_TRACKER);
});
bus.on('actionResumed', ({ action, tracker }) => {
  if (action === 'battling' || action === 'specialBattling') $battleTracker.set(tracker);
});
