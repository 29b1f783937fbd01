/** account.php requests (DESIGN, "Accounts"). */
import { z } from 'zod';
import { PlayerName, decimalFormValue, lineText, screenNumber } from './common';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../api/account';

export const Username = lineText('username', 'Enter a username.')
  .trim()
  .min(
    USERNAME_MIN_LENGTH,
    `Usernames are ${screenNumber(USERNAME_MIN_LENGTH)} to ${screenNumber(USERNAME_MAX_LENGTH)} characters.`,
  )
  .max(
    USERNAME_MAX_LENGTH,
    `Usernames are ${screenNumber(USERNAME_MIN_LENGTH)} to ${screenNumber(USERNAME_MAX_LENGTH)} characters.`,
  )
  .regex(/^[A-Za-z0-9_]+$/, 'Usernames use only letters, digits and _.');

export const Password = lineText('password', 'Enter a password.')
  .min(
    PASSWORD_MIN_LENGTH,
    `Passwords are at least ${screenNumber(PASSWORD_MIN_LENGTH)} characters.`,
  )
  .max(
    PASSWORD_MAX_LENGTH,
    `Passwords are at most ${screenNumber(PASSWORD_MAX_LENGTH)} characters.`,
  );

export const RegisterRequest = z.object({
  mod: z.literal('register'),
  username: Username,
  password: Password,
  email: z.email('Enter a valid email address.').max(254).optional(),
  /** The referring player's user id, from a referral link; empty means none. */
  ref: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .preprocess(
        decimalFormValue,
        z
          .number({ error: 'That referral link is not valid.' })
          .int('That referral link is not valid.')
          .positive('That referral link is not valid.')
          .max(Number.MAX_SAFE_INTEGER, 'That referral link is not valid.'),
      )
      .optional(),
  ),
});

export const LoginRequest = z.object({
  mod: z.literal('login'),
  username: PlayerName,
  password: lineText('password', 'Enter a password.')
    .min(1, 'Enter a password.')
    .max(
      PASSWORD_MAX_LENGTH,
      `Passwords are at most ${screenNumber(PASSWORD_MAX_LENGTH)} characters.`,
    ),
});

export const AccountRequest = z.discriminatedUnion('mod', [RegisterRequest, LoginRequest], {
  error: 'Choose to register or to log in.',
});

export const AccountAnswer = z.object({ success: z.literal(true) });

export type AccountRequest = z.infer<typeof AccountRequest>;
