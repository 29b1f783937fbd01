/** `account.php`: registration and login (DESIGN, "The game server"). */

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work of hashing a password. */
export const PASSWORD_MAX_LENGTH = 200;

export interface AccountAnswer {
  success: true;
}

/** The same text for an unknown user and a wrong password, so names cannot be probed. */
export const LOGIN_FAILED_TEXT = 'Invalid username or password.';
export const USERNAME_TAKEN_TEXT = 'That username is taken.';
export const TOO_MANY_ATTEMPTS_TEXT = 'Too many attempts. Wait a minute and try again.';
