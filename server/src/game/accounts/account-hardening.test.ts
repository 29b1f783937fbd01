import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ChatServer, startChatServer } from '../../chat/socket';
import { CAPTCHA_NOT_ASKED_TEXT } from '../autos/autos';
import { WRONG_OLD_PASSWORD_TEXT } from './preferences';
import {
  createTestGame,
  expectRefusedUnchanged,
  solvedCaptchaPayload,
  TEST_PASSWORD,
  type TestGame,
  userRow,
} from '../../test-support';

let t: TestGame;
beforeEach(async () => {
  t = await createTestGame();
});
afterEach(async () => {
  await t.close();
});

describe('the chat token and the password', () => {
  let chat: ChatServer;
  beforeEach(async () => {
    chat = await startChatServer(t.game.db, t.game.clock, 0);
  });
  afterEach(async () => {
    await chat.close();
  });

  const NEW_PASSWORD = 'a much better password';

  async function chatAccess(cookie: string) {
    const data = (await t.get('_load_initial_data.php', {}, cookie)).json<{
      chat: { userid: number; token: string };
    }>();
    return data.chat;
  }

  /** The close code the socket gives the access, or 'open' when it is let in. */
  function socketVerdict(access: { userid: number; token: string }): Promise<number | 'open'> {
    return new Promise((resolve) => {
      const query = `userid=${access.userid}&token=${encodeURIComponent(access.token)}`;
      const socket = new WebSocket(`ws://localhost:${chat.port()}/?${query}`);
      // The server answers an accepted socket with its first messages, a refused one with a close.
      socket.on('message', () => {
        resolve('open');
        socket.close();
      });
      socket.on('close', (code) => resolve(code));
    });
  }

  const changePassword = (cookie: string, oldPassword: string) =>
    t.post(
      'preferences.php',
      {
        mod: 'changePassword',
        oldPassword,
        newPassword1: NEW_PASSWORD,
        newPassword2: NEW_PASSWORD,
      },
      cookie,
    );

  it('refuses the old token after a password change and accepts the new one', async () => {
    const cookie = await t.register('Hero_1');
    const before = await chatAccess(cookie);
    expect(await socketVerdict(before)).toBe('open');
    const response = await changePassword(cookie, TEST_PASSWORD);
    expect(response.json()).toBe(true);
    const fresh = `idle_session=${response.cookies.find((c) => c.name === 'idle_session')?.value ?? ''}`;
    const after = await chatAccess(fresh);
    expect(after.userid).toBe(before.userid);
    expect(after.token).not.toBe(before.token);
    expect(await socketVerdict(before)).toBe(4003);
    expect(await socketVerdict(after)).toBe('open');
  });

  it('keeps the token when the password change is refused', async () => {
    const cookie = await t.register('Hero_1');
    const before = await chatAccess(cookie);
    const response = await changePassword(cookie, 'not my password');
    expect(response.json()).toEqual({ error: WRONG_OLD_PASSWORD_TEXT });
    expect((await chatAccess(cookie)).token).toBe(before.token);
    expect(await socketVerdict(before)).toBe('open');
  });
});

describe('a captcha solution nobody asked for', () => {
  it('refuses it clearly and refills nothing; the solution still works once a captcha is asked', async () => {
    const cookie = await t.register('Hero_1');
    await t.game.db.updateTable('users').set({ autos: 3 }).execute();
    const challenge: unknown = (
      await t.get('misc.php', { mod: 'captchaChallenge' }, cookie)
    ).json();
    const payload = await solvedCaptchaPayload(challenge);
    await expectRefusedUnchanged(
      t.game,
      () => t.post('misc.php', { mod: 'captcha', r: payload }, cookie),
      CAPTCHA_NOT_ASKED_TEXT,
    );
    const user = await userRow(t.game, 'Hero_1');
    expect(user?.autos).toBe(3);
    expect(user?.captcha_required).toBe(0);
    // Asked for now (Autos exhausted): the same solution refills, since it was not spent above.
    await t.game.db.updateTable('users').set({ autos: 0 }).execute();
    expect((await t.get('actions/refresh.php', {}, cookie)).json()).toEqual({
      autos: 0,
      captcha: true,
    });
    expect((await t.post('misc.php', { mod: 'captcha', r: payload }, cookie)).json()).toBe(
      'success',
    );
    expect((await userRow(t.game, 'Hero_1'))?.autos).toBe(user?.max_autos);
  });
});
