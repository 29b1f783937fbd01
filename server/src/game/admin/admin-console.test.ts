/** The console's reads and announcements: players, a player's detail, the world, the trail. */
import {
  ANNOUNCEMENT_CHANGED_MESSAGE_TYPE,
  CONSOLE_COMMAND_OPERATOR,
  NEW_ANNOUNCEMENT_MESSAGE_TYPE,
  type Announcement,
} from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryLeases } from '../../cluster/world-once';
import { WORLD_BOSSES } from '../battle/bosses.schedule';
import { GATHERING_EVENTS } from '../gathering/events.schedule';
import { ACTION_BONUS } from '../world/action-bonus.schedule';
import { BONUS_TIME } from '../world/bonus-time.schedule';
import { TEST_START } from '../../test-support';
import { adminGame, auditRows, expectAdminRefused, type AdminGame } from './admin-support';
import { UNKNOWN_ANNOUNCEMENT_TEXT } from './announcements';
import { AUDIT_TRAIL_PAGE_SIZE, recordAdminAction } from './audit-trail';
import { UNKNOWN_TARGET_TEXT } from './targets';

let game: AdminGame;
beforeEach(async () => {
  game = await adminGame();
});
afterEach(() => game.t.close());

const REASON = 'Reported by three players';

function playerAnnouncements(): Promise<Announcement[]> {
  return game.t
    .get('misc.php', { mod: 'getAnnouncements' }, game.player.cookie)
    .then((response) => response.json<Announcement[]>());
}

describe('announcements', () => {
  it('posts, edits and deletes, pushing each live and writing the trail', async () => {
    const { operator } = game;
    const posted = await game.ok(operator.cookie, 'postAnnouncement', {
      type: 1,
      title: 'Maintenance',
      msg: 'Tonight at 22:00 UTC.\nAbout an hour.',
    });
    expect(posted).toEqual({
      id: posted.id,
      type: 1,
      title: 'Maintenance',
      msg: 'Tonight at 22:00 UTC.\nAbout an hour.',
      postedBy: 'Op_Person',
      postedByUserid: operator.id,
      postedOn: TEST_START,
    });
    expect(game.pushed).toContainEqual({
      kind: 'broadcast',
      userId: null,
      type: NEW_ANNOUNCEMENT_MESSAGE_TYPE,
      data: { id: posted.id },
    });
    const seeded = (await game.ok(operator.cookie, 'listAnnouncements')).slice(1);
    expect((await playerAnnouncements())[0]).toMatchObject({ id: posted.id, title: 'Maintenance' });

    const edited = await game.ok(operator.cookie, 'editAnnouncement', {
      id: posted.id,
      type: 1,
      title: 'Maintenance moved',
      msg: 'Tomorrow instead.',
    });
    expect(edited).toMatchObject({
      id: posted.id,
      title: 'Maintenance moved',
      postedOn: TEST_START,
    });
    expect(game.pushed).toContainEqual({
      kind: 'broadcast',
      userId: null,
      type: ANNOUNCEMENT_CHANGED_MESSAGE_TYPE,
      data: { id: posted.id },
    });
    expect((await playerAnnouncements())[0]).toMatchObject({
      title: 'Maintenance moved',
      msg: 'Tomorrow instead.',
    });
    expect(await game.ok(operator.cookie, 'listAnnouncements')).toEqual([edited, ...seeded]);

    expect(await game.ok(operator.cookie, 'deleteAnnouncement', { id: posted.id })).toBe(true);
    expect((await playerAnnouncements()).map((a) => a.id)).toEqual(seeded.map((a) => a.id));
    expect((await auditRows(game.t)).map((row) => [row.action, row.operator_id])).toEqual([
      ['postAnnouncement', operator.id],
      ['editAnnouncement', operator.id],
      ['deleteAnnouncement', operator.id],
    ]);
  });

  it('refuses an unknown announcement and empty texts, changing nothing', async () => {
    const cookie = game.operator.cookie;
    await expectAdminRefused(
      game,
      () => game.call(cookie, 'editAnnouncement', { id: 404, title: 'A', msg: 'B' }),
      UNKNOWN_ANNOUNCEMENT_TEXT,
    );
    await expectAdminRefused(
      game,
      () => game.call(cookie, 'deleteAnnouncement', { id: 404 }),
      UNKNOWN_ANNOUNCEMENT_TEXT,
    );
    await expectAdminRefused(
      game,
      () => game.call(cookie, 'postAnnouncement', { title: '  ', msg: 'B' }),
      'Enter the title.',
    );
  });
});

