/** Answers of the info pages' calls, for their tests and stories. */
import type {
  Announcement,
  LeaderboardsAnswer,
  ProfileAnswer,
  ProfileStatistic,
} from '@idle/contracts';
import { ADMIN_STATUS, MOD_STATUS, SAMPLE_USERNAME } from '@idle/test-fixtures';

/** 2024-03-05 14:07:09 local time minus `days`. */
export function sampleTime(days: number): number {
  return new Date(2024, 2, 5 - days, 14, 7, 9).getTime();
}

export function sampleAnnouncements(): Announcement[] {
  return [
    {
      id: 3,
      type: 1,
      title: 'Labyrinth opens',
      msg: 'The labyrinth is open.\nEnter it from the menu.\n\n<b>Good luck!</b>',
      postedBy: 'GameMaster',
      postedByUserid: 2,
      postedOn: sampleTime(0),
      new: true,
    },
    {
      id: 2,
      type: 2,
      title: 'Server maintenance',
      msg: 'The server restarts at noon.',
      postedBy: 'Warden_Ann',
      postedByUserid: 17,
      postedOn: sampleTime(2),
      new: false,
    },
  ];
}

export function sampleLeaderboards(id: number | null = null): LeaderboardsAnswer {
  const categories = [
    { id: 1, name: 'Total actions' },
    { id: 2, name: 'Mobs killed' },
    { id: 3, name: 'Mining level' },
  ];
  if (id === null) return { categories, board: null };
  return {
    categories,
    board: {
      id,
      name: categories.find((category) => category.id === id)?.name ?? 'Leaderboard',
      rows: [
        [1, 2, 'GameMaster', 13, ADMIN_STATUS, 9_876_543],
        [2, 17, 'Warden_Ann', 10, MOD_STATUS, 1_234_567],
        [3, 1, SAMPLE_USERNAME, 2, 0, 45_000],
        [4, 408, 'lumberjack7', 1, 0, 999],
      ],
    },
  };
}

const STATISTICS: Record<ProfileStatistic, number> = {
  totalActionsDaily: 1_204,
  totalActionsMonthly: 18_650,
  totalActions: 1_234_567,
  totalMobsKilled: 98_765,
  totalBossesKilled: 12,
  totalBossDamage: 4_500_000,
  totalDungeonsCompleted: 45,
  totalGatheringActions: 67_890,
  totalMiningActions: 30_000,
  totalWoodcuttingActions: 25_000,
  totalQuarryingActions: 12_890,
  totalRunesCrafted: 150,
  totalJewelsCrafted: 7,
  totalPotionsCrafted: 2_048,
};

/** Warden_Ann's profile: a moderator in a clan, ranked on some boards and not on others. */
export function sampleProfile(
  overrides: Partial<Extract<ProfileAnswer, { banned: false }>> = {},
): ProfileAnswer {
  return {
    banned: false,
    userid: 17,
    username: 'Warden_Ann',
    age: 120,
    nobilityRank: 10,
    accountStatus: MOD_STATUS,
    clanid: 3,
    clanName: 'Night Watch',
    skills: {
      battling: 54,
      dungeoneering: 20,
      mining: 33,
      woodcutting: 12,
      quarrying: 1,
      runecrafting: 8,
      jewelcrafting: 5,
      alchemy: 2,
    },
    ...STATISTICS,
    ranks: {
      totalActionsDaily: 4,
      totalActionsMonthly: 12,
      totalActions: 1_500,
      totalMobsKilled: 3,
      totalBossesKilled: null,
      totalBossDamage: 7,
      totalDungeonsCompleted: 2,
      totalGatheringActions: 9,
      totalMiningActions: 10,
      totalWoodcuttingActions: 11,
      totalQuarryingActions: null,
      totalRunesCrafted: 6,
      totalJewelsCrafted: 30,
    },
    skillRanks: {
      battling: 8,
      dungeoneering: 21,
      mining: 1_204,
      woodcutting: 40,
      quarrying: null,
      runecrafting: 15,
      jewelcrafting: 19,
      alchemy: 33,
    },
    ...overrides,
  };
}

/** A transparent 1x1 GIF, so the sample's image shows nothing and asks for nothing. */
export const PIXEL =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** A static page with everything a sanitizer must take out, and links of both kinds. */
export const SAMPLE_STATIC_HTML = `<h2>Game Rules</h2>
<p>Play fair. <script>window.__pwned = true;</script>Be kind.</p>
<img src="${PIXEL}" onerror="window.__pwned = true" alt="Rules banner">
<p><a href="javascript:alert(1)">Click me</a></p>
<p style="color: red" onclick="window.__pwned = true">Red text</p>
<form action="https://evil.test"><input name="password"></form>
<iframe src="https://evil.test"></iframe>
<ul><li>See the <a href="/load/privacy">Privacy Policy</a>.</li>
<li>Read the <a href="https://guide.idle.test/start">guide</a>.</li></ul>`;
