/**
 * Who counts as online: an open chat socket, or any action or ping in the last five minutes.
 * The list the player opens and the count the top bar shows (initial data, live socket) both
 * read this one definition.
 */
import type { OnlinePlayer } from '@idle/contracts';
import { jsonIntegers } from '../db/dialect';
import type { GameContext } from './context';

export const ONLINE_WINDOW_MS = 5 * 60_000;

/** What the definition reads: storage, the time, and who has a socket open. */
export type OnlineSource = Pick<GameContext, 'db' | 'clock'> & {
  live: Pick<GameContext['live'], 'onlineUserIds'>;
};

/** Users online, as a query to select from (banned players never are). */
function onlineUsers(source: OnlineSource) {
  const since = source.clock.now() - ONLINE_WINDOW_MS;
  // One JSON parameter however many sockets are open (SQLite caps bound parameters per query).
  const connected = JSON.stringify(source.live.onlineUserIds());
  return source.db
    .selectFrom('users')
    .where('banned', '=', 0)
    .where((eb) =>
      eb.or([
        eb('last_active_at', '>=', since),
        eb('id', 'in', jsonIntegers(source.db, connected)),
      ]),
    );
}

export async function playersOnline(source: OnlineSource): Promise<OnlinePlayer[]> {
  const rows = await onlineUsers(source)
    .select(['id', 'username', 'account_status', 'nobility_rank'])
    .orderBy('username_key')
    .execute();
  return rows.map((row) => ({
    userid: row.id,
    username: row.username,
    accountStatus: row.account_status,
    nobilityRank: row.nobility_rank,
  }));
}

/** The length of `playersOnline`, counted by storage without reading the players out. */
export async function countPlayersOnline(source: OnlineSource): Promise<number> {
  const { count } = await onlineUsers(source)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** A ping from the player's open game: they count as online for another window. */
export async function markActive(game: GameContext, userId: number): Promise<void> {
  await game.db
    .updateTable('users')
    .set({ last_active_at: game.clock.now() })
    .where('id', '=', userId)
    .execute();
}
