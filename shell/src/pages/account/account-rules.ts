/**
 * The client-side checks of the account settings (spec 001 section 5), made before anything is
 * sent; the server checks the same again. The texts are those the server answers for the same
 * mistakes (libs/contracts request schemas and server/src/routes/info.ts).
 */
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@idle/contracts';
import { USERNAME_CHANGE_COST_CREDITS } from '@idle/game-rules';

export const USERNAME_LENGTH_TEXT = `Usernames are ${String(USERNAME_MIN_LENGTH)} to ${String(USERNAME_MAX_LENGTH)} characters.`;
export const USERNAME_CHARACTERS_TEXT = 'Usernames use only letters, digits and _.';
export const SAME_USERNAME_TEXT = 'That is already your username.';
export const ENTER_PASSWORD_TEXT = 'Enter your password.';
export const USERNAME_CREDITS_TEXT = `You need ${String(USERNAME_CHANGE_COST_CREDITS)} credits to change your username.`;
export const ENTER_CURRENT_PASSWORD_TEXT = 'Enter your current password.';
export const PASSWORD_TOO_SHORT_TEXT = `Passwords are at least ${String(PASSWORD_MIN_LENGTH)} characters.`;
export const PASSWORD_TOO_LONG_TEXT = `Passwords are at most ${String(PASSWORD_MAX_LENGTH)} characters.`;
export const PASSWORDS_DIFFER_TEXT = 'The new passwords do not match.';

const USERNAME_CHARACTERS = /^[A-Za-z0-9_]+$/;

export interface UsernameChangeInput {
  newUsername: string;
  password: string;
  /** The player's current name, or null when unknown. */
  currentUsername: string | null;
  /** Credits owned. */
  credits: number;
}

export interface UsernameChangeErrors {
  newUsername?: string;
  password?: string;
  /** Not about one field: not enough credits. */
  form?: string;
}

export type UsernameChangeCheck =
  { ok: true; newUsername: string } | { ok: false; errors: UsernameChangeErrors };

/** Checks a username change: 3 to 20 letters, digits or _, a password, 50 credits. */
export function checkUsernameChange(input: UsernameChangeInput): UsernameChangeCheck {
  const newUsername = input.newUsername.trim();
  const errors: UsernameChangeErrors = {};
  if (newUsername.length < USERNAME_MIN_LENGTH || newUsername.length > USERNAME_MAX_LENGTH) {
    errors.newUsername = USERNAME_LENGTH_TEXT;
  } else if (!USERNAME_CHARACTERS.test(newUsername)) {
    errors.newUsername = USERNAME_CHARACTERS_TEXT;
  } else if (newUsername === input.currentUsername) {
    errors.newUsername = SAME_USERNAME_TEXT;
  }
  if (input.password === '') errors.password = ENTER_PASSWORD_TEXT;
  if (input.credits < USERNAME_CHANGE_COST_CREDITS) errors.form = USERNAME_CREDITS_TEXT;
  return Object.keys(errors).length === 0 ? { ok: true, newUsername } : { ok: false, errors };
}

export interface PasswordChangeInput {
  oldPassword: string;
  newPassword1: string;
  newPassword2: string;
}

export interface PasswordChangeErrors {
  oldPassword?: string;
  newPassword1?: string;
  newPassword2?: string;
}

export type PasswordChangeCheck = { ok: true } | { ok: false; errors: PasswordChangeErrors };

/** Checks a password change: the current password, a new one of 8+ characters, typed twice. */
export function checkPasswordChange(input: PasswordChangeInput): PasswordChangeCheck {
  const errors: PasswordChangeErrors = {};
  if (input.oldPassword === '') errors.oldPassword = ENTER_CURRENT_PASSWORD_TEXT;
  if (input.newPassword1.length < PASSWORD_MIN_LENGTH)
    errors.newPassword1 = PASSWORD_TOO_SHORT_TEXT;
  else if (input.newPassword1.length > PASSWORD_MAX_LENGTH)
    errors.newPassword1 = PASSWORD_TOO_LONG_TEXT;
  if (input.newPassword2 !== input.newPassword1) errors.newPassword2 = PASSWORDS_DIFFER_TEXT;
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
}
