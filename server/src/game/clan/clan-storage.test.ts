import {
  CLAN_GOLD_CONVERSION_RATE,
  CONVERSION_CAP_TEXT,
  CONVERSION_TOO_SMALL_TEXT,
  NOT_CONVERTIBLE_TEXT,
  clanConversionCap,
  clanConversionMonth,
  clanLevelExpStart,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOT_IN_CLAN_TEXT, noPermissionText } from './core';
import { NOT_IN_YOUR_CLAN_TEXT } from './members';
import {
  EXCHANGE_LEVEL_TEXT,
  convertedText,
  donatedText,
  receivedFromClanText,
  sentToMemberText,
  storageShortText,
} from './storage';
import { notEnoughText } from '../inventory/equipment';
import { UNKNOWN_PLAYER_TEXT } from '../players/players';
import {
  createTestGame,
  grantItems,
  itemsOf,
  recordingLiveHub,
  registerEmptyHanded,
  type TestGame,
} from '../../test-support';
import {
  clanGet,
  clanLogOf,
  clanPost,
  expectClanRefused,
  expectEconomyClean,
  expectOk,
  setPermissions,
  setUpClan,
  storageOf,
  type ClanPlayers,
} from './clan-support';

let t: TestGame;
let pushed: { userId: number; type: string; data: unknown }[];
let wolves: ClanPlayers;
let bears: ClanPlayers;
let outsider: string;
const cookie = (players: ClanPlayers, name: string) => players.cookies[name] ?? '';
const id = (players: ClanPlayers, name: string) => players.ids[name] ?? 0;

beforeEach(async () => {
  const recorded = recordingLiveHub();
  pushed = recorded.pushed;
  t = await createTestGame({ live: recorded.hub });
  wolves = await setUpClan(t, 'Wolves', 'Alpha', { Officer: 2, Recruit: 5 });
  bears = await setUpClan(t, 'Bears', 'Ursa');
  outsider = await registerEmptyHanded(t, 'Outsider');
});
afterEach(async () => {
  await t.close();
});

/** Puts the clan at a level directly (a set-up: clan exp comes from members' actions). */
async function setLevel(clanId: number, level: number) {
  await t.game.db
    .updateTable('clans')
    .set({ exp: clanLevelExpStart(level) })
    .where('id', '=', clanId)
    .execute();
}

describe('clan.php donateItems', () => {
  it('any member moves gold, credits and resources into storage; counted and logged', async () => {
    await grantItems(t.game, 'Recruit', { gold: 1000, credits: 20, metal: 30, wood: 5 });
    const items = [
      { id: 'gold', amount: 600 },
      { id: 'credits', amount: 20 },
      { id: 'metal', amount: 30 },
    ];
    expect(
      await expectOk(await clanPost(t, 'donateItems', cookie(wolves, 'Recruit'), { items })),
    ).toEqual({
      itemsToRemove: items,
      storage: { credits: 270, gold: 600, metal: 30 },
    });
    expect(await itemsOf(t.game, 'Recruit')).toEqual({ gold: 400, wood: 5 });
    expect(await storageOf(t, wolves.clanId)).toEqual({ credits: 270, gold: 600, metal: 30 });
    const members = (await expectOk(await clanGet(t, 'loadMembers', cookie(wolves, 'Alpha')))) as {
      members: { username: string; donated: unknown }[];
    };
    expect(members.members.find((member) => member.username === 'Recruit')?.donated).toEqual({
      gold: 600,
      credits: 20,
      metal: 30,
      wood: 0,
      stone: 0,
    });
    expect((await clanLogOf(t, wolves.clanId)).at(-1)).toBe(donatedText('Recruit', items));
    expect((await clanLogOf(t, wolves.clanId)).at(-1)).toBe(
      'Recruit donated 600 Gold, 20 Credits, 30 Metal.',
    );
    await expectEconomyClean(t);
  });

  it('refuses more than held (all or nothing), other items, bad amounts and non-members', async () => {
    await grantItems(t.game, 'Recruit', { gold: 100, metal: 5, gem_ruby: 3 });
    const recruit = cookie(wolves, 'Recruit');
    const donate =
      (items: unknown, as = recruit) =>
      () =>
        clanPost(t, 'donateItems', as, { items });
    await expectClanRefused(
      t,
      donate([
        { id: 'gold', amount: 100 },
        { id: 'metal', amount: 6 },
      ]),
      notEnoughText('metal'),
    );
    await expectClanRefused(t, donate([{ id: 'gem_ruby', amount: 1 }]), expect.any(String));
    await expectClanRefused(t, donate([{ id: 'gold', amount: 0 }]), expect.any(String));
    await expectClanRefused(t, donate([{ id: 'gold', amount: -5 }]), expect.any(String));
    await expectClanRefused(t, donate([]), expect.any(String));
    await expectClanRefused(t, donate('gold'), expect.any(String));
    await grantItems(t.game, 'Outsider', { gold: 100 });
    await expectClanRefused(t, donate([{ id: 'gold', amount: 10 }], outsider), NOT_IN_CLAN_TEXT);
  });
});

