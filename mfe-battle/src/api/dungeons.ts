/**
 * The dungeons: the list with the player's run, entering and leaving, the stop-after-completing
 * flag, and the run's room as the dungeon ticks move it.
 */
import { api, queryCache, useQuery } from '@idle/api-client';
import {
  ENDPOINTS,
  type DungeonBattleResult,
  type DungeonRun,
  type EnterDungeonAnswer,
} from '@idle/contracts';
import { bus } from '@idle/events';
import { applyItemChanges } from '@idle/state';
import { applyBoundLoadout } from './loadouts';

/** `areas.php?mod=loadDungeons`: the dungeons and the player's run, if any. */
export function useDungeons() {
  return useQuery(ENDPOINTS.dungeons.loadDungeons);
}

function changeRun(change: (run: DungeonRun | null) => DungeonRun | null): void {
  queryCache.update(ENDPOINTS.dungeons.loadDungeons, undefined, (list) => {
    const run = change(list.currentDungeon);
    return run === list.currentDungeon ? list : { ...list, currentDungeon: run };
  });
}

/** Enters a dungeon: its key is spent and the run begins; the caller starts the action. */
export async function enterDungeon(id: number): Promise<EnterDungeonAnswer> {
  const answer = await api.call(ENDPOINTS.dungeons.enterDungeon, { id });
  applyItemChanges([], answer.itemsToRemove);
  changeRun(() => answer.currentDungeon);
  applyBoundLoadout(answer.loadout);
  return answer;
}

/** Leaves the run (its key is lost); the list is asked again, as leaving answers nothing else. */
export async function leaveDungeon(): Promise<void> {
  await api.call(ENDPOINTS.dungeons.leaveDungeon);
  changeRun(() => null);
  queryCache.invalidate(ENDPOINTS.dungeons.loadDungeons);
}

/** Saves whether the run stops once its chest is reached. */
export async function setDungeonStopAfter(stop: boolean): Promise<void> {
  await api.call(ENDPOINTS.dungeons.dungeonStopAfter, { value: stop ? 1 : 0 });
  changeRun((run) =>
    run === null || run.stopAfterComplete === stop ? run : { ...run, stopAfterComplete: stop },
  );
}

// A dungeon tick moves the run to its next room; a completed one begins the run again or ends it
// (the server decides by the flag and the keys left), so the list is asked again then.
bus.on('tick', ({ action, answer }) => {
  if (action !== 'dungeoneering') return;
  const dungeon = (answer.data as Partial<DungeonBattleResult> | undefined)?.dungeon;
  if (dungeon === undefined) return;
  if (dungeon.completed) {
    queryCache.invalidate(ENDPOINTS.dungeons.loadDungeons);
    return;
  }
  changeRun((run) =>
    run === null ||
    (run.currentRoom === dungeon.currentRoom && run.stopAfterComplete === dungeon.stopAfterComplete)
      ? run
      : { ...run, currentRoom: dungeon.currentRoom, stopAfterComplete: dungeon.stopAfterComplete },
  );
});
