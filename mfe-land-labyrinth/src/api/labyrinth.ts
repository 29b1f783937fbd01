/**
 * Today's labyrinth (`misc.php loadLabyrinth`) and the artisan shrine's upgrade. Each tick of the
 * `labyrinth` action moves the run on (turns used, the room reached), so the labyrinth home shows
 * the run as it stands whether it was open during the run or not; opening a chest (the shell's
 * chest panel) asks it again whether today's chest is opened.
 */
import { api, queryCache, type ServerData, useQuery } from '@idle/api-client';
import { ENDPOINTS, type LabyrinthResult, type LoadLabyrinthAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import { ARTISAN_SHARD_ITEM } from '@idle/game-rules';
import { $labyrinthRewards, applyItemChanges } from '@idle/state';

/** Today's layout, the run so far, the chest and the shrine's level. */
export function useLabyrinth(): ServerData<LoadLabyrinthAnswer> {
  return useQuery(ENDPOINTS.labyrinth.loadLabyrinth);
}

/** Raises the artisan shrine a level, paid in artisan shards. */
export async function upgradeArtisanShrine() {
  const answer = await api.call(ENDPOINTS.labyrinth.upgradeArtisanTotem);
  applyItemChanges([], [{ id: ARTISAN_SHARD_ITEM, amount: answer.cost }]);
  queryCache.update(ENDPOINTS.labyrinth.loadLabyrinth, undefined, (labyrinth) => ({
    ...labyrinth,
    totemLevel: answer.newLvl,
  }));
  return answer;
}

/**
 * The run after an attempt: its turns, and the room it reached (the attempted room, or the next
 * one after a success).
 */
function afterAttempt(
  labyrinth: LoadLabyrinthAnswer,
  attempt: LabyrinthResult,
): LoadLabyrinthAnswer {
  const currentRoom = attempt.currentRoom + (attempt.success ? 1 : 0);
  return {
    ...labyrinth,
    data: { ...labyrinth.data, roomsCompleted: currentRoom - 1 },
    currentRoom,
    turns: attempt.turns,
    maxTurns: attempt.maxTurns,
  };
}

// Registered once, when the remote loads: every labyrinth tick moves the kept run on.
bus.on('tick', ({ action, answer }) => {
  const attempt = answer.data as LabyrinthResult | undefined;
  if (action !== 'labyrinth' || attempt === undefined) return;
  queryCache.update(ENDPOINTS.labyrinth.loadLabyrinth, undefined, (labyrinth) =>
    afterAttempt(labyrinth, attempt),
  );
});

// A chest opened in the shell's panel may be today's (or a day before's, which only the server
// can tell apart): the kept labyrinth asks again.
$labyrinthRewards.listen((rewards) => {
  if (rewards !== null && rewards.length > 0) {
    queryCache.invalidate(ENDPOINTS.labyrinth.loadLabyrinth);
  }
});
