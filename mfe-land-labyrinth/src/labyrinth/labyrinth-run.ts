/**
 * What the labyrinth action screen knows of its run beyond `$lastTick`: the message the action
 * stopped with (the shell shows it and emits `actionStopped`), and whether the latest tick ended
 * the run (`labEnd`). Both are forgotten when the labyrinth action starts again.
 */
import { bus } from '@idle/events';
import { map } from 'nanostores';

export interface LabyrinthRunState {
  stopMessage?: string | undefined;
  ended: boolean;
}

export const $labyrinthRun = map<LabyrinthRunState>({ ended: false });

bus.on('tick', ({ action, answer }) => {
  if (action === 'labyrinth' && answer.labEnd === true) $labyrinthRun.setKey('ended', true);
});
bus.on('actionStopped', ({ action, msg }) => {
  if (action === 'labyrinth' && msg !== undefined) $labyrinthRun.setKey('stopMessage', msg);
});
bus.on('startAction', ({ action }) => {
  if (action === 'labyrinth') resetLabyrinthRun();
});

/** Forgets the stop message and the end (a new run, tests and stories). */
export function resetLabyrinthRun(): void {
  $labyrinthRun.set({ ended: false });
}