describe('clan.php loadStorage', () => {
  it('shows what may be sent only with the items permission, and the conversion figures', async () => {
    await setLevel(wolves.clanId, 120);
    const recruitView = (await expectOk(
      await clanGet(t, 'loadStorage', cookie(wolves, 'Recruit')),
    )) as Record<string, unknown>;
    expect(recruitView).toEqual({
      storage: { credits: 250 },
      sendableItems: [],
      level: 120,
      goldConverted: 0,
      goldConversionRate: CLAN_GOLD_CONVERSION_RATE,
      conversionCap: clanConversionCap(120),
    });
    const leaderView = (await expectOk(
      await clanGet(t, 'loadStorage', cookie(wolves, 'Alpha')),
    )) as Record<string, unknown>;
    expect(leaderView.sendableItems).toEqual([{ itemid: 'credits', amount: 250 }]);
  });
});

describe('clan.php sendItemsToMember', () => {
  beforeEach(async () => {
    await grantItems(t.game, 'Alpha', { gold: 1000 });
    await expectOk(
      await clanPost(t, 'donateItems', cookie(wolves, 'Alpha'), {
        items: [{ id: 'gold', amount: 1000 }],
      }),
    );
    pushed.length = 0;
  });
  const send = (as: string, username: string, items: unknown) => () =>
    clanPost(t, 'sendItemsToMember', as, { username, items });

  it('needs the items permission', async () => {
    await expectClanRefused(
      t,
      send(cookie(wolves, 'Officer'), 'Recruit', [{ id: 'gold', amount: 10 }]),
      noPermissionText('items'),
    );
    await expectClanRefused(
      t,
      send(outsider, 'Recruit', [{ id: 'gold', amount: 10 }]),
      NOT_IN_CLAN_TEXT,
    );
  });

  it('with it sends storage items to a member, who is told; logged', async () => {
    await setPermissions(t, wolves.clanId, 2, ['items']);
    const items = [
      { id: 'gold', amount: 400 },
      { id: 'credits', amount: 50 },
    ];
    expect(await expectOk(await send(cookie(wolves, 'Officer'), 'recruit', items)())).toEqual({
      storage: { credits: 200, gold: 600 },
      goldConverted: 0,
    });
    expect(await itemsOf(t.game, 'Recruit')).toEqual({ gold: 400, credits: 50 });
    expect((await clanLogOf(t, wolves.clanId)).at(-1)).toBe(
      sentToMemberText('Officer', 'Recruit', items),
    );
    const told = receivedFromClanText('Officer', items);
    const log = await t.game.db
      .selectFrom('log')
      .select('data')
      .where('user_id', '=', id(wolves, 'Recruit'))
      .execute();
    expect(log.map((row) => row.data)).toEqual([told]);
    expect(pushed).toEqual([
      { userId: id(wolves, 'Recruit'), type: 'addItemsToUser', data: items },
      { userId: id(wolves, 'Recruit'), type: 'notification', data: told },
    ]);
    await expectEconomyClean(t);
  });

  it('refuses other clans, unknown players, more than stored and bad input', async () => {
    await setPermissions(t, wolves.clanId, 2, ['items']);
    const officer = cookie(wolves, 'Officer');
    await expectClanRefused(
      t,
      send(officer, 'Ursa', [{ id: 'gold', amount: 1 }]),
      NOT_IN_YOUR_CLAN_TEXT,
    );
    await expectClanRefused(
      t,
      send(officer, 'Outsider', [{ id: 'gold', amount: 1 }]),
      NOT_IN_YOUR_CLAN_TEXT,
    );
    await expectClanRefused(
      t,
      send(officer, 'Nobody', [{ id: 'gold', amount: 1 }]),
      UNKNOWN_PLAYER_TEXT,
    );
    await expectClanRefused(
      t,
      send(officer, 'Recruit', [
        { id: 'gold', amount: 10 },
        { id: 'metal', amount: 1 },
      ]),
      storageShortText('metal'),
    );
    await expectClanRefused(
      t,
      send(officer, 'Recruit', [{ id: 'gold', amount: 1001 }]),
      storageShortText('gold'),
    );
    await expectClanRefused(t, send(officer, 'Recruit', []), expect.any(String));
    await expectClanRefused(t, send(officer, '', [{ id: 'gold', amount: 1 }]), expect.any(String));
    // A leader of another clan cannot reach into this storage.
    await expectClanRefused(
      t,
      send(cookie(bears, 'Ursa'), 'Recruit', [{ id: 'gold', amount: 1 }]),
      NOT_IN_YOUR_CLAN_TEXT,
    );
  });
});

