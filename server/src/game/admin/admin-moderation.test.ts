/** Bans and mutes from the console: what they do, who may, and what a banned player reads. */
import { ADMIN_REFUSAL_TEXT, type ProfileAnswer } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleChatFrame, mutedText, type ChatCommandContext } from '../../chat/commands';
import { TEST_PASSWORD, TEST_START } from '../../test-support';
import { adminGame, auditRows, expectAdminRefused, type AdminGame } from './admin-support';
import { BAN_SELF_TEXT, END_IN_PAST_TEXT, notBannedText } from './bans';
import { MUTE_SELF_TEXT, notMutedText } from '../../chat/commands';
import { UNKNOWN_TARGET_TEXT } from './targets';

let game: AdminGame;
beforeEach(async () => {
  game = await adminGame();
});
afterEach(() => game.t.close());

const HOUR = 3_600_000;
const REASON = 'Spamming the trade channel';

function login(name: string) {
  return game.t.post('account.php', { mod: 'login', username: name, password: TEST_PASSWORD });
}

function ban(cookie: string, userid: number, end: unknown, reason = REASON) {
  return game.call(cookie, 'ban', { userid, reason, end });
}

function profileOf(userid: number) {
  return game.t.post('profile.php', { id: userid }, game.player.cookie);
}

