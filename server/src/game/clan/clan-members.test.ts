import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOT_IN_CLAN_TEXT, noPermissionText } from './core';
import {
  ALREADY_INVITED_TEXT,
  ALREADY_IN_A_CLAN_TEXT,
  LAST_LEADER_TEXT,
  LOWER_RANK_ONLY_TEXT,
  NOT_IN_YOUR_CLAN_TEXT,
  NO_SUCH_SENT_INVITE_TEXT,
  RANK_BELOW_YOURS_TEXT,
  TOO_MANY_INVITES_TEXT,
  kickedText,
  leftText,
  rankChangedText,
} from './members';
import { UNKNOWN_PLAYER_TEXT } from '../players/players';
import { periodKeys } from '../players/statistics';
import {
  createTestGame,
  grantItems,
  insertStandInPlayers,
  registerEmptyHanded,
  type TestGame,
} from '../../test-support';
import { CLAN_PENDING_INVITES_MAX } from '@idle/game-rules';
import {
  clanGet,
  clanLogOf,
  clanPost,
  expectClanRefused,
  expectEconomyClean,
  expectOk,
  rankOf,
  setPermissions,
  setUpClan,
  storageOf,
  type ClanPlayers,
} from './clan-support';

let t: TestGame;
let wolves: ClanPlayers;
let bears: ClanPlayers;
let outsider: string;
const cookie = (players: ClanPlayers, name: string) => players.cookies[name] ?? '';
const id = (players: ClanPlayers, name: string) => players.ids[name] ?? 0;

beforeEach(async () => {
  t = await createTestGame();
  wolves = await setUpClan(t, 'Wolves', 'Alpha', {
    Officer: 2,
    Officer2: 2,
    Vet: 3,
    Member: 4,
    Recruit: 5,
  });
  bears = await setUpClan(t, 'Bears', 'Ursa');
  outsider = await registerEmptyHanded(t, 'Outsider');
});
afterEach(async () => {
  await t.close();
});

