/**
 * Test and story data of the members page: a leader, an officer, a veteran active now and a
 * recruit, the default five ranks, and a server kicking and changing ranks. Never imported by
 * production code.
 */
import type { ClanDonations, ClanMember, ClanRank, LoadMembersAnswer } from '@idle/contracts';
import type { FakeRequest } from '@idle/test-fixtures';
import { clanLayoutApiAnswers, clanPermissions, sampleClanData } from '../layout/fixtures';

/** 2026-11-23 21:05 UTC. */
export const LAST_ACTIVE = Date.UTC(2026, 10, 23, 21, 5);

const NO_DONATIONS: ClanDonations = { gold: 0, credits: 0, metal: 0, wood: 0, stone: 0 };

function member(
  fields: Pick<ClanMember, 'userid' | 'username' | 'rankNum'> & Partial<ClanMember>,
): ClanMember {
  return {
    lastActive: LAST_ACTIVE,
    mobsKilled: 0,
    bossesKilled: 0,
    clanmanship: 0,
    actions: 0,
    totalActionsDaily: 0,
    totalActionsMonthly: 0,
    totalActions: 0,
    donated: NO_DONATIONS,
    ...fields,
  };
}

export function sampleRanks(): ClanRank[] {
  return [
    {
      num: 1,
      name: 'Leader',
      permissions: clanPermissions('details', 'promotions', 'buildings', 'invite', 'kick', 'items'),
    },
    { num: 2, name: 'Officer', permissions: clanPermissions('promotions', 'invite', 'kick') },
    { num: 3, name: 'Veteran', permissions: clanPermissions('invite') },
    { num: 4, name: 'Member', permissions: clanPermissions() },
    { num: 5, name: 'Recruit', permissions: clanPermissions() },
  ];
}

export function sampleMembers(): LoadMembersAnswer {
  return {
    ranks: sampleRanks(),
    members: [
      member({
        userid: 1,
        username: 'Hero_1',
        rankNum: 1,
        lastActive: 'now',
        mobsKilled: 12_400,
        bossesKilled: 31,
        clanmanship: 98_000,
        actions: 150_000,
        donated: { gold: 1_000_000, credits: 250, metal: 5_000, wood: 4_000, stone: 3_000 },
      }),
      member({ userid: 2, username: 'Ayla', rankNum: 2, clanmanship: 40_000 }),
      member({
        userid: 3,
        username: 'Brom',
        rankNum: 3,
        lastActive: 'now',
        mobsKilled: 880,
        bossesKilled: 2,
        clanmanship: 12_500,
        actions: 9_100,
        totalActionsDaily: 1_420,
        totalActionsMonthly: 38_000,
        totalActions: 512_345,
        donated: { gold: 25_000, credits: 0, metal: 300, wood: 120, stone: 40 },
      }),
      member({ userid: 4, username: 'Cyra', rankNum: 5, clanmanship: 300 }),
    ],
  };
}

/** An officer (rank 2) with the promotions and kick permissions. */
export const OFFICER = sampleClanData({
  rankNum: 2,
  permissions: clanPermissions('promotions', 'invite', 'kick'),
});

/** A server listing the members, kicking any of them and changing any rank. */
export function membersApiAnswers(
  members: LoadMembersAnswer = sampleMembers(),
): Record<string, unknown> {
  return {
    ...clanLayoutApiAnswers(),
    'clan.php?mod=loadMembers': members,
    'clan.php?mod=kickMember': (request: FakeRequest) => ({
      ...members,
      members: members.members.filter((entry) => String(entry.userid) !== request.params.id),
    }),
    'clan.php?mod=changeRank': (request: FakeRequest) => ({
      userid: Number(request.params.id),
      rankNum: Number(request.params.rankNum),
    }),
  };
}
