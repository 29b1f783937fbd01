/**
 * Clan calls racing each other: on PostgreSQL they really run at once (a pool of connections),
 * on SQLite one after the other; either way the outcome must be one of the serial ones.
 */
import { clanConversionCap, clanLevelExpStart } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOT_IN_CLAN_TEXT } from './core';
import { kickedText, leftText } from './members';
import { CLAN_FULL_TEXT, CLAN_NAME_TAKEN_TEXT } from './registry';
import {
  createTestGame,
  grantItems,
  itemsOf,
  registerEmptyHanded,
  type TestGame,
} from '../../test-support';
import {
  clanGet,
  clanLogOf,
  clanPost,
  expectEconomyClean,
  expectOk,
  fillClan,
  rankOf,
  setPermissions,
  setUpClan,
  storageOf,
} from './clan-support';

let t: TestGame;
beforeEach(async () => {
  t = await createTestGame();
});
afterEach(async () => {
  await t.close();
});

type Response = Awaited<ReturnType<TestGame['post']>>;
const succeeded = (responses: Response[]) => responses.filter((r) => r.statusCode === 200);

describe('clan calls at once', () => {
  it('two officers kicking each other: at most one succeeds, and only a permitted one', async () => {
    const clan = await setUpClan(t, 'Wolves', 'Alpha', { Senior: 2, Junior: 3 });
    await setPermissions(t, clan.clanId, 2, ['kick']);
    await setPermissions(t, clan.clanId, 3, ['kick']);
    const [senior, junior] = await Promise.all([
      clanPost(t, 'kickMember', clan.cookies.Senior ?? '', { id: clan.ids.Junior }),
      clanPost(t, 'kickMember', clan.cookies.Junior ?? '', { id: clan.ids.Senior }),
    ]);
    expect(succeeded([senior, junior])).toHaveLength(1);
    expect(senior.statusCode, senior.body).toBe(200);
    expect(junior.statusCode).toBe(400);
    expect(await rankOf(t, clan.ids.Senior ?? 0)).toBe(2);
    expect(await rankOf(t, clan.ids.Junior ?? 0)).toBeNull();
    expect((await clanLogOf(t, clan.clanId)).at(-1)).toBe(kickedText('Senior', 'Junior'));
  });

  it('two leaders kicking each other at once: neither can (equal rank), nothing changes', async () => {
    const clan = await setUpClan(t, 'Wolves', 'Alpha', { Beta: 1, Pup: 5 });
    const responses = await Promise.all([
      clanPost(t, 'kickMember', clan.cookies.Alpha ?? '', { id: clan.ids.Beta }),
      clanPost(t, 'kickMember', clan.cookies.Beta ?? '', { id: clan.ids.Alpha }),
    ]);
    expect(succeeded(responses)).toHaveLength(0);
    expect([await rankOf(t, clan.ids.Alpha ?? 0), await rankOf(t, clan.ids.Beta ?? 0)]).toEqual([
      1, 1,
    ]);
  });

  it('a leave racing a kick of the same member: exactly one of them happens', async () => {
    for (let round = 0; round < 3; round++) {
      const clan = await setUpClan(t, `Pack${round}`, `Lead${round}`, { [`Pup${round}`]: 5 });
      const pup = `Pup${round}`;
      const [leave, kick] = await Promise.all([
        clanPost(t, 'leave', clan.cookies[pup] ?? ''),
        clanPost(t, 'kickMember', clan.cookies[`Lead${round}`] ?? '', { id: clan.ids[pup] }),
      ]);
      expect(succeeded([leave, kick]), `round ${round}`).toHaveLength(1);
      const loser = leave.statusCode === 200 ? kick : leave;
      expect(loser.json()).toEqual({
        error: leave.statusCode === 200 ? (expect.any(String) as string) : NOT_IN_CLAN_TEXT,
      });
      expect(await rankOf(t, clan.ids[pup] ?? 0)).toBeNull();
      const log = await clanLogOf(t, clan.clanId);
      const ends = [leftText(pup), kickedText(`Lead${round}`, pup)];
      expect(log.filter((line) => ends.includes(line))).toHaveLength(1);
    }
  });

  it('50 donations and conversions at once conserve the storage exactly', async () => {
    const donors = ['Donor1', 'Donor2', 'Donor3', 'Donor4'];
    const clan = await setUpClan(t, 'Wolves', 'Alpha', {
      Officer: 2,
      ...Object.fromEntries(donors.map((name) => [name, 5])),
    });
    await t.game.db
      .updateTable('clans')
      .set({ exp: clanLevelExpStart(101) })
      .where('id', '=', clan.clanId)
      .execute();
    await setPermissions(t, clan.clanId, 2, ['items']);
    await grantItems(t.game, 'Alpha', { gold: 100_000, metal: 10_000 });
    await expectOk(
      await clanPost(t, 'donateItems', clan.cookies.Alpha ?? '', {
        items: [
          { id: 'gold', amount: 100_000 },
          { id: 'metal', amount: 10_000 },
        ],
      }),
    );
    for (const donor of donors) await grantItems(t.game, donor, { gold: 1000 });

    const calls: Promise<Response>[] = [];
    for (let index = 0; index < 30; index++) {
      const donor = donors[index % donors.length] ?? '';
      calls.push(
        clanPost(t, 'donateItems', clan.cookies[donor] ?? '', {
          items: [{ id: 'gold', amount: 100 }],
        }),
      );
    }
    for (let index = 0; index < 20; index++) {
      const [as, fields] =
        index % 2 === 0
          ? ['Alpha', { from: 'gold', to: 'metal', amount: 150 }]
          : ['Officer', { from: 'metal', to: 'gold', amount: 100 }];
      calls.push(clanPost(t, 'convertItems', clan.cookies[as] ?? '', fields));
    }
    const responses = await Promise.all(calls);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);

    // 30 × 100 gold donated; 10 × 150 gold → 10 × 100 metal; 10 × 100 metal → 10 × 150 gold.
    expect(await storageOf(t, clan.clanId)).toEqual({
      credits: 250,
      gold: 100_000 + 3000 - 1500 + 1500,
      metal: 10_000 + 1000 - 1000,
    });
    for (const donor of donors) {
      const donations = donors.indexOf(donor) < 30 % donors.length ? 8 : 7;
      expect(await itemsOf(t.game, donor), donor).toEqual({ gold: 1000 - donations * 100 });
    }
    const storage = (await expectOk(await clanGet(t, 'loadStorage', clan.cookies.Alpha ?? ''))) as {
      goldConverted: number;
    };
    expect(storage.goldConverted).toBe(10 * 150 + 10 * 150);
    await expectEconomyClean(t);
  });

  it('conversions at once never pass the monthly cap together', async () => {
    const clan = await setUpClan(t, 'Wolves', 'Alpha', { Officer: 2 });
    await t.game.db
      .updateTable('clans')
      .set({ exp: clanLevelExpStart(101) })
      .where('id', '=', clan.clanId)
      .execute();
    await setPermissions(t, clan.clanId, 2, ['items']);
    const cap = clanConversionCap(101);
    const each = Math.floor(cap / 5) - 1;
    await grantItems(t.game, 'Alpha', { gold: each * 10 });
    await expectOk(
      await clanPost(t, 'donateItems', clan.cookies.Alpha ?? '', {
        items: [{ id: 'gold', amount: each * 10 }],
      }),
    );
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        clanPost(t, 'convertItems', clan.cookies[index % 2 ? 'Alpha' : 'Officer'] ?? '', {
          from: 'gold',
          to: 'wood',
          amount: each,
        }),
      ),
    );
    expect(succeeded(responses)).toHaveLength(5);
    const storage = await storageOf(t, clan.clanId);
    expect(storage.gold).toBe(each * 5);
    expect(storage.wood).toBe(5 * Math.floor((each * 10) / 15));
    await expectEconomyClean(t);
  });

  it('accepting invites at once never overfills the clan', async () => {
    const clan = await setUpClan(t, 'Wolves', 'Alpha');
    const details = (await expectOk(await clanGet(t, 'loadDetails', clan.cookies.Alpha ?? ''))) as {
      clanData: { membersLimit: number };
    };
    await fillClan(t, clan.clanId, details.clanData.membersLimit - 2);
    const joiners = ['Joiner1', 'Joiner2', 'Joiner3'];
    const cookies: string[] = [];
    for (const name of joiners) {
      cookies.push(await registerEmptyHanded(t, name));
      await expectOk(await clanPost(t, 'sendInvite', clan.cookies.Alpha ?? '', { username: name }));
    }
    const invites = await Promise.all(
      cookies.map(
        async (cookie) =>
          ((await expectOk(await clanGet(t, 'loadClanInvites', cookie))) as { id: number }[])[0],
      ),
    );
    const responses = await Promise.all(
      cookies.map((cookie, index) =>
        clanPost(t, 'handleInvite', cookie, { id: invites[index]?.id, decision: 1 }),
      ),
    );
    expect(succeeded(responses)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.json()).toEqual({ error: CLAN_FULL_TEXT });
    }
    const members = await t.game.db
      .selectFrom('clan_members')
      .select('user_id')
      .where('clan_id', '=', clan.clanId)
      .execute();
    expect(members).toHaveLength(details.clanData.membersLimit);
  });

  it('two players founding the same name at once: one clan', async () => {
    const founders = ['Founder1', 'Founder2'];
    const cookies: string[] = [];
    for (const name of founders) {
      cookies.push(await registerEmptyHanded(t, name));
      await grantItems(t.game, name, { credits: 250 });
    }
    const responses = await Promise.all(
      cookies.map((cookie, index) =>
        clanPost(t, 'createClan', cookie, { name: index ? 'Same Name' : 'same name' }),
      ),
    );
    expect(succeeded(responses)).toHaveLength(1);
    expect(responses.find((r) => r.statusCode !== 200)?.json()).toEqual({
      error: CLAN_NAME_TAKEN_TEXT,
    });
    expect(await t.game.db.selectFrom('clans').select('id').execute()).toHaveLength(1);
    await expectEconomyClean(t);
  });
});