describe('clan.php loadMembers', () => {
  it('lists members by rank with their figures, and the ranks', async () => {
    await t.game.db
      .updateTable('users')
      .set({ last_active_at: t.game.clock.now() - 3600_000 })
      .where('id', '=', id(wolves, 'Recruit'))
      .execute();
    await t.game.db
      .updateTable('users')
      .set({ last_active_at: t.game.clock.now() })
      .where('id', '=', id(wolves, 'Vet'))
      .execute();
    const answer = (await expectOk(await clanGet(t, 'loadMembers', cookie(wolves, 'Vet')))) as {
      members: { username: string; rankNum: number; lastActive: unknown; donated: unknown }[];
      ranks: { num: number }[];
    };
    expect(answer.members.map((member) => [member.username, member.rankNum])).toEqual([
      ['Alpha', 1],
      ['Officer', 2],
      ['Officer2', 2],
      ['Vet', 3],
      ['Member', 4],
      ['Recruit', 5],
    ]);
    expect(answer.members.find((member) => member.username === 'Vet')?.lastActive).toBe('now');
    expect(answer.members.find((member) => member.username === 'Recruit')?.lastActive).toBe(
      t.game.clock.now() - 3600_000,
    );
    expect(answer.members[0]?.donated).toEqual({
      gold: 0,
      credits: 0,
      metal: 0,
      wood: 0,
      stone: 0,
    });
    expect(answer.ranks.map((rank) => rank.num)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('clan.php loadMembers action totals', () => {
  async function setActions(
    name: string,
    period: { day: string; month: string },
    values: Record<string, number>,
  ) {
    const userId = id(wolves, name);
    await t.game.db
      .updateTable('users')
      .set({ stats_day: period.day, stats_month: period.month })
      .where('id', '=', userId)
      .execute();
    await t.game.db
      .insertInto('statistics')
      .values(Object.entries(values).map(([stat, value]) => ({ user_id: userId, stat, value })))
      .execute();
  }

  it("answers each member's actions today, this month and ever; a past day or month as 0", async () => {
    const now = periodKeys(t.game.clock.now());
    await setActions('Vet', now, {
      totalActionsDaily: 120,
      totalActionsMonthly: 3_000,
      totalActions: 51_456,
    });
    await setActions(
      'Recruit',
      { day: '2000-01-01', month: now.month },
      {
        totalActionsDaily: 50,
        totalActionsMonthly: 700,
        totalActions: 900,
      },
    );
    const answer = (await expectOk(await clanGet(t, 'loadMembers', cookie(wolves, 'Alpha')))) as {
      members: {
        username: string;
        totalActionsDaily: number;
        totalActionsMonthly: number;
        totalActions: number;
      }[];
    };
    const totals = (name: string) => {
      const member = answer.members.find((entry) => entry.username === name);
      return [member?.totalActionsDaily, member?.totalActionsMonthly, member?.totalActions];
    };
    expect(totals('Vet')).toEqual([120, 3_000, 51_456]);
    expect(totals('Recruit')).toEqual([0, 700, 900]);
    expect(totals('Alpha')).toEqual([0, 0, 0]);
  });
});

describe('clan.php kickMember', () => {
  const kick = (as: string, target: number) => clanPost(t, 'kickMember', as, { id: target });

  it('needs the kick permission', async () => {
    await expectClanRefused(
      t,
      () => kick(cookie(wolves, 'Officer'), id(wolves, 'Vet')),
      noPermissionText('kick'),
    );
  });

  it('with the permission removes a lower rank only, and logs it', async () => {
    await setPermissions(t, wolves.clanId, 2, ['kick']);
    const officer = cookie(wolves, 'Officer');
    await expectClanRefused(t, () => kick(officer, id(wolves, 'Officer2')), LOWER_RANK_ONLY_TEXT);
    await expectClanRefused(t, () => kick(officer, id(wolves, 'Officer')), LOWER_RANK_ONLY_TEXT);
    await expectClanRefused(t, () => kick(officer, id(wolves, 'Alpha')), LOWER_RANK_ONLY_TEXT);
    await expectClanRefused(t, () => kick(officer, id(bears, 'Ursa')), NOT_IN_YOUR_CLAN_TEXT);
    await expectClanRefused(t, () => kick(officer, 999_999), NOT_IN_YOUR_CLAN_TEXT);
    await expectClanRefused(
      t,
      () => clanPost(t, 'kickMember', officer, { id: 'abc' }),
      expect.any(String),
    );
    const answer = (await expectOk(await kick(officer, id(wolves, 'Vet')))) as {
      members: { username: string }[];
    };
    expect(answer.members.map((member) => member.username)).not.toContain('Vet');
    expect(await rankOf(t, id(wolves, 'Vet'))).toBeNull();
    expect((await clanLogOf(t, wolves.clanId)).at(-1)).toBe(kickedText('Officer', 'Vet'));
  });

  it('refuses a non-member and a member of another clan acting on this one', async () => {
    await expectClanRefused(t, () => kick(outsider, id(wolves, 'Recruit')), NOT_IN_CLAN_TEXT);
    await expectClanRefused(
      t,
      () => kick(cookie(bears, 'Ursa'), id(wolves, 'Recruit')),
      NOT_IN_YOUR_CLAN_TEXT,
    );
  });
});

describe('clan.php changeRank', () => {
  const change = (as: string, target: number, rankNum: unknown) =>
    clanPost(t, 'changeRank', as, { id: target, rankNum });

  it('needs the promotions permission', async () => {
    await expectClanRefused(
      t,
      () => change(cookie(wolves, 'Officer'), id(wolves, 'Recruit'), 3),
      noPermissionText('promotions'),
    );
  });

  it('moves a lower member to a rank below the actor, and logs it', async () => {
    await setPermissions(t, wolves.clanId, 2, ['promotions']);
    const officer = cookie(wolves, 'Officer');
    expect(await expectOk(await change(officer, id(wolves, 'Recruit'), 3))).toEqual({
      userid: id(wolves, 'Recruit'),
      rankNum: 3,
    });
    expect(await rankOf(t, id(wolves, 'Recruit'))).toBe(3);
    expect((await clanLogOf(t, wolves.clanId)).at(-1)).toBe(
      rankChangedText('Officer', 'Recruit', 'Veteran'),
    );
    // Down as well as up.
    await expectOk(await change(officer, id(wolves, 'Vet'), 5));
    expect(await rankOf(t, id(wolves, 'Vet'))).toBe(5);

    const recruit = id(wolves, 'Recruit');
    await expectClanRefused(t, () => change(officer, recruit, 2), RANK_BELOW_YOURS_TEXT);
    await expectClanRefused(t, () => change(officer, recruit, 1), RANK_BELOW_YOURS_TEXT);
    await expectClanRefused(
      t,
      () => change(officer, id(wolves, 'Officer2'), 4),
      LOWER_RANK_ONLY_TEXT,
    );
    await expectClanRefused(t, () => change(officer, id(wolves, 'Alpha'), 4), LOWER_RANK_ONLY_TEXT);
    await expectClanRefused(t, () => change(officer, id(bears, 'Ursa'), 4), NOT_IN_YOUR_CLAN_TEXT);
    for (const bad of [0, 6, 'x', 2.5]) {
      await expectClanRefused(t, () => change(officer, recruit, bad), expect.any(String));
    }
  });

  it('the leader may give every rank, its own included: the clan can change hands', async () => {
    const alpha = cookie(wolves, 'Alpha');
    await expectOk(await change(alpha, id(wolves, 'Recruit'), 2));
    expect(await rankOf(t, id(wolves, 'Recruit'))).toBe(2);
    await expectOk(await change(alpha, id(wolves, 'Officer'), 1));
    expect(await rankOf(t, id(wolves, 'Officer'))).toBe(1);
    // Two leaders: neither acts on the other, and the first may now leave.
    await expectClanRefused(t, () => change(alpha, id(wolves, 'Officer'), 2), LOWER_RANK_ONLY_TEXT);
    expect(await expectOk(await clanPost(t, 'leave', alpha))).toBe(true);
    expect(await rankOf(t, id(wolves, 'Alpha'))).toBeNull();
    await expectClanRefused(t, () => change(outsider, id(wolves, 'Officer'), 3), NOT_IN_CLAN_TEXT);
  });
});

describe('clan.php leave', () => {
  it('a member leaves (logged); the last leader cannot while others remain', async () => {
    expect(await expectOk(await clanPost(t, 'leave', cookie(wolves, 'Member')))).toBe(true);
    expect(await rankOf(t, id(wolves, 'Member'))).toBeNull();
    expect((await clanLogOf(t, wolves.clanId)).at(-1)).toBe(leftText('Member'));
    await expectClanRefused(
      t,
      () => clanPost(t, 'leave', cookie(wolves, 'Alpha')),
      LAST_LEADER_TEXT,
    );
    await expectClanRefused(t, () => clanPost(t, 'leave', outsider), NOT_IN_CLAN_TEXT);
  });

  it('the last member leaving deletes the clan; its storage leaves the economy, counted', async () => {
    await grantItems(t.game, 'Ursa', { gold: 500 });
    await expectOk(
      await clanPost(t, 'donateItems', cookie(bears, 'Ursa'), {
        items: [{ id: 'gold', amount: 500 }],
      }),
    );
    expect(await storageOf(t, bears.clanId)).toEqual({ credits: 250, gold: 500 });
    expect(await expectOk(await clanPost(t, 'leave', cookie(bears, 'Ursa')))).toBe(true);
    const db = t.game.db;
    expect(
      await db.selectFrom('clans').select('id').where('id', '=', bears.clanId).execute(),
    ).toEqual([]);
    for (const table of ['clan_ranks', 'clan_storage', 'clan_log'] as const) {
      expect(
        await db.selectFrom(table).select('clan_id').where('clan_id', '=', bears.clanId).execute(),
      ).toEqual([]);
    }
    expect(await expectOk(await clanGet(t, 'loadClanHome', cookie(bears, 'Ursa')))).toBe('-');
    await expectEconomyClean(t);
  });
});

describe('clan.php invites admin', () => {
  it('needs the invite permission to send, cancel and list', async () => {
    const officer = cookie(wolves, 'Officer');
    const error = noPermissionText('invite');
    await expectClanRefused(
      t,
      () => clanPost(t, 'sendInvite', officer, { username: 'Outsider' }),
      error,
    );
    await expectOk(
      await clanPost(t, 'sendInvite', cookie(wolves, 'Alpha'), { username: 'Outsider' }),
    );
    await expectClanRefused(t, () => clanPost(t, 'cancelInvite', officer, { userid: 1 }), error);
    const list = await clanGet(t, 'loadInvites', officer);
    expect([list.statusCode, list.json()]).toEqual([400, { error }]);
  });

  it(`keeps at most ${CLAN_PENDING_INVITES_MAX} pending invites, also when 20 are sent at once`, async () => {
    const pendingInvites = async () =>
      Number(
        (
          await t.game.db
            .selectFrom('clan_invites')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('clan_id', '=', wolves.clanId)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const alpha = cookie(wolves, 'Alpha');
    const earlier = await insertStandInPlayers(
      t.game,
      'Outsider',
      CLAN_PENDING_INVITES_MAX - 5,
      'Invited',
    );
    await t.game.db
      .insertInto('clan_invites')
      .values(
        earlier.map((player) => ({
          clan_id: wolves.clanId,
          user_id: player.id,
          invited_by: id(wolves, 'Alpha'),
          created_at: 0,
        })),
      )
      .execute();
    const newcomers = await insertStandInPlayers(t.game, 'Outsider', 20, 'Newcomer');
    const answers = await Promise.all(
      newcomers.map((player) => clanPost(t, 'sendInvite', alpha, { username: player.name })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(
      answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json<unknown>()),
    ).toEqual(Array.from({ length: 15 }, () => ({ error: TOO_MANY_INVITES_TEXT })));
    expect(await pendingInvites()).toBe(CLAN_PENDING_INVITES_MAX);
    await expectClanRefused(
      t,
      () => clanPost(t, 'sendInvite', alpha, { username: 'Outsider' }),
      TOO_MANY_INVITES_TEXT,
    );
  });

  it('with the permission invites players of no clan, once, and cancels', async () => {
    await setPermissions(t, wolves.clanId, 2, ['invite']);
    const officer = cookie(wolves, 'Officer');
    const outsiderId = (
      await t.game.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'Outsider')
        .executeTakeFirstOrThrow()
    ).id;
    const sent = (await expectOk(
      await clanPost(t, 'sendInvite', officer, { username: 'OUTSIDER' }),
    )) as { invites: { userid: number; username: string }[] };
    expect(sent.invites.map((invite) => [invite.userid, invite.username])).toEqual([
      [outsiderId, 'Outsider'],
    ]);
    const invite = (username: string) => () => clanPost(t, 'sendInvite', officer, { username });
    await expectClanRefused(t, invite('Outsider'), ALREADY_INVITED_TEXT);
    await expectClanRefused(t, invite('Ursa'), ALREADY_IN_A_CLAN_TEXT);
    await expectClanRefused(t, invite('Recruit'), ALREADY_IN_A_CLAN_TEXT);
    await expectClanRefused(t, invite('Nobody'), UNKNOWN_PLAYER_TEXT);
    await expectClanRefused(t, invite(''), expect.any(String));
    await expectClanRefused(
      t,
      () => clanPost(t, 'sendInvite', outsider, { username: 'Recruit' }),
      NOT_IN_CLAN_TEXT,
    );
    // Another clan may invite the same player.
    await expectOk(
      await clanPost(t, 'sendInvite', cookie(bears, 'Ursa'), { username: 'Outsider' }),
    );
    // Bears cannot cancel the Wolves' invite.
    await expectOk(
      await clanPost(t, 'cancelInvite', cookie(bears, 'Ursa'), { userid: outsiderId }),
    );
    expect(await expectOk(await clanGet(t, 'loadInvites', officer))).toEqual(sent);
    expect(
      await expectOk(await clanPost(t, 'cancelInvite', officer, { userid: outsiderId })),
    ).toEqual({
      invites: [],
    });
    await expectClanRefused(
      t,
      () => clanPost(t, 'cancelInvite', officer, { userid: outsiderId }),
      NO_SUCH_SENT_INVITE_TEXT,
    );
  });
});
