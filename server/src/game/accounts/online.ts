/**
 * Who counts as online: an open chat socket, or any action or ping in the last five minutes.
 * The list the player opens and the count the top bar shows (initial data, live socket) both
 * read this one definition.
 */
import type { AdminOnlinePlayer, OnlinePlayer } from '@idle/contracts';
import type { GameContext } from '../context';
import { countOnlinePlayers, onlinePlayerRows, updateUser } from './users.repository';

export const ONLINE_WINDOW_MS = 5 * 60_000;

/** What the definition reads: storage, the time, and who has a socket open. */
export type OnlineSource = Pick<GameContext, 'db' | 'clock'> & {
  live: Pick<GameContext['live'], 'onlineUserIds'>;
};

/** Who counts as online (banned players never do): the window's start and the open sockets. */
function onlineWindow(source: OnlineSource): [activeSince: number, connectedIdsJson: string] {
  return [source.clock.now() - ONLINE_WINDOW_MS, JSON.stringify(source.live.onlineUserIds())];
}

export async function playersOnline(source: OnlineSource): Promise<OnlinePlayer[]> {
  const rows = await onlinePlayerRows(source.db, ...onlineWindow(source));
  return rows.map((row) => ({
    userid: row.id,
    username: row.username,
    accountStatus: row.account_status,
    nobilityRank: row.nobility_rank,
  }));
}

/** The players online as the operator console lists them: with when each was last active. */
export async function playersOnlineForConsole(source: OnlineSource): Promise<AdminOnlinePlayer[]> {
  const rows = await onlinePlayerRows(source.db, ...onlineWindow(source));
  return rows.map((row) => ({
    userid: row.id,
    username: row.username,
    accountStatus: row.account_status,
    lastActiveAt: row.last_active_at,
  }));
}

/** Whether a player counts as online by the one definition above (they are not banned). */
export function isOnline(
  source: OnlineSource,
  user: { id: number; banned: number; last_active_at: number },
  connected: ReadonlySet<number>,
): boolean {
  if (user.banned !== 0) return false;
  return user.last_active_at >= source.clock.now() - ONLINE_WINDOW_MS || connected.has(user.id);
}

/** The length of `playersOnline`, counted by storage without reading the players out. */
export async function countPlayersOnline(source: OnlineSource): Promise<number> {
  return countOnlinePlayers(source.db, ...onlineWindow(source));
}

/** A ping from the player's open game: they count as online for another window. */
export async function markActive(game: GameContext, userId: number): Promise<void> {
  await updateUser(game.db, userId, { last_active_at: game.clock.now() });
}
