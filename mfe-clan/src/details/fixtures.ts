/**
 * Test and story data shared by the clan pages: the player's clan (level 104, an officer with
 * every permission but promotions) and the server's `loadDetails` answer. Never imported by
 * production code.
 */
import type { ClanData, ClanPermissions } from '@idle/contracts';
import { sampleApiAnswers } from '@idle/test-fixtures';

export const ALL_CLAN_PERMISSIONS: ClanPermissions = {
  details: true,
  promotions: true,
  buildings: true,
  invite: true,
  kick: true,
  items: true,
};

export const NO_CLAN_PERMISSIONS: ClanPermissions = {
  details: false,
  promotions: false,
  buildings: false,
  invite: false,
  kick: false,
  items: false,
};

/** Night Watch at level 104: 2,500 of the level's 10,400 experience, 18 of 25 members. */
export function sampleClanData(overrides: Partial<ClanData> = {}): ClanData {
  return {
    clanid: 3,
    name: 'Night Watch',
    level: 104,
    exp: 538_700,
    expStart: 536_200,
    expToLevel: 546_600,
    members: 18,
    membersLimit: 25,
    goldTax: 5,
    resTax: 3,
    pGoldTax: 8,
    pResTax: 3,
    rankNum: 2,
    permissions: { ...ALL_CLAN_PERMISSIONS, promotions: false },
    ...overrides,
  };
}

/** The sample server's answers with the player's clan for `loadDetails`. */
export function clanDetailsApiAnswers(clan: ClanData = sampleClanData()): Record<string, unknown> {
  return { ...sampleApiAnswers(), 'clan.php?mod=loadDetails': { clanData: clan } };
}