describe('players', () => {
  it('finds players by the start of their name, with ban, mute and presence', async () => {
    const { moderator, target } = game;
    await game.ok(moderator.cookie, 'mute', {
      userid: target.id,
      reason: REASON,
      end: { kind: 'minutes', minutes: 15 },
    });
    const rows = await game.ok(moderator.cookie, 'findPlayers', { prefix: 'tar' });
    expect(rows).toEqual([
      {
        userid: target.id,
        username: 'Target_Player',
        accountStatus: 0,
        banned: false,
        bannedUntil: null,
        mutedUntil: TEST_START + 15 * 60_000,
        lastActiveAt: TEST_START,
        online: true,
      },
    ]);
    await game.ok(moderator.cookie, 'ban', {
      userid: target.id,
      reason: REASON,
      end: { kind: 'permanent' },
    });
    expect(await game.ok(moderator.cookie, 'findPlayers', { prefix: 'TARGET_' })).toMatchObject([
      { banned: true, bannedUntil: null, online: false },
    ]);
    // `_` is a letter of the name, not a pattern.
    expect(await game.ok(moderator.cookie, 'findPlayers', { prefix: 'Op_' })).toHaveLength(1);
    expect(await game.ok(moderator.cookie, 'findPlayers', { prefix: 'O_' })).toEqual([]);
  });

  it("reads a player's detail: profile, Autos, gold, ban, mute, log, items, equipment, trades", async () => {
    const { t, operator, player, target } = game;
    await game.ok(operator.cookie, 'grantItems', {
      userid: target.id,
      itemId: 'wolf_pelt',
      amount: 4,
      reason: REASON,
    });
    await game.ok(operator.cookie, 'mute', {
      userid: target.id,
      reason: REASON,
      end: { kind: 'minutes', minutes: 60 },
    });
    await t.game.db
      .insertInto('market_trades')
      .values([
        {
          item_id: 'wolf_pelt',
          amount: 2,
          price_cents: 150,
          traded_at: TEST_START - 1000,
          buyer_id: player.id,
          seller_id: target.id,
        },
        {
          item_id: 'troll_tooth',
          amount: 1,
          price_cents: 9900,
          traded_at: TEST_START - 500,
          buyer_id: target.id,
          seller_id: null,
        },
      ])
      .execute();
    const detail = await game.ok(operator.cookie, 'player', { userid: target.id });
    expect(detail).toMatchObject({
      userid: target.id,
      username: 'Target_Player',
      accountStatus: 0,
      nobilityRank: 1,
      createdAt: TEST_START,
      online: true,
      ban: null,
      mute: {
        until: TEST_START + 60 * 60_000,
        reason: REASON,
        byUserid: operator.id,
        byUsername: 'Op_Person',
      },
      log: [
        { type: 'item', tstamp: TEST_START, data: 'The game team gave you 4 x [item:wolf_pelt].' },
      ],
    });
    expect(detail.items.wolf_pelt).toBe(4);
    expect(detail.gold).toBe(detail.items.gold ?? 0);
    expect(detail.autos).toBeGreaterThan(0);
    expect(Object.keys(detail.equipment).length).toBeGreaterThan(0);
    expect(detail.trades.map(({ id, ...trade }) => ({ ...trade, id: id > 0 }))).toEqual([
      {
        itemId: 'troll_tooth',
        amount: 1,
        priceCents: 9900,
        side: 'bought',
        otherUserid: null,
        otherUsername: null,
        at: TEST_START - 500,
        id: true,
      },
      {
        itemId: 'wolf_pelt',
        amount: 2,
        priceCents: 150,
        side: 'sold',
        otherUserid: player.id,
        otherUsername: 'Plain_Player',
        at: TEST_START - 1000,
        id: true,
      },
    ]);

    await game.ok(operator.cookie, 'ban', {
      userid: target.id,
      reason: REASON,
      end: { kind: 'minutes', minutes: 30 },
    });
    expect((await game.ok(operator.cookie, 'player', { userid: target.id })).ban).toEqual({
      until: TEST_START + 30 * 60_000,
      reason: REASON,
      byUserid: operator.id,
      byUsername: 'Op_Person',
      at: TEST_START,
    });
    const unknown = await game.call(operator.cookie, 'player', { userid: 31_337 });
    expect(unknown.json()).toEqual({ error: UNKNOWN_TARGET_TEXT });
  });

  it('lists the players online with when they were last active', async () => {
    const online = await game.ok(game.moderator.cookie, 'onlinePlayers');
    expect(online.map((row) => row.username)).toEqual([
      'Mod_Person',
      'Op_Person',
      'Plain_Player',
      'Target_Player',
    ]);
    expect(online[0]).toEqual({
      userid: game.moderator.id,
      username: 'Mod_Person',
      accountStatus: 50,
      lastActiveAt: TEST_START,
    });
  });
});

