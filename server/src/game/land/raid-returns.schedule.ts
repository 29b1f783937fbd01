/** Raid returns: at every world step, each player whose raid has returned is told, once. */
import { raidReturnedText } from '@idle/game-rules';
import type { RaidSocketData } from '@idle/contracts';
import { markReturnedRaidsTold } from './raids.repository';
import { type Schedule, type ScheduleHost, scheduleKey } from '../world/world';

export const RAID_RETURNS = scheduleKey<Schedule>('raidReturns');

export function raidReturnsSchedule({ db, live, notices }: ScheduleHost): Schedule {
  return {
    key: RAID_RETURNS,
    // Nothing in memory: the raids' rows say which returns are still to tell.
    load: () => Promise.resolve(),
    async step(now) {
      // Marked in the same statement that finds them, so among several instances one tells.
      const returned = await markReturnedRaidsTold(db, now);
      for (const raid of returned) {
        const data: RaidSocketData = { stage: 'returned', name: raid.name, rarity: raid.rarity };
        live.toUser(raid.user_id, { type: 'raid', data });
        notices.notify({
          kind: 'raidReturned',
          userId: raid.user_id,
          text: raidReturnedText(raid.name),
          route: '/land',
        });
      }
    },
  };
}
