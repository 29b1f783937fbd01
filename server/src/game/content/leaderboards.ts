/**
 * Leaderboard categories (the spec leaves their ids and names to us). Ids are stable: the client
 * links to /leaderboard/{id}. Statistic boards rank by the statistic; skill boards by experience,
 * showing the level.
 */
import { SKILL_NAMES } from '@idle/game-rules';
import { SKILL_IDS, type ProfileStatistic, type SkillId } from '@idle/contracts';

export type LeaderboardSource =
  { kind: 'statistic'; stat: ProfileStatistic } | { kind: 'skill'; skill: SkillId };

export interface LeaderboardDefinition {
  id: number;
  name: string;
  source: LeaderboardSource;
}

const statistic = (id: number, name: string, stat: ProfileStatistic): LeaderboardDefinition => ({
  id,
  name,
  source: { kind: 'statistic', stat },
});

export const LEADERBOARDS: LeaderboardDefinition[] = [
  statistic(1, 'Total Actions', 'totalActions'),
  statistic(2, 'Actions Today', 'totalActionsDaily'),
  statistic(3, 'Actions This Month', 'totalActionsMonthly'),
  statistic(4, 'Mobs Killed', 'totalMobsKilled'),
  statistic(5, 'Bosses Killed', 'totalBossesKilled'),
  statistic(6, 'Boss Damage', 'totalBossDamage'),
  statistic(7, 'Dungeons Completed', 'totalDungeonsCompleted'),
  statistic(8, 'Gathering Actions', 'totalGatheringActions'),
  statistic(9, 'Mining Actions', 'totalMiningActions'),
  statistic(10, 'Woodcutting Actions', 'totalWoodcuttingActions'),
  statistic(11, 'Quarrying Actions', 'totalQuarryingActions'),
  statistic(12, 'Runes Crafted', 'totalRunesCrafted'),
  statistic(13, 'Jewels Crafted', 'totalJewelsCrafted'),
  statistic(14, 'Potions Crafted', 'totalPotionsCrafted'),
  ...SKILL_IDS.map((skill, index): LeaderboardDefinition => ({
    id: 20 + index,
    name: `${SKILL_NAMES[skill]} Level`,
    source: { kind: 'skill', skill },
  })),
];

/** Rows shown per board. */
export const LEADERBOARD_SIZE = 100;
