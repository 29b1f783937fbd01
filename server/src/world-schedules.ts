/**
 * The world's schedules, in the order the world steps them (server/README.md, "The world").
 * main.ts and the test kit compose the world from this list; a test may pass fewer.
 */
import { worldBossesSchedule } from './game/battle/bosses.schedule';
import { clanBattlegroundsSchedule } from './game/clan/battlegrounds.schedule';
import { gatheringEventsSchedule } from './game/gathering/events.schedule';
import { raidReturnsSchedule } from './game/land/raid-returns.schedule';
import { actionBonusSchedule } from './game/world/action-bonus.schedule';
import { bonusTimeSchedule } from './game/world/bonus-time.schedule';
import type { ScheduleFactory } from './game/world/world';

export const WORLD_SCHEDULES: readonly ScheduleFactory[] = [
  bonusTimeSchedule,
  gatheringEventsSchedule,
  actionBonusSchedule,
  worldBossesSchedule,
  clanBattlegroundsSchedule,
  raidReturnsSchedule,
];
