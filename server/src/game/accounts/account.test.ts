import { LOGIN_FAILED_TEXT, TOO_MANY_ATTEMPTS_TEXT, USERNAME_TAKEN_TEXT } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOREIGN_ORIGIN_TEXT } from '../../app';
import { UNKNOWN_REQUEST_TEXT } from '../../http/endpoints';
import { CACHE_MS } from '../../http/session';
import { BANNED_TEXT } from '../../routes/account';
import { createTestGame, TEST_PASSWORD, type TestGame, userRow } from '../../test-support';

let t: TestGame;
beforeEach(async () => {
  t = await createTestGame();
});
afterEach(async () => {
  await t.close();
});

async function userCount() {
  const row = await t.game.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

describe('register', () => {
  it('creates the player with a starter kit and an HttpOnly SameSite session cookie', async () => {
    const response = await t.post('account.php', {
      mod: 'register',
      username: 'Hero_1',
      password: TEST_PASSWORD,
    });
    expect(response.json()).toEqual({ success: true });
    const cookie = response.cookies.find((entry) => entry.name === 'idle_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    const user = await userRow(t.game, 'hero_1');
    expect(user?.username).toBe('Hero_1');
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(user?.autos).toBe(150);
    const initial = await t.get(
      '_load_initial_data.php',
      {},
      `idle_session=${cookie?.value ?? ''}`,
    );
    expect(initial.json()).toMatchObject({ player: { username: 'Hero_1' }, items: { gold: 100 } });
  });

  it("sends the server's clock with the start-up data, so the client counts times from it", async () => {
    const cookie = await t.register('Hero_1');
    t.game.clock.advance(4 * 3600 * 1000);
    const initial = (await t.get('_load_initial_data.php', {}, cookie)).json<{
      serverTime: number;
    }>();
    expect(initial.serverTime).toBe(t.game.clock.now());
  });

  it('refuses a name already taken in any case, and keeps the first account', async () => {
    await t.register('Hero_1');
    const response = await t.post('account.php', {
      mod: 'register',
      username: 'HERO_1',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: USERNAME_TAKEN_TEXT });
    expect(await userCount()).toBe(1);
  });

  it.each([
    [{ username: 'ab', password: TEST_PASSWORD }, 'Usernames are 3 to 20 characters.'],
    [{ username: 'a'.repeat(21), password: TEST_PASSWORD }, 'Usernames are 3 to 20 characters.'],
    [
      { username: 'bad name!', password: TEST_PASSWORD },
      'Usernames use only letters, digits and _.',
    ],
    [{ username: 'hero', password: 'short' }, 'Passwords are at least 8 characters.'],
    [{ username: 'hero', password: 'x'.repeat(201) }, 'Passwords are at most 200 characters.'],
    [{ password: TEST_PASSWORD }, 'Enter a username.'],
    [{ username: 'hero' }, 'Enter a password.'],
  ])('refuses bad input %j with a clear error and creates nothing', async (fields, error) => {
    const response = await t.post('account.php', { mod: 'register', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await userCount()).toBe(0);
  });

  it('refuses an unknown mod', async () => {
    const response = await t.post('account.php', {
      mod: 'delete',
      username: 'hero',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: UNKNOWN_REQUEST_TEXT,
    });
  });
});

describe('login', () => {
  it('logs in case-insensitively and gives the same error for a wrong password and an unknown name', async () => {
    await t.register('Hero_1');
    const ok = await t.post('account.php', {
      mod: 'login',
      username: 'hero_1',
      password: TEST_PASSWORD,
    });
    expect(ok.json()).toEqual({ success: true });
    const wrong = await t.post('account.php', {
      mod: 'login',
      username: 'Hero_1',
      password: 'wrong password',
    });
    const unknown = await t.post('account.php', {
      mod: 'login',
      username: 'nobody',
      password: TEST_PASSWORD,
    });
    expect(wrong.json()).toEqual({ error: LOGIN_FAILED_TEXT });
    expect(unknown.json()).toEqual({ error: LOGIN_FAILED_TEXT });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('refuses a banned account', async () => {
    await t.register('Hero_1');
    await t.game.db.updateTable('users').set({ banned: 1 }).execute();
    const response = await t.post('account.php', {
      mod: 'login',
      username: 'Hero_1',
      password: TEST_PASSWORD,
    });
    expect(response.json()).toEqual({ error: BANNED_TEXT });
  });

  it('is rate-limited per address', async () => {
    const attempts = [];
    for (let i = 0; i < 11; i++) {
      attempts.push(
        await t.post('account.php', {
          mod: 'login',
          username: 'nobody',
          password: 'wrong password',
        }),
      );
    }
    expect(attempts[9]?.statusCode).toBe(400);
    expect(attempts[10]?.statusCode).toBe(429);
    expect(attempts[10]?.json()).toEqual({ error: TOO_MANY_ATTEMPTS_TEXT });
  });

  it('cannot be dodged by claiming another address in X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.post(
        'account.php',
        { mod: 'login', username: 'nobody', password: 'wrong password' },
        undefined,
        {
          'x-forwarded-for': `10.0.0.${i}`,
        },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('sessions and origins', () => {
  it('answers fatalError logout to every call without a valid session', async () => {
    for (const response of [
      await t.get('_load_initial_data.php'),
      await t.get('actions/refresh.php'),
      await t.get('misc.php', { mod: 'ping' }),
      await t.get('misc.php', { mod: 'ping' }, 'idle_session=forged'),
      await t.post('actions/battle.php', {}),
      await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ fatalError: 'logout' });
    }
  });

  it('ends the session on logout', async () => {
    const cookie = await t.register('Hero_1');
    expect((await t.get('misc.php', { mod: 'logout' }, cookie)).json()).toBe(true);
    expect((await t.get('misc.php', { mod: 'ping' }, cookie)).json()).toEqual({
      fatalError: 'logout',
    });
  });

  it('ends every session of a player at once, remembered or not', async () => {
    const first = await t.register('Hero_1');
    const login = await t.post('account.php', {
      mod: 'login',
      username: 'Hero_1',
      password: TEST_PASSWORD,
    });
    const second = `idle_session=${login.cookies.find((c) => c.name === 'idle_session')?.value ?? ''}`;
    for (const cookie of [first, second]) {
      expect((await t.get('misc.php', { mod: 'ping' }, cookie)).statusCode).toBe(200);
    }
    const user = await userRow(t.game, 'Hero_1');
    await t.game.sessions.endAll(user?.id ?? 0);
    for (const cookie of [first, second]) {
      expect((await t.get('misc.php', { mod: 'ping' }, cookie)).json()).toEqual({
        fatalError: 'logout',
      });
    }
  });

  it('sees a ban made in storage within a minute, and a session expiring at once', async () => {
    const cookie = await t.register('Hero_1');
    expect((await t.get('misc.php', { mod: 'ping' }, cookie)).statusCode).toBe(200);
    await t.game.db.updateTable('users').set({ banned: 1 }).execute();
    t.game.clock.advance(CACHE_MS);
    expect((await t.get('misc.php', { mod: 'ping' }, cookie)).json()).toEqual({
      fatalError: 'logout',
    });

    const other = await t.register('Hero_2');
    expect((await t.get('misc.php', { mod: 'ping' }, other)).statusCode).toBe(200);
    t.game.clock.advance(t.game.config.sessionTtlSeconds * 1000);
    expect((await t.get('misc.php', { mod: 'ping' }, other)).json()).toEqual({
      fatalError: 'logout',
    });
  });

  it('refuses POSTs from another origin and changes nothing', async () => {
    const cookie = await t.register('Hero_1');
    const response = await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie, {
      origin: 'http://evil.example',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: FOREIGN_ORIGIN_TEXT });
    expect(await t.game.db.selectFrom('action_state').selectAll().execute()).toHaveLength(0);
    const same = await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie, {
      origin: 'http://localhost:80',
      host: 'localhost:80',
    });
    expect(same.json()).toEqual({ mobName: 'Cellar Rat' });
  });
});
