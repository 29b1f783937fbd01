/**
 * The player's own settings: the preferences page (email, username, password) and which mastery
 * and attribute their fights train.
 */
import { USERNAME_TAKEN_TEXT, type PreferencesAnswer } from '@idle/contracts';
import { USERNAME_CHANGE_COST_CREDITS, formatCount } from '@idle/game-rules';
import { tellChatTokenChanged } from '../../chat/control';
import { newChatToken } from '../../chat/token';
import { isUniqueViolation } from '../../db/dialect';
import { GameError } from '../errors';
import { checkPassword, hashPassword, usernameKey } from './accounts';
import { MASTERIES } from '../content/progression';
import type { GameContext } from '../context';
import { removeItems } from '../inventory/items';
import { addLogEntry } from '../log/log';
import { loadUser } from '../players/players';
import { isNameKeyTakenByOther, updateUser } from './users.repository';

export const WRONG_PASSWORD_TEXT = 'Your password is not correct.';
export const WRONG_OLD_PASSWORD_TEXT = 'Your current password is not correct.';
export const SAME_USERNAME_TEXT = 'That is already your username.';
export const USERNAME_CREDITS_TEXT = `You need ${formatCount(USERNAME_CHANGE_COST_CREDITS, 'credit')} to change your username.`;
export const UNKNOWN_MASTERY_TEXT = 'There is no such mastery.';

export async function loadPreferences(
  game: GameContext,
  userId: number,
): Promise<PreferencesAnswer> {
  const user = await loadUser(game.db, userId);
  return { email: user.email };
}

export async function changeUsername(
  game: GameContext,
  userId: number,
  newUsername: string,
  password: string,
): Promise<{ username: string }> {
  const user = await loadUser(game.db, userId);
  if (!(await checkPassword(user.password_hash, password))) {
    throw new GameError(WRONG_PASSWORD_TEXT);
  }
  if (newUsername === user.username) throw new GameError(SAME_USERNAME_TEXT);
  const key = usernameKey(newUsername);
  const now = game.clock.now();
  await game.db
    .transaction()
    .execute(async (trx) => {
      if (await isNameKeyTakenByOther(trx, key, userId)) throw new GameError(USERNAME_TAKEN_TEXT);
      await removeItems(
        trx,
        userId,
        [{ id: 'credits', amount: USERNAME_CHANGE_COST_CREDITS }],
        () => USERNAME_CREDITS_TEXT,
        'destroyed',
      );
      await updateUser(trx, userId, { username: newUsername, username_key: key });
      await addLogEntry(
        trx,
        userId,
        'msg',
        `You changed your username from ${user.username} to ${newUsername}.`,
        now,
      );
    })
    .catch((error: unknown) => {
      // Two players taking one name at once: the unique index decides.
      if (!(error instanceof GameError) && isUniqueViolation(error)) {
        throw new GameError(USERNAME_TAKEN_TEXT);
      }
      throw error;
    });
  return { username: newUsername };
}

/** Sets a new password and ends every session of the player (the caller starts a fresh one). */
export async function changePassword(
  game: GameContext,
  userId: number,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await loadUser(game.db, userId);
  if (!(await checkPassword(user.password_hash, oldPassword))) {
    throw new GameError(WRONG_OLD_PASSWORD_TEXT);
  }
  const passwordHash = await hashPassword(newPassword);
  // A new token too: whoever learned the old one can no longer open the player's live socket.
  await updateUser(game.db, userId, { password_hash: passwordHash, chat_token: newChatToken() });
  tellChatTokenChanged(game.live, userId);
  await game.sessions.endAll(userId);
}

/** The mastery the player's fights train (0: none). */
export async function setActiveMastery(
  game: GameContext,
  userId: number,
  masteryId: number,
): Promise<void> {
  if (masteryId !== 0 && !Object.hasOwn(MASTERIES, masteryId)) {
    throw new GameError(UNKNOWN_MASTERY_TEXT);
  }
  await updateUser(game.db, userId, { active_mastery: masteryId });
}

/** The attribute the player's fights train. */
export async function setActiveAttribute(
  game: GameContext,
  userId: number,
  attributeId: number,
): Promise<void> {
  await updateUser(game.db, userId, { active_attribute: attributeId });
}
