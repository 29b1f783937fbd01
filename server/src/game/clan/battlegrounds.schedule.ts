/**
 * Clan battlegrounds: every CLAN_SPAWN_EVERY_MS every clan's mobs refill and a boss comes when
 * none is alive. The next spawn time is saved in `world_state` under `clanSpawnAt` and claimed
 * there, so the spawn happens once whichever instance runs the world.
 */
import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/transactions';
import { CLAN_SPAWN_EVERY_MS } from '../content/clan-battlegrounds';
import { claimWorldState, readWorldState } from '../world/world-state.repository';
import { type Schedule, type ScheduleHost, scheduleKey } from '../world/world';
import { fillBattlegrounds } from './battleground-spawns';
import { listClanIds } from './clans.repository';

export const CLAN_BATTLEGROUNDS = scheduleKey<Schedule>('clanBattlegrounds');

const STATE_KEY = 'clanSpawnAt';

/** The schedule's spawn: every clan's battlegrounds filled, one clan at a time. */
async function spawnAllBattlegrounds(db: Db, now: number): Promise<void> {
  for (const id of await listClanIds(db)) {
    await writeTransaction(db, (trx) => fillBattlegrounds(trx, id, now));
  }
}

export function clanBattlegroundsSchedule({ db, saved }: ScheduleHost): Schedule {
  /** When the battlegrounds next fill up (0: at the first step). */
  let spawnAt = 0;
  const schedule: Schedule = {
    key: CLAN_BATTLEGROUNDS,
    async load() {
      spawnAt = (await readWorldState<number>(db, STATE_KEY)) ?? spawnAt;
    },
    async step(now) {
      if (now < spawnAt) return;
      const next = now + CLAN_SPAWN_EVERY_MS;
      if (!(await claimWorldState(db, STATE_KEY, spawnAt, next))) {
        // Another instance spawned them: read when they next come.
        await schedule.load({ keepCounts: true });
        return;
      }
      spawnAt = next;
      saved();
      await spawnAllBattlegrounds(db, now);
    },
  };
  return schedule;
}
