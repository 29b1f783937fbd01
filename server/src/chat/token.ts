/** The secret a player's live socket presents (initial data's `chat.token`). */
import { randomBytes } from 'node:crypto';

/** A fresh chat token: at account creation and whenever the password changes. */
export function newChatToken(): string {
  return randomBytes(24).toString('base64url');
}
