import { CLAN_HOME_LOG_ENTRIES, CLAN_HOME_PREVIEW_ENTRIES } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOT_IN_CLAN_TEXT, noPermissionText } from './core';
import { personalTaxesTooLowText, taxesChangedText } from './home';
import { kickedText } from './members';
import { LEADER_ONLY_TEXT, LEADER_RANK_FIXED_TEXT } from './ranks';
import { createTestGame, registerEmptyHanded, type TestGame } from '../../test-support';
import {
  clanGet,
  clanLogOf,
  clanPost,
  expectClanRefused,
  expectOk,
  setPermissions,
  setUpClan,
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
  wolves = await setUpClan(t, 'Wolves', 'Alpha', { Officer: 2, Recruit: 5 });
  bears = await setUpClan(t, 'Bears', 'Ursa');
  outsider = await registerEmptyHanded(t, 'Outsider');
});
afterEach(async () => {
  await t.close();
});

describe('clan.php home, log and details', () => {
  it('answers the clan, the announcement and the newest log lines; loadLog the newest 100', async () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({
      clan_id: wolves.clanId,
      tstamp: index,
      msg: `line ${index}`,
    }));
    await t.game.db.insertInto('clan_log').values(lines).execute();
    await t.game.db
      .updateTable('clans')
      .set({ exp: 150, announcement: 'Hunt at dawn.' })
      .where('id', '=', wolves.clanId)
      .execute();
    const home = (await expectOk(await clanGet(t, 'loadClanHome', cookie(wolves, 'Recruit')))) as {
      clanMemberData: unknown;
      announcement: string;
      log: { msg: string }[];
    };
    expect(home.announcement).toBe('Hunt at dawn.');
    expect(home.log.map((entry) => entry.msg)).toEqual(
      Array.from({ length: CLAN_HOME_PREVIEW_ENTRIES }, (_, index) => `line ${119 - index}`),
    );
    expect(home.clanMemberData).toEqual({
      clanid: wolves.clanId,
      name: 'Wolves',
      level: 2,
      exp: 150,
      expStart: 100,
      expToLevel: 300,
      members: 3,
      membersLimit: expect.any(Number) as number,
      goldTax: 0,
      resTax: 0,
      pGoldTax: 0,
      pResTax: 0,
      rankNum: 5,
      permissions: {
        details: false,
        promotions: false,
        buildings: false,
        invite: false,
        kick: false,
        items: false,
      },
    });
    const log = (await expectOk(await clanGet(t, 'loadLog', cookie(wolves, 'Recruit')))) as {
      log: { msg: string; tstamp: number }[];
    };
    expect(log.log).toHaveLength(CLAN_HOME_LOG_ENTRIES);
    expect(log.log[0]).toEqual({ msg: 'line 119', tstamp: 119 });
    const details = (await expectOk(await clanGet(t, 'loadDetails', cookie(wolves, 'Alpha')))) as {
      clanData: { rankNum: number; permissions: Record<string, boolean> };
    };
    expect(details.clanData.rankNum).toBe(1);
    expect(Object.values(details.clanData.permissions).every(Boolean)).toBe(true);
  });
});

describe('clan.php announcement and taxes', () => {
  it('editAnnouncement needs the details permission', async () => {
    const officer = cookie(wolves, 'Officer');
    await expectClanRefused(
      t,
      () => clanPost(t, 'editAnnouncement', officer, { data: 'Mine!' }),
      noPermissionText('details'),
    );
    await expectClanRefused(
      t,
      () => clanPost(t, 'editAnnouncement', outsider, { data: 'Mine!' }),
      NOT_IN_CLAN_TEXT,
    );
    await setPermissions(t, wolves.clanId, 2, ['details']);
    await expectClanRefused(
      t,
      () => clanPost(t, 'editAnnouncement', officer, { data: 'x'.repeat(2001) }),
      expect.any(String),
    );
    expect(
      await expectOk(await clanPost(t, 'editAnnouncement', officer, { data: 'Gather wood.' })),
    ).toEqual({ announcement: 'Gather wood.' });
    const home = (await expectOk(await clanGet(t, 'loadClanHome', officer))) as {
      announcement: string;
    };
    expect(home.announcement).toBe('Gather wood.');
  });

  it('loadSettings and editTaxes need the details permission; taxes are 0 to 100', async () => {
    const officer = cookie(wolves, 'Officer');
    const error = noPermissionText('details');
    await expectClanRefused(
      t,
      () => clanPost(t, 'editTaxes', officer, { goldTax: 5, resTax: 5 }),
      error,
    );
    const refusedLoad = await clanGet(t, 'loadSettings', officer);
    expect([refusedLoad.statusCode, refusedLoad.json()]).toEqual([400, { error }]);
    await setPermissions(t, wolves.clanId, 2, ['details']);
    for (const [goldTax, resTax] of [
      [101, 5],
      [5, -1],
      ['ab', 5],
      [5, '1000'],
    ]) {
      await expectClanRefused(
        t,
        () => clanPost(t, 'editTaxes', officer, { goldTax, resTax }),
        expect.any(String),
      );
    }
    expect(
      await expectOk(await clanPost(t, 'editTaxes', officer, { goldTax: 7, resTax: 3 })),
    ).toEqual({ goldTax: 7, resTax: 3 });
    expect(await expectOk(await clanGet(t, 'loadSettings', officer))).toEqual({
      goldTax: 7,
      resTax: 3,
    });
    expect((await clanLogOf(t, wolves.clanId)).at(-1)).toBe(
      taxesChangedText('Officer', { goldTax: 7, resTax: 3 }),
    );
    // Other clans' taxes are theirs.
    expect(await expectOk(await clanGet(t, 'loadSettings', cookie(bears, 'Ursa')))).toEqual({
      goldTax: 0,
      resTax: 0,
    });
  });

  it('personal taxes: any member, at least the clan taxes', async () => {
    await t.game.db
      .updateTable('clans')
      .set({ gold_tax: 5, res_tax: 2 })
      .where('id', '=', wolves.clanId)
      .execute();
    const recruit = cookie(wolves, 'Recruit');
    await expectClanRefused(
      t,
      () => clanPost(t, 'editPersonalTaxes', recruit, { pGoldTax: 4, pResTax: 10 }),
      personalTaxesTooLowText({ goldTax: 5, resTax: 2 }),
    );
    await expectClanRefused(
      t,
      () => clanPost(t, 'editPersonalTaxes', recruit, { pGoldTax: 1000, pResTax: 10 }),
      expect.any(String),
    );
    await expectClanRefused(
      t,
      () => clanPost(t, 'editPersonalTaxes', outsider, { pGoldTax: 10, pResTax: 10 }),
      NOT_IN_CLAN_TEXT,
    );
    expect(
      await expectOk(await clanPost(t, 'editPersonalTaxes', recruit, { pGoldTax: 12, pResTax: 2 })),
    ).toEqual({ pGoldTax: 12, pResTax: 2 });
    const details = (await expectOk(await clanGet(t, 'loadDetails', recruit))) as {
      clanData: { pGoldTax: number; pResTax: number };
    };
    expect([details.clanData.pGoldTax, details.clanData.pResTax]).toEqual([12, 2]);
  });
});

