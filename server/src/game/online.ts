/** Who counts as online: an open chat socket, or any action or ping in the last five minutes. */
import type { OnlinePlayer } from '@idle/contracts';
import type { GameContext } from './context';

export const ONLINE_WINDOW_MS = 5 * 60_000;

export async function playersOnline(game: GameContext): Promise<OnlinePlayer[]> {
  const since = game.clock.now() - ONLINE_WINDOW_MS;
  const connected = game.live.onlineUserIds();
  const rows = await game.db
    .selectFrom('users')
    .select(['id', 'username', 'account_status', 'nobility_rank'])
    .where('banned', '=', 0)
    .where((eb) =>
      connected.length > 0
        ? eb.or([eb('last_active_at', '>=', since), eb('id', 'in', connected)])
        : eb('last_active_at', '>=', since),
    )
    .orderBy('username_key')
    .execute();
  return rows.map((row) => ({
    userid: row.id,
    username: row.username,
    accountStatus: row.account_status,
    nobilityRank: row.nobility_rank,
  }));
}

export async function countPlayersOnline(game: GameContext): Promise<number> {
  return (await playersOnline(game)).length;
}

/** A ping from the player's open game: they count as online for another window. */
export async function markActive(game: GameContext, userId: number): Promise<void> {
  await game.db
    .updateTable('users')
    .set({ last_active_at: game.clock.now() })
    .where('id', '=', userId)
    .execute();
}