describe('world state', () => {
  it("answers each schedule's view, the lease (alone: this instance) and players online", async () => {
    const state = await game.ok(game.moderator.cookie, 'worldState');
    const world = game.t.game.world;
    expect(state).toEqual({
      bonusTime: world.view(BONUS_TIME),
      actionBonus: world.view(ACTION_BONUS),
      gatheringEvent: world.view(GATHERING_EVENTS),
      worldBosses: world.view(WORLD_BOSSES),
      lease: { clustered: false },
      playersOnline: 4,
    });
  });

  it('names the instance holding the lease in a cluster', async () => {
    const leases = memoryLeases(() => game.t.game.clock.now());
    const other = leases('instance-b');
    game.t.game.worldLease = { instanceId: 'instance-a', holder: () => other.holder() };
    const cookie = game.moderator.cookie;
    expect((await game.ok(cookie, 'worldState')).lease).toEqual({
      clustered: true,
      holder: null,
      thisInstance: 'instance-a',
    });
    await other.hold();
    expect((await game.ok(cookie, 'worldState')).lease).toEqual({
      clustered: true,
      holder: 'instance-b',
      thisInstance: 'instance-a',
    });
  });
});

describe('audit trail', () => {
  it('lists newest first, paged, filtered by operator or target', async () => {
    const { t, moderator, operator, player, target } = game;
    const end = { kind: 'minutes', minutes: 5 };
    await game.ok(moderator.cookie, 'mute', { userid: target.id, reason: REASON, end });
    await game.ok(operator.cookie, 'mute', { userid: player.id, reason: REASON, end });
    await game.ok(operator.cookie, 'unmute', { userid: target.id, reason: 'Done' });

    const all = await game.ok(moderator.cookie, 'auditTrail', { page: 1 });
    expect(all.entries.map((e) => [e.action, e.operatorUsername, e.targetUsername])).toEqual([
      ['unmute', 'Op_Person', 'Target_Player'],
      ['mute', 'Op_Person', 'Plain_Player'],
      ['mute', 'Mod_Person', 'Target_Player'],
    ]);
    expect(all.entries[2]).toEqual({
      id: expect.any(Number) as number,
      operatorUserid: moderator.id,
      operatorUsername: 'Mod_Person',
      action: 'mute',
      targetUserid: target.id,
      targetUsername: 'Target_Player',
      reason: REASON,
      details: { until: TEST_START + 5 * 60_000 },
      at: TEST_START,
    });
    const byOperator = await game.ok(moderator.cookie, 'auditTrail', { operatorId: operator.id });
    expect(byOperator.entries.map((e) => e.action)).toEqual(['unmute', 'mute']);
    const aboutTarget = await game.ok(moderator.cookie, 'auditTrail', { targetId: target.id });
    expect(aboutTarget.entries.map((e) => e.operatorUsername)).toEqual(['Op_Person', 'Mod_Person']);
    const both = await game.ok(moderator.cookie, 'auditTrail', {
      operatorId: operator.id,
      targetId: player.id,
    });
    expect(both.entries.map((e) => e.action)).toEqual(['mute']);

    for (let n = 0; n < AUDIT_TRAIL_PAGE_SIZE; n++) {
      await recordAdminAction(t.game.db, {
        actor: null,
        action: 'grantRole',
        target: { id: target.id, username: target.name },
        reason: null,
        details: { n },
        at: TEST_START + n,
      });
    }
    const first = await game.ok(moderator.cookie, 'auditTrail', { page: 1 });
    expect(first.pages).toBe(2);
    expect(first.entries).toHaveLength(AUDIT_TRAIL_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({
      operatorUserid: null,
      operatorUsername: CONSOLE_COMMAND_OPERATOR,
      details: { n: AUDIT_TRAIL_PAGE_SIZE - 1 },
    });
    const second = await game.ok(moderator.cookie, 'auditTrail', { page: 9 });
    expect(second.page).toBe(2);
    expect(second.entries.map((e) => e.action)).toEqual(['unmute', 'mute', 'mute']);
  });
});
