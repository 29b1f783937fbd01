/**
 * Test and story data shared by the clan pages: the player's clan data for each rank and set of
 * permissions, and a fake server answering `loadDetails`. Never imported by production code.
 */
import { CLAN_PERMISSIONS, type ClanData, type ClanPermissions } from '@idle/contracts';

/** Permissions with only `granted` set. */
export function clanPermissions(...granted: (keyof ClanPermissions)[]): ClanPermissions {
  return Object.fromEntries(
    CLAN_PERMISSIONS.map((permission) => [permission, granted.includes(permission)]),
  ) as ClanPermissions;
}

/** Every permission granted. */
export const ALL_CLAN_PERMISSIONS = clanPermissions(...CLAN_PERMISSIONS);

/** The leader (rank 1, every permission) of "Iron Wolves", level 12. */
export function sampleClanData(overrides: Partial<ClanData> = {}): ClanData {
  return {
    clanid: 7,
    name: 'Iron Wolves',
    level: 12,
    exp: 5_400,
    expStart: 5_000,
    expToLevel: 6_000,
    members: 4,
    membersLimit: 10,
    goldTax: 5,
    resTax: 3,
    pGoldTax: 5,
    pResTax: 3,
    rankNum: 1,
    permissions: ALL_CLAN_PERMISSIONS,
    ...overrides,
  };
}

/** A plain member: rank 5, no permission. */
export function sampleRecruitData(overrides: Partial<ClanData> = {}): ClanData {
  return sampleClanData({ rankNum: 5, permissions: clanPermissions(), ...overrides });
}

/** A server answering `loadDetails` with `clan`. */
export function clanLayoutApiAnswers(clan: ClanData = sampleClanData()): Record<string, unknown> {
  return { 'clan.php?mod=loadDetails': { clanData: clan } };
}
