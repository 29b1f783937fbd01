/**
 * Test and story data of the clan registry: two invites, three clans, and a server creating
 * clans and answering invites. Never imported by production code.
 */
import type { ClanInvite, ClanListEntry } from '@idle/contracts';
import type { FakeRequest } from '@idle/test-fixtures';

/** 2026-11-22 09:15 UTC. */
export const INVITE_TIME = Date.UTC(2026, 10, 22, 9, 15);

export function sampleInvites(): ClanInvite[] {
  return [
    { id: 31, clanid: 7, clanName: 'Iron Wolves', tstamp: INVITE_TIME },
    { id: 32, clanid: 9, clanName: 'Ember Guard', tstamp: INVITE_TIME - 3_600_000 },
  ];
}

export function sampleClanList(): ClanListEntry[] {
  return [
    { rank: 1, clanid: 9, name: 'Ember Guard', level: 140, members: 24 },
    { rank: 2, clanid: 7, name: 'Iron Wolves', level: 12, members: 4 },
    { rank: 3, clanid: 12, name: 'Quiet Pines', level: 3, members: 1_200 },
  ];
}

/** The id the fake server gives a created clan. */
export const CREATED_CLAN_ID = 40;

/** A server listing clans and invites, creating any clan (taking 250 credits) and joining. */
export function registryApiAnswers(): Record<string, unknown> {
  return {
    'clan.php?mod=loadClanInvites': sampleInvites(),
    'clan.php?mod=getList': sampleClanList(),
    'clan.php?mod=createClan': (request: FakeRequest) => ({
      clan: { clanid: CREATED_CLAN_ID, name: request.params.name ?? '' },
      itemsToRemove: [{ id: 'credits', amount: 250 }],
    }),
    'clan.php?mod=handleInvite': (request: FakeRequest) => {
      const invite = sampleInvites().find((entry) => String(entry.id) === request.params.id);
      if (invite === undefined) return { error: 'That invite does not exist.' };
      return {
        clan:
          request.params.decision === '1' ? { clanid: invite.clanid, name: invite.clanName } : null,
      };
    },
  };
}
