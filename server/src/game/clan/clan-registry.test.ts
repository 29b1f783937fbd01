import { CLAN_DEFAULT_RANK_NAMES } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLAN_BOSS, CLAN_MOBS } from '../content/clan-battlegrounds';
import { NOT_IN_CLAN_TEXT } from './core';
import {
  ALREADY_IN_CLAN_TEXT,
  CLAN_FULL_TEXT,
  CLAN_NAME_TAKEN_TEXT,
  CREATION_CREDITS_TEXT,
  NO_SUCH_INVITE_TEXT,
  joinedText,
} from './registry';
import {
  createTestGame,
  grantItems,
  itemsOf,
  registerEmptyHanded,
  userIdOf,
  type TestGame,
} from '../../test-support';
import {
  clanGet,
  clanLogOf,
  clanPost,
  expectClanRefused,
  expectEconomyClean,
  expectOk,
  fillClan,
  rankOf,
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

describe('clan.php createClan', () => {
  it('founds the clan: 250 credits into its storage, ranks 1 to 5, the founder leads', async () => {
    const cookie = await registerEmptyHanded(t, 'Founder');
    const founderId = await userIdOf(t.game, 'Founder');
    await grantItems(t.game, 'Founder', { credits: 300 });
    const created = (await expectOk(
      await clanPost(t, 'createClan', cookie, { name: 'Iron Wolves' }),
    )) as { clan: { clanid: number; name: string } };
    expect(created).toEqual({
      clan: { clanid: expect.any(Number) as number, name: 'Iron Wolves' },
      itemsToRemove: [{ id: 'credits', amount: 250 }],
    });
    const clanId = created.clan.clanid;
    expect(await itemsOf(t.game, 'Founder')).toEqual({ credits: 50 });
    expect(await storageOf(t, clanId)).toEqual({ credits: 250 });
    expect(await rankOf(t, founderId)).toBe(1);
    const ranks = (await expectOk(await clanGet(t, 'ranks', cookie))) as {
      ranks: { num: number; name: string; permissions: Record<string, boolean> }[];
    };
    expect(ranks.ranks.map((rank) => rank.name)).toEqual([...CLAN_DEFAULT_RANK_NAMES]);
    expect(Object.values(ranks.ranks[0]?.permissions ?? {})).toEqual(Array(6).fill(true));
    for (const rank of ranks.ranks.slice(1)) {
      expect(Object.values(rank.permissions)).toEqual(Array(6).fill(false));
    }
    // The initial data and the profile name the clan.
    const initial = (await expectOk(await t.get('_load_initial_data.php', {}, cookie))) as {
      clan: unknown;
    };
    expect(initial.clan).toEqual({ clanid: clanId, name: 'Iron Wolves' });
    const profile = (await expectOk(await t.post('profile.php', { id: founderId }, cookie))) as {
      clanid: number;
      clanName: string;
    };
    expect([profile.clanid, profile.clanName]).toEqual([clanId, 'Iron Wolves']);
    // Something to fight at once: every battleground mob at its full amount and the boss.
    const grounds = (await expectOk(await clanGet(t, 'loadBattlegrounds', cookie))) as {
      mobData: { id: number; amount: number }[];
      bossData: { hpRemaining: number; hpMax: number } | null;
    };
    expect(grounds.mobData.map(({ id, amount }) => ({ id, amount }))).toEqual(
      CLAN_MOBS.map(({ id, amount }) => ({ id, amount })),
    );
    expect(grounds.bossData?.hpRemaining).toBe(CLAN_BOSS.hp);
    await expectEconomyClean(t);
  });

  it('refuses without credits, a taken name in any case or spacing, a member, bad names', async () => {
    const { cookies } = await setUpClan(t, 'Iron Wolves', 'Leader');
    const poor = await registerEmptyHanded(t, 'Poor');
    await expectClanRefused(
      t,
      () => clanPost(t, 'createClan', poor, { name: 'Poor Clan' }),
      CREATION_CREDITS_TEXT,
    );
    await grantItems(t.game, 'Poor', { credits: 250 });
    await expectClanRefused(
      t,
      () => clanPost(t, 'createClan', poor, { name: 'IRONWOLVES' }),
      CLAN_NAME_TAKEN_TEXT,
    );
    await grantItems(t.game, 'Leader', { credits: 250 });
    await expectClanRefused(
      t,
      () => clanPost(t, 'createClan', cookies.Leader ?? '', { name: 'Another' }),
      ALREADY_IN_CLAN_TEXT,
    );
    for (const name of ['', 'ab', 'x'.repeat(21), 'Bad!Name']) {
      await expectClanRefused(
        t,
        () => clanPost(t, 'createClan', poor, { name }),
        expect.any(String),
      );
    }
  });
});

describe('clan.php invites from the registry side', () => {
  it('lists received invites; rejecting deletes one, accepting joins at rank 5 and drops the rest', async () => {
    const { cookies: wolves, clanId: wolvesId } = await setUpClan(t, 'Wolves', 'Alpha');
    const { cookies: bears, clanId: bearsId } = await setUpClan(t, 'Bears', 'Ursa');
    const joiner = await registerEmptyHanded(t, 'Joiner');
    const joinerId = await userIdOf(t.game, 'Joiner');
    await expectOk(await clanPost(t, 'sendInvite', wolves.Alpha ?? '', { username: 'joiner' }));
    await expectOk(await clanPost(t, 'sendInvite', bears.Ursa ?? '', { username: 'Joiner' }));
    const invites = (await expectOk(await clanGet(t, 'loadClanInvites', joiner))) as {
      id: number;
      clanid: number;
      clanName: string;
    }[];
    expect(invites.map((invite) => [invite.clanid, invite.clanName])).toEqual([
      [bearsId, 'Bears'],
      [wolvesId, 'Wolves'],
    ]);
    const [bearsInvite, wolvesInvite] = invites;

    // Someone else's invite id is not theirs to answer.
    const other = await registerEmptyHanded(t, 'Other');
    await expectClanRefused(
      t,
      () => clanPost(t, 'handleInvite', other, { id: wolvesInvite?.id, decision: 1 }),
      NO_SUCH_INVITE_TEXT,
    );
    await expectClanRefused(
      t,
      () => clanPost(t, 'handleInvite', joiner, { id: wolvesInvite?.id, decision: 2 }),
      expect.any(String),
    );

    expect(
      await expectOk(
        await clanPost(t, 'handleInvite', joiner, { id: bearsInvite?.id, decision: 0 }),
      ),
    ).toEqual({ clan: null });
    expect(await rankOf(t, joinerId)).toBeNull();
    expect(
      await expectOk(
        await clanPost(t, 'handleInvite', joiner, { id: wolvesInvite?.id, decision: 1 }),
      ),
    ).toEqual({ clan: { clanid: wolvesId, name: 'Wolves' } });
    expect(await rankOf(t, joinerId)).toBe(5);
    expect(await expectOk(await clanGet(t, 'loadClanInvites', joiner))).toEqual([]);
    expect((await clanLogOf(t, wolvesId)).at(-1)).toBe(joinedText('Joiner'));
  });

  it('refuses joining a full clan and joining a second clan, changing nothing', async () => {
    const { cookies, clanId } = await setUpClan(t, 'Wolves', 'Alpha');
    const members = (await expectOk(await clanGet(t, 'loadDetails', cookies.Alpha ?? ''))) as {
      clanData: { membersLimit: number };
    };
    const limit = members.clanData.membersLimit;
    expect(limit).toBeGreaterThan(1);
    await fillClan(t, clanId, limit - 1);
    const late = await registerEmptyHanded(t, 'Late');
    await expectOk(await clanPost(t, 'sendInvite', cookies.Alpha ?? '', { username: 'Late' }));
    const [invite] = (await expectOk(await clanGet(t, 'loadClanInvites', late))) as {
      id: number;
    }[];
    await expectClanRefused(
      t,
      () => clanPost(t, 'handleInvite', late, { id: invite?.id, decision: 1 }),
      CLAN_FULL_TEXT,
    );

    // An invite sent before the player joined another clan cannot be accepted afterwards.
    const { cookies: bears } = await setUpClan(t, 'Bears', 'Ursa', { Cub: 5 });
    await t.game.db
      .insertInto('clan_invites')
      .values({ clan_id: clanId, user_id: await userIdOf(t.game, 'Cub'), created_at: 1 })
      .execute();
    const [stale] = (await expectOk(await clanGet(t, 'loadClanInvites', bears.Cub ?? ''))) as {
      id: number;
    }[];
    await expectClanRefused(
      t,
      () => clanPost(t, 'handleInvite', bears.Cub ?? '', { id: stale?.id, decision: 1 }),
      ALREADY_IN_CLAN_TEXT,
    );
  });
});

describe('clan.php getList and profile', () => {
  it('ranks clans by experience and shows a public profile to anyone', async () => {
    const { clanId: wolvesId } = await setUpClan(t, 'Wolves', 'Alpha', { Beta: 5 });
    const { clanId: bearsId } = await setUpClan(t, 'Bears', 'Ursa');
    await t.game.db
      .updateTable('clans')
      .set({ exp: 505_000, gold_tax: 5 })
      .where('id', '=', bearsId)
      .execute();
    const outsider = await registerEmptyHanded(t, 'Outsider');
    expect(await expectOk(await clanGet(t, 'getList', outsider))).toEqual([
      { rank: 1, clanid: bearsId, name: 'Bears', level: 101, members: 1 },
      { rank: 2, clanid: wolvesId, name: 'Wolves', level: 1, members: 2 },
    ]);
    const profile = (await expectOk(
      await clanGet(t, 'profile', outsider, { clanid: String(bearsId) }),
    )) as { buildings: [string, number][] };
    expect(profile).toMatchObject({
      clanid: bearsId,
      name: 'Bears',
      level: 101,
      members: 1,
      goldTax: 5,
      resTax: 0,
    });
    expect(profile.buildings.length).toBeGreaterThan(0);
    expect(profile.buildings.every(([, level]) => level === 0)).toBe(true);
    // A clan that does not exist is a state of the page, not a refusal to show.
    expect(await expectOk(await clanGet(t, 'profile', outsider, { clanid: '999' }))).toBe('-');
  });

  it("answers '-' for the clan home without a clan, and refuses member pages", async () => {
    const outsider = await registerEmptyHanded(t, 'Outsider');
    expect(await expectOk(await clanGet(t, 'loadClanHome', outsider))).toBe('-');
    for (const mod of ['loadMembers', 'loadStorage', 'ranks', 'loadDetails', 'loadLog']) {
      const response = await clanGet(t, mod, outsider);
      expect(response.statusCode, mod).toBe(400);
      expect(response.json()).toEqual({ error: NOT_IN_CLAN_TEXT });
    }
  });
});
