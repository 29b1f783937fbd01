import { LOGIN_FAILED_TEXT, USERNAME_TAKEN_TEXT } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SAME_USERNAME_TEXT,
  USERNAME_CREDITS_TEXT,
  WRONG_OLD_PASSWORD_TEXT,
  WRONG_PASSWORD_TEXT,
} from '../../routes/preferences';
import {
  createTestGame,
  grantItems,
  itemsOf,
  TEST_PASSWORD,
  type TestGame,
  userRow,
  expectRefusedUnchanged,
} from '../../test-support';

let t: TestGame;
let cookie: string;
beforeEach(async () => {
  t = await createTestGame();
  cookie = await t.register('Hero_1');
});
afterEach(async () => {
  await t.close();
});

const prefs = (mod: string, fields: Record<string, unknown>, as = cookie) =>
  t.post('preferences.php', { mod, ...fields }, as);

const expectRefused = (
  call: () => Promise<{ statusCode: number; json: () => unknown }>,
  error: string,
) => expectRefusedUnchanged(t.game, call, error);

const login = (username: string, password: string) =>
  t.post('account.php', { mod: 'login', username, password });

describe('preferences.php getPreferences', () => {
  it('answers the email, or null without one', async () => {
    expect((await t.get('preferences.php', { mod: 'getPreferences' }, cookie)).json()).toEqual({
      email: null,
    });
    await t.post('account.php', {
      mod: 'register',
      username: 'Mailer',
      password: TEST_PASSWORD,
      email: 'mailer@example.com',
    });
    const other = await login('Mailer', TEST_PASSWORD);
    const session = other.cookies.find((entry) => entry.name === 'idle_session');
    const answer = await t.get(
      'preferences.php',
      { mod: 'getPreferences' },
      `idle_session=${session?.value ?? ''}`,
    );
    expect(answer.json()).toEqual({ email: 'mailer@example.com' });
  });
});

describe('preferences.php changeUsername', () => {
  it('renames the player for 50 credits and logs it', async () => {
    await grantItems(t.game, 'Hero_1', { credits: 60 });
    const response = await prefs('changeUsername', {
      newUsername: 'Hero_Renamed',
      password: TEST_PASSWORD,
    });
    expect(response.json()).toEqual({ username: 'Hero_Renamed' });
    expect(await userRow(t.game, 'hero_renamed')).toMatchObject({ id: 1 });
    expect(await itemsOf(t.game, 'Hero_Renamed')).toMatchObject({ credits: 10 });
    const log = await t.game.db.selectFrom('log').select('data').execute();
    expect(log).toEqual([{ data: 'You changed your username from Hero_1 to Hero_Renamed.' }]);
    expect((await login('Hero_Renamed', TEST_PASSWORD)).json()).toEqual({ success: true });
    expect((await login('Hero_1', TEST_PASSWORD)).json()).toEqual({ error: LOGIN_FAILED_TEXT });
  });

  it('lets the player change only the letter case of the name', async () => {
    await grantItems(t.game, 'Hero_1', { credits: 50 });
    const response = await prefs('changeUsername', {
      newUsername: 'HERO_1',
      password: TEST_PASSWORD,
    });
    expect(response.json()).toEqual({ username: 'HERO_1' });
  });

  it('refuses without enough credits and changes nothing', async () => {
    await grantItems(t.game, 'Hero_1', { credits: 49 });
    await expectRefused(
      () => prefs('changeUsername', { newUsername: 'Rich_Name', password: TEST_PASSWORD }),
      USERNAME_CREDITS_TEXT,
    );
  });

  it('refuses a wrong password, a taken name or the same name, changing nothing', async () => {
    await t.register('Taken_Name');
    await grantItems(t.game, 'Hero_1', { credits: 500 });
    await expectRefused(
      () => prefs('changeUsername', { newUsername: 'New_Name', password: 'wrong password' }),
      WRONG_PASSWORD_TEXT,
    );
    await expectRefused(
      () => prefs('changeUsername', { newUsername: 'taken_NAME', password: TEST_PASSWORD }),
      USERNAME_TAKEN_TEXT,
    );
    await expectRefused(
      () => prefs('changeUsername', { newUsername: 'Hero_1', password: TEST_PASSWORD }),
      SAME_USERNAME_TEXT,
    );
  });

  it.each([
    [{ password: TEST_PASSWORD }, 'Enter a username.'],
    [{ newUsername: 'ab', password: TEST_PASSWORD }, 'Usernames are 3 to 20 characters.'],
    [
      { newUsername: 'bad name!', password: TEST_PASSWORD },
      'Usernames use only letters, digits and _.',
    ],
    [
      { newUsername: 'x'.repeat(300), password: TEST_PASSWORD },
      'Usernames are 3 to 20 characters.',
    ],
    [{ newUsername: 'Good_Name' }, 'Enter your password.'],
    [{ newUsername: 'Good_Name', password: '' }, 'Enter your password.'],
  ])('refuses %j', async (fields, error) => {
    await grantItems(t.game, 'Hero_1', { credits: 500 });
    await expectRefused(() => prefs('changeUsername', fields), error);
  });
});