describe('ban', () => {
  it('bans for a time: sessions, action and sockets end; login says until when; it lifts itself', async () => {
    const { t, operator, target } = game;
    await t.game.db
      .insertInto('action_state')
      .values({
        user_id: target.id,
        action: 'battling',
        params: '{}',
        started_at: TEST_START,
        next_tick_at: TEST_START,
        tracker: '{}',
        ended: 0,
      })
      .execute();
    const answer = await game.ok(operator.cookie, 'ban', {
      userid: target.id,
      reason: REASON,
      end: { kind: 'minutes', minutes: 60 },
    });
    expect(answer).toEqual({
      until: TEST_START + HOUR,
      reason: REASON,
      byUserid: operator.id,
      byUsername: 'Op_Person',
      at: TEST_START,
    });
    expect(game.pushed).toContainEqual({
      kind: 'forceLogout',
      userId: target.id,
      type: null,
      data: null,
    });
    const sessions = await t.game.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', target.id)
      .execute();
    expect(sessions).toEqual([]);
    expect((await t.get('misc.php', { mod: 'ping' }, target.cookie)).json()).toEqual({
      fatalError: 'logout',
    });
    const action = await t.game.db
      .selectFrom('action_state')
      .selectAll()
      .where('user_id', '=', target.id)
      .execute();
    expect(action).toEqual([]);
    expect((await profileOf(target.id)).json()).toEqual({ banned: true });

    const refused = await login('Target_Player');
    expect(refused.json()).toEqual({
      error: 'This account is banned until 2026-11-21 13:00 UTC.',
    });
    expect(await auditRows(t)).toEqual([
      expect.objectContaining({
        operator_id: operator.id,
        operator_name: 'Op_Person',
        action: 'ban',
        target_id: target.id,
        target_name: 'Target_Player',
        reason: REASON,
        details: JSON.stringify({ until: TEST_START + HOUR }),
        at: TEST_START,
      }),
    ]);

    t.game.clock.advance(HOUR);
    expect((await login('Target_Player')).statusCode).toBe(200);
    const user = await t.game.db
      .selectFrom('users')
      .select('banned')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(user.banned).toBe(0);
    expect(await t.game.db.selectFrom('account_bans').selectAll().execute()).toEqual([]);
  });

  it('bans for good until unbanned; the profile says banned until then', async () => {
    const { operator, target } = game;
    await game.ok(operator.cookie, 'ban', {
      userid: target.id,
      reason: REASON,
      end: { kind: 'permanent' },
    });
    expect((await login('Target_Player')).json()).toEqual({ error: 'This account is banned.' });
    expect((await profileOf(target.id)).json()).toEqual({ banned: true });
    game.t.game.clock.advance(365 * 24 * HOUR);
    expect((await login('Target_Player')).json()).toEqual({ error: 'This account is banned.' });

    // A year on, every session has expired: the operator logs in again.
    const relogged = await login('Op_Person');
    const session = relogged.cookies.find((cookie) => cookie.name === 'idle_session');
    const cookie = `idle_session=${session?.value ?? ''}`;
    expect(await game.ok(cookie, 'unban', { userid: target.id, reason: 'Appeal accepted' })).toBe(
      true,
    );
    expect((await login('Target_Player')).statusCode).toBe(200);
    const profile = await game.t.post('profile.php', { id: target.id }, cookie);
    expect(profile.json<ProfileAnswer>().banned).toBe(false);
    expect((await auditRows(game.t)).map((row) => [row.action, row.reason])).toEqual([
      ['ban', REASON],
      ['unban', 'Appeal accepted'],
    ]);
  });

  it('bans until a given time, and lifts it when the profile is read after it', async () => {
    const { operator, target } = game;
    const until = TEST_START + 30 * 60_000;
    const answer = await game.ok(operator.cookie, 'ban', {
      userid: target.id,
      reason: REASON,
      end: { kind: 'until', at: until },
    });
    expect(answer.until).toBe(until);
    game.t.game.clock.advance(30 * 60_000);
    expect((await profileOf(target.id)).json<ProfileAnswer>().banned).toBe(false);
    expect(await game.t.game.db.selectFrom('account_bans').selectAll().execute()).toEqual([]);
  });

  it("keeps a ban without a reason row (the dev tools') for good, until unbanned", async () => {
    const { t, target } = game;
    await t.game.db.updateTable('users').set({ banned: 1 }).where('id', '=', target.id).execute();
    t.game.clock.advance(24 * HOUR);
    expect((await login('Target_Player')).json()).toEqual({ error: 'This account is banned.' });
    const relogged = await login('Op_Person');
    const session = relogged.cookies.find((cookie) => cookie.name === 'idle_session');
    const cookie = `idle_session=${session?.value ?? ''}`;
    expect((await game.ok(cookie, 'player', { userid: target.id })).ban).toMatchObject({
      until: null,
    });
    await game.ok(cookie, 'unban', { userid: target.id, reason: 'Set up by a test' });
    expect((await login('Target_Player')).statusCode).toBe(200);
  });

  it('lets a moderator ban a player, but not an operator; nobody bans themselves', async () => {
    const { moderator, operator, target } = game;
    await game.ok(moderator.cookie, 'ban', {
      userid: target.id,
      reason: REASON,
      end: { kind: 'minutes', minutes: 5 },
    });
    await expectAdminRefused(
      game,
      () => ban(moderator.cookie, operator.id, { kind: 'permanent' }),
      ADMIN_REFUSAL_TEXT,
    );
    await expectAdminRefused(
      game,
      () => ban(moderator.cookie, operator.id, { kind: 'permanent' }),
      ADMIN_REFUSAL_TEXT,
    );
    await expectAdminRefused(
      game,
      () => ban(operator.cookie, operator.id, { kind: 'permanent' }),
      BAN_SELF_TEXT,
    );
    await expectAdminRefused(
      game,
      () => ban(moderator.cookie, moderator.id, { kind: 'permanent' }),
      BAN_SELF_TEXT,
    );
    // An operator may ban a moderator.
    await game.ok(operator.cookie, 'ban', {
      userid: moderator.id,
      reason: REASON,
      end: { kind: 'minutes', minutes: 5 },
    });
  });

  it('refuses bad input with a clear text, changing nothing', async () => {
    const { operator, target } = game;
    const cookie = operator.cookie;
    const minutes = { kind: 'minutes', minutes: 60 };
    await expectAdminRefused(game, () => ban(cookie, 999_999, minutes), UNKNOWN_TARGET_TEXT);
    await expectAdminRefused(
      game,
      () => ban(cookie, target.id, minutes, ''),
      'The reason must be at least 3 characters.',
    );
    await expectAdminRefused(
      game,
      () => ban(cookie, target.id, minutes, 'no'),
      'The reason must be at least 3 characters.',
    );
    await expectAdminRefused(
      game,
      () => ban(cookie, target.id, minutes, 'x'.repeat(501)),
      'The reason can be at most 500 characters.',
    );
    await expectAdminRefused(
      game,
      () => ban(cookie, target.id, { kind: 'until', at: TEST_START }),
      END_IN_PAST_TEXT,
    );
    await expectAdminRefused(
      game,
      () => ban(cookie, target.id, { kind: 'minutes', minutes: 0 }),
      'The duration must be at least 1 minute.',
    );
    await expectAdminRefused(
      game,
      () => game.call(cookie, 'unban', { userid: target.id, reason: REASON }),
      notBannedText('Target_Player'),
    );
  });
});

