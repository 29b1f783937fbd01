import { describe, expect, it } from 'vitest';
import {
  checkPasswordChange,
  checkUsernameChange,
  ENTER_CURRENT_PASSWORD_TEXT,
  ENTER_PASSWORD_TEXT,
  PASSWORD_TOO_LONG_TEXT,
  PASSWORD_TOO_SHORT_TEXT,
  PASSWORDS_DIFFER_TEXT,
  SAME_USERNAME_TEXT,
  USERNAME_CHARACTERS_TEXT,
  USERNAME_CREDITS_TEXT,
  USERNAME_LENGTH_TEXT,
} from './account-rules';

const base = { newUsername: 'New_Hero', password: 'pw', currentUsername: 'Hero_1', credits: 50 };

describe('checkUsernameChange', () => {
  it('accepts 3 to 20 letters, digits and _, trimmed, with exactly 50 credits', () => {
    expect(checkUsernameChange(base)).toEqual({ ok: true, newUsername: 'New_Hero' });
    expect(checkUsernameChange({ ...base, newUsername: ' abc ' })).toEqual({
      ok: true,
      newUsername: 'abc',
    });
    expect(checkUsernameChange({ ...base, newUsername: 'a'.repeat(20) }).ok).toBe(true);
    expect(checkUsernameChange({ ...base, currentUsername: null }).ok).toBe(true);
  });

  it('refuses names too short, too long, with other characters, or unchanged', () => {
    const error = (newUsername: string) => {
      const check = checkUsernameChange({ ...base, newUsername });
      return check.ok ? null : check.errors.newUsername;
    };
    expect(error('ab')).toBe(USERNAME_LENGTH_TEXT);
    expect(error('a'.repeat(21))).toBe(USERNAME_LENGTH_TEXT);
    expect(error('')).toBe(USERNAME_LENGTH_TEXT);
    expect(error('bad-name')).toBe(USERNAME_CHARACTERS_TEXT);
    expect(error('bäd')).toBe(USERNAME_CHARACTERS_TEXT);
    expect(error('Hero_1')).toBe(SAME_USERNAME_TEXT);
  });

  it('needs the password and 50 credits', () => {
    expect(checkUsernameChange({ ...base, password: '', credits: 49 })).toEqual({
      ok: false,
      errors: { password: ENTER_PASSWORD_TEXT, form: USERNAME_CREDITS_TEXT },
    });
    expect(USERNAME_CREDITS_TEXT).toBe('You need 50 credits to change your username.');
  });
});

describe('checkPasswordChange', () => {
  it('accepts the current password and a new one of 8 or more characters typed twice', () => {
    expect(
      checkPasswordChange({ oldPassword: 'x', newPassword1: '12345678', newPassword2: '12345678' }),
    ).toEqual({ ok: true });
  });

  it('refuses an empty current password, a short or long new one, or two that differ', () => {
    expect(
      checkPasswordChange({ oldPassword: '', newPassword1: '1234567', newPassword2: '' }),
    ).toEqual({
      ok: false,
      errors: {
        oldPassword: ENTER_CURRENT_PASSWORD_TEXT,
        newPassword1: PASSWORD_TOO_SHORT_TEXT,
        newPassword2: PASSWORDS_DIFFER_TEXT,
      },
    });
    const long = 'x'.repeat(201);
    expect(
      checkPasswordChange({ oldPassword: 'x', newPassword1: long, newPassword2: long }),
    ).toEqual({ ok: false, errors: { newPassword1: PASSWORD_TOO_LONG_TEXT } });
  });
});
