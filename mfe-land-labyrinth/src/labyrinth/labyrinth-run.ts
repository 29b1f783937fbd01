/**
 * What the labyrinth action screen knows of its run beyond `$lastTick`: whether the action
 * stopped (the shell already showed its message as a notification, so the screen only says it
 * stopped), and whether the latest tick ended the run (`labEnd`). Both are forgotten when the
 * labyrinth action starts again.
 */
import { bus } from '@idle/events';
import { map } from 'nanostores';

export interface LabyrinthRunState {
  stopped: boolean;
  ended: boolean;
}

const NOT_STOPPED: LabyrinthRunState = { stopped: false, ended: false };

export const $labyrinthRun = map<LabyrinthRunState>({ ...NOT_STOPPED });

bus.on('tick', ({ action, answer }) => {
  if (action === 'labyrinth' && answer.labEnd === true) $labyrinthRun.setKey('ended', true);
});
bus.on('actionStopped', ({ action, msg }) => {
  if (action === 'labyrinth' && msg !== undefined) $labyrinthRun.setKey('stopped', true);
});
bus.on('startAction', ({ action }) => {
  if (action === 'labyrinth') resetLabyrinthRun();
});

/** Forgets the stop and the end (a new run, tests and stories). */
export function resetLabyrinthRun(): void {
  $labyrinthRun.set({ ...NOT_STOPPED });
}