describe('clan.php convertItems', () => {
  beforeEach(async () => {
    await grantItems(t.game, 'Alpha', { gold: 100_000, metal: 10_000 });
    await expectOk(
      await clanPost(t, 'donateItems', cookie(wolves, 'Alpha'), {
        items: [
          { id: 'gold', amount: 100_000 },
          { id: 'metal', amount: 10_000 },
        ],
      }),
    );
  });
  const convert = (as: string, from: unknown, to: unknown, amount: unknown) => () =>
    clanPost(t, 'convertItems', as, { from, to, amount });

  it('needs a clan level above 100', async () => {
    await setLevel(wolves.clanId, 100);
    await expectClanRefused(
      t,
      convert(cookie(wolves, 'Alpha'), 'gold', 'wood', 150),
      EXCHANGE_LEVEL_TEXT,
    );
  });

  it('needs the items permission', async () => {
    await setLevel(wolves.clanId, 101);
    await expectClanRefused(
      t,
      convert(cookie(wolves, 'Officer'), 'gold', 'wood', 150),
      noPermissionText('items'),
    );
    await expectClanRefused(t, convert(outsider, 'gold', 'wood', 150), NOT_IN_CLAN_TEXT);
  });

  it('converts at the rate, counts the gold-worth toward the month, logs; destroyed and created counted', async () => {
    await setLevel(wolves.clanId, 101);
    await setPermissions(t, wolves.clanId, 2, ['items']);
    const officer = cookie(wolves, 'Officer');
    // 1,500 gold is worth 1,000 resources at 1.5 gold each.
    expect(await expectOk(await convert(officer, 'gold', 'wood', 1500)())).toEqual({
      storage: { credits: 250, gold: 98_500, metal: 10_000, wood: 1000 },
      goldConverted: 1500,
    });
    // 1,001 metal is worth 1,501.5 gold: 1,501 received, 1,502 counted.
    expect(await expectOk(await convert(officer, 'metal', 'gold', 1001)())).toEqual({
      storage: { credits: 250, gold: 100_001, metal: 8999, wood: 1000 },
      goldConverted: 3002,
    });
    // Resource to resource is one for one.
    await expectOk(await convert(officer, 'wood', 'stone', 10)());
    expect(await storageOf(t, wolves.clanId)).toMatchObject({ wood: 990, stone: 10 });
    const log = await clanLogOf(t, wolves.clanId);
    expect(log.at(-3)).toBe(
      convertedText('Officer', { id: 'gold', amount: 1500 }, { id: 'wood', amount: 1000 }),
    );
    const clan = await t.game.db
      .selectFrom('clans')
      .select(['conversion_month', 'gold_converted'])
      .where('id', '=', wolves.clanId)
      .executeTakeFirstOrThrow();
    expect(clan).toEqual({
      conversion_month: clanConversionMonth(t.game.clock.now()),
      gold_converted: 3017,
    });
    await expectEconomyClean(t);
  });

  it('refuses past the monthly cap; a new month starts the cap afresh', async () => {
    await setLevel(wolves.clanId, 101);
    const alpha = cookie(wolves, 'Alpha');
    const cap = clanConversionCap(101);
    const month = clanConversionMonth(t.game.clock.now());
    await t.game.db
      .updateTable('clans')
      .set({ conversion_month: month, gold_converted: cap - 100 })
      .where('id', '=', wolves.clanId)
      .execute();
    await expectClanRefused(t, convert(alpha, 'gold', 'wood', 101), CONVERSION_CAP_TEXT);
    await expectOk(await convert(alpha, 'gold', 'wood', 99)());
    // Last month's figure does not count.
    await t.game.db
      .updateTable('clans')
      .set({ conversion_month: '2000-01', gold_converted: cap })
      .where('id', '=', wolves.clanId)
      .execute();
    const storage = (await expectOk(await clanGet(t, 'loadStorage', alpha))) as {
      goldConverted: number;
    };
    expect(storage.goldConverted).toBe(0);
    expect(await expectOk(await convert(alpha, 'gold', 'wood', 300)())).toMatchObject({
      goldConverted: 300,
    });
  });

  it('refuses credits, the same item, too little, more than stored and bad amounts', async () => {
    await setLevel(wolves.clanId, 101);
    const alpha = cookie(wolves, 'Alpha');
    await expectClanRefused(t, convert(alpha, 'credits', 'gold', 10), NOT_CONVERTIBLE_TEXT);
    await expectClanRefused(t, convert(alpha, 'gold', 'credits', 10), NOT_CONVERTIBLE_TEXT);
    await expectClanRefused(t, convert(alpha, 'gold', 'gold', 10), expect.any(String));
    await expectClanRefused(t, convert(alpha, 'gold', 'wood', 1), CONVERSION_TOO_SMALL_TEXT);
    await expectClanRefused(t, convert(alpha, 'stone', 'wood', 1), storageShortText('stone'));
    await expectClanRefused(t, convert(alpha, 'gold', 'wood', 100_002), storageShortText('gold'));
    for (const amount of [0, -1, 'abc', '1234567890123']) {
      await expectClanRefused(t, convert(alpha, 'gold', 'wood', amount), expect.any(String));
    }
  });
});
