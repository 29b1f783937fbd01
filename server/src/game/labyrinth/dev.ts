/** dev.php's labyrinth set-up (test support only): today's run at a given room and turns. */
import { userIdByName } from '../accounts/accounts';
import type { GameContext } from '../context';
import { dayRun, labyrinthDay } from './labyrinth';
import { setRunProgress } from './labyrinth-runs.repository';

export interface LabyrinthRunSetup {
  username: string;
  turns?: number | undefined;
  room?: number | undefined;
  attempts?: number | undefined;
}

/** Sets the player's run of today (made first if needed); the next tick reads it afresh. */
export async function setLabyrinthRun(game: GameContext, setup: LabyrinthRunSetup): Promise<void> {
  const userId = await userIdByName(game.db, setup.username);
  const day = labyrinthDay(game.clock.now());
  await dayRun(game.db, userId, day);
  await setRunProgress(game.db, userId, day, {
    ...(setup.turns === undefined ? {} : { turns: setup.turns }),
    ...(setup.room === undefined ? {} : { current_room: setup.room }),
    ...(setup.attempts === undefined ? {} : { room_attempts: setup.attempts }),
  });
  game.actionCache.forget(userId);
}
