/** account.php requests (DESIGN, "Accounts"). */
import { z } from 'zod';
import { PlayerName, decimalFormValue } from './common';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../api/account';

export const Username = z
  .string({ error: 'Enter a username.' })
  .trim()
  .min(
    USERNAME_MIN_LENGTH,
    `Usernames are ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters.`,
  )
  .max(
    USERNAME_MAX_LENGTH,
    `Usernames are ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters.`,
  )
  .regex(/^[A-Za-z0-9_]+$/, 'Usernames use only letters, digits and _.');

export const Password = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Passwords are at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Passwords are at most ${PASSWORD_MAX_LENGTH} characters.`);

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
          .number({ error: 'ref must be a number' })
          .int('ref must be a whole number')
          .positive('ref must be positive')
          .max(Number.MAX_SAFE_INTEGER, 'ref is too large'),
      )
      .optional(),
  ),
});

export const LoginRequest = z.object({
  mod: z.literal('login'),
  username: PlayerName,
  password: z
    .string({ error: 'Enter a password.' })
    .min(1, 'Enter a password.')
    .max(PASSWORD_MAX_LENGTH),
});

export const AccountRequest = z.discriminatedUnion('mod', [RegisterRequest, LoginRequest], {
  error: 'mod must be register or login',
});

export const AccountAnswer = z.object({ success: z.literal(true) });

export type AccountRequest = z.infer<typeof AccountRequest>;