describe('mute', () => {
  function chatContext(): ChatCommandContext {
    return {
      db: game.t.game.db,
      clock: game.t.game.clock,
      rateLimit: { take: () => Promise.resolve(null) },
      deliver: () => undefined,
      notices: game.t.game.notices,
    };
  }
  const say = (userId: number) =>
    handleChatFrame(
      chatContext(),
      userId,
      JSON.stringify({ type: 'chat', channel: 'general', text: 'hello all' }),
    );

  it("mutes through the chat's mute: the next line is refused with the end; unmute lifts it", async () => {
    const { moderator, target } = game;
    const answer = await game.ok(moderator.cookie, 'mute', {
      userid: target.id,
      reason: REASON,
      end: { kind: 'minutes', minutes: 90 },
    });
    const until = TEST_START + 90 * 60_000;
    expect(answer).toEqual({
      until,
      reason: REASON,
      byUserid: moderator.id,
      byUsername: 'Mod_Person',
    });
    expect(await say(target.id)).toBe('You are muted until 2026-11-21 13:30 UTC.');
    expect(mutedText(until)).toBe('You are muted until 2026-11-21 13:30 UTC.');
    expect(await game.t.game.db.selectFrom('chat_mutes').selectAll().execute()).toEqual([
      { user_id: target.id, until, muted_by: moderator.id, reason: REASON },
    ]);
    expect(game.pushed).toContainEqual({
      kind: 'toUser',
      userId: target.id,
      type: 'notification',
      data: mutedText(until),
    });

    expect(
      await game.ok(moderator.cookie, 'unmute', { userid: target.id, reason: 'Calmed down' }),
    ).toBe(true);
    expect(await say(target.id)).toBeNull();
    expect((await auditRows(game.t)).map((row) => [row.action, row.target_id])).toEqual([
      ['mute', target.id],
      ['unmute', target.id],
    ]);
  });

  it('refuses a moderator muting an operator, anyone muting themselves, and bad input', async () => {
    const { moderator, operator, target } = game;
    const end = { kind: 'minutes', minutes: 10 };
    const mute = (cookie: string, userid: number, reason = REASON) =>
      game.call(cookie, 'mute', { userid, reason, end });
    await expectAdminRefused(game, () => mute(moderator.cookie, operator.id), ADMIN_REFUSAL_TEXT);
    await expectAdminRefused(game, () => mute(operator.cookie, operator.id), MUTE_SELF_TEXT);
    await expectAdminRefused(game, () => mute(operator.cookie, 424_242), UNKNOWN_TARGET_TEXT);
    await expectAdminRefused(
      game,
      () => mute(operator.cookie, target.id, '  '),
      'The reason must be at least 3 characters.',
    );
    await expectAdminRefused(
      game,
      () =>
        game.call(operator.cookie, 'mute', {
          userid: target.id,
          reason: REASON,
          end: { kind: 'permanent' },
        }),
      'Choose when the mute ends: after a duration or at a time.',
    );
    await expectAdminRefused(
      game,
      () => game.call(operator.cookie, 'unmute', { userid: target.id, reason: REASON }),
      notMutedText('Target_Player'),
    );
    expect(await say(target.id)).toBeNull();
  });
});
