/** `account.php`: registration and login (DESIGN, "The game server"). */
import { z } from 'zod';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work of hashing a password. */
export const PASSWORD_MAX_LENGTH = 200;

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
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z.object({
  mod: z.literal('login'),
  username: z.string({ error: 'Enter a username.' }).trim().min(1, 'Enter a username.').max(64),
  password: z
    .string({ error: 'Enter a password.' })
    .min(1, 'Enter a password.')
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const AccountRequest = z.discriminatedUnion('mod', [RegisterRequest, LoginRequest], {
  error: 'mod must be register or login',
});
export type AccountRequest = z.infer<typeof AccountRequest>;

export const AccountAnswer = z.object({ success: z.literal(true) });
export type AccountAnswer = z.infer<typeof AccountAnswer>;

/** The same text for an unknown user and a wrong password, so names cannot be probed. */
export const LOGIN_FAILED_TEXT = 'Invalid username or password.';
export const USERNAME_TAKEN_TEXT = 'That username is taken.';
export const TOO_MANY_ATTEMPTS_TEXT = 'Too many attempts. Wait a minute and try again.';
