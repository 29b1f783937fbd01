/**
 * Test and story data of the clan admin pages: the ranks, two pending invites, the clan taxes, and
 * a server accepting every change. Never imported by production code.
 */
import type { ClanData, ClanRanksAnswer, ClanSentInvite } from '@idle/contracts';
import type { FakeRequest } from '@idle/test-fixtures';
import { clanLayoutApiAnswers, sampleClanData } from '../layout/fixtures';
import { sampleRanks } from '../members/fixtures';

/** 2026-11-21 14:00 UTC. */
export const SENT_TIME = Date.UTC(2026, 10, 21, 14, 0);

export function samplePendingInvites(): ClanSentInvite[] {
  return [
    { userid: 21, username: 'Dara', tstamp: SENT_TIME },
    { userid: 22, username: 'Eskel', tstamp: SENT_TIME - 86_400_000 },
  ];
}

export const SAMPLE_TAXES = { goldTax: 5, resTax: 3 };

/** The ranks as a rank change answers them: `num`'s `change` applied. */
function ranksWith(
  change: (rank: ClanRanksAnswer['ranks'][number]) => ClanRanksAnswer['ranks'][number],
): ClanRanksAnswer {
  return { ranks: sampleRanks().map(change) };
}

/** A server answering the admin pages' loads and accepting every change. */
export function adminApiAnswers(actor: ClanData = sampleClanData()): Record<string, unknown> {
  return {
    ...clanLayoutApiAnswers(actor),
    'clan.php?mod=ranks': { ranks: sampleRanks() },
    'clan.php?mod=changeRankName': (request: FakeRequest) =>
      ranksWith((rank) =>
        String(rank.num) === request.params.num
          ? { ...rank, name: request.params.name ?? '' }
          : rank,
      ),
    'clan.php?mod=changePermission': (request: FakeRequest) =>
      ranksWith((rank) =>
        String(rank.num) === request.params.num
          ? {
              ...rank,
              permissions: {
                ...rank.permissions,
                [request.params.permission ?? '']: request.params.value === '1',
              },
            }
          : rank,
      ),
    'clan.php?mod=loadInvites': { invites: samplePendingInvites() },
    'clan.php?mod=sendInvite': (request: FakeRequest) => ({
      invites: [
        ...samplePendingInvites(),
        { userid: 30, username: request.params.username ?? '', tstamp: SENT_TIME + 60_000 },
      ],
    }),
    'clan.php?mod=cancelInvite': (request: FakeRequest) => ({
      invites: samplePendingInvites().filter(
        (invite) => String(invite.userid) !== request.params.userid,
      ),
    }),
    'clan.php?mod=loadSettings': SAMPLE_TAXES,
    'clan.php?mod=editTaxes': (request: FakeRequest) => ({
      goldTax: Number(request.params.goldTax),
      resTax: Number(request.params.resTax),
    }),
  };
}