describe('clan.php rank admin', () => {
  it('only the leader changes permissions, never of rank 1; the change takes effect', async () => {
    const officer = cookie(wolves, 'Officer');
    const alpha = cookie(wolves, 'Alpha');
    const grantKick = { permission: 'kick', num: 2, value: 1 };
    await expectClanRefused(
      t,
      () => clanPost(t, 'changePermission', officer, grantKick),
      LEADER_ONLY_TEXT,
    );
    await expectClanRefused(
      t,
      () => clanPost(t, 'changePermission', outsider, grantKick),
      NOT_IN_CLAN_TEXT,
    );
    await expectClanRefused(
      t,
      () =>
        clanPost(t, 'changePermission', cookie(bears, 'Ursa'), { ...grantKick, num: 1, value: 0 }),
      LEADER_RANK_FIXED_TEXT,
    );
    for (const bad of [
      { ...grantKick, permission: 'everything' },
      { ...grantKick, num: 6 },
      { ...grantKick, value: 2 },
    ]) {
      await expectClanRefused(
        t,
        () => clanPost(t, 'changePermission', alpha, bad),
        expect.any(String),
      );
    }
    await expectClanRefused(
      t,
      () => clanPost(t, 'kickMember', officer, { id: id(wolves, 'Recruit') }),
      noPermissionText('kick'),
    );

    const answer = (await expectOk(await clanPost(t, 'changePermission', alpha, grantKick))) as {
      ranks: { num: number; permissions: Record<string, boolean> }[];
    };
    expect(answer.ranks[1]?.permissions).toEqual({
      details: false,
      promotions: false,
      buildings: false,
      invite: false,
      kick: true,
      items: false,
    });
    // Bears' ranks are untouched.
    const bearsRanks = (await expectOk(await clanGet(t, 'ranks', cookie(bears, 'Ursa')))) as {
      ranks: { permissions: Record<string, boolean> }[];
    };
    expect(bearsRanks.ranks[1]?.permissions.kick).toBe(false);
    await expectOk(await clanPost(t, 'kickMember', officer, { id: id(wolves, 'Recruit') }));
    expect((await clanLogOf(t, wolves.clanId)).at(-1)).toBe(kickedText('Officer', 'Recruit'));

    await expectOk(await clanPost(t, 'changePermission', alpha, { ...grantKick, value: 0 }));
    const ranks = (await expectOk(await clanGet(t, 'ranks', officer))) as {
      ranks: { permissions: Record<string, boolean> }[];
    };
    expect(ranks.ranks[1]?.permissions.kick).toBe(false);
  });

  it('only the leader names ranks', async () => {
    const rename = { num: 2, name: 'Captain' };
    await expectClanRefused(
      t,
      () => clanPost(t, 'changeRankName', cookie(wolves, 'Officer'), rename),
      LEADER_ONLY_TEXT,
    );
    await expectClanRefused(
      t,
      () => clanPost(t, 'changeRankName', outsider, rename),
      NOT_IN_CLAN_TEXT,
    );
    const alpha = cookie(wolves, 'Alpha');
    for (const bad of [
      { num: 2, name: '' },
      { num: 2, name: 'x'.repeat(21) },
      { num: 0, name: 'Zero' },
    ]) {
      await expectClanRefused(
        t,
        () => clanPost(t, 'changeRankName', alpha, bad),
        expect.any(String),
      );
    }
    const answer = (await expectOk(await clanPost(t, 'changeRankName', alpha, rename))) as {
      ranks: { num: number; name: string }[];
    };
    expect(answer.ranks.map((rank) => rank.name)).toEqual([
      'Leader',
      'Captain',
      'Veteran',
      'Member',
      'Recruit',
    ]);
  });
});
