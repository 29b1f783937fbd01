/**
 * The world's schedules, in the order the world steps them (server/README.md, "The world").
 * main.ts and the test kit compose the world from this list; a test may pass fewer.
 */
import { worldBossesSchedule } from './battle/bosses.schedule';
import { clanBattlegroundsSchedule } from './clan/battlegrounds.schedule';
import { gatheringEventsSchedule } from './gathering/events.schedule';
import { raidReturnsSchedule } from './land/raid-returns.schedule';
import { actionBonusSchedule } from './world/action-bonus.schedule';
import { bonusTimeSchedule } from './world/bonus-time.schedule';
import type { ScheduleFactory } from './world/world';

export const WORLD_SCHEDULES: readonly ScheduleFactory[] = [
  bonusTimeSchedule,
  gatheringEventsSchedule,
  actionBonusSchedule,
  worldBossesSchedule,
  clanBattlegroundsSchedule,
  raidReturnsSchedule,
];