describe('preferences.php changePassword', () => {
  const NEW_PASSWORD = 'a much better password';

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const second = await login('Hero_1', TEST_PASSWORD);
    const otherSession = `idle_session=${second.cookies.find((entry) => entry.name === 'idle_session')?.value ?? ''}`;
    const response = await prefs('changePassword', {
      oldPassword: TEST_PASSWORD,
      newPassword1: NEW_PASSWORD,
      newPassword2: NEW_PASSWORD,
    });
    expect(response.json()).toBe(true);
    const fresh = response.cookies.find((entry) => entry.name === 'idle_session');
    expect(fresh?.httpOnly).toBe(true);
    const mine = `idle_session=${fresh?.value ?? ''}`;
    expect((await t.get('misc.php', { mod: 'ping' }, mine)).json()).toBe(true);
    expect((await t.get('misc.php', { mod: 'ping' }, otherSession)).json()).toEqual({
      fatalError: 'logout',
    });
    expect((await t.get('misc.php', { mod: 'ping' }, cookie)).json()).toEqual({
      fatalError: 'logout',
    });
    expect((await userRow(t.game, 'Hero_1'))?.password_hash).toMatch(/^\$argon2id\$/);
    expect((await login('Hero_1', NEW_PASSWORD)).json()).toEqual({ success: true });
    expect((await login('Hero_1', TEST_PASSWORD)).json()).toEqual({ error: LOGIN_FAILED_TEXT });
  });

  it.each([
    [
      { oldPassword: 'not my password', newPassword1: NEW_PASSWORD, newPassword2: NEW_PASSWORD },
      WRONG_OLD_PASSWORD_TEXT,
    ],
    [
      { oldPassword: TEST_PASSWORD, newPassword1: NEW_PASSWORD, newPassword2: 'something else' },
      'The new passwords do not match.',
    ],
    [
      { oldPassword: TEST_PASSWORD, newPassword1: 'short', newPassword2: 'short' },
      'Passwords are at least 8 characters.',
    ],
    [{ newPassword1: NEW_PASSWORD, newPassword2: NEW_PASSWORD }, 'Enter your current password.'],
  ])('refuses %j, keeping the old password and sessions', async (fields, error) => {
    const hash = (await userRow(t.game, 'Hero_1'))?.password_hash;
    await expectRefused(() => prefs('changePassword', fields), error);
    expect((await userRow(t.game, 'Hero_1'))?.password_hash).toBe(hash);
    expect((await t.get('misc.php', { mod: 'ping' }, cookie)).json()).toBe(true);
    expect((await login('Hero_1', TEST_PASSWORD)).json()).toEqual({ success: true });
  });
});
