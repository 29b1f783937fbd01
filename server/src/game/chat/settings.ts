/**
 * The chat settings of `preferences.php` (spec 002 §5): the ignore list and the profanity filter.
 * A change is told to the player's sockets on every instance (chat/control.ts), which stop
 * delivering lines of the players now ignored and mask or unmask what follows.
 */
import type { ChatSettingsAnswer, IgnoredEntry, ProfanityFilterAnswer } from '@idle/contracts';
import { formatNumber, IGNORE_LIST_MAX } from '@idle/game-rules';
import { type ChatPreferences, tellChatSettingsChanged } from '../../chat/control';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import { usernameKey } from '../accounts/accounts';
import { findUserByNameKey, readUser, updateUser } from '../accounts/users.repository';
import type { GameContext } from '../context';
import { UNKNOWN_PLAYER_TEXT } from '../players/players';
import {
  countIgnored,
  deleteIgnore,
  insertIgnore,
  listIgnoredIds,
  listIgnoredPlayers,
} from './chat-ignores.repository';

export const IGNORE_SELF_TEXT = 'You cannot ignore yourself.';
export const IGNORE_LIST_FULL_TEXT = `Your ignore list is full (${formatNumber(IGNORE_LIST_MAX)} players).`;
export const NOT_IGNORED_TEXT = 'That player is not on your ignore list.';
export const alreadyIgnoredText = (username: string) =>
  `${username} is already on your ignore list.`;

async function ignoredPlayers(game: GameContext, userId: number): Promise<IgnoredEntry[]> {
  return listIgnoredPlayers(game.db, userId);
}

async function profanityFilterOf(game: GameContext, userId: number): Promise<boolean> {
  const row = await readUser(game.db, userId, ['chat_profanity_filter']);
  return row.chat_profanity_filter !== 0;
}

async function announce(game: GameContext, userId: number): Promise<void> {
  const [ignored, profanityFilter] = await Promise.all([
    listIgnoredIds(game.db, userId),
    profanityFilterOf(game, userId),
  ]);
  const preferences: ChatPreferences = {
    ignored,
    profanityFilter,
  };
  tellChatSettingsChanged(game.live, userId, preferences);
}

export async function getChatSettings(
  game: GameContext,
  userId: number,
): Promise<ChatSettingsAnswer> {
  const [ignored, profanityFilter] = await Promise.all([
    ignoredPlayers(game, userId),
    profanityFilterOf(game, userId),
  ]);
  return { ignored, profanityFilter };
}

export async function addIgnore(
  game: GameContext,
  userId: number,
  username: string,
): Promise<IgnoredEntry> {
  const target = await findUserByNameKey(game.db, usernameKey(username), ['id', 'username']);
  if (!target) throw new GameError(UNKNOWN_PLAYER_TEXT);
  if (target.id === userId) throw new GameError(IGNORE_SELF_TEXT);
  // Counted and inserted in one transaction of the player (row locked on PostgreSQL): calls at
  // once queue, so the list never passes its cap.
  await playerTransaction(game.db, [userId], async (trx) => {
    if ((await countIgnored(trx, userId)) >= IGNORE_LIST_MAX) {
      throw new GameError(IGNORE_LIST_FULL_TEXT);
    }
    if (!(await insertIgnore(trx, userId, target.id))) {
      throw new GameError(alreadyIgnoredText(target.username));
    }
  });
  await announce(game, userId);
  return { userid: target.id, username: target.username };
}

export async function removeIgnore(
  game: GameContext,
  userId: number,
  ignoredId: number,
): Promise<true> {
  if (!(await deleteIgnore(game.db, userId, ignoredId))) throw new GameError(NOT_IGNORED_TEXT);
  await announce(game, userId);
  return true;
}

export async function setProfanityFilter(
  game: GameContext,
  userId: number,
  enabled: boolean,
): Promise<ProfanityFilterAnswer> {
  await updateUser(game.db, userId, { chat_profanity_filter: enabled ? 1 : 0 });
  await announce(game, userId);
  return { profanityFilter: enabled };
}
